import Foundation

/// Makes the view controller a context menu shows as its preview; nil shows the view the
/// interaction is on.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// Makes a context menu's menu from the system's suggested actions (none, here); nil shows
/// no menu under the preview.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: its preview and its menu, each made only when the menu opens,
/// and an identifier the delegate can tell menus apart by.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier given, or a unique string.
    public let identifier: any NSCopying
    /// Makes the preview's view controller.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    public let actionProvider: UIContextMenuActionProvider?

    /// A configuration with its providers; without an `identifier`, it gets a unique one.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
