import Foundation

extension UIImage {
    /// Whether an image is drawn with its own colours or as a shape in the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// As the place it is drawn decides: bars and system buttons tint it, image views do not.
        case automatic = 0
        /// Always with its own colours.
        case alwaysOriginal = 1
        /// Always as a template: its alpha filled with the tint colour.
        case alwaysTemplate = 2
    }
}
