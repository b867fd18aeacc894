import Foundation

/// An action shown as a button when the user swipes a table row: its title or image on a
/// coloured background, and the handler that performs it.
///
/// A destructive action is red unless given another `backgroundColor`; a normal one is grey.
/// The handler gets the action, the button that shows it, and a completion to call when the
/// action is done (true) or was not done (false); either closes the row's swipe.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// What an action does, which sets its default colour.
    public enum Style: Int, Sendable {
        /// An ordinary action: a grey button.
        case normal = 0
        /// An action that deletes data: a red button.
        case destructive = 1
    }

    /// What runs when the user chooses the action: the action, the view showing it, and the
    /// completion to call with whether the action was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The action's style, fixed at creation.
    public let style: Style
    /// What runs when the user chooses the action.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's image, shown above the title when both are set.
    open var image: UIImage?
    /// The button's background: red for a destructive action, grey for a normal one, unless set.
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? (style == .destructive ? .systemRed : .systemGray) }
        set { backgroundColorStorage = newValue }
    }
    private var backgroundColorStorage: UIColor?

    /// An action of the given style, title and handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
