import Foundation

/// Makes a view a drop destination: drags over it ask its delegate what a drop would do,
/// and a drop hands it the session to load.
///
/// A drag looks for its destination under the touch: the frontmost view there, then its
/// superviews, up to the first with a drop interaction that can handle the session.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    /// The delegate that answers for the destination.
    open var delegate: (any UIDropInteractionDelegate)? { storedDelegate }
    private weak var storedDelegate: (any UIDropInteractionDelegate)?
    /// Whether the interaction takes part in a second drop session while it takes part in
    /// one already (a drag from another program while one from the app is over it): when
    /// false, the default, as in UIKit, the later session is not offered to it (its delegate
    /// is not asked) and looks further up for a destination.
    open var allowsSimultaneousDropSessions = false

    /// The sessions over the interaction now: from their arrival until they leave or end.
    var sessionsOver: [ObjectIdentifier] = []

    /// Whether `session` may be offered to the interaction.
    func canBeOffered(_ session: AnyObject) -> Bool {
        let id = ObjectIdentifier(session)
        return allowsSimultaneousDropSessions || sessionsOver.allSatisfy { $0 == id }
    }

    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// A drop interaction answered by `delegate`, which it holds weakly.
    public init(delegate: any UIDropInteractionDelegate) {
        storedDelegate = delegate
        super.init()
    }

    /// Nothing to uninstall: drags find the interaction through its view.
    open func willMove(to view: UIView?) {}

    /// Remembers the new view.
    open func didMove(to view: UIView?) {
        self.view = view
    }
}
