import Foundation

/// A layer that draws a vector path: filled (opaque black by default) and, once given a
/// `strokeColor`, stroked with a width, caps, joins and dashes, as Core Animation's
/// `CAShapeLayer`.
///
/// The path is in the layer's coordinates and is not clipped to the bounds (unless
/// `masksToBounds` is set), so a shape layer with an empty frame still shows its path, as on
/// iOS. The shape is drawn over the background and under the sublayers. `path`,
/// `fillColor`, `strokeColor`, `lineWidth`, `miterLimit`, `lineDashPhase`, `strokeStart`
/// and `strokeEnd` animate (implicitly too, for a layer on screen with no view); a change
/// damages only what the shape covers. A `path` animates point by point between paths made
/// of the same elements (the same kinds, in the same order).
open class CAShapeLayer: CALayer {
    /// The shape to draw, in the layer's coordinates; nil (the default) draws nothing. The
    /// layer keeps a copy, so changing a mutable path after setting it changes nothing.
    open var path: CGPath? {
        get { modelState.shape.path }
        set { setImplicitly(\.shape.path, to: newValue?.copy(), forKey: "path") }
    }

    /// The colour inside the path; opaque black by default, nil for no fill.
    open var fillColor: CGColor? {
        get { modelState.shape.fillColor }
        set { setImplicitly(\.shape.fillColor, to: newValue, forKey: "fillColor") }
    }

    /// Which parts of a self-crossing path are inside; `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule {
        get { modelState.shape.fillRule }
        set {
            guard [.nonZero, .evenOdd].contains(newValue) else { return CAShapeLayer.refuseConstant("fillRule", newValue.rawValue) }
            setFreeStanding(\.shape.fillRule, newValue)
        }
    }

    /// The colour of the line along the path; nil (the default) for none.
    open var strokeColor: CGColor? {
        get { modelState.shape.strokeColor }
        set { setImplicitly(\.shape.strokeColor, to: newValue, forKey: "strokeColor") }
    }

    /// The width of the stroke, in points; 1 by default. Negative values are refused.
    open var lineWidth: CGFloat {
        get { modelState.shape.lineWidth }
        set {
            guard newValue.isFinite, newValue >= 0 else { return CAShapeLayer.refuseValue("lineWidth = \(newValue)") }
            setImplicitly(\.shape.lineWidth, to: newValue, forKey: "lineWidth")
        }
    }

    /// Where along the path the stroke begins, as a fraction 0…1 of its length (all its
    /// subpaths together); 0 by default. Values outside 0…1 are drawn as the nearest end.
    open var strokeStart: CGFloat {
        get { modelState.shape.strokeStart }
        set {
            guard newValue.isFinite else { return CAShapeLayer.refuseValue("strokeStart = \(newValue)") }
            setImplicitly(\.shape.strokeStart, to: newValue, forKey: "strokeStart")
        }
    }

    /// Where along the path the stroke ends, as a fraction 0…1 of its length; 1 by default.
    /// Animating it from 0 to 1 draws the line on.
    open var strokeEnd: CGFloat {
        get { modelState.shape.strokeEnd }
        set {
            guard newValue.isFinite else { return CAShapeLayer.refuseValue("strokeEnd = \(newValue)") }
            setImplicitly(\.shape.strokeEnd, to: newValue, forKey: "strokeEnd")
        }
    }

    /// How the ends of open subpaths and of dashes look; `.butt` by default.
    open var lineCap: CAShapeLayerLineCap {
        get { modelState.shape.lineCap }
        set {
            guard [.butt, .round, .square].contains(newValue) else { return CAShapeLayer.refuseConstant("lineCap", newValue.rawValue) }
            setFreeStanding(\.shape.lineCap, newValue)
        }
    }

    /// How corners of the stroke look; `.miter` by default.
    open var lineJoin: CAShapeLayerLineJoin {
        get { modelState.shape.lineJoin }
        set {
            guard [.miter, .round, .bevel].contains(newValue) else { return CAShapeLayer.refuseConstant("lineJoin", newValue.rawValue) }
            setFreeStanding(\.shape.lineJoin, newValue)
        }
    }

    /// How long a miter's point may be, in line widths, before the corner is bevelled
    /// instead; 10 by default.
    open var miterLimit: CGFloat {
        get { modelState.shape.miterLimit }
        set {
            guard newValue.isFinite, newValue >= 0 else { return CAShapeLayer.refuseValue("miterLimit = \(newValue)") }
            setImplicitly(\.shape.miterLimit, to: newValue, forKey: "miterLimit")
        }
    }

    /// The lengths of the dashes and the gaps between them, in turn, in points; nil (the
    /// default) for a solid line. An odd count is repeated once to make the pattern. A
    /// pattern with a negative length, or with nothing but zeros, is refused.
    open var lineDashPattern: [NSNumber]? {
        get { modelState.shape.lineDashPattern?.map { NSNumber(value: Double($0)) } }
        set {
            let lengths = newValue?.map { CGFloat($0.doubleValue) }
            if let lengths, !lengths.isEmpty,
               !lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) || !lengths.contains(where: { $0 > 0 }) {
                return Diagnostics.warn("CAShapeLayer.lineDashPattern = \(lengths) was refused: dash lengths must be finite, not negative, and not all zero",
                                        once: "CAShapeLayer.lineDashPattern")
            }
            setFreeStanding(\.shape.lineDashPattern, lengths?.isEmpty == true ? nil : lengths)
        }
    }

    /// How far into the dash pattern the stroke starts, in points; 0 by default.
    open var lineDashPhase: CGFloat {
        get { modelState.shape.lineDashPhase }
        set {
            guard newValue.isFinite else { return CAShapeLayer.refuseValue("lineDashPhase = \(newValue)") }
            setImplicitly(\.shape.lineDashPhase, to: newValue, forKey: "lineDashPhase")
        }
    }

    /// A new shape layer: no path, black fill, no stroke.
    public required init() {
        super.init()
        CAShapeLayer.registerAnimatableKeys()
    }

    /// A copy of `layer`'s values (its shape too, when it is a shape layer), as Core
    /// Animation makes its presentation copies.
    public required init(layer: Any) {
        super.init(layer: layer)
        CAShapeLayer.registerAnimatableKeys()
    }

    /// A layer decoded from an archive: here, a new shape layer with the defaults, since
    /// layers are not archived.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        CAShapeLayer.registerAnimatableKeys()
    }

    private static func refuseValue(_ what: String) {
        Diagnostics.warn("CAShapeLayer.\(what) was refused: the value must be a finite number (and not negative for a length)",
                         once: "CAShapeLayer.\(what.prefix(while: { $0 != " " }))")
    }

    private static func refuseConstant(_ property: String, _ rawValue: String) {
        Diagnostics.warn("CAShapeLayer.\(property) = \"\(rawValue)\" was refused: it is none of Core Animation's constants",
                         once: "CAShapeLayer.\(property).\(rawValue)")
    }

    private static var keysRegistered = false

    /// Adds the shape layer's animatable key paths to Core Animation's table, once.
    private static func registerAnimatableKeys() {
        guard !keysRegistered else { return }
        keysRegistered = true
        let isShape: (CALayer) -> Bool = { $0 is CAShapeLayer }
        let positive = CGFloat(0)...CGFloat.greatestFiniteMagnitude
        func scalar(_ name: String, _ keyPath: WritableKeyPath<LayerState, CGFloat>,
                    clamp range: ClosedRange<CGFloat> = -CGFloat.greatestFiniteMagnitude...CGFloat.greatestFiniteMagnitude) {
            LayerAnimatableKey.register(.scalar(name, keyPath, clamp: range, layerType: isShape))
        }
        func color(_ name: String, _ keyPath: WritableKeyPath<LayerState, CGColor?>) {
            LayerAnimatableKey.register(.color(name, keyPath, layerType: isShape))
        }
        scalar("lineWidth", \.shape.lineWidth, clamp: positive)
        scalar("miterLimit", \.shape.miterLimit, clamp: positive)
        scalar("strokeStart", \.shape.strokeStart)
        scalar("strokeEnd", \.shape.strokeEnd)
        scalar("lineDashPhase", \.shape.lineDashPhase)
        color("fillColor", \.shape.fillColor)
        color("strokeColor", \.shape.strokeColor)
        LayerAnimatableKey.register(LayerAnimatableKey(
            name: "path", kind: .path, layerType: isShape,
            read: { state in state.shape.path.map(AnimatedValue.path) ?? .path(CGPath()) },
            write: { state, value in if case .path(let p) = value { state.shape.path = p } }))
    }
}
