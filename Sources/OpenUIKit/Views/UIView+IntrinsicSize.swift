import Foundation

extension UIView {
    /// The `intrinsicContentSize` dimension of a view whose content does not decide it.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Without Auto Layout, what reads intrinsic sizes is a superview laying out its
    /// subviews by them (in `layoutSubviews()`), so a changed intrinsic size asks the
    /// superview for a layout pass.
    func intrinsicContentSizeDidChange() {
        superview?.setNeedsLayout()
    }
}
