import Foundation

/// Receives extra results of measuring a string.
///
/// OpenUIKit never shrinks text to fit, so `actualScaleFactor` is always 1 and UIKit's
/// `minimumScaleFactor` is not offered.
open class NSStringDrawingContext: NSObject {
    /// The scale the text was measured at: always 1.
    public internal(set) var actualScaleFactor: CGFloat = 1

    /// The rect the last measurement returned.
    public internal(set) var totalBounds: CGRect = .zero

    /// A context to pass to a measuring call, which fills in its results.
    public override init() {
        super.init()
    }
}
