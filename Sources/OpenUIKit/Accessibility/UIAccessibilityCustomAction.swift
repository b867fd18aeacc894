import Foundation

/// An action a screen reader offers on an element besides activating it ("Delete",
/// "Archive"), listed in the element's `accessibilityCustomActions`.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// What the screen reader calls the action.
    open var name: String

    /// The closure that performs the action and returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// The object the ``selector`` is sent to; held weakly, as UIKit does.
    open weak var target: AnyObject?

    /// The method performed on ``target``, with this action as its argument.
    open var selector: Selector?

    /// An action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action named `name` that sends `selector` to `target` with the action as its argument.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        super.init()
    }

    /// Performs the action: the handler's answer, or, for a target and selector, whether
    /// the method ran (the Bool a selector's method returns cannot be read back here, so a
    /// method that ran counts as success).
    func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target else {
            Diagnostics.warn("UIAccessibilityCustomAction \"\(MessageText.quoted(name))\" has no handler or live target, so it did nothing",
                             once: "UIAccessibilityCustomAction.noTarget")
            return false
        }
        return selector.perform(on: target, sender: self)
    }
}
