import Foundation

/// The parts of a window that must be recomposited and presented, in window **pixels**.
///
/// Three verbs: `add` a rectangle, `addWhole`, and `take` what has accumulated. Rectangles
/// are snapped outward to whole pixels and clipped to the window. Overlapping or contained
/// rectangles are merged as they arrive; past `maximumRectCount` everything collapses into
/// one bounding box, which keeps compositing and presentation to a few calls per frame.
struct DamageRegion {
    /// More separate rectangles than this cost more in per-rect overhead than the extra
    /// pixels a bounding box would add.
    static let maximumRectCount = 8

    /// The window's size in pixels; damage outside is dropped.
    var extent: CGRect
    private(set) var rects: [CGRect] = []

    init(extent: CGRect) {
        self.extent = extent
    }

    var isEmpty: Bool { rects.isEmpty }

    /// Adds `rect` (window pixels).
    mutating func add(_ rect: CGRect) {
        guard rect.isFinite else { return }
        var r = rect.standardized.intersection(extent)
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        r = CGRect(x: r.minX.rounded(.down), y: r.minY.rounded(.down),
                   width: r.maxX.rounded(.up) - r.minX.rounded(.down), height: r.maxY.rounded(.up) - r.minY.rounded(.down))
        // Absorb every rect that overlaps the new one, repeatedly, so the list stays disjoint.
        var merged = r
        var changed = true
        while changed {
            changed = false
            for (index, existing) in rects.enumerated() where existing.intersects(merged) {
                merged = merged.union(existing)
                rects.remove(at: index)
                changed = true
                break
            }
        }
        rects.append(merged)
        if rects.count > DamageRegion.maximumRectCount {
            let box = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
            rects = [box]
        }
    }

    /// Damages the whole window.
    mutating func addWhole() {
        rects = extent.width > 0 && extent.height > 0 ? [extent] : []
    }

    /// Returns the accumulated rectangles and empties the region.
    mutating func take() -> [CGRect] {
        defer { rects.removeAll() }
        return rects
    }

    /// Total damaged pixels.
    var pixelCount: Int {
        rects.reduce(0) { $0 + Int($1.width) * Int($1.height) }
    }
}
