import Foundation

/// A view pictured at a place on screen: what a context menu lifts while it is open and
/// what it settles back into when it closes.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view pictured.
    open var view: UIView { storedView }
    /// How the view is drawn.
    open var parameters: UIPreviewParameters { storedParameters }
    /// Where the preview is placed.
    open var target: UIPreviewTarget { storedTarget }
    private let storedView: UIView
    private let storedParameters: UIPreviewParameters
    private let storedTarget: UIPreviewTarget

    /// The preview's size, in points: the view's bounds.
    open var size: CGSize { view.bounds.size }

    /// A preview of `view` placed at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        storedView = view
        storedParameters = parameters
        storedTarget = target
        super.init()
    }

    /// A preview of `view` where it is now; the view must be in a window (else the preview
    /// is placed at its center in its own coordinates, with a warning).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let place = Self.placeWhereItIs(view, initializer: "UITargetedPreview(view:parameters:)")
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: place.container, center: place.center))
    }

    /// Where `view` is now, as a target's container and center: its superview and center,
    /// or, for a view without one, its own bounds' center. A view outside a window gets a
    /// warning naming `initializer`, since the preview cannot be placed on screen.
    static func placeWhereItIs(_ view: UIView, initializer: String) -> (container: UIView, center: CGPoint) {
        if view.window == nil {
            Diagnostics.warn("\(initializer) needs a view in a window; give it a target instead", once: "\(initializer).noWindow")
        }
        guard let superview = view.superview else { return (view, CGPoint(x: view.bounds.midX, y: view.bounds.midY)) }
        return (superview, view.center)
    }

    /// A preview of `view` where it is now, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview placed at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    /// The preview's frame in window coordinates (its size about the target's center), if
    /// its container is in a window.
    var frameInWindow: CGRect? {
        guard target.container.window != nil else { return nil }
        let center = target.container.convert(target.center, to: nil)
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
