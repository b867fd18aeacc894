import Foundation

/// Gives a view a context menu: a long press of a finger (or of the mouse's primary
/// button) for `ContextMenuThresholds.pressDuration`, 0.5 s, or a click of the secondary
/// mouse button, lifts the view and shows the menu its delegate configures for that point.
///
/// The window blurs behind the lifted preview and the menu; a row runs its action after
/// the menu has closed; a tap outside, or Escape, closes it.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The delegate that configures the menu.
    open var delegate: (any UIContextMenuInteractionDelegate)? { storedDelegate }
    private weak var storedDelegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// The recognizer that opens the menu on a long press, added to the view.
    let pressRecognizer = ContextMenuPressRecognizer()
    /// The menu shown, from its opening to the end of its closing animation.
    var session: ContextMenuSession?
    /// Whether the menu opens under the view, without blurring the window or lifting a
    /// preview, and runs its actions with the view as their sender: a control's menu.
    var isAnchoredToView = false
    /// What an anchored menu's actions get as their sender in place of the view: the bar
    /// button item whose view shows the menu.
    weak var menuSender: AnyObject?
    /// Where the menu was asked for, in window coordinates.
    private var locationInWindow: CGPoint?

    /// An interaction answered by `delegate`, which it holds weakly.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        storedDelegate = delegate
        super.init()
        pressRecognizer.interaction = self
    }

    /// Takes the press recognizer off the old view.
    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(pressRecognizer)
    }

    /// Puts the press recognizer on the new view.
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(pressRecognizer)
    }

    /// Where the press (or click) that opened the menu was, in `view`'s coordinates (the
    /// window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let locationInWindow else { return .zero }
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Closes the menu if it is open, running no action.
    open func dismissMenu() {
        session?.dismiss(choosing: nil)
    }

    /// Asks the delegate for the menu at `point` (window coordinates); nil when it has none.
    func askConfiguration(atWindowLocation point: CGPoint) -> UIContextMenuConfiguration? {
        guard isEnabledForMenus, let view, let delegate else { return nil }
        locationInWindow = point
        return delegate.contextMenuInteraction(self, configurationForMenuAtLocation: view.convert(point, from: nil))
    }

    /// Opens the menu `configuration` describes, lifted from `point` (window coordinates).
    func present(_ configuration: UIContextMenuConfiguration, atWindowLocation point: CGPoint) {
        guard session == nil, let view, let window = view.window, !ContextMenuSession.isShowing(in: window) else { return }
        locationInWindow = point
        let shown = ContextMenuSession(interaction: self, configuration: configuration, window: window, location: point)
        session = shown
        shown.present()
    }

    /// Whether the view takes interaction, so a press or a click may open a menu.
    private var isEnabledForMenus: Bool {
        guard let view else { return false }
        return view.isUserInteractionEnabled && !view.isHidden
    }

    /// Opens the menu of the first view up from the one under `point` (window coordinates)
    /// whose context menu interaction's delegate has one there: a secondary click. A click
    /// while a menu is open closes it instead. Returns whether a menu opened or closed.
    @discardableResult
    static func openMenuForSecondaryClick(in window: UIWindow, at point: CGPoint) -> Bool {
        if let open = ContextMenuSession.showing(in: window) {
            open.dismiss(choosing: nil)
            return true
        }
        return openMenu(from: window.hitTest(point, with: nil), at: point)
    }

    /// Whether `key` asks for a context menu, as on a desktop: the Menu key, or Shift+F10.
    static func isMenuKey(_ key: UIKey) -> Bool {
        let others: UIKeyModifierFlags = [.control, .alternate, .command]
        switch key.keyCode {
        case .keyboardApplication: return key.modifierFlags.isDisjoint(with: others)
        case .keyboardF10: return key.modifierFlags.contains(.shift) && key.modifierFlags.isDisjoint(with: others)
        default: return false
        }
    }

    /// The Menu key (or Shift+F10): opens the context menu of `focused` (the first
    /// responder, else the view with keyboard focus), from its centre, else of the view under
    /// the pointer at `pointer` (window coordinates); with a menu open, closes it. Returns
    /// whether a menu opened or closed.
    static func openMenuForKey(in window: UIWindow, focused: UIView?, pointer: CGPoint?) -> Bool {
        if let open = ContextMenuSession.showing(in: window) {
            open.dismiss(choosing: nil)
            return true
        }
        if let focused, focused.window === window {
            let center = focused.convert(CGPoint(x: focused.bounds.midX, y: focused.bounds.midY), to: nil)
            if openMenu(from: focused, at: center) { return true }
        }
        guard let pointer, window.bounds.contains(pointer) else { return false }
        return openMenu(from: window.hitTest(pointer, with: nil), at: pointer)
    }

    /// Opens the menu of `view` or the first view up from it whose interaction's delegate
    /// has one at `point` (window coordinates). Returns whether one opened.
    private static func openMenu(from view: UIView?, at point: CGPoint) -> Bool {
        var candidate = view
        while let current = candidate {
            for case let interaction as UIContextMenuInteraction in current.interactions {
                if let configuration = interaction.askConfiguration(atWindowLocation: point) {
                    interaction.present(configuration, atWindowLocation: point)
                    return true
                }
            }
            candidate = current.superview
        }
        return false
    }
}
