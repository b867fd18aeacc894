import Foundation

/// An object that takes part in keyboard focus: it says where focus should go inside it,
/// may refuse a move, and hears every move that touches it.
///
/// Views are focus environments (and focus items); a window's ``UIFocusSystem`` asks the
/// environments around both ends of a move, from the items up to the window. A desktop has a
/// hardware keyboard, so focus works as on an iPad with a keyboard attached: Tab and
/// Shift-Tab move it, and the focused control takes space, Return and the arrows.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: NSObjectProtocol {
    /// The environments, in order, that focus should go to when this one is asked to update
    /// its focus (``setNeedsFocusUpdate()``); the first that holds a focusable item wins.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment this one is inside: a view's superview.
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The identifier of the focus group this environment starts; items inside it without
    /// their own keep together in the Tab order. Nil joins the group around it.
    var focusGroupIdentifier: String? { get }

    /// Asks for focus to be updated to this environment's preferred item on the next turn of
    /// the run loop; ignored unless this environment contains the focused item (or nothing is
    /// focused).
    func setNeedsFocusUpdate()
    /// Performs a pending focus update now instead of on the next turn of the run loop.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes; asked of every environment around the
    /// item losing focus and the item gaining it. Returning false leaves focus where it is.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Called after focus moved as `context` describes, on every environment around both
    /// items; add animations to run alongside the move to `coordinator`.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}
