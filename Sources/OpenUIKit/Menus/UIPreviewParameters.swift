import Foundation

/// How a targeted preview draws its view: the part of it shown, the shadow's shape and
/// what fills behind it.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown, in the view's coordinates; nil shows the whole view with
    /// rounded corners, as UIKit's default preview has.
    open var visiblePath: UIBezierPath?
    /// The shape of the lifted preview's shadow, in the view's coordinates; nil follows the
    /// visible part.
    open var shadowPath: UIBezierPath?
    /// What fills the preview behind the view (the system background by default, as in
    /// UIKit).
    open var backgroundColor: UIColor! = .systemBackground

    /// Parameters showing the whole view.
    public override init() {
        super.init()
    }
}
