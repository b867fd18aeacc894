import Foundation

/// A titled group of menu elements: a context menu's contents, a button's menu, a section
/// shown inline in another menu, or a submenu that opens in place of its parent.
///
/// Menus are immutable, as in UIKit: `replacingChildren(_:)` makes a changed copy.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// Names a menu. A menu made without one gets a unique identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// An identifier from its string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An identifier from its string, without the argument label.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How a menu is shown within its parent.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// An option set from its raw bits (UIKit's values).
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The menu's children are shown in the parent's list, set apart by separators,
        /// rather than as one row that opens a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's row is shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one of the menu's actions is on: choosing one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's name.
    public let identifier: Identifier
    /// How the menu is shown within its parent.
    public let options: Options
    /// The actions and menus inside, in order.
    public let children: [UIMenuElement]

    /// The prefix UIKit gives the identifiers it makes for menus made without one.
    static let generatedIdentifierPrefix = "com.apple.menu.dynamic."

    /// A menu of `children`; without an `identifier`, it gets a unique one. (iOS 13's
    /// initializer is this one without the subtitle.)
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(Self.generatedIdentifierPrefix + UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu (title, image, identifier and options) holding `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               children: newChildren)
    }

    /// Turns `chosen` on and the menu's other actions off, when the menu (or an enclosing
    /// menu that is shown as one list with it) allows a single selection.
    func applySingleSelection(choosing chosen: UIAction) {
        guard options.contains(.singleSelection) else { return }
        for case let action as UIAction in children {
            action.state = action === chosen ? .on : .off
        }
    }
}
