import Foundation

/// What a `CAShapeLayer` draws, as one value in its `LayerState`, so that the model and the
/// presentation (mid-animation) each have their own and the compositor reads the one shown.
struct ShapeLayerStyle: Equatable {
    var path: CGPath?
    /// Opaque black by default, as in Core Animation.
    var fillColor: CGColor? = .black
    /// None by default: a shape layer only fills until given a stroke colour.
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    /// The part of the path's length the stroke covers, as fractions 0…1 of it.
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineDashPhase: CGFloat = 0
    /// Lengths of dashes and gaps in turn, in points; nil or empty for a solid line.
    var lineDashPattern: [CGFloat]?
    var lineCap: CAShapeLayerLineCap = .butt
    var lineJoin: CAShapeLayerLineJoin = .miter
    var miterLimit: CGFloat = 10
    var fillRule: CAShapeLayerFillRule = .nonZero

    /// Whether the path is filled with a visible colour.
    var fills: Bool {
        guard let path, !path.isEmpty, let fillColor else { return false }
        return fillColor.alpha > 0
    }

    /// Whether the path is stroked with a visible colour over a part of it.
    var strokes: Bool {
        guard let path, !path.isEmpty, let strokeColor else { return false }
        return strokeColor.alpha > 0 && lineWidth > 0 && strokeEnd > strokeStart
    }

    /// Whether anything is drawn at all.
    var isVisible: Bool { fills || strokes }

    /// Where the drawing can reach, in the layer's bounds coordinates (a shape layer draws
    /// outside its bounds unless it masks to them): the path's control points' box, grown
    /// by the farthest a stroke can go past the path (half the width, the point of its
    /// sharpest mitred corner, or a square cap's corner). Null when nothing is drawn.
    var extent: CGRect {
        guard isVisible, let path else { return .null }
        let box = path.boundingBox
        guard strokes else { return box }
        let half = lineWidth / 2
        var reach = half
        if lineJoin == .miter { reach = Swift.max(reach, half * ShapeLayerStyle.largestMiterRatio(of: path, limit: miterLimit)) }
        if lineCap == .square { reach = Swift.max(reach, half * 2.0.squareRoot()) }
        return box.insetBy(dx: -reach, dy: -reach)
    }

    /// How far past the path, in half line widths, the sharpest mitred corner of `path`
    /// reaches: 1 / sin(θ/2) for a corner whose sides meet at θ, as long as that is within
    /// `limit` (past it the corner is bevelled, which reaches 1). Smooth joins (a circle's
    /// four curves) have no point, so a circle reaches half a width, not `limit` halves.
    static func largestMiterRatio(of path: CGPath, limit: CGFloat) -> CGFloat {
        var largest: CGFloat = 1
        var start: CGPoint?, current: CGPoint?
        // The direction the path leaves the subpath's start in, and arrives at the current
        // point in.
        var firstOut: CGVector?, lastIn: CGVector?
        func join(_ incoming: CGVector?, _ outgoing: CGVector?) {
            guard let a = incoming, let b = outgoing else { return }
            let la = hypot(a.dx, a.dy), lb = hypot(b.dx, b.dy)
            guard la > 0, lb > 0 else { return }
            // The turn between the directions; the sides meet at θ = π − turn.
            let cosTurn = Swift.max(-1, Swift.min(1, (a.dx * b.dx + a.dy * b.dy) / (la * lb)))
            let halfAngle = (CGFloat.pi - acos(cosTurn)) / 2
            let sine = sin(halfAngle)
            guard sine > 0 else { return }
            let ratio = 1 / sine
            if ratio <= limit { largest = Swift.max(largest, ratio) }
        }
        func segment(_ points: [CGPoint]) {
            guard let from = current, let end = points.last else { return }
            // The first and last control points that differ from the ends give the tangents.
            let all = [from] + points
            let out = all.dropFirst().first { $0 != from }.map { CGVector(dx: $0.x - from.x, dy: $0.y - from.y) }
            let into = all.dropLast().last { $0 != end }.map { CGVector(dx: end.x - $0.x, dy: end.y - $0.y) }
            guard let out, let into else { return }
            if lastIn == nil { firstOut = out } else { join(lastIn, out) }
            lastIn = into
            current = end
        }
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                start = e.points[0]
                current = e.points[0]
                firstOut = nil
                lastIn = nil
            case .addLineToPoint: segment([e.points[0]])
            case .addQuadCurveToPoint: segment([e.points[0], e.points[1]])
            case .addCurveToPoint: segment([e.points[0], e.points[1], e.points[2]])
            case .closeSubpath:
                if let start, let from = current, from != start { segment([start]) }
                join(lastIn, firstOut)
                current = start
                firstOut = nil
                lastIn = nil
            }
        }
        return largest
    }
}
