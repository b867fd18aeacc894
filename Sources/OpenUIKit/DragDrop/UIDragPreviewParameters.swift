import Foundation

/// How a drag preview draws its view: the part of it shown and what fills behind it. A
/// `UIPreviewParameters`, as in UIKit; a drag preview fills with white by default, as UIKit's
/// does, and draws its own lifted shadow (`shadowPath` is a context menu's).
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {
    /// Parameters showing the whole view on white.
    public override init() {
        super.init()
        backgroundColor = .white
    }
}
