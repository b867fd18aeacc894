import Foundation

/// How strongly a vibrancy effect (iOS 13) pulls its content toward what is behind: the
/// label styles for text, the fills for shapes, the separator for hairlines.
///
/// What is drawn is the content's colour with a fraction of it replaced by the blurred
/// backdrop under it (`vibrancyAmount`); the fainter styles replace more.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary text.
    case label = 0
    /// Secondary text.
    case secondaryLabel = 1
    /// Tertiary text.
    case tertiaryLabel = 2
    /// Quaternary text.
    case quaternaryLabel = 3
    /// Large filled shapes.
    case fill = 4
    /// Medium filled shapes.
    case secondaryFill = 5
    /// Small filled shapes.
    case tertiaryFill = 6
    /// Separator lines.
    case separator = 7
}

extension UIVibrancyEffectStyle {
    /// The case's name, as Swift and Interface Builder's `style=` spell it.
    var name: String {
        switch self {
        case .label: "label"
        case .secondaryLabel: "secondaryLabel"
        case .tertiaryLabel: "tertiaryLabel"
        case .quaternaryLabel: "quaternaryLabel"
        case .fill: "fill"
        case .secondaryFill: "secondaryFill"
        case .tertiaryFill: "tertiaryFill"
        case .separator: "separator"
        }
    }

    /// The fraction (0…1) of the content's colour replaced by the backdrop's.
    var vibrancyAmount: CGFloat {
        switch self {
        case .label: 0.35
        case .secondaryLabel: 0.5
        case .tertiaryLabel: 0.65
        case .quaternaryLabel: 0.75
        case .fill: 0.5
        case .secondaryFill: 0.6
        case .tertiaryFill: 0.7
        case .separator: 0.55
        }
    }
}
