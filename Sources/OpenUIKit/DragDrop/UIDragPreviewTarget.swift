import Foundation

/// Where a targeted drag preview is placed: a point in a container view, with a transform.
@MainActor
open class UIDragPreviewTarget: NSObject {
    /// The view whose coordinates `center` is in; it must be in a window.
    public let container: UIView
    /// Where the preview's center goes, in the container's coordinates.
    public let center: CGPoint
    /// The transform applied to the preview there.
    public let transform: CGAffineTransform

    /// A target at `center` of `container`, transformed by `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }
}
