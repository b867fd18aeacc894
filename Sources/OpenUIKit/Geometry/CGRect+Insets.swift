import Foundation

extension CGRect {
    /// The rectangle with each edge moved inwards by the matching inset (outwards for a
    /// negative one).
    ///
    /// This is UIKit's arithmetic (`UIEdgeInsetsInsetRect`, which Swift exposes as this
    /// method): the origin moves by `left` and `top`, and the size shrinks by the sums of
    /// opposite insets. Nothing is standardized or clamped, so insets larger than the rectangle
    /// leave a negative width or height. That differs on purpose from `insetBy(dx:dy:)`,
    /// which answers `.null` when the result would be negative.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left,
               y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right),
               height: size.height - (insets.top + insets.bottom))
    }
}
