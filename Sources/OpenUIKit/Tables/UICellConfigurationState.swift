import Foundation

/// A cell's state, which its content configuration is updated for: selected, highlighted,
/// editing, swiped, being reordered, and its traits.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted (a finger is down on it).
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's row is expanded.
    public var isExpanded = false
    /// Whether the cell is swiped open on its actions.
    public var isSwiped = false
    /// Whether the cell is being dragged by its grip.
    public var isReordering = false
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
