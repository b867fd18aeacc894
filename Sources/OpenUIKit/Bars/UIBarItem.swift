import Foundation

/// What a bar shows for an item: a title or an image, enabled or not. The base of
/// ``UIBarButtonItem``; as in UIKit, an `NSObject`, not a view: the bar holding the item
/// draws it and redraws when it changes.
@MainActor
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
