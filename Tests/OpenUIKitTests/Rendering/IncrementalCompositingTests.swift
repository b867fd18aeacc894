import CCairo
import Foundation
import OpenUIKit
import TestSupport
import Testing

/// The compositor repaints only the damage and skips whole subtrees whose recorded screen
/// rect misses it. Whatever happens to a view tree — moves, turns, hiding, fading,
/// reordering, reparenting, removing and adding back, clipping — the incrementally updated
/// back buffer must equal a full recomposite of the same tree, pixel for pixel.
@MainActor
@Suite struct IncrementalCompositingTests {
    /// Random edits per run, each followed by an incremental frame and the comparison.
    static let edits = 150
    /// Set to a number N to run seeds 1…N instead of the usual three (a longer hunt).
    nonisolated static let seedCountVariable = "OPENUIKIT_COMPOSITING_SEEDS"

    nonisolated static var seeds: [UInt64] {
        if let text = ProcessInfo.processInfo.environment[seedCountVariable], let count = UInt64(text), count > 0 {
            return Array(1...count)
        }
        return [1, 2, 3]
    }

    @Test(arguments: seeds)
    func incrementalFramesEqualAFullRecomposite(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        window.backgroundColor = .white
        var views: [UIView] = []
        for index in 0..<24 {
            let view = index % 3 == 0 ? MarkView(frame: .zero) : UIView(frame: .zero)
            view.frame = CGRect(x: CGFloat.random(in: 0...130, using: &random), y: CGFloat.random(in: 0...90, using: &random),
                                width: CGFloat.random(in: 8...50, using: &random), height: CGFloat.random(in: 8...50, using: &random))
            view.backgroundColor = UIColor(red: CGFloat(index % 5) / 4, green: CGFloat(index % 7) / 6, blue: CGFloat(index % 3) / 2, alpha: 1)
            view.clipsToBounds = index % 4 == 1
            // What the layer adds: round corners (which clip, on clipping views), borders
            // and a shadow, each of which Cairo paints differently when a clip cuts it. The
            // shadow follows a path: one cast by the alpha of subviews that reach outside
            // the bounds is not covered by the damage yet.
            if index % 5 == 2 { view.layer.cornerRadius = 6 }
            if index % 7 == 3 {
                view.layer.borderWidth = 1.5
                view.layer.borderColor = UIColor.darkGray.cgColor
            }
            if index % 8 == 2 {
                view.layer.shadowOpacity = 0.5
                view.layer.shadowRadius = 2
                view.layer.shadowPath = UIBezierPath(ovalIn: view.bounds).cgPath
            }
            if index % 8 == 6 {
                // A shadow cast by what the view and its subviews paint: it must follow
                // subviews that reach outside the bounds, move, or change.
                view.layer.shadowOpacity = 0.6
                view.layer.shadowRadius = 2
                view.layer.shadowOffset = CGSize(width: 2, height: 3)
            }
            let parent = views.isEmpty || index % 3 == 2 ? window : views[Int.random(in: 0..<views.count, using: &random)]
            parent.addSubview(view)
            views.append(view)
        }
        // Free-standing layers among the views' layers: plain, rounded, with a border, with a
        // drawn content, with a mask.
        var layers: [CALayer] = []
        for index in 0..<10 {
            let layer = index % 4 == 3 ? DotLayer() : CALayer()
            layer.frame = CGRect(x: CGFloat.random(in: 0...40, using: &random), y: CGFloat.random(in: 0...40, using: &random),
                                 width: CGFloat.random(in: 6...30, using: &random), height: CGFloat.random(in: 6...30, using: &random))
            layer.backgroundColor = UIColor(red: CGFloat(index % 3) / 2, green: 0.3, blue: CGFloat(index % 4) / 3, alpha: index % 5 == 0 ? 0.6 : 1).cgColor
            if index % 3 == 1 { layer.cornerRadius = 4 }
            if index % 4 == 2 {
                layer.borderWidth = 1
                layer.borderColor = UIColor.black.cgColor
            }
            if index % 4 == 3 { layer.setNeedsDisplay() }
            views[Int.random(in: 0..<views.count, using: &random)].layer.addSublayer(layer)
            layers.append(layer)
        }
        window.renderIfNeeded()
        // The free-standing layers are on screen now, so their changes would animate
        // implicitly (as in Core Animation); this test compares still frames.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }

        for step in 0..<Self.edits {
            let view = views[Int.random(in: 0..<views.count, using: &random)]
            let layer = layers[Int.random(in: 0..<layers.count, using: &random)]
            let edit = Int.random(in: 0..<16, using: &random)
            switch edit {
            case 0, 1:
                view.center = CGPoint(x: view.center.x + CGFloat.random(in: -12...12, using: &random),
                                      y: view.center.y + CGFloat.random(in: -12...12, using: &random))
            case 2:
                view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -1...1, using: &random))
                    .scaledBy(x: CGFloat.random(in: 0.6...1.4, using: &random), y: 1)
            case 3:
                view.isHidden.toggle()
            case 4:
                view.alpha = [0, 0.5, 1][Int.random(in: 0..<3, using: &random)]
            case 5:
                // To the window or any view outside the moved subtree (possibly where it is).
                let parents = [window] + views.filter { !$0.isDescendant(of: view) }
                parents[Int.random(in: 0..<parents.count, using: &random)].addSubview(view)
            case 6:
                view.superview?.bringSubviewToFront(view)
            case 7:
                // Removed, then added back to the same parent anywhere in its order.
                let parent = view.superview ?? window
                view.removeFromSuperview()
                parent.insertSubview(view, at: Int.random(in: 0...parent.subviews.count, using: &random))
            case 8:
                view.bounds.size = CGSize(width: CGFloat.random(in: 8...50, using: &random), height: CGFloat.random(in: 8...50, using: &random))
            case 9:
                view.superview?.sendSubviewToBack(view)
            case 10:
                view.clipsToBounds.toggle()
            case 11:
                // A free-standing layer moves to any view's layer, anywhere among its sublayers.
                let host = views[Int.random(in: 0..<views.count, using: &random)].layer
                host.insertSublayer(layer, at: UInt32.random(in: 0...UInt32(host.sublayers?.count ?? 0), using: &random))
            case 12:
                layer.position = CGPoint(x: layer.position.x + CGFloat.random(in: -10...10, using: &random),
                                         y: layer.position.y + CGFloat.random(in: -10...10, using: &random))
            case 13:
                // Drawn above or below its siblings, views' layers included.
                (Bool.random(using: &random) ? layer : view.layer).zPosition = [-1, 0, 1][Int.random(in: 0..<3, using: &random)]
            case 14:
                // A mask on a view (which masks its subviews too), or none.
                if view.layer.mask == nil {
                    let mask = CALayer()
                    mask.frame = view.bounds.insetBy(dx: CGFloat.random(in: -4...8, using: &random), dy: 3)
                    mask.cornerRadius = 5
                    mask.backgroundColor = UIColor(white: 0, alpha: 0.7).cgColor
                    view.layer.mask = mask
                } else if Bool.random(using: &random) {
                    view.layer.mask?.frame.origin.x += 3
                } else {
                    view.layer.mask = nil
                }
            default:
                // Content below a shadowed view changes.
                view.backgroundColor = view.backgroundColor == nil ? .orange : nil
                if let mark = view as? MarkView { mark.setNeedsDisplay() }
            }
            window.renderIfNeeded()
            let incremental = try #require(pixels(of: window))
            window.setNeedsFullRedisplay()
            window.renderIfNeeded()
            let full = try #require(pixels(of: window))
            let differing = differingPixels(incremental, full)
            #expect(differing == 0, "seed \(seed), edit \(step) (kind \(edit)): \(differing) pixels of the incremental frame differ from a full recomposite")
            if differing > 0 { return }
        }
    }

    /// A translucent view with subviews is faded as one group, one without by painting its
    /// content faded, and the two round differently. So when it gains its first subview or
    /// loses its last, its pixels change even if that subview paints nothing (a hidden one).
    @Test(arguments: ["remove", "reparent", "add"])
    func aTranslucentViewGainingOrLosingItsOnlySubviewIsRepainted(change: String) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        window.backgroundColor = .white
        // Faded by half over white, a third of green comes out as 170 one way and 169 the other.
        let faded = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        faded.backgroundColor = UIColor(red: 0.5, green: 1.0 / 3, blue: 1, alpha: 1)
        faded.alpha = 0.5
        let hidden = UIView(frame: CGRect(x: 2, y: 2, width: 8, height: 8))
        hidden.isHidden = true
        if change != "add" { faded.addSubview(hidden) }
        window.addSubview(faded)
        window.renderIfNeeded()
        let before = try #require(pixels(of: window))

        switch change {
        case "remove": hidden.removeFromSuperview()
        case "reparent": window.addSubview(hidden)
        default: faded.addSubview(hidden)
        }
        window.renderIfNeeded()
        let incremental = try #require(pixels(of: window))
        window.setNeedsFullRedisplay()
        window.renderIfNeeded()
        let full = try #require(pixels(of: window))
        #expect(differingPixels(full, before) > 0, "the group and the direct fade should differ somewhere, or this test proves nothing")
        #expect(differingPixels(incremental, full) == 0)
    }

    /// Animation frames are incremental frames too: their damage is the union of where each
    /// animating layer's presentation was and is. Moves, turns, fades, corner and shadow
    /// changes and a flip, all at once and overlapping, each frame compared with a full
    /// recomposite of the same presentation.
    @Test func everyAnimationFrameEqualsAFullRecomposite() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        window.backgroundColor = .white
        let clock = HeadlessFrameClock(window: window)
        func box(_ frame: CGRect, _ color: UIColor, in parent: UIView) -> UIView {
            let view = MarkView(frame: frame)
            view.backgroundColor = color
            parent.addSubview(view)
            return view
        }
        let mover = box(CGRect(x: 4, y: 6, width: 40, height: 30), .red, in: window)
        mover.layer.cornerRadius = 5
        let turner = box(CGRect(x: 60, y: 20, width: 36, height: 50), .blue, in: window)
        turner.clipsToBounds = true
        _ = box(CGRect(x: 20, y: 30, width: 30, height: 10), .yellow, in: turner)
        let fader = box(CGRect(x: 30, y: 50, width: 60, height: 40), .green, in: window)
        _ = box(CGRect(x: 5, y: 5, width: 12, height: 12), .orange, in: fader)
        let flipped = box(CGRect(x: 100, y: 60, width: 44, height: 50), .purple, in: window)
        flipped.layer.shadowOpacity = 0.6
        flipped.layer.shadowRadius = 3
        flipped.layer.shadowPath = UIBezierPath(rect: flipped.bounds).cgPath
        window.renderIfNeeded()

        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: {
            mover.center = CGPoint(x: 120, y: 90)
            mover.layer.cornerRadius = 15
            turner.transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 1.3, y: 0.8)
            fader.alpha = 0.3
            flipped.layer.shadowOffset = CGSize(width: 6, height: 8)
        })
        UIView.transition(with: flipped, duration: 0.4, options: .transitionFlipFromLeft, animations: {
            flipped.backgroundColor = .cyan
        })
        var frames = 0
        while clock.frameRequested || frames == 0 {
            clock.advance(by: clock.refreshInterval)
            frames += 1
            let incremental = try #require(pixels(of: window))
            window.setNeedsFullRedisplay()
            window.renderIfNeeded()
            let full = try #require(pixels(of: window))
            let differing = differingPixels(incremental, full)
            #expect(differing == 0, "frame \(frames): \(differing) pixels of the animation frame differ from a full recomposite")
            if differing > 0 || frames > 60 { break }
        }
        #expect(frames >= 25, "the half-second animation ran at 60 Hz (\(frames) frames)")
    }

    /// A free-standing layer drawing a dot through `draw(in:)`.
    final class DotLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.systemPink.cgColor)
            ctx.fillEllipse(in: bounds.insetBy(dx: 1, dy: 1))
        }
    }

    /// Pixels, not bytes: 4 bytes each.
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
