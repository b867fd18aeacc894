import Foundation

/// An effect for the content of a view over a blur: the views in its `contentView` keep
/// their shapes but take on some of the colour of what is behind them, as iOS's vibrant
/// labels and separators on a blurred panel do.
///
/// Put the vibrancy effect view inside a blur effect view's `contentView`, with the same
/// blur effect: what shows through is then already blurred. Drawn here as the content's
/// colour with a fraction of it (`UIVibrancyEffectStyle`'s amount, or
/// `defaultVibrancyAmount` for the iOS 8 form) replaced by the pixels under it.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur effect this vibrancy is meant to sit on.
    let blurEffect: UIBlurEffect
    /// The iOS 13 style; nil for the iOS 8 form, `init(blurEffect:)`.
    let vibrancyStyle: UIVibrancyEffectStyle?

    /// The fraction of the content's colour the iOS 8 form replaces, between the label and
    /// secondary label styles', as its single look was.
    static let defaultVibrancyAmount: CGFloat = 0.4

    /// A vibrancy effect for content over `blurEffect` (iOS 8).
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        vibrancyStyle = nil
        super.init()
    }

    /// A vibrancy effect of `style` for content over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        vibrancyStyle = style
        super.init()
    }

    private static let blurStyleKey = "UIVibrancyEffectBlurStyle"
    private static let vibrancyStyleKey = "UIVibrancyEffectStyle"

    /// A vibrancy effect read back from what ``encode(with:)`` wrote; nil, with a warning,
    /// when a style number is none of UIKit's.
    public required init?(coder: NSCoder) {
        let blurRaw = coder.containsValue(forKey: Self.blurStyleKey) ? coder.decodeInteger(forKey: Self.blurStyleKey)
            : UIBlurEffect.Style.regular.rawValue
        guard let blur = UIBlurEffect.Style(rawValue: blurRaw) else {
            Diagnostics.warn("UIVibrancyEffect: the archived blur style \(blurRaw) is none of UIBlurEffect.Style's; the effect is not decoded",
                             once: "UIVibrancyEffect.decode.blur.\(blurRaw)")
            return nil
        }
        blurEffect = UIBlurEffect(style: blur)
        if coder.containsValue(forKey: Self.vibrancyStyleKey) {
            let raw = coder.decodeInteger(forKey: Self.vibrancyStyleKey)
            guard let style = UIVibrancyEffectStyle(rawValue: raw) else {
                Diagnostics.warn("UIVibrancyEffect: the archived style \(raw) is none of UIVibrancyEffectStyle's; the effect is not decoded",
                                 once: "UIVibrancyEffect.decode.\(raw)")
                return nil
            }
            vibrancyStyle = style
        } else {
            vibrancyStyle = nil
        }
        super.init(coder: coder)
    }

    /// Writes the blur's style and, for the iOS 13 form, the vibrancy style.
    open override func encode(with coder: NSCoder) {
        coder.encode(blurEffect.style.rawValue, forKey: Self.blurStyleKey)
        if let vibrancyStyle { coder.encode(vibrancyStyle.rawValue, forKey: Self.vibrancyStyleKey) }
    }

    /// Equal to another vibrancy effect over the same blur with the same style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return type(of: other) == type(of: self) && other.blurEffect.style == blurEffect.style && other.vibrancyStyle == vibrancyStyle
    }

    /// A hash of the styles, equal for equal effects.
    open override var hash: Int { blurEffect.style.rawValue &* 31 &+ (vibrancyStyle?.rawValue ?? -1) }

    /// The styles, for logs.
    open override var description: String {
        "<UIVibrancyEffect blurStyle: \(blurEffect.style.name) style: \(vibrancyStyle?.name ?? "default")>"
    }

    /// The fraction of the content's colour replaced by the backdrop's.
    var vibrancyAmount: CGFloat { vibrancyStyle?.vibrancyAmount ?? UIVibrancyEffect.defaultVibrancyAmount }

    override func backdropStyle(for style: UIUserInterfaceStyle) -> BackdropStyle {
        BackdropStyle(vibrancy: vibrancyAmount)
    }
}
