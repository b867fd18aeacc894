import Foundation

/// A window's keyboard focus: which item has it, how Tab and Shift-Tab move it, and the ring
/// drawn around it.
///
/// The desktop always has a hardware keyboard, so focus behaves as on an iPad with one
/// attached and Full Keyboard Access on: text fields, text views and the standard controls
/// can take focus. Tab moves to the next focusable view in reading order (`FocusOrder`:
/// rows from the top, left to right in each row, focus groups kept together), Shift-Tab to
/// the previous one, both wrapping at the ends. A focused text field or text view becomes the
/// first responder, so typing goes into it; moving focus on to a control ends its editing.
/// A touch or a mouse press clears focus (the ring goes, as on an iPad when the screen is
/// touched) but leaves the first responder alone; the next Tab continues from the first
/// responder when it is focusable, else from the start.
///
/// Each move asks ``UIFocusEnvironment/shouldUpdateFocus(in:)`` of the item losing focus and
/// its superviews up to the window, then of the item gaining it and its superviews that were
/// not asked yet; any refusal leaves focus where it was. Then ``UIFocusItem/isFocused``
/// changes, ``UIFocusEnvironment/didUpdateFocus(in:with:)`` reaches the same environments in
/// the same order, the coordinated animations run, ``didUpdateNotification`` is posted, and
/// last the first responder follows.
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
    /// Posted after focus moved, by the focus system that moved it; the user info holds the
    /// move's ``UIFocusUpdateContext`` under ``focusUpdateContextUserInfoKey``.
    public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// The user-info key of the ``UIFocusUpdateContext`` in ``didUpdateNotification``.
    public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"

    /// The window whose focus this is; the window owns the system.
    private unowned let window: UIWindow
    /// The focused view, held weakly: a focused view that goes away takes focus with it.
    private weak var focusedView: UIView?
    /// The environment a pending update goes to (`setNeedsFocusUpdate()`), if any.
    private var pendingEnvironment: (any UIFocusEnvironment)?
    /// The ring around the focused view; made with the system, added to the window's layer
    /// when first shown.
    let ring = FocusRingLayer()
    /// The Tab order, kept between Tabs until the window's views change.
    let orderCache = FocusOrderCache()

    /// The focus system of `window`; the window makes it when first asked.
    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// The item that has focus, or nil.
    open var focusedItem: (any UIFocusItem)? { focusedView }

    /// The focus system of the window `environment` is in; nil for an environment in no window.
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        var current: (any UIFocusEnvironment)? = environment
        while let candidate = current {
            if let view = candidate as? UIView { return view.window?.focusSystem }
            current = candidate.parentFocusEnvironment
        }
        return nil
    }

    /// Whether `otherEnvironment` is `environment` or inside it (up its parents).
    public static func environment(_ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment) -> Bool {
        var current: (any UIFocusEnvironment)? = otherEnvironment
        while let candidate = current {
            if candidate === environment { return true }
            current = candidate.parentFocusEnvironment
        }
        return false
    }

    /// Asks for focus to go to `environment`'s preferred item on the next turn of the run
    /// loop, whether or not it contains the focused item.
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        let alreadyPending = pendingEnvironment != nil
        pendingEnvironment = environment
        guard !alreadyPending else { return }
        Task { @MainActor [weak self] in self?.updateFocusIfNeeded() }
    }

    /// Performs the pending focus update now, if there is one.
    open func updateFocusIfNeeded() {
        guard let environment = pendingEnvironment else { return }
        pendingEnvironment = nil
        guard let target = preferredView(in: environment) else { return }
        move(to: target, heading: [])
    }

    // MARK: For the library

    /// `setNeedsFocusUpdate()` of `environment`: a request, unless focus is elsewhere.
    func setNeedsFocusUpdate(from environment: any UIFocusEnvironment) {
        if let focused = focusedView, !Self.environment(environment, contains: focused) { return }
        requestFocusUpdate(to: environment)
    }

    /// Moves focus in reading order: `.next` for Tab, `.previous` for Shift-Tab. Returns
    /// whether there is anything focusable (the key is then taken, even when a refusal keeps
    /// focus where it is).
    func moveFocus(_ heading: UIFocusHeading) -> Bool {
        let items = orderCache.items(in: searchRoot, window: window)
        guard !items.isEmpty else { return false }
        let start = focusedView.flatMap { view in items.firstIndex { $0 === view } }
            ?? window.firstResponder.flatMap { responder in items.firstIndex { $0 === responder } }
        let forward = !heading.contains(.previous)
        let index: Int
        if let start {
            index = (start + (forward ? 1 : items.count - 1)) % items.count
        } else {
            index = forward ? 0 : items.count - 1
        }
        move(to: items[index], heading: heading)
        return true
    }

    /// A touch or a mouse press: focus goes, the first responder stays.
    func pointerDidPress() {
        guard focusedView != nil else { return }
        move(to: nil, heading: [])
    }

    /// After each frame's layout: a pending update runs, a focused view that can no longer
    /// be focused (hidden, disabled, gone from the window) loses focus, and the ring follows
    /// the focused view's frame.
    func layoutDidFinish() {
        updateFocusIfNeeded()
        if let view = focusedView, !FocusOrder.isFocusable(view, in: window) {
            move(to: nil, heading: [])
        }
        ring.follow(focusedView, in: window)
    }

    // MARK: Moving

    /// Where focus can go: the topmost presented controller's view (a sheet keeps focus
    /// inside it), else the whole window.
    private var searchRoot: UIView {
        if let presented = window.topmostPresentedViewController?.viewIfLoaded, presented.window === window {
            return presented
        }
        return window
    }

    /// The first focusable view `environment` leads to: itself, else its preferred
    /// environments in order, else the first focusable view inside it in reading order.
    private func preferredView(in environment: any UIFocusEnvironment) -> UIView? {
        var visited = Set<ObjectIdentifier>()
        return preferredView(in: environment, visited: &visited)
    }

    private func preferredView(in environment: any UIFocusEnvironment, visited: inout Set<ObjectIdentifier>) -> UIView? {
        // Preferences may point back at an environment already tried; each is tried once.
        guard visited.insert(ObjectIdentifier(environment)).inserted else { return nil }
        if let view = environment as? UIView, FocusOrder.isFocusable(view, in: window) { return view }
        for preferred in environment.preferredFocusEnvironments {
            if let found = preferredView(in: preferred, visited: &visited) { return found }
        }
        if let view = environment as? UIView { return FocusOrder.items(in: view, window: window).first }
        return nil
    }

    /// One focus move to `next` (nil clears focus): asks, updates, tells, then moves the
    /// first responder along. Returns whether focus moved.
    @discardableResult
    private func move(to next: UIView?, heading: UIFocusHeading) -> Bool {
        let previous = focusedView
        guard previous !== next else { return false }
        let context = UIFocusUpdateContext(previouslyFocusedItem: previous, nextFocusedItem: next, focusHeading: heading)
        let environments = Self.affectedEnvironments(previous, next)
        for environment in environments where !environment.shouldUpdateFocus(in: context) {
            return false
        }
        focusedView = next
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments {
            environment.didUpdateFocus(in: context, with: coordinator)
        }
        coordinator.run()
        NotificationCenter.default.post(name: Self.didUpdateNotification, object: self, userInfo: [Self.focusUpdateContextUserInfoKey: context])
        ring.follow(focusedView, in: window)
        // A focused text field edits; moving on to a control ends the editing. Clearing focus
        // (a touch) leaves the first responder alone: the touch decides about it.
        if let next, next.canBecomeFirstResponder {
            next.becomeFirstResponder()
        } else if next != nil, let previous, previous.isFirstResponder {
            previous.resignFirstResponder()
        }
        return true
    }

    /// The views around `previous` and `next`, each once: `previous` and its superviews,
    /// then `next` and those of its superviews not already listed.
    private static func affectedEnvironments(_ previous: UIView?, _ next: UIView?) -> [UIView] {
        var result: [UIView] = []
        var seen = Set<ObjectIdentifier>()
        for start in [previous, next] {
            var view = start
            while let current = view {
                if seen.insert(ObjectIdentifier(current)).inserted { result.append(current) }
                view = current.superview
            }
        }
        return result
    }
}
