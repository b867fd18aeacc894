import Foundation

/// Read-only text, drawn through Pango: one line by default, or several with
/// `numberOfLines` 0 (any number) or N.
///
/// Setting `text` styles the whole string with `font`, `textColor`, `textAlignment` and
/// `lineBreakMode`. Setting `attributedText` uses its attributes, with the label's font and
/// colour for runs that have none. The text is centred vertically in the bounds, as in UIKit.
@preconcurrency @MainActor
open class UILabel: UIView {
    private var plainText: String?
    private var styledText: NSAttributedString?

    /// The string shown.
    open var text: String? {
        get { styledText?.string ?? plainText }
        set {
            // Setting what is already shown changes nothing, as in UIKit; invalidating anyway
            // would make a label set from layoutSubviews lay its superview out forever.
            guard styledText != nil || plainText != newValue else { return }
            plainText = newValue
            styledText = nil
            textDidChange()
        }
    }

    /// The string shown, with its own attributes.
    open var attributedText: NSAttributedString? {
        get { styledText ?? plainText.map { NSAttributedString(string: $0, attributes: defaultAttributes) } }
        set {
            styledText = newValue
            plainText = nil
            textDidChange()
        }
    }

    /// The font for text without one of its own (default: the 17-point system font).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            guard font != oldValue else { return }
            categoryScaleAtFontAssignment = UIContentSizeCategory.current.textScaleFactor
            textDidChange()
        }
    }

    /// The colour for text without one of its own (default: label black).
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            setNeedsDisplay()
        }
    }

    /// How the text is aligned between the label's edges.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// The most lines shown; 0 means as many as the text needs.
    open var numberOfLines = 1 { didSet { textDidChange() } }

    /// How text that does not fit is wrapped or truncated.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }

    /// The width a multi-line label wraps at for its intrinsic size; 0 (the default) wraps at
    /// the width its constraints gave it in the last layout pass, as UIKit does since iOS 8.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if !preferredMaxLayoutWidth.isFinite || preferredMaxLayoutWidth < 0 {
                UIView.refuse("preferredMaxLayoutWidth = \(preferredMaxLayoutWidth)")
                preferredMaxLayoutWidth = oldValue
                return
            }
            if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The width the current intrinsic size wrapped at (automatic wrapping).
    private var intrinsicWrapWidth: CGFloat?

    /// Whether the font follows the user's text size setting as it changes, scaled from the
    /// category in force when `font` was set.
    open var adjustsFontForContentSizeCategory = false { didSet { textDidChange() } }

    private var categoryScaleAtFontAssignment = UIContentSizeCategory.current.textScaleFactor

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel()
        decodeLabel(from: coder)
    }

    /// UIKit's label defaults: see-through, not touchable, redrawn on every size change.
    private func configureLabel() {
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    override class var redrawsOnEveryBoundsChange: Bool { true }

    // MARK: Drawing and sizing

    open override func draw(_ rect: CGRect) {
        drawText(in: textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines))
    }

    /// Draws the text in `rect`; override to change where or how it is drawn.
    open func drawText(in rect: CGRect) {
        displayedText?.draw(in: rect)
    }

    /// Where the text goes within `bounds`: full width, its own height (limited to
    /// `numberOfLines`), centred vertically.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = measuredSize(width: bounds.width, lines: numberOfLines)
        let height = Swift.min(size.height, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    /// The text's size: one line unwrapped, or several wrapped at `preferredMaxLayoutWidth`
    /// (or the label's current width when that is 0); zero without text.
    open override var intrinsicContentSize: CGSize {
        guard numberOfLines != 1 else { return measuredSize(width: 0, lines: 1) }
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
        intrinsicWrapWidth = width
        return measuredSize(width: width, lines: numberOfLines)
    }

    /// A multi-line label wrapping at its own width asks for its height again when layout
    /// gave it a new width (the second pass UIKit also makes).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, let wrapped = intrinsicWrapWidth, wrapped != bounds.width {
            // Once per reading: until something reads the size again there is nothing to redo.
            intrinsicWrapWidth = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The text is centred vertically, so the baselines sit half the text's height either
    /// side of the middle.
    override func baselineLocation(last: Bool) -> BaselineLocation {
        let textHeight = measuredSize(width: numberOfLines == 1 ? 0 : bounds.width, lines: numberOfLines).height
        let font = effectiveFont
        if last {
            return BaselineLocation(fractionOfHeight: 0.5, offset: textHeight / 2 - (font.lineHeight - font.ascender))
        }
        return BaselineLocation(fractionOfHeight: 0.5, offset: -textHeight / 2 + font.ascender)
    }

    /// The text's size: unwrapped for one line, wrapped to `size.width` otherwise.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 ? 0 : size.width
        return measuredSize(width: width, lines: numberOfLines)
    }

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory else { return }
        textDidChange()
    }

    // MARK: Private

    /// The label's own font, scaled for a text size change when asked to follow it.
    private var effectiveFont: UIFont {
        guard adjustsFontForContentSizeCategory, categoryScaleAtFontAssignment > 0 else { return font }
        let factor = UIContentSizeCategory.current.textScaleFactor / categoryScaleAtFontAssignment
        return factor == 1 ? font : font.withSize(font.pointSize * factor)
    }

    private var defaultAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        // In a right-to-left view the text runs right to left and natural means right; text
        // whose own paragraph style fixes a direction keeps it.
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { paragraph.baseWritingDirection = .rightToLeft }
        // A multi-line label wraps at words whatever its mode, as UIKit's does: truncation
        // only shortens the last line it has room for. (Drawn alone, a truncating string is
        // one line per paragraph.)
        let truncates = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(lineBreakMode)
        paragraph.lineBreakMode = numberOfLines != 1 && truncates ? .byWordWrapping : lineBreakMode
        return [.font: effectiveFont, .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: paragraph]
    }

    /// What is drawn: the attributed text with the label's defaults under its own
    /// attributes. Flattened directly rather than through a merged `NSAttributedString`,
    /// which Foundation would leak on every draw and measure (see `StyledText`).
    private var displayedText: StyledText? {
        guard let styledText else { return plainText.map { StyledText(string: $0, attributes: defaultAttributes) } }
        return StyledText(styledText, under: defaultAttributes)
    }

    private func measuredSize(width: CGFloat, lines: Int) -> CGSize {
        guard let text = displayedText, !text.isEmpty else { return .zero }
        let wrapping: TextLayout.Wrapping = width > 0 && !width.isNaN ? .width(width) : .none
        // Text whose every font is zero-size draws nothing and takes no room (UIFont makes
        // NaN and negative sizes zero).
        guard text.runs.contains(where: { $0.font.pointSize > 0 }) else { return .zero }
        let extents = TextLayout.measure(text, wrapping: wrapping)
        var height = extents.logical.height
        // Limited to its first lines, each as tall as its own text makes it: an attributed
        // label's 64-point emoji is 75 points tall whatever the label's own font.
        if lines > 0, extents.lineCount > lines {
            height = TextLayout.heightOfFirstLines(text, wrapping: wrapping, count: lines)
        }
        return CGSize(width: extents.logical.width.rounded(.up), height: height.rounded(.up))
    }

    private func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }
}
