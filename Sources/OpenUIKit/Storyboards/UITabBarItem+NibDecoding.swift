import Foundation

/// What a tab bar item reads from its storyboard or xib element.
extension UITabBarItem {
    /// Interface Builder's `systemItem=` names: `UITabBarItem.SystemItem`'s cases.
    static let nibSystemItems: [String: SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
        "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search, "downloads": .downloads,
        "mostRecent": .mostRecent, "mostViewed": .mostViewed,
    ]

    /// Decodes the bar item's values, then the system item, the selected image and the badge.
    func decodeTabBarItem(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        decodeBarItem(from: coder)
        let element = coder.element
        if let name = element["systemItem"] {
            if let item = UITabBarItem.nibSystemItems[name] { systemItem = item } else {
                coder.loader.warn("systemItem=\"\(MessageText.quoted(name))\" is not a tab bar system item; the item shows its title and image", at: element)
            }
        }
        if let name = element["selectedImage"] { selectedImage = coder.loader.image(named: name, at: element) }
        if let badge = coder.string("badgeValue") { badgeValue = badge }
        if let color = coder.color("badgeColor") { badgeColor = color }
    }
}
