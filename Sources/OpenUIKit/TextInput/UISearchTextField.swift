import Foundation

/// The text field of a search bar (iOS 13): a rounded grey field with a magnifying glass at
/// its leading edge, a grey placeholder and a clear button while it has text.
///
/// It edits as any `UITextField` does (keys, selection, input methods, copy and paste); a
/// search bar's field reports to its bar, which tells the bar's delegate. Tokens are not
/// supported.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The field's height in a search bar, in points (iOS 13's).
    static let standardHeight: CGFloat = 36
    /// The rounded fill's corner radius, in points.
    static let cornerRadius: CGFloat = 10
    /// Where the magnifying glass starts, in points from the field's leading edge.
    static let glyphInset: CGFloat = 8
    /// The magnifying glass's side, in points.
    static let glyphSide: CGFloat = 16
    /// Space between the magnifying glass and the text, in points.
    static let glyphTextGap: CGFloat = 5
    /// The field's fill: iOS's `tertiarySystemFill`, a see-through grey.
    static let fillColor = UIColor(red255: 118, green: 118, blue: 128, alpha: 0.12)
    /// The placeholder's and the magnifying glass's grey: iOS's `secondaryLabel`.
    static let secondaryColor = UIColor.secondaryLabel

    /// A search field with the magnifying glass, the clear button while there is text, and
    /// no border (the rounded fill is the field's own).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    /// A search field decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        borderStyle = .none
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        // The system symbol's template image, tinted the secondary grey.
        let glyph = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glyph.tintColor = Self.secondaryColor
        glyph.contentMode = .scaleAspectFit
        leftView = glyph
        leftViewMode = .always
    }

    // MARK: Geometry

    /// The magnifying glass: `glyphInset` in from the leading edge, centred vertically.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.glyphSide
        return CGRect(x: bounds.minX + Self.glyphInset, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    /// The text starts a little after the magnifying glass.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.textRect(forBounds: bounds)
        let gap = leftView != nil && leftViewMode != .never ? Self.glyphTextGap : Self.glyphInset
        return CGRect(x: rect.minX + gap, y: rect.minY, width: max(0, rect.width - gap), height: rect.height)
    }

    /// A search field's own height, whatever its font.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width, height: Self.standardHeight)
    }

    // MARK: Drawing

    /// The rounded grey fill (unless a background colour is set), then the text or placeholder.
    open override func draw(_ rect: CGRect) {
        if backgroundColor == nil {
            Self.fillColor.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
        }
        super.draw(rect)
    }

    /// The placeholder in the secondary grey, as iOS's search fields show it.
    open override func drawPlaceholder(in rect: CGRect) {
        guard let placeholder, let context = UIGraphicsGetCurrentContext() else { return }
        let attributes: [NSAttributedString.Key: Any] = [.font: font ?? Self.defaultFont, .foregroundColor: Self.secondaryColor]
        let size = placeholder.size(withAttributes: attributes)
        let x = visualTextAlignment == .right ? rect.maxX - size.width : rect.minX
        context.saveGState()
        context.clip(to: rect)
        placeholder.draw(at: CGPoint(x: max(rect.minX, x.rounded()), y: (rect.midY - size.height / 2).rounded()), withAttributes: attributes)
        context.restoreGState()
    }
}
