import Foundation

/// How one kind of a bar's buttons look (iOS 13): plain, done or back buttons, with a
/// `UIBarButtonItemStateAppearance` for each state. A toolbar's or navigation bar's
/// appearance holds one per kind.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The look of buttons that are neither pressed nor disabled.
    public let normal = UIBarButtonItemStateAppearance()
    /// The look of a button while it is pressed.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The look of disabled buttons.
    public let disabled = UIBarButtonItemStateAppearance()

    /// The item style whose default font (semibold for `.done`) titles use when no attributes
    /// give one.
    private(set) var style: UIBarButtonItem.Style

    /// An appearance with the defaults of plain buttons.
    public convenience override init() {
        self.init(style: .plain)
    }

    /// An appearance with the defaults of buttons of `style`.
    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
    }

    /// Puts back the defaults of `style` in every state.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        self.style = style
        for state in [normal, highlighted, disabled] { state.reset() }
    }

    /// A copy of the appearance and its states (`NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        copied()
    }

    /// A copy of the appearance and its states.
    func copied() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal.take(normal)
        copy.highlighted.take(highlighted)
        copy.disabled.take(disabled)
        return copy
    }

    /// The state appearance for a button that is `enabled` and `highlighted`.
    func state(enabled: Bool, highlighted isHighlighted: Bool) -> UIBarButtonItemStateAppearance {
        if !enabled { return disabled }
        return isHighlighted ? highlighted : normal
    }
}
