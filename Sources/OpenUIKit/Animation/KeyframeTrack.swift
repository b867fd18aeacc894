import Foundation

/// The keyframes of a keyframe animation and what lies between them: straight segments (or a
/// Catmull-Rom curve) between values, or the lines and curves of a path, flattened into short
/// chords so a point can be placed by distance along each element.
struct KeyframeTrack {
    /// Chords each curve element of a path is cut into: enough that the chords' length is
    /// within a thousandth of the curve's for the quarter circles paths are made of.
    static let chordsPerCurve = 32

    private enum Storage {
        case values([AnimatedValue], cubic: Bool)
        /// Per element: its points from its start to its end.
        case path([[CGPoint]])
    }

    private let storage: Storage
    /// Each segment's length (the distance between values, or along an element).
    let lengths: [Double]

    init(values: [AnimatedValue], cubic: Bool) {
        storage = .values(values, cubic: cubic)
        lengths = zip(values, values.dropFirst()).map { AnimatedValue.distance($0, $1) }
    }

    /// The track of a path's elements; nil when it has nothing to follow.
    init?(path: CGPath) {
        var segments: [[CGPoint]] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        func curve(_ point: (Double) -> CGPoint) -> [CGPoint] {
            (0...KeyframeTrack.chordsPerCurve).map { point(Double($0) / Double(KeyframeTrack.chordsPerCurve)) }
        }
        for element in path.elements {
            switch element {
            case .moveToPoint(let p):
                current = p
                subpathStart = p
            case .addLineToPoint(let p):
                segments.append([current, p])
                current = p
            case let .addQuadCurveToPoint(c, p):
                let p0 = current
                segments.append(curve { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
                })
                current = p
            case let .addCurveToPoint(c1, c2, p):
                let p0 = current
                segments.append(curve { t in
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                })
                current = p
            case .closeSubpath:
                if current != subpathStart { segments.append([current, subpathStart]) }
                current = subpathStart
            }
        }
        guard !segments.isEmpty else { return nil }
        storage = .path(segments)
        lengths = segments.map { points in
            zip(points, points.dropFirst()).reduce(0) { $0 + Double(hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)) }
        }
    }

    /// How many keyframes there are: the values, or the path's element ends and its start.
    var keyframeCount: Int {
        switch storage {
        case .values(let values, _): return values.count
        case .path(let segments): return segments.count + 1
        }
    }

    /// Keyframe `index` itself.
    func keyframe(_ index: Int) -> AnimatedValue {
        switch storage {
        case .values(let values, _):
            return values[Swift.min(values.count - 1, Swift.max(0, index))]
        case .path(let segments):
            let i = Swift.min(segments.count, Swift.max(0, index))
            return .point(i == 0 ? segments[0][0] : segments[i - 1].last!)
        }
    }

    /// The value `fraction` of the way through segment `index`, and, on a path, the
    /// direction of travel there (radians from the x axis).
    func value(inSegment index: Int, at fraction: Double) -> (AnimatedValue, angle: Double?) {
        switch storage {
        case let .values(values, cubic):
            let a = values[index], b = values[index + 1]
            guard cubic else { return (.interpolate(a, b, fraction), nil) }
            // The ends' missing neighbours mirror the segment, so the curve starts and
            // ends along it.
            let before = index > 0 ? values[index - 1] : a
            let after = index + 2 < values.count ? values[index + 2] : b
            return (.catmullRom(before, a, b, after, fraction), nil)
        case .path(let segments):
            let points = segments[index]
            var remaining = fraction * lengths[index]
            for (p, q) in zip(points, points.dropFirst()) {
                let chord = Double(hypot(q.x - p.x, q.y - p.y))
                if remaining <= chord || q == points.last! {
                    let t = chord > 0 ? Swift.min(1, remaining / chord) : 1
                    let point = CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
                    let angle = chord > 0 ? atan2(Double(q.y - p.y), Double(q.x - p.x)) : nil
                    return (.point(point), angle)
                }
                remaining -= chord
            }
            return (.point(points.last!), nil)
        }
    }
}
