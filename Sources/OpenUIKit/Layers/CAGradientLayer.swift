import Foundation

/// A layer that fills its bounds with a colour gradient, as Core Animation's
/// `CAGradientLayer`: axial (along a line), radial (in ellipses) or conic (around a point).
///
/// The gradient is drawn over the background, inside the rounded corners of `cornerRadius`,
/// and under the sublayers; past its ends it keeps its end colours, filling the bounds.
/// `colors`, `locations`, `startPoint` and `endPoint` animate (implicitly too, for a layer
/// on screen with no view); colours and locations interpolate one by one when both ends
/// have as many.
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s, in order along the gradient; nil (the default) draws
    /// nothing. Anything other than a `CGColor` in the array is left out, with a warning.
    open var colors: [Any]? {
        get { modelState.gradient.colors.isEmpty ? nil : modelState.gradient.colors }
        set {
            var parsed: [CGColor] = []
            for item in newValue ?? [] {
                if let color = item as? CGColor {
                    parsed.append(color)
                } else {
                    Diagnostics.warn("CAGradientLayer.colors holds a \(Swift.type(of: item)), which is left out: only CGColors are drawn (use .cgColor)",
                                     once: "CAGradientLayer.colors.\(Swift.type(of: item))")
                }
            }
            setImplicitly(\.gradient.colors, to: parsed, forKey: "colors")
        }
    }

    /// Where each colour sits along the gradient, 0…1 and increasing; nil (the default)
    /// spreads the colours evenly, as does an array whose count differs from the colours'.
    open var locations: [NSNumber]? {
        get { modelState.gradient.locations?.map { NSNumber(value: Double($0)) } }
        set {
            let offsets = newValue?.map { CGFloat($0.doubleValue) }
            if let offsets, !offsets.allSatisfy(\.isFinite) {
                return Diagnostics.warn("CAGradientLayer.locations = \(offsets) was refused: not finite", once: "CAGradientLayer.locations")
            }
            setImplicitly(\.gradient.locations, to: offsets, forKey: "locations")
        }
    }

    /// Where the gradient starts, in the unit square of the bounds ((0, 0) the top left on
    /// screen, (1, 1) the bottom right); (0.5, 0), the top middle, by default. A radial or
    /// conic gradient's centre.
    open var startPoint: CGPoint {
        get { modelState.gradient.startPoint }
        set {
            guard newValue.isFinite else { return CAGradientLayer.refuseValue("startPoint = \(newValue)") }
            setImplicitly(\.gradient.startPoint, to: newValue, forKey: "startPoint")
        }
    }

    /// Where the gradient ends, in the unit square of the bounds; (0.5, 1), the bottom
    /// middle, by default. For a radial gradient its offset from `startPoint` gives the
    /// ellipse's radii; for a conic one, the direction where the colours begin.
    open var endPoint: CGPoint {
        get { modelState.gradient.endPoint }
        set {
            guard newValue.isFinite else { return CAGradientLayer.refuseValue("endPoint = \(newValue)") }
            setImplicitly(\.gradient.endPoint, to: newValue, forKey: "endPoint")
        }
    }

    /// How the colours spread: `.axial` (the default), `.radial` or `.conic`.
    open var type: CAGradientLayerType {
        get { modelState.gradient.type }
        set {
            guard [.axial, .radial, .conic].contains(newValue) else {
                return Diagnostics.warn("CAGradientLayer.type = \"\(newValue.rawValue)\" was refused: it is none of Core Animation's constants",
                                        once: "CAGradientLayer.type.\(newValue.rawValue)")
            }
            setFreeStanding(\.gradient.type, newValue)
        }
    }

    /// A new gradient layer: no colours, axial from the top middle to the bottom middle.
    public required init() {
        super.init()
        CAGradientLayer.registerAnimatableKeys()
    }

    /// A copy of `layer`'s values (its gradient too, when it is a gradient layer), as Core
    /// Animation makes its presentation copies.
    public required init(layer: Any) {
        super.init(layer: layer)
        CAGradientLayer.registerAnimatableKeys()
    }

    /// A layer decoded from an archive: here, a new gradient layer with the defaults, since
    /// layers are not archived.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        CAGradientLayer.registerAnimatableKeys()
    }

    private static func refuseValue(_ what: String) {
        Diagnostics.warn("CAGradientLayer.\(what) was refused: the value is not finite",
                         once: "CAGradientLayer.\(what.prefix(while: { $0 != " " }))")
    }

    private static var keysRegistered = false

    /// Adds the gradient layer's animatable key paths to Core Animation's table, once.
    private static func registerAnimatableKeys() {
        guard !keysRegistered else { return }
        keysRegistered = true
        let isGradient: (CALayer) -> Bool = { $0 is CAGradientLayer }
        LayerAnimatableKey.register(LayerAnimatableKey(
            name: "colors", kind: .colors, layerType: isGradient,
            read: { .vector($0.gradient.colors.flatMap { $0.components.map { Double($0) } }) },
            write: { state, value in
                if case .vector(let c) = value { state.gradient.colors = AnimatedValue.colors(fromComponents: c) }
            }))
        LayerAnimatableKey.register(LayerAnimatableKey(
            name: "locations", kind: .numbers, layerType: isGradient,
            read: { state in
                // No locations animate as the even spread they draw as.
                let count = state.gradient.colors.count
                let even = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
                return .vector(state.gradient.locations.map { $0.map { Double($0) } } ?? even)
            },
            write: { state, value in
                if case .vector(let c) = value, c.allSatisfy(\.isFinite) { state.gradient.locations = c.map { CGFloat($0) } }
            }))
        for (name, keyPath) in [("startPoint", \LayerState.gradient.startPoint), ("endPoint", \LayerState.gradient.endPoint)] {
            LayerAnimatableKey.register(LayerAnimatableKey(
                name: name, kind: .point, layerType: isGradient,
                read: { .point($0[keyPath: keyPath]) },
                write: { $0[keyPath: keyPath] = $1.point }))
        }
    }
}
