import Foundation

/// The base of everything that can take part in event handling: views, view controllers,
/// windows and the application.
@MainActor
open class UIResponder {
    public init() {}

    /// The next responder up the chain: a view's controller if it is a controller's root view,
    /// else its superview; a controller's view's superview; a window's application.
    open var next: UIResponder? { nil }

    // MARK: Key presses
    //
    // Presses start at the key window's root view controller and travel up the chain until a
    // responder handles them without calling super. The application, at the end of the chain,
    // quits on Esc and q and toggles fullscreen on F11.

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }
}
