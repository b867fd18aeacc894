import Foundation

extension UIView {
    /// The `intrinsicContentSize` dimension of a view whose content does not decide it.
    public static let noIntrinsicMetric: CGFloat = -1

    /// What reads intrinsic sizes is a superview laying out its subviews by them (in
    /// `layoutSubviews()`), Auto Layout's content-size rows, or a stack view's proportions:
    /// all are told.
    func intrinsicContentSizeDidChange() {
        superview?.setNeedsLayout()
        if layoutStateStorage != nil { LayoutEngine.existing(for: self)?.itemDidChange(self) }
        // A proportional stack view makes its proportions from intrinsic sizes.
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
    }
}
