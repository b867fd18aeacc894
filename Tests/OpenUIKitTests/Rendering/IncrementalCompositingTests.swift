import CCairo
import Foundation
import OpenUIKit
import TestSupport
import Testing

/// The compositor repaints only the damage and skips whole subtrees whose recorded screen
/// rect misses it. Whatever happens to a view tree — moves, turns, hiding, fading,
/// reordering, clipping — the incrementally updated back buffer must equal a
/// full recomposite of the same tree, up to a few anti-aliased edge pixels.
@MainActor
@Suite struct IncrementalCompositingTests {
    /// Random edits per run, each followed by an incremental frame and the comparison.
    static let edits = 150
    /// How many pixels may differ. A few anti-aliased edge pixels of rotated, faded views come
    /// out slightly different (up to 18 pixels, at most 15 of 255, seen) when composited under a damage clip
    /// rather than the whole window; this predates subtree skipping and is tracked separately.
    /// A subtree wrongly skipped or a stale rect leaves whole views missing: 64 pixels or more here.
    static let edgeResiduePixels = 32

    @Test(arguments: [UInt64(1), 2, 3])
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
            let parent = views.isEmpty || index % 3 == 2 ? window : views[Int.random(in: 0..<views.count, using: &random)]
            parent.addSubview(view)
            views.append(view)
        }
        window.renderIfNeeded()

        for step in 0..<Self.edits {
            let view = views[Int.random(in: 0..<views.count, using: &random)]
            let edit = Int.random(in: 0..<9, using: &random)
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
                // Moving a view to another parent, or removing and re-adding it, is left out:
                // either can leave tens to hundreds of stale pixels, with or without subtree
                // skipping (a damage-tracking bug of its own, not yet fixed).
                view.superview?.sendSubviewToBack(view)
            case 6:
                view.superview?.bringSubviewToFront(view)
            case 7:
                view.clipsToBounds.toggle()
            default:
                view.bounds.size = CGSize(width: CGFloat.random(in: 8...50, using: &random), height: CGFloat.random(in: 8...50, using: &random))
            }
            window.renderIfNeeded()
            let incremental = try #require(pixels(of: window))
            window.setNeedsFullRedisplay()
            window.renderIfNeeded()
            let full = try #require(pixels(of: window))
            // Pixels, not bytes: 4 bytes each.
            let differing = stride(from: 0, to: incremental.count, by: 4).filter { incremental[$0..<$0 + 4] != full[$0..<$0 + 4] }.count
            #expect(differing <= Self.edgeResiduePixels,
                    "seed \(seed), edit \(step) (kind \(edit)): \(differing) pixels of the incremental frame differ from a full recomposite")
            if differing > Self.edgeResiduePixels { return }
        }
    }

    private func pixels(of window: UIWindow) -> [UInt8]? {
        guard let buffer = window.backBuffer, let data = cairo_image_surface_get_data(buffer.pointer) else { return nil }
        cairo_surface_flush(buffer.pointer)
        let count = Int(cairo_image_surface_get_stride(buffer.pointer)) * buffer.pixelHeight
        return Array(UnsafeBufferPointer(start: data, count: count))
    }
}
