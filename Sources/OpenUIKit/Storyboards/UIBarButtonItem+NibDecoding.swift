import Foundation

/// What a bar button item reads from its storyboard or xib element.
extension UIBarButtonItem {
    /// Interface Builder's `systemItem=` names: `UIBarButtonItem.SystemItem`'s cases.
    static let nibSystemItems: [String: SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
        "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
        "pageCurl": .pageCurl, "close": .close,
    ]

    /// Interface Builder's `style=` names.
    static let nibStyles: [String: Style] = ["plain": .plain, "bordered": .bordered, "done": .done]

    /// Decodes the bar item's values, then the system item (whose style is UIKit's for it
    /// unless `style=` says otherwise), the style, `width`, the tint colour, a `customView`
    /// and the `<menu key="menu">`. The action and segues are connections, made after every object exists.
    func decodeBarButtonItem(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        decodeBarItem(from: coder)
        let element = coder.element
        if let name = element["systemItem"] {
            if let item = UIBarButtonItem.nibSystemItems[name] {
                systemItem = item
                style = item.isProminent ? .done : .plain
            } else {
                coder.loader.warn("systemItem=\"\(MessageText.quoted(name))\" is not a bar button system item; the item shows its title", at: element)
            }
        }
        if let name = element["style"] {
            if let style = UIBarButtonItem.nibStyles[name] { self.style = style } else {
                coder.loader.warn("style=\"\(MessageText.quoted(name))\" is not a bar button item style", at: element)
            }
        }
        if let width = coder.number("width") { self.width = CGFloat(width) }
        if let color = coder.color("tintColor") { tintColor = color }
        if let view = coder.decodeObject(forKey: "customView") as? UIView { customView = view }
        if let menuElement = element.child("menu", key: "menu") {
            menu = UIMenu.decodeNibMenu(menuElement, loader: coder.loader)
        }
    }
}
