import CCairo
import Foundation
import TestSupport
import Testing
@testable import OpenUIKit

/// Visual effect views composited: the blur reads what lies behind it in the window, and a
/// frame that changes anything it reads equals a full recomposite.
@MainActor
@Suite struct BackdropCompositingTests {
    /// The blur and its tint are deterministic Cairo and integer work; 2 of 255 allows for
    /// rounding in edge coverage, while a moved edge or a missing blur differs by far more.
    static let tolerance = 2

    /// A colourful picture: eight vertical stripes, two discs and a black bar, 160×120.
    func picture() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        window.backgroundColor = .white
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPink]
        for (index, color) in colors.enumerated() {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 20, y: 0, width: 20, height: 120))
            stripe.backgroundColor = color
            window.addSubview(stripe)
        }
        for (center, color) in [(CGPoint(x: 50, y: 40), UIColor.white), (CGPoint(x: 115, y: 80), UIColor.black)] {
            let disc = UIView(frame: CGRect(x: center.x - 18, y: center.y - 18, width: 36, height: 36))
            disc.backgroundColor = color
            disc.layer.cornerRadius = 18
            window.addSubview(disc)
        }
        let bar = UIView(frame: CGRect(x: 10, y: 95, width: 140, height: 6))
        bar.backgroundColor = .black
        window.addSubview(bar)
        return window
    }

    /// A blur over the middle of the picture, its edges left sharp around it.
    func blurred(_ style: UIBlurEffect.Style) -> (UIWindow, UIVisualEffectView) {
        let window = picture()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
        blur.frame = CGRect(x: 20, y: 16, width: 120, height: 88)
        blur.layer.cornerRadius = 12
        window.addSubview(blur)
        window.renderIfNeeded()
        return (window, blur)
    }

    @Test func aLightBlurOverAPicture() {
        let (window, _) = blurred(.light)
        ReferenceImage.assertMatches(window.backBuffer!, named: "visual-effect-light-blur", tolerance: Self.tolerance)
    }

    @Test func aDarkBlurOverAPicture() {
        let (window, _) = blurred(.dark)
        ReferenceImage.assertMatches(window.backBuffer!, named: "visual-effect-dark-blur", tolerance: Self.tolerance)
    }

    /// Under the blur, a sharp edge between two stripes becomes a ramp, and the white disc's
    /// edge is gone; outside, the picture is untouched.
    @Test func theBlurSpreadsColoursAcrossEdges() throws {
        let plain = picture()
        plain.renderIfNeeded()
        let (window, _) = blurred(.light)
        let before = try #require(plain.backBuffer), after = try #require(window.backBuffer)
        let scale = Int(window.screenScale)
        // The yellow/green edge at x = 60: right of it, green picks up yellow.
        let inside = after.pixel(x: 62 * scale, y: 70 * scale), sharp = before.pixel(x: 62 * scale, y: 70 * scale)
        #expect(inside != sharp)
        // Across the edge, neighbours 4 points apart differ far less than sharp ones do.
        let left = after.pixel(x: 58 * scale, y: 70 * scale), right = after.pixel(x: 62 * scale, y: 70 * scale)
        let sharpLeft = before.pixel(x: 58 * scale, y: 70 * scale)
        func distance(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Int {
            abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
        }
        #expect(distance(left, right) * 3 < distance(sharpLeft, sharp))
        // Outside the effect view (its corner is rounded, so well outside): unchanged.
        #expect(after.pixel(x: 5 * scale, y: 5 * scale) == before.pixel(x: 5 * scale, y: 5 * scale))
        #expect(after.pixel(x: 150 * scale, y: 110 * scale) == before.pixel(x: 150 * scale, y: 110 * scale))
    }

    /// A view under the blur changes colour, one beside it (inside the area the blur reads
    /// but outside its bounds) moves, and one above it in that area too: each frame's blur
    /// equals a full recomposite's, and the blurred area did change.
    @Test func changingAViewUnderTheBlurRedrawsTheBlurredArea() throws {
        let (window, blur) = blurred(.regular)
        let above = UIView(frame: CGRect(x: 2, y: 2, width: 14, height: 14))
        above.backgroundColor = .black
        window.addSubview(above)
        window.renderIfNeeded()
        let under = window.subviews[2]
        let start = try #require(pixels(of: window))

        var edits: [() -> Void] = [
            { under.backgroundColor = .systemPurple },
            { window.subviews[0].frame.origin.y += 3 },
            { above.frame.origin.x += 2 },
            { blur.frame.origin.x -= 3 },
        ]
        var previous = start
        for (index, edit) in edits.enumerated() {
            edit()
            window.renderIfNeeded()
            let incremental = try #require(pixels(of: window))
            window.setNeedsFullRedisplay()
            window.renderIfNeeded()
            let full = try #require(pixels(of: window))
            let differing = differingPixels(incremental, full)
            #expect(differing == 0, "edit \(index): \(differing) pixels of the incremental frame differ from a full recomposite")
            #expect(differingPixels(incremental, previous) > 0, "edit \(index) changed nothing, so it proves nothing")
            previous = full
        }
        edits.removeAll()
        // The stripe under the blur changed colour: pixels well inside the blur changed.
        let scale = Int(window.screenScale)
        let offset = (60 * scale) * (window.backBuffer!.imageStride) + (50 * scale) * 4
        #expect(previous[offset..<offset + 4] != start[offset..<offset + 4])
    }

    /// A blur faded in by animating `effect` from nil: each frame equals a full recomposite,
    /// and halfway through the blur is partly there.
    @Test func animatingTheEffectInEqualsAFullRecompositeEachFrame() throws {
        let window = picture()
        let clock = HeadlessFrameClock(window: window)
        let blur = UIVisualEffectView(effect: nil)
        blur.frame = CGRect(x: 10, y: 10, width: 100, height: 80)
        window.addSubview(blur)
        window.renderIfNeeded()
        #expect(blur.layer.modelState.backdrop == .none)
        UIView.animate(withDuration: 0.3) { blur.effect = UIBlurEffect(style: .extraLight) }
        let target = UIBlurEffect.Style.extraLight.backdrop(for: .light)
        #expect(blur.layer.modelState.backdrop == target)
        var frames = 0, sawPartial = false
        while clock.frameRequested || frames == 0 {
            clock.advance(by: clock.refreshInterval)
            frames += 1
            let shown = blur.layer.renderState.backdrop
            if shown.blurRadius > 0 && shown.blurRadius < target.blurRadius { sawPartial = true }
            let incremental = try #require(pixels(of: window))
            window.setNeedsFullRedisplay()
            window.renderIfNeeded()
            let full = try #require(pixels(of: window))
            let differing = differingPixels(incremental, full)
            #expect(differing == 0, "frame \(frames): \(differing) pixels differ from a full recomposite")
            if differing > 0 || frames > 40 { break }
        }
        #expect(sawPartial)
        #expect(blur.layer.renderState.backdrop == target)
    }

    /// Vibrancy: a black square inside a vibrancy effect over a light blur is drawn as the
    /// style's fraction of the blurred backdrop under it, over black.
    @Test func vibrancyPullsContentTowardTheBackdrop() throws {
        let window = picture()
        let effect = UIBlurEffect(style: .light)
        let blur = UIVisualEffectView(effect: effect)
        blur.frame = CGRect(x: 20, y: 20, width: 120, height: 80)
        window.addSubview(blur)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: effect, style: .label))
        vibrancy.frame = blur.contentView.bounds
        blur.contentView.addSubview(vibrancy)
        let mark = UIView(frame: CGRect(x: 40, y: 30, width: 30, height: 20))
        mark.backgroundColor = .black
        vibrancy.contentView.addSubview(mark)
        mark.isHidden = true
        window.renderIfNeeded()
        let scale = Int(window.screenScale)
        let behind = try #require(window.backBuffer).pixel(x: 75 * scale, y: 60 * scale)
        mark.isHidden = false
        window.renderIfNeeded()
        let shown = try #require(window.backBuffer).pixel(x: 75 * scale, y: 60 * scale)
        // Black with 35 % of it replaced by the blurred, tinted backdrop under it.
        let amount = UIVibrancyEffectStyle.label.vibrancyAmount
        #expect(vibrancy.layer.modelState.backdrop.vibrancy == amount)
        for (channel, under) in [(shown.r, behind.r), (shown.g, behind.g), (shown.b, behind.b)] {
            #expect(abs(Double(channel) - amount * Double(under)) <= 2, "\(channel) is not \(amount) of \(under)")
        }
        #expect(shown.g > 20, "the backdrop shows through the black content")
    }

    private func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> Int {
        stride(from: 0, to: a.count, by: 4).filter { a[$0..<$0 + 4] != b[$0..<$0 + 4] }.count
    }

    private func pixels(of window: UIWindow) -> [UInt8]? {
        guard let buffer = window.backBuffer, let data = cairo_image_surface_get_data(buffer.pointer) else { return nil }
        cairo_surface_flush(buffer.pointer)
        let count = Int(cairo_image_surface_get_stride(buffer.pointer)) * buffer.pixelHeight
        return Array(UnsafeBufferPointer(start: data, count: count))
    }
}
