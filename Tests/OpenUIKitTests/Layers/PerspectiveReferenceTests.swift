import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// Reference images of cards turned out of the plane under a parent's perspective
/// (`sublayerTransform.m34 = −1/500`): a half-turn flip about y at ¼ and ½ of the way,
/// one turned about x, the back of a double-sided card past edge-on (mirrored), and a
/// single-sided one there (not drawn).
///
/// Tolerance 2 (of 255), as for the other compositing references: the strips are drawn
/// with one deterministic bilinear resampling each; a wrong perspective moves edges by many
/// pixels.
@MainActor
@Suite(.serialized) struct PerspectiveReferenceTests {
    static let tolerance = 2

    var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return t
    }

    /// A card: a white rounded face with a border, a blue band at its top and a red square
    /// left of its middle, so that turns and mirrors show.
    func card(at x: CGFloat) -> UIView {
        let card = UIView(frame: CGRect(x: x, y: 30, width: 64, height: 96))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.darkGray.cgColor
        card.layer.masksToBounds = true
        let band = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 16))
        band.backgroundColor = .systemBlue
        card.addSubview(band)
        let mark = UIView(frame: CGRect(x: 10, y: 40, width: 20, height: 20))
        mark.backgroundColor = .systemRed
        card.addSubview(mark)
        return card
    }

    /// Five slots of 80 points: the flip at ¼ and ½ about y, a quarter turn about x, the
    /// back at ¾ double-sided, the same single-sided.
    func scene(scale: CGFloat) -> (UIWindow, [UIView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 156))
        window.screenScale = scale
        window.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.25, alpha: 1)
        let table = UIView(frame: window.bounds)
        table.layer.sublayerTransform = perspective
        window.addSubview(table)
        let cards = (0..<5).map { card(at: 8 + CGFloat($0) * 80) }
        for card in cards { table.addSubview(card) }
        cards[0].layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        cards[1].layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        cards[2].layer.transform = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)
        cards[3].layer.transform = CATransform3DMakeRotation(.pi * 3 / 4, 0, 1, 0)
        cards[4].layer.transform = CATransform3DMakeRotation(.pi * 3 / 4, 0, 1, 0)
        cards[4].layer.isDoubleSided = false
        return (window, cards)
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func cardsTurnedInPerspective(scale: CGFloat) {
        let (window, _) = scene(scale: scale)
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "perspective-cards@\(Int(scale))x", tolerance: Self.tolerance)
    }

    /// The flip animated (`transform.rotation.y` from 0 to π, linear) draws at ¼ of its
    /// duration what the static quarter turn draws, and the single-sided card's slot stays
    /// empty: the frames show what the reference shows.
    @Test func theAnimatedFlipDrawsTheReferenceTurn() {
        let (window, cards) = scene(scale: 1)
        let frames = HeadlessFrameClock(window: window)
        window.renderIfNeeded()
        cards[0].layer.transform = CATransform3DIdentity
        window.renderIfNeeded()
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = CGFloat.pi
        flip.duration = 1
        cards[0].layer.add(flip, forKey: "flip")
        window.renderIfNeeded()
        frames.advance(by: 0.25)
        ReferenceImage.assertMatches(window.backBuffer!, named: "perspective-cards@1x", tolerance: Self.tolerance)
    }

    /// Incremental frames of a turning card equal a full recomposite: the damage covers the
    /// projected box, old and new.
    @Test func turningFramesMatchAFullRecomposite() throws {
        let (window, cards) = scene(scale: 1)
        window.renderIfNeeded()
        for angle in stride(from: CGFloat(0.1), through: 1.5, by: 0.35) {
            cards[2].layer.transform = CATransform3DMakeRotation(angle, 1, 0, 0)
            cards[0].layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            window.renderIfNeeded()
        }
        let incremental = try #require(window.backBuffer)
        let (fresh, freshCards) = scene(scale: 1)
        freshCards[2].layer.transform = cards[2].layer.transform
        freshCards[0].layer.transform = cards[0].layer.transform
        fresh.renderIfNeeded()
        let result = ReferenceImage.compare(incremental, fresh.backBuffer!, tolerance: 0)
        #expect(result.sizeMatches)
        #expect(result.pixelsOverTolerance == 0, "largest difference \(result.maximumDifference)")
    }
}
