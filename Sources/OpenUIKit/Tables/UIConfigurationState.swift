import Foundation

/// The state a view's configurations are updated for: its traits, and custom values by key.
public protocol UIConfigurationState {
    /// A state with these traits and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
    /// A custom value of the app's, by key.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
