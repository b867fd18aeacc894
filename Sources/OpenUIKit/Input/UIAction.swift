import Foundation

/// What a `UIAction` runs: the action itself, its `sender` set to whatever sent it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure a control runs for its events (iOS 14's `addAction(_:for:)`), that becomes a
/// button's primary action with its title and image (`UIButton(primaryAction:)`), or that a
/// menu shows as a row (iOS 13's menus).
///
/// A control holds its actions strongly: a handler that captures the control's owner
/// strongly makes a cycle, as in UIKit (capture `[weak self]`). A `UIMenuElement`, equal
/// only to itself.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// Names an action; a control keeps one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An identifier from its string, without the argument label.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The title a button made with this action shows, and its menu row.
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The image a button made with this action shows, and its menu row.
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// Unique per action unless given: adding an action whose identifier a control already
    /// has replaces the earlier one.
    public let identifier: Identifier
    /// A longer title for when the action is listed away from its menu (the keyboard
    /// shortcuts overlay, accessibility); nil uses `title`.
    open var discoverabilityTitle: String?
    /// Whether the action is disabled, destructive or hidden in a menu.
    open var attributes: UIMenuElement.Attributes = []
    /// Whether a menu shows the action checked.
    open var state: UIMenuElement.State = .off
    /// The object that sent the action most recently (the control, for a control's action).
    public private(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action running `handler`; without an `identifier`, it gets a unique one. (iOS 14's
    /// `init(title:image:identifier:handler:)` is this one with the defaults.)
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Hidden actions are left out of the menus they are in.
    override var isShownInMenu: Bool { !attributes.contains(.hidden) }

    /// Runs the handler with `sender` recorded as the action's sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }
}
