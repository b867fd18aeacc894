import Foundation

/// What a `UIAction` runs: the action itself, its `sender` set to whatever sent it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure a control runs for its events (iOS 14's `addAction(_:for:)`), or that becomes a
/// button's primary action with its title and image (`UIButton(primaryAction:)`).
///
/// A control holds its actions strongly: a handler that captures the control's owner
/// strongly makes a cycle, as in UIKit (capture `[weak self]`). An `NSObject` (UIKit's is a
/// `UIMenuElement`), equal only to itself.
@MainActor
open class UIAction: NSObject {
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

    /// The title a button made with this action shows.
    public var title: String
    /// The image a button made with this action shows.
    public var image: UIImage?
    /// Unique per action unless given: adding an action whose identifier a control already
    /// has replaces the earlier one.
    public let identifier: Identifier
    /// The object that sent the action most recently (the control, for a control's action).
    public private(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action running `handler`; without an `identifier`, it gets a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` recorded as the action's sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }
}
