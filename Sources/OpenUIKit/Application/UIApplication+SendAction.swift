import Foundation

extension UIApplication {
    /// Sends `action` to `target`, or, when `target` is nil, to the first object up the
    /// responder chain that is of the method's class. Returns whether a method ran.
    ///
    /// As in UIKit, a nil-targeted action starts at the first responder (of the sender's
    /// window, else of the key window); with none, it starts at the sender (a control, then
    /// its superviews, their view controllers, the window, the application). An action no
    /// responder accepts is dropped silently, as in UIKit. A target of the wrong class, or a
    /// sender the method cannot take, is skipped with one warning (`Selector`).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            guard let object = Selector.targetObject(target) else {
                Diagnostics.warn("the action \(action) was sent to a \(type(of: target)), which is not an object; it was skipped",
                                 once: "UIApplication.sendAction non-object \(type(of: target))")
                return false
            }
            return action.perform(on: object, sender: sender, event: event)
        }
        let senderResponder = sender.flatMap { $0 as? UIResponder }
        let window = senderResponder?.firstResponderWindow ?? keyWindow
        var responder = window.flatMap(UIResponder.currentFirstResponder(in:)) ?? senderResponder
        while let current = responder {
            if action.canBePerformed(by: current) { return action.perform(on: current, sender: sender, event: event) }
            responder = current.next
        }
        return false
    }
}
