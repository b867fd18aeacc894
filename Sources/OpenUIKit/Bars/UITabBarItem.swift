import Foundation

/// An item in a tab bar: a picture over (or beside) a title, with an optional badge. Each
/// controller in a ``UITabBarController`` has one (its `tabBarItem`), which the tab bar shows.
///
/// A system item (``init(tabBarSystemItem:tag:)``) has the system's title and a glyph
/// OpenUIKit draws itself; as in UIKit, its title and image cannot be changed.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system item this item was made as, if any.
    var systemItem: SystemItem?

    /// An item with no title and no image.
    public override init() {
        super.init()
    }

    /// An item decoded from a storyboard: its title, images, system item, badge and tag.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeTabBarItem(from: coder)
    }

    /// An item with a title, an image, and a number of the app's own.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image, and the image shown while it is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of the system's items, with its title and picture, and a number of the app's own.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// The title shown: a system item's own, else `title`.
    var displayedTitle: String? { systemItem?.title ?? title }

    /// The image shown while not selected: a system item's glyph, else `image`.
    var displayedImage: UIImage? { systemItem.map(ContainerGlyphs.image(for:)) ?? image }

    /// The image shown while selected: a system item's glyph, else `selectedImage`, else
    /// `image`.
    var displayedSelectedImage: UIImage? { systemItem.map(ContainerGlyphs.image(for:)) ?? selectedImage ?? image }

    /// The image shown while the item is selected (nil: `image`). Drawn as a template in the
    /// tint colour unless its rendering mode is `.alwaysOriginal`.
    open var selectedImage: UIImage? {
        didSet { if selectedImage !== oldValue { itemDidChange() } }
    }

    /// Text in a red oval at the picture's top right corner (nil: no badge).
    open var badgeValue: String? {
        didSet { if badgeValue != oldValue { itemDidChange() } }
    }

    /// The badge's background colour (nil: the system red).
    open var badgeColor: UIColor? {
        didSet { if badgeColor != oldValue { itemDidChange() } }
    }

    /// Moves the title by this offset from where the bar would put it, in points.
    open var titlePositionAdjustment = UIOffset.zero {
        didSet { if titlePositionAdjustment != oldValue { itemDidChange() } }
    }

    /// The tab bar's look while this item is selected (iOS 13); nil for the bar's. The item
    /// keeps a copy of what it is given.
    open var standardAppearance: UITabBarAppearance? {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue?.copied(); itemDidChange() }
    }

    /// The tab bar's look at the scroll edge while this item is selected (iOS 15); nil for the
    /// bar's. The item keeps a copy of what it is given.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copied(); itemDidChange() }
    }

    private var standardAppearanceStorage: UITabBarAppearance?
    private var scrollEdgeAppearanceStorage: UITabBarAppearance?

    private var badgeAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the badge text's attributes (font, foreground colour) for `state`; nil removes them.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributesByState[state.rawValue] = textAttributes
        itemDidChange()
    }

    /// The badge text's attributes set for `state`, or nil.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributesByState[state.rawValue]
    }

    /// A system item's title and image are the system's: setting them is refused, as UIKit
    /// ignores it.
    open override var title: String? {
        get { super.title }
        set {
            if systemItem != nil, newValue != nil {
                Diagnostics.warn("a system tab bar item's title cannot be changed; \"\(newValue ?? "")\" ignored",
                                 once: "UITabBarItem.systemItem.title")
                return
            }
            super.title = newValue
        }
    }
}
