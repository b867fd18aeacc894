import Foundation

/// Which bodies might touch this step: sort and sweep over the bounding boxes, each grown by
/// how far its body can move in the step (so a fast body meets what it would pass through).
///
/// Sorting on x costs n log n, and the sweep visits only boxes overlapping in x, so a step
/// with items spread over the table costs about n log n plus the pairs that touch, not n².
/// The boxes are kept sorted from one step to the next, and insertion sort on an almost
/// sorted array is linear.
struct PhysicsBroadPhase {
    private struct Entry {
        var minX: Double, maxX: Double, minY: Double, maxY: Double
        var body: Int
    }

    private var entries: [Entry] = []
    /// The body indices in the previous step's x order: the starting order for this step's sort.
    private var order: [Int] = []

    /// The pairs of `bodies` (indices into it, lower first) whose swept boxes overlap, each
    /// once, in a deterministic order. `margins[i]` is how far body i's box is grown.
    mutating func candidatePairs(_ bodies: [PhysicsBody], margins: [Double], into pairs: inout [(Int, Int)]) {
        pairs.removeAll(keepingCapacity: true)
        let count = bodies.count
        if order.count != count || order.contains(where: { $0 >= count }) {
            order = Array(0..<count)
        }
        entries.removeAll(keepingCapacity: true)
        for index in order {
            let body = bodies[index], m = margins[index]
            entries.append(Entry(minX: body.minX - m, maxX: body.maxX + m, minY: body.minY - m, maxY: body.maxY + m, body: index))
        }
        // Insertion sort on minX (ties by body index, for determinism).
        if entries.count > 1 {
            for i in 1..<entries.count {
                let e = entries[i]
                var j = i - 1
                while j >= 0, entries[j].minX > e.minX || (entries[j].minX == e.minX && entries[j].body > e.body) {
                    entries[j + 1] = entries[j]
                    j -= 1
                }
                entries[j + 1] = e
            }
        }
        for i in 0..<entries.count {
            order[i] = entries[i].body
        }
        for i in 0..<entries.count {
            let e = entries[i]
            var j = i + 1
            while j < entries.count, entries[j].minX <= e.maxX {
                let f = entries[j]
                if f.minY <= e.maxY, f.maxY >= e.minY {
                    pairs.append(e.body < f.body ? (e.body, f.body) : (f.body, e.body))
                }
                j += 1
            }
        }
    }
}
