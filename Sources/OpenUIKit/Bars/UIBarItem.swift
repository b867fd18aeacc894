import Foundation

/// What a bar shows for an item: a title or an image, enabled or not. The base of
/// ``UIBarButtonItem``; as in UIKit, an `NSObject`, not a view: the bar holding the item
/// draws it and redraws when it changes.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// An item with no title and no image.
    public override init() {
        super.init()
    }

    /// An item decoded from a storyboard; each subclass reads its element in its own
    /// `init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The text the bar shows for the item (when it has no image).
    open var title: String? {
        didSet { if title != oldValue { itemDidChange() } }
    }

    /// The image the bar shows for the item; a bar draws it as a template in its tint colour
    /// unless its rendering mode is `.alwaysOriginal`.
    open var image: UIImage? {
        didSet { if image !== oldValue { itemDidChange() } }
    }

    /// The image shown where the height is compact (a phone on its side, where bars are
    /// shorter); an iPad-sized window, whose height is regular, shows `image`.
    open var landscapeImagePhone: UIImage? {
        didSet { if landscapeImagePhone !== oldValue { itemDidChange() } }
    }

    /// Insets applied to the image's rectangle when it is drawn (positive values shrink it).
    open var imageInsets = UIEdgeInsets.zero {
        didSet { if imageInsets != oldValue { itemDidChange() } }
    }

    /// Whether the item responds to taps; a disabled item is drawn dimmed.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { itemDidChange() } }
    }

    /// A number of the app's own to tell items apart.
    open var tag = 0

    // MARK: Accessibility (UIKit's informal protocol on NSObject; the bar's view of the
    // item reads these)

    /// The values the app set for assistive technology.
    let accessibilityStorage = AccessibilityAttributes()

    /// Whether a screen reader reads the item; true by default.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage.isElement ?? true }
        set { accessibilityStorage.isElement = newValue }
    }

    /// What a screen reader calls the item: its title by default (a system item's name).
    open var accessibilityLabel: String? {
        get { accessibilityStorage.label ?? defaultAccessibilityLabel }
        set { accessibilityStorage.label = newValue }
    }

    /// The title a bar shows for the item (a system item's own), which names it by default.
    var defaultAccessibilityLabel: String? {
        (self as? UIBarButtonItem)?.displayedTitle ?? (self as? UITabBarItem)?.displayedTitle ?? title
    }

    /// What activating the item does; nil by default.
    open var accessibilityHint: String? {
        get { accessibilityStorage.hint }
        set { accessibilityStorage.hint = newValue }
    }

    /// The item's value, when it has one; nil by default.
    open var accessibilityValue: String? {
        get { accessibilityStorage.value }
        set { accessibilityStorage.value = newValue }
    }

    /// What kind of element the item is: `.button`, with `.notEnabled` when it is disabled,
    /// by default. A value set replaces both.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage.traits ?? (isEnabled ? .button : [.button, .notEnabled]) }
        set { accessibilityStorage.traits = newValue }
    }

    /// The BCP 47 language of the item's label; nil means the app's.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage.language }
        set { accessibilityStorage.language = newValue }
    }

    /// A name for UI tests to find the item by, never read aloud; nil by default.
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage.identifier }
        set { accessibilityStorage.identifier = newValue }
    }

    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the text attributes (font, foreground colour) of the title for `state`; nil removes
    /// them. States without attributes of their own use those of `.normal`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        itemDidChange()
    }

    /// The title's text attributes set for `state`, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    // MARK: The bar showing the item

    /// The bar that shows this item now, told when the item changes.
    weak var hostBar: (any BarItemHost)?

    /// Asks the bar showing the item to lay out and draw it again.
    func itemDidChange() {
        hostBar?.barItemDidChange()
    }
}

/// A bar that shows items: told when one of them changes.
@MainActor
protocol BarItemHost: AnyObject {
    /// An item (or the navigation item) the bar shows changed.
    func barItemDidChange()
}
