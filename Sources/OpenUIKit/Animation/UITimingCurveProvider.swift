import Foundation

/// What supplies the timing of a property animator's animations: a cubic curve, a spring, or
/// both. `UICubicTimingParameters` and `UISpringTimingParameters` adopt it; an app's own
/// class may too.
///
/// The animation engine reads `timingCurveType` and then the parameters it names:
/// `.builtin` and `.cubic` evaluate `cubicTimingParameters` at the fraction of the duration
/// that has passed, `.spring` runs `springTimingParameters` (see `UISpringTimingParameters`
/// for which duration it takes).
public protocol UITimingCurveProvider: NSObjectProtocol, NSCopying {
    /// Which of the parameters below describe the timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}
