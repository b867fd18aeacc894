import Foundation

/// What a menu holds: an action, or a menu of its own (`UIAction`, `UIMenu`).
///
/// UIKit makes menu elements only through those subclasses; an element is an `NSObject`
/// equal only to itself, with a title, an optional subtitle and an optional image.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element is shown and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// An attribute set from its raw bits (UIKit's values).
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown in grey; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the element destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether an element is checked: a menu shows a checkmark beside an element that is on.
    public enum State: Int, Sendable {
        /// Not checked.
        case off = 0
        /// Checked: a checkmark.
        case on = 1
        /// Partly checked (a selection mixing on and off items): a dash.
        case mixed = 2
    }

    /// The element's title, as a menu's row or header shows it.
    open var title: String { storedTitle }
    /// A second line under the title, smaller and grey.
    open var subtitle: String?
    /// The image a menu's row shows beside the title.
    open var image: UIImage? { storedImage }

    /// The title and image, set by the subclasses that let apps change them.
    var storedTitle: String
    var storedImage: UIImage?

    /// An element with `title` and `image`; only the subclasses make elements.
    init(title: String, subtitle: String? = nil, image: UIImage?) {
        storedTitle = title
        self.subtitle = subtitle
        storedImage = image
        super.init()
    }

    /// Whether a menu shows this element: hidden actions are left out.
    var isShownInMenu: Bool { true }
}
