import Foundation

/// One line of editable text, drawn as iOS draws it: a border per `borderStyle`, the text or
/// a grey placeholder, an optional clear button and left and right views.
///
/// Clicking it (or `becomeFirstResponder()`) begins editing: it becomes its window's first
/// responder, a caret blinks, and keys edit the text (see `TextEditingCommand`): typing,
/// arrows with Shift and Ctrl, Home and End, Backspace and Delete, Ctrl-A/C/X/V, and
/// Ctrl-Z and Ctrl-Shift-Z through the responder chain's `undoManager`. A drag selects,
/// a double click selects a word and a triple click everything. Copy and paste go through
/// `UIPasteboard.general` (the X11 `CLIPBOARD`); a selection is also offered as the X11
/// `PRIMARY` selection. The delegate is asked before each change, and `.editingChanged`,
/// `.editingDidBegin`, `.editingDidEnd` and `.editingDidEndOnExit` are sent as in UIKit.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    // MARK: Metrics

    /// The font text fields use when none is set.
    static let defaultFont = UIFont.systemFont(ofSize: 17)
    /// Space between a bordered field's edge and its text, in points.
    static let borderedTextInset: CGFloat = 7
    /// The height a bordered field wants beyond its font's line height, in points (34 pt
    /// for the 17-point system font, iOS's usual field).
    static let borderedVerticalPadding: CGFloat = 13.5
    /// The rounded-rect style's corner radius, in points.
    static let roundedCornerRadius: CGFloat = 5
    /// The clear button's circle, in points.
    static let clearButtonSide: CGFloat = 19
    /// Space right of the clear button, in points.
    static let clearButtonMargin: CGFloat = 5
    /// The caret's width, in points.
    static let caretWidth: CGFloat = 2
    /// The smallest size `adjustsFontSizeToFitWidth` shrinks to when `minimumFontSize` is 0.
    static let smallestAdjustedFontSize: CGFloat = 6
    /// How strongly the selection is tinted: the tint colour at this alpha.
    static let selectionAlpha: CGFloat = 0.25
    /// The marked text's underline: its thickness, in points.
    static let markedTextUnderlineThickness: CGFloat = 1
    /// How far below the baseline the marked text's underline runs, in points.
    static let markedTextUnderlineGap: CGFloat = 2
    /// The rounded-rect border: a light grey, as iOS draws it.
    static let roundedBorderColor = UIColor(white: 0.8, alpha: 1)
    /// The line and bezel borders.
    static let lineBorderColor = UIColor(white: 0.25, alpha: 1)
    /// The placeholder's colour, iOS's `placeholderText`.
    static let placeholderColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)

    // MARK: Notifications

    /// Posted (object: the field) when editing begins.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after each change the user makes to the text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when editing ends.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    // MARK: State

    /// The text and selection being edited.
    var buffer = TextEditingBuffer(text: "")
    /// Whether the field is the first responder and editing.
    var editing = false
    /// The caret's view and its blinking.
    let caretBlinker: TextCaretBlinker
    /// How far the text is scrolled left so the caret stays visible, in points.
    private var scrollOffset: CGFloat = 0
    /// Caret positions of the displayed text, for the font they were measured with.
    private var caretOffsetCache: (text: String, font: UIFont, offsets: [CGFloat])?
    /// Whether the last edit was typing that the next typed characters join in one undo step.
    var typingRunIsOpen = false
    /// Keys whose press the field handled: their release is not passed on either.
    private var keysHandled: Set<UIKeyboardHIDUsage> = []
    /// While a drag selects: what its press selected, and in which units it extends.
    private var dragAnchor: (range: Range<Int>, granularity: TextSelectionGranularity)?
    /// The first responder's input views, as the app sets them.
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    /// Whether the next edit replaces the whole text: a secure field whose editing began
    /// with text in it, until its first edit or the end of editing.
    var secureTextAwaitsReplacement = false
    /// Whether Return is left to the key commands up the chain (an alert's default action)
    /// instead of being handled here.
    var leavesReturnToKeyCommands = false

    // MARK: Making

    /// A field with no text and no border.
    public override init(frame: CGRect) {
        caretBlinker = TextCaretBlinker(caret: UIView())
        super.init(frame: frame)
        setUpTextField()
    }

    /// A field decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        caretBlinker = TextCaretBlinker(caret: UIView())
        super.init(coder: coder)
        setUpTextField()
        decodeTextField(from: coder)
    }

    private func setUpTextField() {
        isOpaque = false
        contentVerticalAlignment = .center
        let caret = caretBlinker.caret
        caret.isUserInteractionEnabled = false
        caret.layer.cornerRadius = Self.caretWidth / 2
        caret.backgroundColor = tintColor
        addSubview(caret)
    }

    // MARK: Text

    /// The text shown; setting it does not ask the delegate or send events, as in UIKit, and
    /// puts the caret at the end. Never nil when read: an empty field reads "".
    open var text: String? {
        get { buffer.text }
        set {
            buffer = TextEditingBuffer(text: newValue ?? "")
            typingRunIsOpen = false
            textLayoutDidChange()
        }
    }

    /// The text with the field's font and colour as attributes; setting it keeps only its
    /// characters (styled runs are not drawn).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: buffer.text, attributes: textAttributes(font: font ?? Self.defaultFont)) }
        set { text = newValue?.string }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        didSet { setNeedsDisplay() }
    }

    /// The font of the text and placeholder; the 17-point system font by default.
    open var font: UIFont? = UITextField.defaultFont {
        didSet { textLayoutDidChange() }
    }

    /// The text's colour; `UIColor.label` by default.
    open var textColor: UIColor? = .label {
        didSet { setNeedsDisplay() }
    }

    /// How the text sits in the field horizontally.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textLayoutDidChange() }
    }

    /// The border drawn.
    open var borderStyle: BorderStyle = .none {
        didSet {
            textLayoutDidChange()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the text shrinks (down to `minimumFontSize`) to fit the field's width.
    open var adjustsFontSizeToFitWidth = false {
        didSet { textLayoutDidChange() }
    }

    /// The smallest font size `adjustsFontSizeToFitWidth` shrinks to.
    open var minimumFontSize: CGFloat = 0 {
        didSet { textLayoutDidChange() }
    }

    /// Whether the text is shown as dots and cannot be copied. As in UIKit, when editing
    /// begins again on a secure field that has text, the first character typed (or
    /// Backspace) replaces the whole text.
    open var isSecureTextEntry = false {
        didSet { textLayoutDidChange() }
    }

    // MARK: Input traits
    //
    // With a hardware keyboard no software keyboard shows, as on an iPad with one attached,
    // so these are kept for the app (and read from storyboards) but change nothing about
    // typing: see `UITextInputTraits`.

    /// When a software keyboard turns on Shift by itself; `.sentences` by default.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is autocorrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspellings are marked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether straight quotes become curly.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether two hyphens become a dash.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are fixed around pasted and deleted words.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The kind of software keyboard.
    open var keyboardType: UIKeyboardType = .default
    /// The software keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The software keyboard's Return key title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the software keyboard's Return key is disabled while the field is empty.
    open var enablesReturnKeyAutomatically = false
    /// What the text is for, for AutoFill; nil by default.
    open var textContentType: UITextContentType!

    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false

    /// When the clear button (a grey circled cross at the right) is shown; it shows only over
    /// text.
    open var clearButtonMode: ViewMode = .never {
        didSet { textLayoutDidChange() }
    }

    /// A view shown at the field's left edge, per `leftViewMode`.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }

    /// When `leftView` is shown.
    open var leftViewMode: ViewMode = .never {
        didSet { textLayoutDidChange() }
    }

    /// A view shown at the field's right edge, per `rightViewMode`.
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }

    /// When `rightView` is shown.
    open var rightViewMode: ViewMode = .never {
        didSet { textLayoutDidChange() }
    }

    /// Told before and after editing and each change.
    open weak var delegate: UITextFieldDelegate?

    /// The view shown in place of a software keyboard while the field edits: on the
    /// desktop, docked at the bottom of the window (`InputViewDock`).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// The view shown above the keyboard, or above `inputView`, while the field edits: on
    /// the desktop, docked at the bottom of the window (`InputViewDock`).
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    /// Whether the field is being edited (it is the first responder).
    open var isEditing: Bool { editing }

    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        textLayoutDidChange()
    }

    // MARK: Geometry (UIKit's overridable rects)

    /// The border's rect: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn when not editing: the bounds less the border's inset and the
    /// shown overlay views and clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = borderStyle == .none ? 0 : Self.borderedTextInset
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if leftView != nil, leftViewMode.shows(editing: editing) {
            let left = leftViewRect(forBounds: bounds)
            rect = rect.divided(atDistance: max(0, left.maxX - rect.minX), from: .minXEdge).remainder
        }
        let rightLimit: CGFloat
        if rightView != nil, rightViewMode.shows(editing: editing) {
            rightLimit = rightViewRect(forBounds: bounds).minX
        } else if showsClearButton {
            rightLimit = clearButtonRect(forBounds: bounds).minX
        } else {
            rightLimit = rect.maxX
        }
        rect.size.width = max(0, min(rect.maxX, rightLimit) - rect.minX)
        return rect
    }

    /// Where the placeholder is drawn: the text's rect.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text is drawn while editing: the text's rect.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rect, at the right, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let rightEdge = (rightView != nil && rightViewMode.shows(editing: editing)) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: rightEdge - Self.clearButtonMargin - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The left view's rect: its size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rect: its size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func overlaySize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        let size = view.bounds.size
        return size == .zero ? view.intrinsicContentSize.clampedToZero : size
    }

    /// Whether the clear button shows now: its mode allows it and there is text.
    var showsClearButton: Bool { clearButtonMode.shows(editing: editing) && !buffer.characters.isEmpty }

    /// The bordered look's height for the font; the text's size for an unbordered field.
    open override var intrinsicContentSize: CGSize {
        let font = font ?? Self.defaultFont
        let textWidth = (buffer.characters.isEmpty ? (placeholder ?? "") : displayedText).size(withAttributes: [.font: font]).width
        let inset = borderStyle == .none ? 0 : Self.borderedTextInset
        let height = font.lineHeight + (borderStyle == .none ? 0 : Self.borderedVerticalPadding)
        return CGSize(width: (textWidth + 2 * inset).rounded(.up), height: height.rounded(.up))
    }

    // MARK: What is drawn

    /// The characters drawn: the text, or a dot per character for secure entry.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: buffer.characters.count) : buffer.text
    }

    /// The font the text is drawn in: `font`, shrunk to fit when `adjustsFontSizeToFitWidth`.
    var displayFont: UIFont {
        let font = font ?? Self.defaultFont
        guard adjustsFontSizeToFitWidth, !buffer.characters.isEmpty else { return font }
        let available = textRect(forBounds: bounds).width
        let width = displayedText.size(withAttributes: [.font: font]).width
        guard width > available, width > 0, available > 0 else { return font }
        let smallest = minimumFontSize > 0 ? minimumFontSize : Self.smallestAdjustedFontSize
        return font.withSize(max(smallest, (font.pointSize * available / width).rounded(.down)))
    }

    func textAttributes(font: UIFont) -> [NSAttributedString.Key: Any] {
        [.font: font, .foregroundColor: textColor ?? UIColor.label]
    }

    /// The caret positions of the displayed text in `font`, measured once per text and font.
    func caretOffsets(font: UIFont) -> [CGFloat] {
        let shown = displayedText
        if let cache = caretOffsetCache, cache.text == shown, cache.font == font { return cache.offsets }
        let offsets = TextCaretOffsets.offsets(of: shown, attributes: [.font: font])
        caretOffsetCache = (shown, font, offsets)
        return offsets
    }

    /// Where the displayed text's left edge is, in the field's coordinates.
    func textOriginX(in rect: CGRect, offsets: [CGFloat]) -> CGFloat {
        // The text's width is its rightmost caret position: the last one for left-to-right
        // text, the first for right-to-left text, which ends at the left.
        let width = offsets.max() ?? 0
        guard width <= rect.width else { return rect.minX - scrollOffset }
        switch visualTextAlignment {
        case .center: return rect.minX + ((rect.width - width) / 2).rounded()
        case .right: return rect.maxX - width
        case .left, .natural, .justified: return rect.minX
        }
    }

    /// `textAlignment` with natural and justified as the side they mean on one line: the
    /// right in a right-to-left field (`effectiveUserInterfaceLayoutDirection`), else the left.
    var visualTextAlignment: NSTextAlignment {
        guard textAlignment == .natural || textAlignment == .justified else { return textAlignment }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }

    /// The character boundary nearest `point` (in the field's coordinates).
    func characterIndex(at point: CGPoint) -> Int {
        let rect = editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let offsets = caretOffsets(font: displayFont)
        return TextCaretOffsets.nearestIndex(to: point.x - textOriginX(in: rect, offsets: offsets), in: offsets)
    }

    /// Something that changes where text or caret are: measure and draw again.
    func textLayoutDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.isHidden = !leftViewMode.shows(editing: editing)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !rightViewMode.shows(editing: editing)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        placeCaret()
    }

    /// Scrolls the text so the caret shows, and moves the caret view there.
    private func placeCaret() {
        let font = displayFont
        let rect = editingRect(forBounds: bounds)
        let offsets = caretOffsets(font: font)
        let caretOffset = offsets[min(buffer.focus, offsets.count - 1)]
        let width = offsets.last ?? 0
        if width <= rect.width {
            scrollOffset = 0
        } else {
            if caretOffset - scrollOffset > rect.width - Self.caretWidth { scrollOffset = caretOffset - rect.width + Self.caretWidth }
            if caretOffset - scrollOffset < 0 { scrollOffset = caretOffset }
            scrollOffset = min(max(0, scrollOffset), width - rect.width + Self.caretWidth)
        }
        let x = textOriginX(in: rect, offsets: offsets) + caretOffset
        let height = font.lineHeight.rounded(.up)
        let caret = caretBlinker.caret
        caret.frame = CGRect(x: min(x, rect.maxX - Self.caretWidth / 2) - Self.caretWidth / 2, y: (rect.midY - height / 2).rounded(),
                             width: Self.caretWidth, height: height)
        // An empty selection shows the caret; a selection shows the tinted range instead.
        caret.alpha = buffer.selection.isEmpty ? 1 : 0
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretBlinker.caret.backgroundColor = tintColor
        setNeedsDisplay()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        drawBorder(in: borderRect(forBounds: bounds))
        if buffer.characters.isEmpty {
            if let placeholder, !placeholder.isEmpty {
                drawPlaceholder(in: placeholderRect(forBounds: bounds))
            }
        } else {
            drawText(in: editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    /// Draws the text (and, while editing, the selection behind it) in `rect`, clipped to it.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let font = displayFont
        let offsets = caretOffsets(font: font)
        let originX = textOriginX(in: rect, offsets: offsets)
        let lineHeight = displayedText.size(withAttributes: [.font: font]).height
        let top = (rect.midY - lineHeight / 2).rounded()
        context.saveGState()
        context.clip(to: rect)
        let selection = buffer.selection
        if editing, !selection.isEmpty {
            let start = offsets[min(selection.lowerBound, offsets.count - 1)]
            let end = offsets[min(selection.upperBound, offsets.count - 1)]
            let caretHeight = font.lineHeight.rounded(.up)
            context.setFillColor(tintColor.withAlphaComponent(Self.selectionAlpha).cgColor)
            context.fill(CGRect(x: originX + start, y: (rect.midY - caretHeight / 2).rounded(), width: end - start, height: caretHeight))
        }
        displayedText.draw(at: CGPoint(x: originX, y: top), withAttributes: textAttributes(font: font))
        if editing, let marked = buffer.markedRange, !marked.isEmpty {
            // The input method's provisional text, underlined in the text's colour.
            let start = offsets[min(marked.lowerBound, offsets.count - 1)]
            let end = offsets[min(marked.upperBound, offsets.count - 1)]
            context.setFillColor((textColor ?? UIColor.label).cgColor)
            context.fill(CGRect(x: originX + start, y: (top + font.ascender + Self.markedTextUnderlineGap).rounded(),
                                width: end - start, height: Self.markedTextUnderlineThickness))
        }
        context.restoreGState()
    }

    /// Draws the placeholder in `rect`, in the placeholder grey.
    open func drawPlaceholder(in rect: CGRect) {
        guard let placeholder, let context = UIGraphicsGetCurrentContext() else { return }
        let font = font ?? Self.defaultFont
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: Self.placeholderColor]
        let size = placeholder.size(withAttributes: attributes)
        var x = rect.minX
        switch visualTextAlignment {
        case .center: x = rect.midX - size.width / 2
        case .right: x = rect.maxX - size.width
        case .left, .natural, .justified: break
        }
        context.saveGState()
        context.clip(to: rect)
        placeholder.draw(at: CGPoint(x: max(rect.minX, x.rounded()), y: (rect.midY - size.height / 2).rounded()), withAttributes: attributes)
        context.restoreGState()
    }

    private func drawBorder(in rect: CGRect) {
        let hairline = 1 / max(1, contentScaleFactor)
        switch borderStyle {
        case .none:
            break
        case .line:
            let path = UIBezierPath(rect: rect.insetBy(dx: hairline / 2, dy: hairline / 2))
            path.lineWidth = hairline
            Self.lineBorderColor.setStroke()
            path.stroke()
        case .bezel:
            let path = UIBezierPath(rect: rect.insetBy(dx: hairline / 2, dy: hairline / 2))
            path.lineWidth = hairline
            UIColor(white: 0.6, alpha: 1).setStroke()
            path.stroke()
            // The top edge darker: the field looks sunk.
            let top = UIBezierPath(rect: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 2 * hairline))
            Self.lineBorderColor.setFill()
            top.fill()
        case .roundedRect:
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: hairline / 2, dy: hairline / 2), cornerRadius: Self.roundedCornerRadius)
            if backgroundColor == nil {
                UIColor.systemBackground.setFill()
                path.fill()
            }
            path.lineWidth = hairline
            Self.roundedBorderColor.setStroke()
            path.stroke()
        }
    }

    /// The clear button: a grey disc with a white cross, as iOS draws it.
    private func drawClearButton(in rect: CGRect) {
        let disc = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
        UIColor.systemGray2.setFill()
        disc.fill()
        let arm = rect.width * 0.18
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: rect.midX - arm, y: rect.midY - arm))
        cross.addLine(to: CGPoint(x: rect.midX + arm, y: rect.midY + arm))
        cross.move(to: CGPoint(x: rect.midX + arm, y: rect.midY - arm))
        cross.addLine(to: CGPoint(x: rect.midX - arm, y: rect.midY + arm))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        UIColor.white.setStroke()
        cross.stroke()
    }

    // MARK: First responder

    /// An enabled field can be edited.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// A text field takes keyboard focus while enabled, as on an iPad with a keyboard; focused,
    /// it becomes the first responder.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Begins editing: asks the delegate (`textFieldShouldBeginEditing`), becomes the first
    /// responder, then tells the delegate, sends `.editingDidBegin` and posts
    /// `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, firstResponderWindow != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Ends editing: asks the delegate (`textFieldShouldEndEditing`), resigns, then tells the
    /// delegate, sends `.editingDidEnd` and posts `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing(reason: .committed)
        return true
    }

    /// A field leaving its window stops being edited, without asking its delegate.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, editing { endEditingWithoutAsking() }
    }

    /// Ends editing whatever the delegate would say (`endEditing(true)`, leaving the window).
    func endEditingWithoutAsking() {
        guard editing else { return }
        if let window = firstResponderWindow, window.firstResponder === self { window.firstResponder = nil }
        finishEditing(reason: .committed)
    }

    // MARK: Keys

    /// Whether the field has any text.
    open var hasText: Bool { !buffer.characters.isEmpty }

    /// Replaces the selection with `text`, as typing does (asking the delegate, joining the
    /// typing's undo step). Typed keys come through here, so a subclass that overrides it
    /// sees each one.
    open func insertText(_ text: String) {
        // A commit replaces the text an input method marked.
        replaceByUser(editRange(buffer.markedRange ?? buffer.selection), with: text, typing: true)
    }

    // MARK: Marked text (UITextInput)

    /// The range of the marked text: the provisional text an input method is composing (a
    /// dead key's accent, a Compose sequence, kana before conversion), drawn underlined; nil
    /// when no text is marked.
    open var markedTextRange: UITextRange? {
        buffer.markedRange.map { TextOffsetPosition.range(buffer.nsRange($0)) }
    }

    /// Replaces the marked text (or, with none marked, the selection) with `markedText` and
    /// marks it; `selectedRange` (UTF-16, within `markedText`) becomes the selection. Nil or
    /// empty text removes the marked text. The delegate is asked first and the change is
    /// announced as typing is; the later commit (`insertText(_:)`) replaces the marked text.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        replaceMarkedText(with: markedText ?? "", selectedRange: selectedRange)
    }

    /// Ends the composition, keeping the marked text as ordinary text.
    open func unmarkText() {
        guard buffer.markedRange != nil else { return }
        buffer.unmarkText()
        textLayoutDidChange()
    }

    /// Deletes the selection, or the character before the caret, as Backspace does. Backspace
    /// comes through here even when the field is empty, so a subclass that overrides it (a
    /// one-time-code field moving back to the previous box) sees every press.
    open func deleteBackward() {
        let range = editRange(buffer.deletionRange(forward: false, byWord: false))
        guard !range.isEmpty else { return }
        replaceByUser(range, with: "", typing: false)
    }

    /// A text field edits in its own press handling, not through `UIKeyInput`'s.
    override var keyInputTarget: UIKeyInput? { nil }

    override func takesKeyBeforeKeyCommands(_ key: UIKey) -> Bool {
        guard editing, let command = TextEditingCommand.command(for: key) else { return false }
        return !(command == .returnKey && leavesReturnToKeyCommands)
    }

    /// Edits with the keys the field understands while editing; others go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var others = Set<UIPress>()
        for press in presses {
            if editing, let key = press.key, let command = TextEditingCommand.command(for: key),
               !(command == .returnKey && leavesReturnToKeyCommands) {
                keysHandled.insert(key.keyCode)
                perform(command)
            } else {
                others.insert(press)
            }
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    /// Releases of keys the field handled stop here; others go up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { press in
            guard let code = press.key?.keyCode else { return true }
            return keysHandled.remove(code) == nil
        }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    // MARK: Pointer

    /// A press begins editing (when the field may be edited) and places the caret; a double
    /// press selects a word, a triple press everything; a clear-button press clears.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(point) {
            clearFromButton()
            return false
        }
        if !editing { guard becomeFirstResponder() else { return false } }
        let index = characterIndex(at: point)
        switch touch.tapCount {
        case 1:
            buffer.move(to: index, extending: false)
            dragAnchor = (index..<index, .character)
        case 2:
            let word = buffer.wordRange(at: index)
            buffer.select(word)
            dragAnchor = (word, .word)
        default:
            // A field holds one line: its paragraph is everything.
            buffer.select(0..<buffer.characters.count)
            dragAnchor = nil
        }
        selectionDidChange()
        return true
    }

    /// A drag extends the selection from where it started (by words after a double press).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let anchor = dragAnchor else { return true }
        buffer.extendSelection(from: anchor.range, by: anchor.granularity, to: characterIndex(at: touch.location(in: self)))
        selectionDidChange()
        return true
    }

    /// The drag is over.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        dragAnchor = nil
        offerSelectionAsPrimary()
    }
}

extension CGSize {
    /// The size with negative or non-finite sides made 0.
    fileprivate var clampedToZero: CGSize {
        CGSize(width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0)
    }
}
