import Foundation

/// A view's state, which its configurations are updated for: its traits, whether it is
/// selected, highlighted, disabled or focused, and (for a plain table's section header or
/// footer) whether it is pinned to the table's edge.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view has the focus.
    public var isFocused = false
    /// Whether a plain table's header or footer is pinned to the visible edge while its
    /// section scrolls under it.
    public var isPinned = false
    private var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with these traits and nothing else set.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom value of the app's, by key.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }
}
