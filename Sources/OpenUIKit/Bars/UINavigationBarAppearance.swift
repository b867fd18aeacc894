import Foundation

/// A navigation bar's look (iOS 13): the background and shadow of every bar appearance, and
/// the attributes of the title and the large title. A bar shows its top item's appearance for
/// its state, else its own: `scrollEdgeAppearance` while the content is scrolled to its top,
/// `compactAppearance` in a compact height, else `standardAppearance`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (font, foreground colour), over the bar's standard title font.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (font, foreground colour), over the standard large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// An appearance with the default background for `idiom`, and no title attributes.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance with the background of `barAppearance`, and its title attributes when it
    /// is a navigation bar's.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
    }
}
