import Foundation

/// What a visual effect view reads from its `<visualEffectView>` element: the
/// `<view key="contentView">` its subviews are in, and its effect, a
/// `<blurEffect style="…"/>` or a `<vibrancyEffect style="…">` holding the
/// `<blurEffect>` it sits on.
extension UIVisualEffectView {
    /// The `<view key="contentView">` with its subviews, or nil.
    static func decodedContentView(from coder: NSCoder) -> UIView? {
        (coder as? NibCoder)?.makeView(key: "contentView")
    }

    /// The effect the element names; nil for none, or (with a warning) for a style that is
    /// none of UIKit's.
    static func decodedEffect(from coder: NSCoder) -> UIVisualEffect? {
        guard let coder = coder as? NibCoder else { return nil }
        let element = coder.element
        if let vibrancy = element.child("vibrancyEffect") {
            guard let blurElement = vibrancy.child("blurEffect"), let blur = decodedBlurEffect(blurElement, coder: coder) else {
                coder.loader.warn("a <vibrancyEffect> without a <blurEffect> of a known style is left out", at: vibrancy)
                return nil
            }
            guard let name = vibrancy["style"] else { return UIVibrancyEffect(blurEffect: blur) }
            guard let style = vibrancyStyles[name] else {
                coder.loader.warn("<vibrancyEffect style=\"\(MessageText.quoted(name))\"> is not a vibrancy effect style; the iOS 8 vibrancy is used",
                                  at: vibrancy)
                return UIVibrancyEffect(blurEffect: blur)
            }
            return UIVibrancyEffect(blurEffect: blur, style: style)
        }
        if let blurElement = element.child("blurEffect") { return decodedBlurEffect(blurElement, coder: coder) }
        return nil
    }

    /// Interface Builder's `style=` names of blur effects: the Swift case names.
    static let blurStyles: [String: UIBlurEffect.Style] = Dictionary(uniqueKeysWithValues: UIBlurEffect.Style.all.map { ($0.name, $0) })

    /// Interface Builder's `style=` names of vibrancy effects.
    static let vibrancyStyles: [String: UIVibrancyEffectStyle] = Dictionary(uniqueKeysWithValues: (0...7).compactMap {
        UIVibrancyEffectStyle(rawValue: $0).map { ($0.name, $0) }
    })

    /// The blur effect `<blurEffect style="…"/>` names (`regular` when it names none).
    private static func decodedBlurEffect(_ element: IBElement, coder: NibCoder) -> UIBlurEffect? {
        guard let name = element["style"] else { return UIBlurEffect(style: .regular) }
        guard let style = blurStyles[name] else {
            coder.loader.warn("<blurEffect style=\"\(MessageText.quoted(name))\"> is not a blur effect style; the view shows no effect", at: element)
            return nil
        }
        return UIBlurEffect(style: style)
    }
}
