import Foundation

/// How a presented controller is shown, with UIKit's raw values.
///
/// The window here is iPad-like: in a regular width, sheets are cards over a dimmed window
/// and popovers are bubbles; in a compact width both become a card rising from the bottom.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the window; the presenter's view leaves the screen.
    case fullScreen = 0
    /// A card of the readable width, full height below a top inset, over a dimmed window.
    case pageSheet = 1
    /// A centered card of 540 × 620 points over a dimmed window.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context.
    case currentContext = 3
    /// Laid out by the transitioning delegate's presentation controller.
    case custom = 4
    /// Covers the window, leaving the presenter's view on screen beneath.
    case overFullScreen = 5
    /// Covers the context's view, leaving it on screen beneath.
    case overCurrentContext = 6
    /// A bubble anchored to a source view, sized by `preferredContentSize`.
    case popover = 7
    /// No adaptation: what an adaptive delegate returns to keep the current style.
    case none = -1
    /// The system's choice: `.pageSheet` for most controllers on current iOS.
    case automatic = -2

    /// Whether the presentation covers the presenter's view entirely and takes it off screen.
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presentation shows as a sheet card.
    var isSheet: Bool { self == .pageSheet || self == .formSheet }
}
