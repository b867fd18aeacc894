import Foundation

extension UIWindow {
    /// The window's keyboard focus, made when first needed.
    var focusSystem: UIFocusSystem {
        if let existing = focusSystemStorage { return existing }
        let made = UIFocusSystem(window: self)
        focusSystemStorage = made
        return made
    }

    /// The focused view, where presses start when there is no first responder.
    var focusedView: UIView? { focusSystemStorage?.focusedItem as? UIView }
}

extension UIFocusHeading {
    /// The heading Tab (`.next`) or Shift-Tab (`.previous`) moves focus in; nil for other
    /// keys and for Tab with Control, Option or Command (shortcuts).
    init?(tabKey key: UIKey) {
        guard key.keyCode == .keyboardTab, key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return nil }
        self = key.modifierFlags.contains(.shift) ? .previous : .next
    }
}
