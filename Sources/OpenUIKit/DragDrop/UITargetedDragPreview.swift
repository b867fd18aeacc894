import Foundation

/// A drag preview with a place on screen: what lifts, what a cancelled drag flies back to,
/// and where a drop lands.
@MainActor
open class UITargetedDragPreview: NSObject {
    /// The view pictured.
    open var view: UIView { storedView }
    /// How the view is drawn.
    open var parameters: UIDragPreviewParameters { storedParameters }
    /// Where the preview is placed.
    open var target: UIDragPreviewTarget { storedTarget }
    private let storedView: UIView
    private let storedParameters: UIDragPreviewParameters
    private let storedTarget: UIDragPreviewTarget

    /// The preview's size, in points: the view's bounds.
    public var size: CGSize { view.bounds.size }

    /// A preview of `view` placed at `target`.
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        storedView = view
        storedParameters = parameters
        storedTarget = target
        super.init()
    }

    /// A preview of `view` where it is now; the view must be in a window (else the preview
    /// is placed at its center in its own coordinates, with a warning).
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        if view.window == nil {
            Diagnostics.warn("UITargetedDragPreview(view:parameters:) needs a view in a window; give it a target instead",
                             once: "UITargetedDragPreview.noWindow")
        }
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIDragPreviewTarget(container: container, center: center))
    }

    /// A preview of `view` where it is now, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    /// The same preview placed at `newTarget`.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }

    /// The target's center in window coordinates, if its container is in a window.
    var centerInWindow: CGPoint? {
        guard target.container.window != nil else { return nil }
        return target.container.convert(target.center, to: nil)
    }
}
