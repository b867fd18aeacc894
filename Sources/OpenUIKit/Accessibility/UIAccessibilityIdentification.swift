import Foundation

/// Objects that carry a name for UI tests and automation to find them by, never read aloud:
/// views, bar items and accessibility elements.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// The name, unique among what a test searches ("loginButton"); nil by default.
    var accessibilityIdentifier: String? { get set }
}
