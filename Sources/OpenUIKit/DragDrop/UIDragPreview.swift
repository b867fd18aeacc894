import Foundation

/// What the dragged items look like while they move, after the lift: a picture of a view,
/// taken when the preview is made. A drag item's `previewProvider` makes one.
@MainActor
open class UIDragPreview: NSObject {
    /// The view pictured.
    public let view: UIView
    /// How the view is drawn.
    public let parameters: UIDragPreviewParameters

    /// A preview of `view` drawn with `parameters`; the view need not be in a window.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// A preview of `view` with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}
