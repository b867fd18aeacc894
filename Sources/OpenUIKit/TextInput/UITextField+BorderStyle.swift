import Foundation

extension UITextField {
    /// How a text field's edge is drawn.
    public enum BorderStyle: Int, Sendable {
        /// No border: the text alone.
        case none
        /// A thin dark rectangle.
        case line
        /// A rectangle with a darker top edge, as if sunk into the surface.
        case bezel
        /// A white field with rounded corners and a light grey edge: iOS's usual look.
        case roundedRect
    }
}
