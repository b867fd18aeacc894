import Foundation

extension UIView {
    /// UIKit's built-in timing curves, with UIKit's raw values.
    ///
    /// Each is Core Animation's curve of the same pacing: `.easeInOut` is
    /// `CAMediaTimingFunctionName.easeInEaseOut`, (0.42, 0) and (0.58, 1).
    public enum AnimationCurve: Int, Sendable, CaseIterable {
        /// Slow at the start and the end, fastest in the middle. The default curve of
        /// `UIView.animate`, whose options' curve bits are 0 unless set otherwise.
        case easeInOut = 0
        /// Slow at the start, then speeding up.
        case easeIn = 1
        /// Fast at the start, then slowing down.
        case easeOut = 2
        /// An even pace throughout.
        case linear = 3

        /// The Bézier curve this pacing stands for.
        var timingCurve: CubicTimingCurve {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
