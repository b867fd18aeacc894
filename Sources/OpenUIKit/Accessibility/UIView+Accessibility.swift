import Foundation

/// A view's name for UI tests (`UIAccessibilityIdentification`).
extension UIView: UIAccessibilityIdentification {
    /// A name for UI tests and automation to find the view by, never read aloud; nil by
    /// default. Storyboards set it from the identity inspector's Identifier field.
    public var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { writableAccessibilityStorage.identifier = newValue }
    }
}
