import Foundation

extension UIScrollView {
    /// Whether a drag in the scroll view dismisses the keyboard, with UIKit's raw values.
    ///
    /// On iOS the keyboard belongs to the first responder (the text field being edited), and
    /// dismissing it resigns that responder. A desktop has no on-screen keyboard: here the
    /// "keyboard" is the window's first responder when it is a view (a text field editing),
    /// and dismissing it ends its editing, so typed keys stop going to it.
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag leaves the keyboard alone.
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        case onDrag = 1
        /// On iOS the keyboard follows the finger down and is dismissed if pushed off the
        /// screen. With no on-screen keyboard to push, a drag here dismisses nothing, as on
        /// an iPad typing on a hardware keyboard, whose keyboard is not on screen either.
        case interactive = 2
        /// As `onDrag`; the accessory view that would stay above the keyboard does not
        /// exist without an on-screen keyboard.
        case onDragWithAccessory = 3
        /// As `interactive`, keeping an accessory view: here, dismisses nothing on a drag.
        case interactiveWithAccessory = 4
    }

    /// A drag began: with `.onDrag` (or `.onDragWithAccessory`), the window's first
    /// responder resigns when it is a view, wherever it is in the window (a search field
    /// above a list ends editing when the list is dragged, as on iOS).
    func dismissKeyboardForDrag() {
        switch keyboardDismissMode {
        case .onDrag, .onDragWithAccessory:
            guard let responder = window?.firstResponder as? UIView, responder !== self else { return }
            _ = responder.resignFirstResponder()
        case .none, .interactive, .interactiveWithAccessory:
            break
        }
    }
}
