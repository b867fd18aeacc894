import Foundation

/// Draws a `CATextLayer`'s string over its bounds with the text engine: plain text in the
/// layer's font, size and colour; an attributed string with its own attributes over those.
/// Lines start at the top of the bounds and are clipped to them.
@MainActor
enum TextLayerPainter {
    /// Paints `style` into `cr`, whose matrix maps bounds coordinates, inside `bounds`, with
    /// the colours' alpha multiplied by `alpha`.
    static func paint(_ style: TextLayerStyle, in bounds: CGRect, into cr: OpaquePointer, alpha: CGFloat) {
        guard let content = style.content, !content.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = alignment(for: style.alignmentMode)
        paragraph.lineBreakMode = lineBreakMode(for: style)
        let color = style.foregroundColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font(for: style), .foregroundColor: UIColor(cgColor: color), .paragraphStyle: paragraph,
        ]
        let text: StyledText
        switch content {
        case .plain(let string):
            // Not through NSAttributedString: see `StyledText.init(string:attributes:)`.
            text = StyledText(string: string, attributes: attributes)
        case .attributed(let string):
            text = StyledText(string, under: attributes)
        }
        let context = CGContext(cairo: cr)
        context.setAlpha(alpha)
        // Unwrapped, untruncated lines are laid out unlimited and then placed across the
        // bounds by the alignment; the others are broken or ellipsized at the bounds' width.
        let fitsWidth = style.isWrapped || style.truncationMode != .none
        TextPainter.draw(text, wrapping: fitsWidth ? .width(bounds.width) : .none,
                         placement: .init(origin: bounds.origin, clip: bounds),
                         alignmentWidth: fitsWidth ? nil : bounds.width, into: context)
    }

    /// The layer's font at its `fontSize`: a given font resized, a named one if installed,
    /// else the system font (where Helvetica, the default, is missing).
    static func font(for style: TextLayerStyle) -> UIFont {
        switch style.font {
        case .font(let font):
            return font.withSize(style.fontSize)
        case .name(let name):
            return UIFont(name: name, size: style.fontSize) ?? UIFont.systemFont(ofSize: style.fontSize)
        }
    }

    private static func alignment(for mode: CATextLayerAlignmentMode) -> NSTextAlignment {
        switch mode {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }

    private static func lineBreakMode(for style: TextLayerStyle) -> NSLineBreakMode {
        if style.isWrapped { return .byWordWrapping }
        switch style.truncationMode {
        case .start: return .byTruncatingHead
        case .middle: return .byTruncatingMiddle
        case .end: return .byTruncatingTail
        default: return .byClipping
        }
    }
}
