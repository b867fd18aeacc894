import Foundation

/// Makes a view a drop destination: drags over it ask its delegate what a drop would do,
/// and a drop hands it the session to load.
///
/// A drag looks for its destination under the touch: the frontmost view there, then its
/// superviews, up to the first with a drop interaction that can handle the session.
@MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    /// The delegate that answers for the destination.
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// A drop interaction answered by `delegate`, which it holds weakly.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Nothing to uninstall: drags find the interaction through its view.
    open func willMove(to view: UIView?) {}

    /// Remembers the new view.
    open func didMove(to view: UIView?) {
        self.view = view
    }
}
