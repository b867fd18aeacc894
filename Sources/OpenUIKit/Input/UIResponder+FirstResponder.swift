import Foundation

/// Where a responder's first-responder status is kept: in the window it is in, found by
/// walking `next` (a view's controller and superviews lead to the window).
extension UIResponder {
    /// The first responder of `window` while it is still in that window: a responder that
    /// left the window without resigning is forgotten here.
    static func currentFirstResponder(in window: UIWindow) -> UIResponder? {
        guard let responder = window.firstResponder else { return nil }
        guard responder.firstResponderWindow === window else {
            window.firstResponder = nil
            return nil
        }
        return responder
    }

    /// The window this responder is in: itself, or the first window up its chain.
    var firstResponderWindow: UIWindow? {
        var responder: UIResponder? = self
        while let current = responder {
            if let window = current as? UIWindow { return window }
            responder = current.next
        }
        return nil
    }

    /// `becomeFirstResponder()`'s work: asks the current first responder to resign, then
    /// records this one.
    func makeFirstResponderInWindow() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder {
            guard current.resignFirstResponder() else { return false }
            // Resigning may have run delegate code that made another responder first.
            if window.firstResponder != nil, window.firstResponder !== current { return false }
        }
        window.firstResponder = self
        return true
    }

    /// `resignFirstResponder()`'s work: forgets this responder in its window.
    func giveUpFirstResponderInWindow() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = firstResponderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }
}

extension UIResponder {
    /// Posted before a software keyboard appears. The desktop has a hardware keyboard and no
    /// software one, so this is never posted (as on an iPad with a keyboard attached); the
    /// name exists so that code observing it compiles and runs.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after a software keyboard appears; never posted on the desktop.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before a software keyboard disappears; never posted on the desktop.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after a software keyboard disappears; never posted on the desktop.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before a software keyboard's frame changes; never posted on the desktop.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after a software keyboard's frame changed; never posted on the desktop.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The user-info key of the keyboard's frame before a change (an `NSValue` of a `CGRect`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard's frame after a change (an `NSValue` of a `CGRect`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard animation's duration in seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the keyboard animation's curve (a `UIView.AnimationCurve` raw value).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The user-info key of whether the keyboard belongs to this app.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
