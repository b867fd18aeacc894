import Foundation

/// How a drag preview draws its view: the part of it shown and what fills behind it.
@MainActor
open class UIDragPreviewParameters: NSObject {
    /// The part of the view shown, in the view's coordinates; nil shows the whole view,
    /// with rounded corners as UIKit's default preview has.
    open var visiblePath: UIBezierPath?
    /// What fills the preview behind the view (white by default, as in UIKit).
    open var backgroundColor: UIColor! = .white

    /// Parameters showing the whole view on white.
    public override init() {
        super.init()
    }
}
