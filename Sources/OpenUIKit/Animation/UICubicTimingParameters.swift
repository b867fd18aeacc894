import Foundation

/// An animation's timing as a cubic Bézier curve from (0, 0) to (1, 1), for
/// `UIViewPropertyAnimator`: one of UIKit's built-in curves, or a custom one.
///
/// **For the animation engine:** `progress(at:)` maps the fraction of the duration that has
/// passed (0…1) to the fraction of the change to apply; `velocity(at:)` is the curve's slope
/// there, in changes per duration (divide by the duration for changes per second).
///
/// Safe to share between threads: nothing changes after init.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    // Unchecked: NSObject is not Sendable, but every stored value is an immutable Sendable
    // value.

    /// The curve itself.
    let timingCurve: CubicTimingCurve
    private let curveType: UITimingCurveType
    private let builtinCurve: UIView.AnimationCurve

    /// The system's default curve: Core Animation's default timing function,
    /// (0.25, 0.1) and (0.25, 1).
    public override init() {
        timingCurve = .systemDefault
        curveType = .builtin
        builtinCurve = .easeInOut
        super.init()
    }

    /// One of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        timingCurve = curve.timingCurve
        curveType = .builtin
        builtinCurve = curve
        super.init()
    }

    /// A custom curve through (0, 0), `point1`, `point2` and (1, 1). UIKit asks for both
    /// coordinates in 0…1; x outside it is clamped (with a warning) since the curve must stay
    /// a function of time, while y is left alone, so a curve may overshoot.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        let values = [point1.x, point1.y, point2.x, point2.y]
        if !values.allSatisfy(\.isFinite) || !(0...1).contains(point1.x) || !(0...1).contains(point2.x) {
            Diagnostics.warn(
                "UICubicTimingParameters control points \(point1), \(point2) need finite values and x in 0…1; clamping",
                once: "UICubicTimingParameters.controlPoints")
        }
        timingCurve = CubicTimingCurve(x1: Double(point1.x), y1: Double(point1.y), x2: Double(point2.x), y2: Double(point2.y))
        curveType = .cubic
        builtinCurve = .easeInOut
        super.init()
    }

    /// The built-in curve given to `init(animationCurve:)`. UIKit leaves it undefined for the
    /// other initializers; here it is then `.easeInOut`, the default.
    open var animationCurve: UIView.AnimationCurve { builtinCurve }

    /// The curve's first control point.
    open var controlPoint1: CGPoint { CGPoint(x: timingCurve.x1, y: timingCurve.y1) }

    /// The curve's second control point.
    open var controlPoint2: CGPoint { CGPoint(x: timingCurve.x2, y: timingCurve.y2) }

    // MARK: UITimingCurveProvider

    /// `.builtin` for UIKit's curves (`init()`, `init(animationCurve:)`), `.cubic` for
    /// custom control points.
    open var timingCurveType: UITimingCurveType { curveType }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// Immutable, so a copy is the parameters themselves.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: For the animation engine

    /// The fraction of the change applied when `fraction` of the duration has passed:
    /// 0 up to the start, 1 from the end on.
    func progress(at fraction: Double) -> Double {
        timingCurve.progress(at: fraction)
    }

    /// The curve's slope at `fraction`, in changes per duration.
    func velocity(at fraction: Double) -> Double {
        timingCurve.velocity(at: fraction)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICubicTimingParameters else { return false }
        return other === self
            || (other.timingCurve == timingCurve && other.curveType == curveType && other.builtinCurve == builtinCurve)
    }

    open override var hash: Int { timingCurve.hashValue }

    open override var description: String {
        "<UICubicTimingParameters: \(curveType), controlPoint1 = \(controlPoint1), controlPoint2 = \(controlPoint2)>"
    }
}
