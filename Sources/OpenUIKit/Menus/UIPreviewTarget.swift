import Foundation

/// Where a targeted preview is placed: a point in a container view, with a transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view whose coordinates `center` is in; it must be in a window.
    open var container: UIView { storedContainer }
    /// Where the preview's center goes, in the container's coordinates.
    open var center: CGPoint { storedCenter }
    /// The transform applied to the preview there.
    open var transform: CGAffineTransform { storedTransform }
    private let storedContainer: UIView
    private let storedCenter: CGPoint
    private let storedTransform: CGAffineTransform

    /// A target at `center` of `container`, transformed by `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        storedContainer = container
        storedCenter = center
        storedTransform = transform
        super.init()
    }
}
