import Foundation

/// A button on a navigation bar or a toolbar: a title, an image, a system item, a custom view
/// or a space, with a target and action (or a `UIAction`) sent when it is tapped.
///
/// A tap on the item sends `action` through `UIApplication.sendAction(_:to:from:for:)` with
/// the item as the sender (a nil target goes up the responder chain from the bar), or runs
/// `primaryAction` when there is one, as UIKit does; an item with a `menu` and no action
/// opens the menu instead, and one with both opens it on a long press.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// An empty plain item; give it a title, image or custom view.
    public override init() {
        super.init()
    }

    /// An item decoded from a storyboard or xib: its title, image, system item, style,
    /// width, tint colour and custom view (its action and segues are connected after).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeBarButtonItem(from: coder)
    }

    /// An item showing `title`, sending `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.flatMap(Selector.targetObject)
        self.action = action
    }

    /// An item showing `image` (a template, tinted), sending `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.flatMap(Selector.targetObject)
        self.action = action
    }

    /// One of the system's standard items, sending `action` to `target` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.style = systemItem.isProminent ? .done : .plain
        self.target = target.flatMap(Selector.targetObject)
        self.action = action
    }

    /// An item that shows `customView` in place of a title or image; the view handles its own
    /// touches, so the item sends no action.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item made from an action and a menu (iOS 14): the action's title and image unless
    /// `title` or `image` are given. Tapping it runs the action; with a menu and no action, a
    /// tap opens the menu, else a long press does.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.menu = menu
    }

    /// A system item whose tap runs `primaryAction`, or opens `menu` when it has no action
    /// (iOS 14). The system item's word or glyph is shown, not the action's.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Blank space that grows to share a toolbar's free width with the other flexible spaces.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// Blank space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// The system item the item was made as, if any.
    var systemItem: SystemItem?

    /// How the title is drawn: `.done` is bold.
    open var style = Style.plain {
        didSet { if style != oldValue { itemDidChange() } }
    }

    /// The item's width in points; 0 (the default) sizes it to its content. A fixed space is
    /// this wide.
    open var width: CGFloat = 0 {
        didSet {
            if !(width.isFinite && width >= 0) {
                Diagnostics.warn("UIBarButtonItem.width \(width) is not a finite non-negative number; 0 used", once: "UIBarButtonItem.width")
                width = 0
            }
            if width != oldValue { itemDidChange() }
        }
    }

    /// Titles the item may show; UIKit sizes an item to the widest. Honoured the same way here.
    open var possibleTitles: Set<String>? {
        didSet { itemDidChange() }
    }

    /// The view a bar last made to show this item, which a popover anchored to the item
    /// points at (`UIPopoverPresentationController.barButtonItem`).
    weak var shownView: UIView?

    /// Where the item is on screen: its custom view, else the view its bar shows for it.
    var anchorView: UIView? { customView ?? shownView }

    /// A view shown in place of the title or image.
    open var customView: UIView? {
        didSet { if customView !== oldValue { itemDidChange() } }
    }

    /// The object sent `action`; nil sends it up the responder chain. Held weakly, as UIKit does.
    open weak var target: AnyObject?

    /// The method sent to `target` when the item is tapped.
    open var action: Selector?

    /// The action run when the item is tapped, in place of `target`/`action` (iOS 14). Setting
    /// one shows its title and image on an item that is not a system item, as UIKit does; an
    /// untitled or imageless action leaves the item's own title or image.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction, systemItem == nil {
                if !primaryAction.title.isEmpty { title = primaryAction.title }
                if let image = primaryAction.image { self.image = image }
            }
            itemDidChange()
        }
    }

    /// The menu the item shows (iOS 14), under the item in a navigation bar and above it in a
    /// toolbar. An item that would send nothing when tapped (no `primaryAction`, no `action`)
    /// opens it on a tap; one that sends an action opens it on a long press.
    open var menu: UIMenu? {
        didSet { if menu !== oldValue { itemDidChange() } }
    }

    /// Whether a tap opens `menu` rather than sending an action, as iOS 14 decides it.
    var opensMenuOnTap: Bool { menu != nil && primaryAction == nil && action == nil }

    /// The colour of the title or image; nil uses the bar's tint colour.
    open var tintColor: UIColor? {
        didSet { if tintColor != oldValue { itemDidChange() } }
    }

    /// Whether the bar hides the item (iOS 16).
    open var isHidden = false {
        didSet { if isHidden != oldValue { itemDidChange() } }
    }

    // MARK: What the bar draws

    /// Whether this is a space, not a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title the bar draws: the system item's word, else `title`.
    var displayedTitle: String? { systemItem?.title ?? title }

    /// The image the bar draws: the system item's glyph, else `image`.
    var displayedImage: UIImage? {
        if let name = systemItem?.symbolName { return UIImage(systemName: name) }
        return image
    }

    /// Sends the item's action, as a tap on it does: the primary action if set, else `action`
    /// to `target` (nil: up the responder chain from `responder`) through the application.
    func sendTapAction(from responder: UIResponder?, event: UIEvent?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return
        }
        guard let action else { return }
        if let target {
            UIApplication.shared.sendAction(action, to: target, from: self, for: event)
        } else {
            // UIKit starts a nil-targeted action at the first responder; the item is not a
            // responder, so the chain starts at the view that shows it.
            var current = responder
            while let candidate = current {
                if action.canBePerformed(by: candidate) {
                    UIApplication.shared.sendAction(action, to: candidate, from: self, for: event)
                    return
                }
                current = candidate.next
            }
        }
    }
}
