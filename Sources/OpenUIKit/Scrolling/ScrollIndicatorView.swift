import Foundation

/// One of a scroll view's two indicators: a rounded bar showing which part of the content is
/// in view. It takes no touches; its scroll view places it and fades it.
@MainActor
final class ScrollIndicatorView: UIView {
    /// The bar's thickness, in points, as iOS draws it.
    static let thickness: CGFloat = 3
    /// How far the bar keeps from the scroll view's edges, in points.
    static let edgeInset: CGFloat = 3
    /// The shortest the bar gets while the content is in view, in points.
    static let minimumLength: CGFloat = 36
    /// The shortest the bar gets while the content is pulled past an edge, in points.
    static let minimumCompressedLength: CGFloat = 7

    init(style: UIScrollView.IndicatorStyle) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        alpha = 0
        layer.cornerRadius = ScrollIndicatorView.thickness / 2
        apply(style)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        alpha = 0
        layer.cornerRadius = ScrollIndicatorView.thickness / 2
        apply(.default)
    }

    /// The bar's colour for `style`: black or white at 35 % opacity, as iOS's bars are.
    func apply(_ style: UIScrollView.IndicatorStyle) {
        switch style {
        case .default, .black: backgroundColor = UIColor(white: 0, alpha: 0.35)
        case .white: backgroundColor = UIColor(white: 1, alpha: 0.35)
        }
    }

    /// The bar's position and length along a track: `visible` of `content` points is in
    /// view, starting `offset` points into it, on a track `track` points long. Past either
    /// end, the bar shortens by the overshoot, as iOS's does.
    static func span(offset: CGFloat, visible: CGFloat, content: CGFloat, track: CGFloat) -> (start: CGFloat, length: CGFloat) {
        guard content > 0, track > 0 else { return (0, 0) }
        var length = Swift.max(minimumLength, track * Swift.min(1, visible / content))
        let scrollable = content - visible
        var overshoot: CGFloat = 0
        if offset < 0 { overshoot = -offset }
        if offset > scrollable { overshoot = offset - Swift.max(0, scrollable) }
        length = Swift.min(track, Swift.max(minimumCompressedLength, length - overshoot))
        let fraction = scrollable > 0 ? Swift.min(1, Swift.max(0, offset / scrollable)) : 0
        return ((track - length) * fraction, length)
    }
}
