import Foundation

/// Which kind of timing a `UITimingCurveProvider` describes, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable, CaseIterable {
    /// One of UIKit's built-in curves (`UIView.AnimationCurve`, or the system default);
    /// `cubicTimingParameters` has it.
    case builtin = 0
    /// A custom cubic Bézier curve; `cubicTimingParameters` has it.
    case cubic = 1
    /// A spring; `springTimingParameters` has it.
    case spring = 2
    /// A cubic curve and a spring together; both parameters are present.
    case composed = 3
}
