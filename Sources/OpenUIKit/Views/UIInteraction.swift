import Foundation

/// A behaviour added to a view with `addInteraction(_:)`, such as drag or drop: the view
/// tells it when it is attached and detached, and it installs what it needs (recognizers,
/// registrations) then.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to, if any.
    var view: UIView? { get }

    /// Called before the interaction is attached to `view`, or detached (nil).
    func willMove(to view: UIView?)

    /// Called after the interaction was attached to `view`, or detached (nil).
    func didMove(to view: UIView?)
}
