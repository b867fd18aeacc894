import Foundation

/// A focus environment that can itself hold focus: views are focus items.
///
/// The focus system only moves focus to views in a window: it finds them by walking the
/// view tree, and draws the focus ring around their frames.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can take focus now. A view answers false by default; buttons,
    /// switches, sliders, steppers, segmented controls and page controls answer true while
    /// enabled, text fields while enabled and text views while editable.
    var canBecomeFocused: Bool { get }
    /// The item's frame in its superview's coordinates.
    var frame: CGRect { get }
    /// Whether the item is the focused item of its window's focus system.
    var isFocused: Bool { get }
}
