import Foundation

extension UIScrollView {
    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark, visible on the usual light backgrounds.
        case `default`
        /// Dark, for light backgrounds.
        case black
        /// Light, for dark backgrounds.
        case white
    }
}
