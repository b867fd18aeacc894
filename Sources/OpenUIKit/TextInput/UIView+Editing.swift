import Foundation

extension UIView {
    /// Ends editing in this view or any view inside it: the window's first responder, when it
    /// is one of them, resigns. With `force`, it resigns without being asked (a text field's
    /// delegate is not consulted). Returns whether nothing inside is still first responder.
    ///
    /// A click outside a field does not end editing, in UIKit or here: apps call this (often
    /// from a tap recognizer on their root view) to dismiss editing.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window = firstResponderWindow, let responder = UIResponder.currentFirstResponder(in: window) else { return true }
        guard let view = responder as? UIView, view === self || view.isDescendant(of: self) else { return true }
        if force {
            if let field = view as? UITextField {
                field.endEditingWithoutAsking()
            } else {
                window.firstResponder = nil
            }
            return true
        }
        return view.resignFirstResponder()
    }
}
