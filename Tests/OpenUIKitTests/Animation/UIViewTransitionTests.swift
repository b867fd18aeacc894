import Foundation
import OpenUIKit
import TestSupport
import Testing

/// `UIView.transition`: flips and dissolves from the composited old look to the new.
@MainActor
@Suite struct UIViewTransitionTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
    let card = UIView(frame: CGRect(x: 50, y: 30, width: 100, height: 100))
    let frames: HeadlessFrameClock

    init() {
        window.backgroundColor = .white
        card.backgroundColor = .red
        card.layer.cornerRadius = 10
        let mark = UILabel(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        mark.text = "A"
        card.addSubview(mark)
        window.addSubview(card)
        frames = HeadlessFrameClock(window: window)
        window.renderIfNeeded()
    }

    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        window.backBuffer!.pixel(x: x, y: y)
    }

    func flipToBlue(_ completion: ((Bool) -> Void)? = nil) {
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            self.card.backgroundColor = .blue
        }, completion: completion)
    }

    @Test func aFlipShowsTheOldFaceNarrowingThenTheNewWidening() {
        var finished: Bool?
        flipToBlue { finished = $0 }
        #expect(card.backgroundColor == .blue, "the change applied at once")
        frames.advance(by: 0.25)
        // cos(45°) of 100 pt: the card spans about 64.6…135.4 and shows the old red.
        #expect(pixel(70, 80).r == 255 && pixel(70, 80).b == 0)
        #expect(pixel(60, 80) == (255, 255, 255, 255), "narrowed")
        frames.advance(by: 0.5)
        #expect(pixel(70, 80).b == 255 && pixel(70, 80).r == 0, "the new blue")
        #expect(pixel(60, 80) == (255, 255, 255, 255))
        frames.advance(by: 0.3)
        #expect(finished == true)
        #expect(pixel(55, 80).b == 255, "full width again")
        #expect(card.layer.animationKeys() == nil)
    }

    /// Apple documents `.transitionFlipFromLeft` as "the left side of the view moves toward
    /// the front and right side toward the back": under perspective (an eye 500 points
    /// away, `m34 = −1/500`) the near left edge grows taller than the card and the far right
    /// edge shrinks, as on iOS.
    @Test func aFlipFromLeftGrowsTheNearLeftSideAndShrinksTheFarRightSide() {
        flipToBlue()
        frames.advance(by: 0.25)
        // At 45°, the column 5 points in from the left edge lands at x ≈ 66 and is scaled
        // 1.068 times about the card's middle (y = 80): its top (below the 10-point corner)
        // reaches up to y ≈ 28.0, above the card's flat top at 30.
        #expect(pixel(66, 29).r == 255 && pixel(66, 29).b == 0, "the near side grows: \(pixel(66, 29))")
        // The column 5 points in from the right lands at x ≈ 130, scaled 0.940: its top is at
        // y ≈ 34.3, below the flat top.
        #expect(pixel(130, 32) == (255, 255, 255, 255), "the far side shrinks: \(pixel(130, 32))")
    }

    /// `.transitionFlipFromTop`: the top side comes forward, so rows near the top grow wider
    /// and rows near the bottom narrower (the same numbers as the flip from the left, turned).
    @Test func aFlipFromTopGrowsTheNearTopSide() {
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromTop, .curveLinear], animations: {
            self.card.backgroundColor = .blue
        })
        frames.advance(by: 0.25)
        #expect(pixel(49, 46).r == 255 && pixel(49, 46).b == 0, "the near top grows: \(pixel(49, 46))")
        #expect(pixel(52, 110) == (255, 255, 255, 255), "the far bottom shrinks: \(pixel(52, 110))")
        ReferenceImage.assertMatches(window.backBuffer!, named: "transition-flip-from-top-quarter", tolerance: 2)
    }

    @Test func flipReferenceAtAQuarterAndAHalf() {
        flipToBlue()
        frames.advance(by: 0.25)
        ReferenceImage.assertMatches(window.backBuffer!, named: "transition-flip-quarter", tolerance: 2)
        frames.advance(by: 0.25)
        ReferenceImage.assertMatches(window.backBuffer!, named: "transition-flip-half", tolerance: 2)
    }

    /// A window not shown yet has drawn nothing: the old look is drawn for the snapshot.
    @Test func aFlipBeforeTheFirstFrameStillShowsTheOldFace() {
        final class Drawn: UIView {
            var color = UIColor.red { didSet { setNeedsDisplay() } }
            override func draw(_ rect: CGRect) {
                color.setFill()
                UIRectFill(bounds)
            }
        }
        let fresh = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        fresh.backgroundColor = .white
        let drawn = Drawn(frame: CGRect(x: 50, y: 30, width: 100, height: 100))
        fresh.addSubview(drawn)
        let clock = HeadlessFrameClock(window: fresh)
        UIView.transition(with: drawn, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { drawn.color = .blue })
        clock.advance(by: 0.25)
        let p = fresh.backBuffer!.pixel(x: 100, y: 80)
        #expect(p.r == 255 && p.b == 0, "the old red: \(p)")
    }

    @Test func aCrossDissolveBlendsTheOldOverTheNew() {
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            self.card.backgroundColor = .blue
        })
        frames.advance(by: 0.5)
        let p = pixel(100, 100)
        #expect(abs(Int(p.r) - 128) <= 2 && abs(Int(p.b) - 127) <= 2, "half red, half blue: \(p)")
        frames.advance(by: 0.6)
        #expect(pixel(100, 100).b == 255 && pixel(100, 100).r == 0)
    }

    @Test func transitionFromToSwapsTheViews() {
        let back = UIView(frame: card.frame)
        back.backgroundColor = .green
        var finished: Bool?
        UIView.transition(from: card, to: back, duration: 0.5, options: .transitionFlipFromRight) { finished = $0 }
        #expect(card.superview == nil && back.superview === window)
        frames.advance(by: 0.6)
        #expect(finished == true)
        #expect(pixel(100, 100).g == 255 && pixel(100, 100).r == 0)
    }

    @Test func withoutAWindowTheChangesApplyAndTheCompletionStillRuns() async {
        let loose = UIView()
        var finished: Bool?
        UIView.transition(with: loose, duration: 1, options: .transitionFlipFromTop, animations: { loose.alpha = 0.5 },
                          completion: { finished = $0 })
        #expect(loose.alpha == 0.5)
        for _ in 0..<50 where finished == nil { try? await Task.sleep(for: .milliseconds(2)) }
        #expect(finished == true)
    }
}
