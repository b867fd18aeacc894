import Foundation

/// The base of everything that can take part in event handling: views, view controllers,
/// windows.
@MainActor
open class UIResponder {
    public init() {}

    /// The next responder up the chain: a view's controller if it is a controller's root view,
    /// else its superview; a controller's view's superview.
    open var next: UIResponder? { nil }
}
