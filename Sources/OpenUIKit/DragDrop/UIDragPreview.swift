import Foundation

/// What the dragged items look like while they move, after the lift: a picture of a view,
/// taken when the preview is made. A drag item's `previewProvider` makes one.
@preconcurrency @MainActor
open class UIDragPreview: NSObject {
    /// The view pictured.
    open var view: UIView { storedView }
    /// How the view is drawn.
    open var parameters: UIDragPreviewParameters { storedParameters }
    private let storedView: UIView
    private let storedParameters: UIDragPreviewParameters

    /// A preview of `view` drawn with `parameters`; the view need not be in a window.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        storedView = view
        storedParameters = parameters
        super.init()
    }

    /// A preview of `view` with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}
