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
    /// by the farthest a stroke can go past the path (half the width, a miter's point, or a
    /// square cap's corner). Null when nothing is drawn.
    var extent: CGRect {
        guard isVisible, let path else { return .null }
        let box = path.boundingBox
        guard strokes else { return box }
        let half = lineWidth / 2
        var reach = half
        if lineJoin == .miter { reach = Swift.max(reach, half * Swift.max(1, miterLimit)) }
        if lineCap == .square { reach = Swift.max(reach, half * 2.0.squareRoot()) }
        return box.insetBy(dx: -reach, dy: -reach)
    }
}
