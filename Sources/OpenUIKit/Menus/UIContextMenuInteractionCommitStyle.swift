import Foundation

/// How a context menu goes away when its preview is tapped.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview settles back into place, as when the menu is dismissed.
    case dismiss = 0
    /// The preview grows into the view controller the app shows next.
    case pop = 1
}
