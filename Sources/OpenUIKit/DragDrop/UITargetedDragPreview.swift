import Foundation

/// A drag preview with a place on screen: what lifts, what a cancelled drag flies back to,
/// and where a drop lands. A `UITargetedPreview`, as in UIKit, whose parameters and target
/// are the drag's own kinds.
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    /// How the view is drawn.
    open override var parameters: UIDragPreviewParameters { dragParameters }
    /// Where the preview is placed.
    open override var target: UIDragPreviewTarget { dragTarget }
    private let dragParameters: UIDragPreviewParameters
    private let dragTarget: UIDragPreviewTarget

    /// A preview of `view` placed at `target`.
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        dragParameters = parameters
        dragTarget = target
        super.init(view: view, parameters: parameters, target: target)
    }

    /// A preview of `view` where it is now; the view must be in a window (else the preview
    /// is placed at its center in its own coordinates, with a warning).
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        let place = Self.placeWhereItIs(view, initializer: "UITargetedDragPreview(view:parameters:)")
        self.init(view: view, parameters: parameters, target: UIDragPreviewTarget(container: place.container, center: place.center))
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
