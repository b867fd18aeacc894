import Foundation

/// Editable, scrolling, multi-line text, as UIKit's text view: the text wraps to the view's
/// width inside `textContainerInset` (and the text container's 5-point line fragment
/// padding), and the view scrolls through it.
///
/// A click or tap places the caret and begins editing (when `isEditable`); more in a row
/// select a word, then a paragraph, and a pointer's drag selects (see
/// `UITextView+Selection`). While editing, a caret blinks and keys edit as in a text field (see
/// `TextEditingCommand`), with Up and Down moving by line, Home and End to the line's ends,
/// Ctrl-Home and Ctrl-End to the text's ends, and Return inserting a line break (asked of
/// the delegate as `"\n"`, where apps end editing on Return). Edits are asked of the
/// delegate, registered with the responder chain's `undoManager`, and announced with
/// `textViewDidChange(_:)` and `textDidChangeNotification`.
///
/// With `isScrollEnabled` false the view's intrinsic height is its text's, so Auto Layout
/// grows it line by line, the self-sizing text view UIKit apps build.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    // MARK: Metrics

    /// The font used while `font` is nil: UIKit's text view draws 12-point text then.
    static let defaultFont = UIFont.systemFont(ofSize: 12)
    /// UIKit's default `textContainerInset`: 8 points above and below the text.
    static let defaultTextContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The text container's `lineFragmentPadding`, UIKit's default: space at each end of
    /// every line, inside the inset, in points.
    static let lineFragmentPadding: CGFloat = 5
    /// How strongly the selection is tinted: the tint colour at this alpha.
    static let selectionAlpha: CGFloat = 0.25
    /// The marked text's underline: its thickness, in points.
    static let markedTextUnderlineThickness: CGFloat = 1
    /// How far below the baseline the marked text's underline runs, in points.
    static let markedTextUnderlineGap: CGFloat = 2
    /// The caret's width, in points.
    static let caretWidth: CGFloat = 2

    // MARK: Notifications

    /// Posted (object: the text view) when editing begins.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) after each change the user makes.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when editing ends.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    // MARK: State

    /// The text and selection.
    var buffer = TextEditingBuffer(text: "")
    /// Whether the view is the first responder and editing.
    var editing = false
    /// Whether the last edit was typing that the next typed characters join in one undo step.
    var typingRunIsOpen = false
    /// The view the text is drawn in, scrolled by this one.
    let textContentView = TextViewContentView(frame: .zero)
    /// The caret's view and its blinking.
    let caretBlinker = TextCaretBlinker(caret: UIView())
    /// Keys whose press the view handled: their release is not passed on either.
    private var keysHandled: Set<UIKeyboardHIDUsage> = []
    /// The recognizer a pointer and a finger select with (`UITextView+Selection`).
    let selectionRecognizer = TextSelectionGestureRecognizer()
    /// A pointer's selecting drag while one runs.
    var selectionDrag: SelectionDrag?
    /// The timer of the next step of scrolling by itself while a selecting drag is past an
    /// edge, and when the last step ran (input-clock seconds).
    var selectionAutoscrollTimer: InputTimer?
    var selectionAutoscrollLastTick: TimeInterval = 0
    /// The first responder's input views, as the app sets them.
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    /// The layout measured for the current text, attributes and width.
    private var geometryCache: (text: NSAttributedString, width: CGFloat, geometry: TextBlockGeometry)?

    // MARK: Making

    /// An empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextView()
    }

    /// A text view decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextView()
        decodeTextView(from: coder)
    }

    private func setUpTextView() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        textContentView.textView = self
        addSubview(textContentView)
        let caret = caretBlinker.caret
        caret.isUserInteractionEnabled = false
        caret.backgroundColor = tintColor
        textContentView.addSubview(caret)
        selectionRecognizer.addAction { [unowned self] recognizer in handleSelectionGesture(recognizer) }
        addGestureRecognizer(selectionRecognizer)
    }

    /// A pointer's selecting drag: what its press selected, in which units (the drag extends
    /// by whole units), and where the pointer is, in window points.
    struct SelectionDrag {
        var anchor: Range<Int>
        var granularity: TextSelectionGranularity
        var location: CGPoint
    }

    // MARK: Text

    /// The text; setting it does not ask the delegate, and puts the caret at the end. Never
    /// nil when read.
    open var text: String! {
        get { buffer.text }
        set {
            buffer = TextEditingBuffer(text: newValue ?? "")
            typingRunIsOpen = false
            textLayoutDidChange()
        }
    }

    /// The text with the view's font, colour and alignment; setting it keeps its characters
    /// (styled runs are drawn with the view's attributes).
    open var attributedText: NSAttributedString! {
        get { displayedText }
        set { text = newValue?.string ?? "" }
    }

    /// The font of the text; nil draws UIKit's default, 12-point text.
    open var font: UIFont? {
        didSet { textLayoutDidChange() }
    }

    /// The text's colour; nil draws `UIColor.label`.
    open var textColor: UIColor? {
        didSet { textContentView.setNeedsDisplay() }
    }

    /// How lines sit between the text container's edges.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textLayoutDidChange() }
    }

    /// Whether the user may edit the text; true by default. Turned off while editing, the
    /// view resigns; turned on while the view is first responder only to select, editing
    /// begins there, if the delegate agrees, as if the view had just become first responder.
    open var isEditable = true {
        didSet {
            if !isEditable, editing {
                resignFirstResponder()
            } else if isEditable, !oldValue, isFirstResponder, !editing,
                      textViewDelegate?.textViewShouldBeginEditing(self) ?? true {
                beginEditing()
            }
        }
    }

    /// Whether the user may select the text; true by default. A selectable view that is not
    /// editable becomes first responder when clicked or tapped, to select and copy without
    /// editing; a text view that is neither editable nor selectable ignores clicks and taps.
    open var isSelectable = true {
        didSet { if !isSelectable, !isEditable, isFirstResponder { resignFirstResponder() } }
    }

    /// The view shown in place of a software keyboard while the text view is first
    /// responder: on the desktop, docked at the bottom of the window (`InputViewDock`).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// The view shown above the keyboard, or above `inputView`, while the text view is first
    /// responder: on the desktop, docked at the bottom of the window (`InputViewDock`).
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    /// Space between the view's edges and its text container, in points; 8 above and below
    /// by default.
    open var textContainerInset: UIEdgeInsets = UITextView.defaultTextContainerInset {
        didSet { textLayoutDidChange() }
    }

    /// Whether, once editing begins, the first text typed or pasted replaces the whole text.
    open var clearsOnInsertion = false
    /// Whether the next insertion replaces the whole text (`clearsOnInsertion`, until the
    /// first insertion of this editing).
    var insertionReplacesText = false

    /// The selected characters, in UTF-16 offsets (length 0: the caret). Setting it does
    /// not ask the delegate.
    open var selectedRange: NSRange {
        get { buffer.nsRange(buffer.selection) }
        set {
            buffer.select(buffer.characterRange(newValue))
            selectionDidChange()
        }
    }

    /// Told of editing; the scroll view's `delegate` when it is a `UITextViewDelegate`.
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// Whether the view is being edited (it is the first responder).
    open var isEditing: Bool { editing }

    // MARK: Input traits

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
    /// Whether the software keyboard's Return key is disabled while the view is empty.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as it is typed.
    open var isSecureTextEntry = false
    /// What the text is for, for AutoFill; nil by default.
    open var textContentType: UITextContentType!

    // MARK: Layout

    /// The width lines wrap at: the bounds less the insets and the line fragment padding.
    var textContainerWidth: CGFloat {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
    }

    /// Where the text's top left is in the content view.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The text as drawn: the view's font, colour and alignment.
    var displayedText: NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = .byWordWrapping
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { paragraph.baseWritingDirection = .rightToLeft }
        return NSAttributedString(string: buffer.text, attributes: [
            .font: font ?? Self.defaultFont, .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: paragraph,
        ])
    }

    /// The caret positions of the text at the current width, measured once per text and width.
    var layoutGeometry: TextBlockGeometry {
        let shown = displayedText
        let width = textContainerWidth
        if let cache = geometryCache, cache.width == width, cache.text.isEqual(to: shown) { return cache.geometry }
        let geometry = TextBlockGeometry(shown, width: width)
        geometryCache = (shown, width, geometry)
        return geometry
    }

    /// The height the text needs: its lines plus the insets.
    private var textHeight: CGFloat {
        let lineHeight = (font ?? Self.defaultFont).lineHeight
        return max(layoutGeometry.size.height, lineHeight).rounded(.up) + textContainerInset.top + textContainerInset.bottom
    }

    /// Whether the view scrolls; with it off, the view's intrinsic height is its text's.
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// With scrolling off, the text's height (UIKit's self-sizing text view); otherwise none.
    open override var intrinsicContentSize: CGSize {
        isScrollEnabled ? super.intrinsicContentSize : CGSize(width: UIView.noIntrinsicMetric, height: textHeight)
    }

    /// The size that fits the text at `size`'s width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let container = max(0, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
        let measured = TextBlockGeometry(displayedText, width: container).size.height
        let height = max(measured, (font ?? Self.defaultFont).lineHeight).rounded(.up) + textContainerInset.top + textContainerInset.bottom
        return CGSize(width: width, height: height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = textHeight
        let contentFrame = CGRect(x: 0, y: 0, width: bounds.width, height: max(height, bounds.height))
        if textContentView.frame != contentFrame {
            textContentView.frame = contentFrame
            textContentView.setNeedsDisplay()
        }
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        placeCaret()
    }

    /// The text, its font or its width changed: measure again, redraw, resize.
    func textLayoutDidChange() {
        textContentView.setNeedsDisplay()
        setNeedsLayout()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    /// Puts the caret view at the caret's place (hidden while there is a selection).
    func placeCaret() {
        let caret = caretBlinker.caret
        guard editing, buffer.selection.isEmpty else {
            caret.alpha = 0
            return
        }
        caret.alpha = 1
        let rects = layoutGeometry.caretRects
        let rect = rects[min(buffer.focus, rects.count - 1)]
        let origin = textOrigin
        caret.frame = CGRect(x: origin.x + rect.minX - Self.caretWidth / 2, y: origin.y + rect.minY,
                             width: Self.caretWidth, height: max(rect.height, (font ?? Self.defaultFont).lineHeight))
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretBlinker.caret.backgroundColor = tintColor
        textContentView.setNeedsDisplay()
    }

    // MARK: Scrolling to text

    /// Scrolls so that `range` (or the caret there) is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        scrollToVisible(characters: buffer.characterRange(range))
    }

    /// Scrolls so that the characters in `characters` (or the caret there) are visible.
    func scrollToVisible(characters: Range<Int>) {
        let rects = layoutGeometry.caretRects
        let first = rects[min(characters.lowerBound, rects.count - 1)]
        let last = rects[min(characters.upperBound, rects.count - 1)]
        let origin = textOrigin
        let rect = first.union(last).offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -Self.caretWidth, dy: 0)
        layoutIfNeeded()
        scrollRectToVisible(rect, animated: false)
    }

    // MARK: The first responder

    /// Whether the view can become first responder: when it is editable, or selectable (to
    /// select and copy without editing).
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Whether the selection is drawn: while the view is first responder, editing or only
    /// selecting.
    var showsSelection: Bool { editing || isFirstResponder }

    /// A text view takes keyboard focus while editable, as on an iPad with a keyboard;
    /// focused, it becomes the first responder.
    open override var canBecomeFocused: Bool { isEditable }

    /// Begins editing, if the delegate agrees; a view that is selectable but not editable
    /// becomes first responder without editing (its delegate is not asked).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, firstResponderWindow != nil else { return false }
        guard isEditable else {
            guard super.becomeFirstResponder() else { return false }
            textContentView.setNeedsDisplay()
            return true
        }
        if let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Ends editing, if the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard editing else {
            // Only selecting: the selection's tint goes, and no editing ends.
            guard super.resignFirstResponder() else { return false }
            textContentView.setNeedsDisplay()
            return true
        }
        if let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    // MARK: UIKeyInput

    /// Whether there is any text.
    open var hasText: Bool { !buffer.characters.isEmpty }

    /// Replaces the selection with `text`, as typing does.
    open func insertText(_ text: String) {
        // A commit replaces the text an input method marked.
        replaceByUser(buffer.markedRange ?? insertionRange(), with: text, typing: true)
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
        textContentView.setNeedsDisplay()
    }

    /// Where an insertion goes: the selection, or everything for the first insertion while
    /// `clearsOnInsertion` holds.
    func insertionRange() -> Range<Int> {
        guard insertionReplacesText else { return buffer.selection }
        insertionReplacesText = false
        return 0..<buffer.characters.count
    }

    /// Deletes the selection, or the character before the caret, as Backspace does.
    open func deleteBackward() {
        let range = buffer.deletionRange(forward: false, byWord: false)
        guard !range.isEmpty else { return }
        replaceByUser(range, with: "", typing: false)
    }

    /// A text view edits in its own press handling, not through `UIKeyInput`'s.
    override var keyInputTarget: UIKeyInput? { nil }

    // MARK: Keys

    override func takesKeyBeforeKeyCommands(_ key: UIKey) -> Bool {
        TextViewEditingCommand(key).map(takes) ?? false
    }

    /// Whether the view does `command` now: every command while editing; while only
    /// selecting, those that leave the text alone (`TextViewEditingCommand.leavesTextAlone`).
    private func takes(_ command: TextViewEditingCommand) -> Bool {
        editing || (isFirstResponder && command.leavesTextAlone)
    }

    /// Edits with the keys the view understands while editing; others go up the chain
    /// (the scroll view's arrows and pages scroll while not editing).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var others = Set<UIPress>()
        for press in presses {
            if let key = press.key, let command = TextViewEditingCommand(key), takes(command) {
                keysHandled.insert(key.keyCode)
                perform(command)
            } else {
                others.insert(press)
            }
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    /// Releases of keys the view handled stop here; others go up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { press in
            guard let code = press.key?.keyCode else { return true }
            return keysHandled.remove(code) == nil
        }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    // MARK: Pointing

    /// A selecting recognizer begins only on a view the user may select in; the scroll
    /// view's own recognizers as the scroll view says.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === selectionRecognizer { return isEditable || isSelectable }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The caret position nearest `point` in the content view.
    func characterIndex(at point: CGPoint) -> Int {
        let origin = textOrigin
        return layoutGeometry.index(nearest: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }
}
