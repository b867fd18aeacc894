import Foundation

/// The base of everything that can take part in event handling: views, view controllers,
/// windows and the application.
///
/// As in UIKit it is an `NSObject`, so responders compare and hash by identity (`==`,
/// `subviews.firstIndex(of:)`, `Set<UIView>`), and have `description`, `classForCoder` and
/// `Bundle(for:)`.
@MainActor
open class UIResponder: NSObject {
    /// A responder.
    public override init() {
        super.init()
    }

    /// A responder decoded from an archive.
    ///
    /// Required, so that a responder class named in text (an app delegate or scene delegate
    /// in `Info.plist` or `UIApplicationMain`'s arguments, a class in a storyboard) can be
    /// created from its metatype: Swift constructs a class from a metatype only through a
    /// required initializer, and this is the one every view and view controller already
    /// implements. A delegate made this way gets an empty coder.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The next responder up the chain: a view's controller if it is a controller's root view,
    /// else its superview; a controller's view's superview; a window's application.
    open var next: UIResponder? { nil }

    // MARK: Touches
    //
    // A touch is delivered to the view it was hit-tested to at touch-down (after that view's
    // and its ancestors' gesture recognizers have seen it). A responder that does not handle
    // touches passes them up the chain, as UIKit's default implementations do.

    /// Called when fingers touch down in the responder; the default passes them to the next responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Called when fingers move; the default passes them to the next responder.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Called when fingers lift; the default passes them to the next responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were taken away: a recognizer claimed them (`cancelsTouchesInView`), their
    /// device vanished, or the window cancelled everything. Undo what they started.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Key presses
    //
    // Presses start at the key window's root view controller and travel up the chain until a
    // responder handles them without calling super. The application, at the end of the chain,
    // quits on Esc and q and toggles fullscreen on F11.

    /// Called when keys are pressed; the default passes them to the next responder.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Called when a pressed key changes; the default passes it to the next responder.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Called when keys are released; the default passes them to the next responder.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Called when key presses are cancelled; the default passes them to the next responder.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: The first responder
    //
    // A window has at most one first responder: the responder keys reach before anything
    // else (see `UIResponder+FirstResponder.swift` for where it is kept and how keys find it).

    /// Whether this responder can become the first responder; false by default (text fields
    /// answer true).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { firstResponderWindow?.firstResponder === self }

    /// Asks to become the first responder of the window this responder is in: false when it
    /// cannot (`canBecomeFirstResponder`), is in no window, or the current first responder
    /// refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        makeFirstResponderInWindow()
    }

    /// Gives up first-responder status (false only when `canResignFirstResponder` refuses);
    /// true, doing nothing, for a responder that is not first.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        giveUpFirstResponderInWindow()
    }

    /// Whether this responder, being first, takes `key` before the key commands up the chain
    /// are matched: text being typed into a field wins over a plain-letter shortcut, as
    /// UIKit's key commands do not take priority over text input by default.
    func takesKeyBeforeKeyCommands(_ key: UIKey) -> Bool { false }

    /// The undo manager nearest up the responder chain: a window has its own, so every
    /// responder in a window finds one.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Actions and key commands

    /// The keyboard shortcuts this responder offers (see `UIKeyCommand`); nil by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether this responder takes `action`: by default, whether it is an object of the
    /// class the action's method belongs to (Objective-C's "responds to selector").
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.canBePerformed(by: self)
    }

    /// The responder an action sent to nil reaches: this one if it can perform it, else the
    /// first one up the chain that can; nil if none can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }
}
