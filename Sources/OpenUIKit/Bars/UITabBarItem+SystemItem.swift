import Foundation

extension UITabBarItem {
    /// The system's standard tab bar items, with UIKit's raw values. Each has the system's
    /// English title and a glyph OpenUIKit draws itself.
    public enum SystemItem: Int, Sendable {
        /// Three dots: "More".
        case more = 0
        /// A star: "Favorites".
        case favorites = 1
        /// A star: "Featured".
        case featured = 2
        /// A star: "Top Rated".
        case topRated = 3
        /// A clock: "Recents".
        case recents = 4
        /// A person in a circle: "Contacts".
        case contacts = 5
        /// A clock: "History".
        case history = 6
        /// An open book: "Bookmarks".
        case bookmarks = 7
        /// A magnifying glass: "Search".
        case search = 8
        /// An arrow into a tray: "Downloads".
        case downloads = 9
        /// A clock: "Most Recent".
        case mostRecent = 10
        /// A list: "Most Viewed".
        case mostViewed = 11

        /// The title the system shows (English, the system's default localization).
        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }
}
