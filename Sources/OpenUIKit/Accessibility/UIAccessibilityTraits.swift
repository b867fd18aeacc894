import Foundation

/// What kind of thing an accessibility element is and what state it is in, as a set: a
/// screen reader says "button", "selected" or "dimmed" from these, and treats an
/// `.adjustable` element's swipes up and down as `accessibilityIncrement()` and
/// `accessibilityDecrement()`.
///
/// The bits of the first sixteen traits are the ones UIKit's constants have; the rest are
/// this library's own, so raw values saved elsewhere should not be relied on across systems.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt64

    /// A set from its bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// The element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected segment, a chosen row).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text the user cannot change (a label's default).
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element sums up the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled: a screen reader calls it dimmed.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes often (a clock, a progress bar).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts media, so a screen reader stays quiet.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be stepped with `accessibilityIncrement()` and
    /// `accessibilityDecrement()` (a slider, a page control).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly, even under a screen reader (a drawing surface).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Reading past the element's text turns the page.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a header dividing content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
    /// The element can be zoomed (a map, a photo).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
    /// The element is a button that toggles between two states.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 19)
}
