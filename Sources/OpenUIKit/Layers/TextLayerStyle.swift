import Foundation

/// What a `CATextLayer` draws, as one value in its `LayerState`, so that the model and the
/// presentation (mid-animation: `fontSize` and `foregroundColor` animate) each have their
/// own and the compositor reads the one shown.
struct TextLayerStyle: Equatable {
    /// The layer's `string`: plain text takes the layer's font, size and colour; an
    /// attributed string keeps its own attributes, those it lacks taken from the layer.
    enum Content: Equatable {
        case plain(String)
        case attributed(NSAttributedString)

        var isEmpty: Bool {
            switch self {
            case .plain(let text): text.isEmpty
            case .attributed(let text): text.length == 0
            }
        }
    }

    /// What the layer's `font` was set to: a font (whose size `fontSize` replaces, as in Core
    /// Animation) or a font's name.
    enum Font: Equatable {
        case font(UIFont)
        case name(String)
    }

    /// Core Animation's defaults: Helvetica at 36 points, in opaque white.
    static let defaultFontName = "Helvetica"
    static let defaultFontSize: CGFloat = 36

    var content: Content?
    var font: Font = .name(TextLayerStyle.defaultFontName)
    var fontSize: CGFloat = TextLayerStyle.defaultFontSize
    var foregroundColor: CGColor? = .white
    var isWrapped = false
    var truncationMode: CATextLayerTruncationMode = .none
    var alignmentMode: CATextLayerAlignmentMode = .natural

    /// Whether there is any text to draw.
    var isVisible: Bool {
        guard let content else { return false }
        return !content.isEmpty
    }
}
