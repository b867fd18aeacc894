import Foundation

/// A navigation bar's look (iOS 13): the background and shadow of every bar appearance, and
/// the attributes of the title and the large title, and the look of its buttons. A bar shows its top item's appearance for
/// its state, else its own: `scrollEdgeAppearance` while the content is scrolled to its top,
/// `compactAppearance` in a compact height, else `standardAppearance`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (font, foreground colour), over the bar's standard title font.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (font, foreground colour), over the standard large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The look of plain buttons.
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { buttonStorage }
        set { buttonStorage = newValue.copied() }
    }

    /// The look of `.done` buttons.
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { doneButtonStorage }
        set { doneButtonStorage = newValue.copied() }
    }

    /// The look of the back button (its title's colour and offset, and the image behind it;
    /// its font stays the bar's, which sizes it).
    open var backButtonAppearance: UIBarButtonItemAppearance {
        get { backButtonStorage }
        set { backButtonStorage = newValue.copied() }
    }

    private var buttonStorage = UIBarButtonItemAppearance(style: .plain)
    private var doneButtonStorage = UIBarButtonItemAppearance(style: .done)
    private var backButtonStorage = UIBarButtonItemAppearance(style: .plain)

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
            buttonStorage = navigation.buttonStorage.copied()
            doneButtonStorage = navigation.doneButtonStorage.copied()
            backButtonStorage = navigation.backButtonStorage.copied()
        }
    }
}
