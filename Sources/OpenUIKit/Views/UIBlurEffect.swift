import Foundation

/// An effect that blurs what lies behind the view showing it, then tints it: iOS's
/// translucent bars, sheets and panels.
///
/// Each `UIBlurEffect.Style` names a look: how far the blur spreads, how much it saturates
/// colours, and the grey laid over it (see the style's constants). The adaptive styles
/// (`regular`, `prominent` and the system materials without Light or Dark in their name)
/// follow the view's `userInterfaceStyle`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The look this effect has.
    let style: Style

    /// A blur effect with the look `style` names.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    private static let styleKey = "UIBlurEffectStyle"

    /// A blur effect read back from what ``encode(with:)`` wrote; one with a style number
    /// that is none of UIKit's is nil, with a warning.
    public required init?(coder: NSCoder) {
        let raw = coder.containsValue(forKey: Self.styleKey) ? coder.decodeInteger(forKey: Self.styleKey) : Style.regular.rawValue
        guard let style = Style(rawValue: raw) else {
            Diagnostics.warn("UIBlurEffect: the archived style \(raw) is none of UIBlurEffect.Style's; the effect is not decoded",
                             once: "UIBlurEffect.decode.\(raw)")
            return nil
        }
        self.style = style
        super.init(coder: coder)
    }

    /// Writes the style's number.
    open override func encode(with coder: NSCoder) {
        coder.encode(style.rawValue, forKey: Self.styleKey)
    }

    /// Equal to another blur effect of the same style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return type(of: other) == type(of: self) && other.style == style
    }

    /// A hash of the style, equal for equal effects.
    open override var hash: Int { style.rawValue.hashValue }

    /// The style, for logs.
    open override var description: String { "<UIBlurEffect style: \(style.name)>" }

    override func backdropStyle(for appearance: UIUserInterfaceStyle) -> BackdropStyle {
        style.backdrop(for: appearance)
    }
}
