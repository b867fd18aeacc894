import Foundation

/// A toolbar's look (iOS 13): the background and shadow of every bar appearance, and the look
/// of its plain and done buttons. A toolbar shows `scrollEdgeAppearance` at the scroll edge,
/// `compactAppearance` in a compact height, else `standardAppearance`.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
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

    private var buttonStorage = UIBarButtonItemAppearance(style: .plain)
    private var doneButtonStorage = UIBarButtonItemAppearance(style: .done)

    /// An appearance with the default background for `idiom` and the default button looks.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance with the background of `barAppearance`, and its button looks when it is
    /// a toolbar's.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let toolbar = barAppearance as? UIToolbarAppearance {
            buttonStorage = toolbar.buttonStorage.copied()
            doneButtonStorage = toolbar.doneButtonStorage.copied()
        }
    }
}
