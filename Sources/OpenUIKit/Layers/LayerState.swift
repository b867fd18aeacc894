import Foundation

/// Every value of a layer that the compositor draws: geometry, opacity, background, corners,
/// border and shadow.
///
/// One value type, so that a layer can hold two of them: the model (what the app set) and,
/// while something animates, the presentation (what is on screen now). The compositor reads
/// one `LayerState` per layer and nothing else of it.
struct LayerState: Equatable {
    var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer (a view's `center` with the default
    /// anchor point).
    var position: CGPoint = .zero
    /// The point of the bounds, in unit coordinates, that `position` places and `transform`
    /// acts about.
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The anchor point's depth, in points along the z axis: the transform acts about
    /// (anchor point, `anchorPointZ`), which `position` and `zPosition` place.
    var anchorPointZ: CGFloat = 0
    /// The transform's affine part: all of it unless `nonAffineTransform` is set. Setting it
    /// makes the transform affine again.
    var transform: CGAffineTransform = .identity { didSet { nonAffineTransform = nil } }
    /// The whole transform when it is not affine (see `transform3D`); nil keeps the affine
    /// fast path.
    var nonAffineTransform: CATransform3D?
    /// What the layer applies to its sublayers about its anchor point; nil for the identity.
    var sublayerTransform: CATransform3D?
    /// Whether the layer shows when it faces away from the viewer.
    var isDoubleSided = true
    /// The drawing order among siblings: higher draws above.
    var zPosition: CGFloat = 0
    var isHidden = false
    var opacity: CGFloat = 1
    var backgroundColor: CGColor?
    var masksToBounds = false
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var shadowColor: CGColor? = .black
    var shadowOpacity: CGFloat = 0
    /// Core Animation's default: three points up (its y axis points up on macOS, and the
    /// value was kept on iOS, where it means up too).
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    /// While `UIView.transition` runs on this layer: which one, and how far it has got.
    var transition: LayerTransition?
    /// A `CAShapeLayer`'s path and how it is filled and stroked (unused by other layers).
    var shape = ShapeLayerStyle()
    /// A `CAGradientLayer`'s colours and geometry (unused by other layers).
    var gradient = GradientLayerStyle()
    /// A `CATextLayer`'s string and how it is set (unused by other layers).
    var text = TextLayerStyle()
    /// A `CAReplicatorLayer`'s instances: count, transform, delay and colours (unused by other layers).
    var replicator = ReplicatorLayerStyle()
    /// What a visual effect view's layer shows of the window behind it (none for others).
    var backdrop = BackdropStyle.none

    /// Whether a shadow is drawn at all.
    var hasShadow: Bool {
        shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0
    }

    /// Whether a border is drawn at all.
    var hasBorder: Bool {
        borderWidth > 0 && (borderColor?.alpha ?? 0) > 0
    }

    /// The radius of the corners the background fills and `masksToBounds` clips to. Core
    /// Animation limits the radius to half the shorter side.
    /// Which corners `cornerRadius` rounds; all four by default.
    var maskedCorners = CACornerMask.all

    var effectiveCornerRadius: CGFloat {
        Swift.min(cornerRadius, Swift.min(bounds.width, bounds.height) / 2)
    }

    /// What casts the shadow, for sizing it: the shadow path, or else the bounds.
    var shadowShapeBounds: CGRect {
        shadowPath?.boundingBox ?? bounds
    }

    /// How far a shadow's blur reaches beyond its shape, in points: three standard
    /// deviations, past which a Gaussian leaves less than 0.3 % of the colour.
    var shadowBlurReach: CGFloat { 3 * ShadowMask.standardDeviation(forRadius: shadowRadius) }

    /// The bounds when they have an area; else null, since an empty rect still has an origin
    /// that a union would stretch to (a shape layer with no frame draws its path far from
    /// its bounds' origin at 0, 0).
    var paintedBounds: CGRect {
        bounds.width > 0 && bounds.height > 0 ? bounds : .null
    }

    /// What the layer itself paints, in bounds coordinates: its bounds, a shape layer's
    /// path where it reaches outside them, its shadow, and around a blurred backdrop the
    /// margin its blur reads.
    var visualExtent: CGRect {
        var bounds = shape.isVisible ? paintedBounds.union(shape.extent) : paintedBounds
        // A blur reads the window around its bounds: a change there changes what it paints.
        if backdrop.sampleReach > 0 { bounds = bounds.union(paintedBounds.insetBy(dx: -backdrop.sampleReach, dy: -backdrop.sampleReach)) }
        guard hasShadow else { return bounds }
        let reach = shadowBlurReach
        let shadow = shadowShapeBounds.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
            .insetBy(dx: -reach, dy: -reach)
        return bounds.union(shadow)
    }

    /// Maps bounds coordinates into the superlayer's.
    var transformToSuperlayer: CGAffineTransform {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The superlayer-space bounding box of the transformed bounds.
    var frame: CGRect {
        bounds.applying(transformToSuperlayer)
    }
}

extension LayerState {
    /// Core Animation's key path for one of these values (`animationKeys()` reports these).
    static func keyName(of key: PartialKeyPath<LayerState>) -> String {
        switch key {
        case \LayerState.bounds: return "bounds"
        case \LayerState.position: return "position"
        case \LayerState.anchorPoint: return "anchorPoint"
        case \LayerState.anchorPointZ: return "anchorPointZ"
        case \LayerState.transform: return "transform"
        case \LayerState.transform3D: return "transform"
        case \LayerState.sublayerTransformValue: return "sublayerTransform"
        case \LayerState.zPosition: return "zPosition"
        case \LayerState.opacity: return "opacity"
        case \LayerState.backgroundColor: return "backgroundColor"
        case \LayerState.cornerRadius: return "cornerRadius"
        case \LayerState.borderWidth: return "borderWidth"
        case \LayerState.borderColor: return "borderColor"
        case \LayerState.shadowColor: return "shadowColor"
        case \LayerState.shadowOpacity: return "shadowOpacity"
        case \LayerState.shadowOffset: return "shadowOffset"
        case \LayerState.shadowRadius: return "shadowRadius"
        default: return "\(key)"
        }
    }
}
