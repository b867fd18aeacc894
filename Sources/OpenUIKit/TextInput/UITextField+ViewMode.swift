import Foundation

extension UITextField {
    /// When an overlay view (the clear button, the left or right view) is shown.
    public enum ViewMode: Int, Sendable {
        /// Never shown.
        case never
        /// Shown only while the field is being edited.
        case whileEditing
        /// Shown only while the field is not being edited.
        case unlessEditing
        /// Always shown.
        case always

        /// Whether the view shows in a field that is (or is not) `editing`.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .always: true
            }
        }
    }

    /// Why editing ended, as `UITextFieldDelegate.textFieldDidEndEditing(_:reason:)` hears.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder: the edit is committed.
        case committed
        /// Editing was cancelled.
        case cancelled
    }
}
