import Foundation

/// A bar for typing a search: a rounded grey text field (`searchTextField`) with a magnifying
/// glass and a "Search" placeholder, an optional Cancel button at the trailing side, an
/// optional bookmark button in the field, a prompt above and a scope bar (a segmented
/// control) below.
///
/// It is drawn as iOS 13 and later draw it: 56 points high (the scope bar adds 44, a prompt
/// 30), the field 36 points high with 10-point corners, 8 points in from the sides.
/// The default and prominent styles draw a light bar background (or `barTintColor`); the
/// minimal style none. In a navigation bar (`UINavigationItem.searchController`) the bar
/// is a row of 52 points under the title, without a background of its own. When its
/// `effectiveUserInterfaceLayoutDirection` is right to left the Cancel button is at the left.
///
/// The delegate is asked and told as the user edits; Return (the keyboard's Search key)
/// calls `searchBarSearchButtonClicked(_:)`, Cancel (or Esc while the field edits, when the
/// button shows or a search controller is active) `searchBarCancelButtonClicked(_:)`.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's height without a scope bar or prompt, in points (iOS 13's).
    static let standardHeight: CGFloat = 56
    /// The search row's height in a navigation bar, under the title row, in points.
    static let navigationBarRowHeight: CGFloat = 52
    /// The height the scope bar adds under the field, in points.
    static let scopeBarHeight: CGFloat = 44
    /// The scope bar's segmented control height, in points.
    static let scopeControlHeight: CGFloat = 32
    /// The height a prompt adds above the field, in points.
    static let promptHeight: CGFloat = 30
    /// Space between the bar's sides and the field (and the Cancel button), in points.
    static let sideMargin: CGFloat = 8
    /// Space between the field and the Cancel button, in points.
    static let cancelButtonGap: CGFloat = 8
    /// The Cancel button's and the prompt's text sizes, in points.
    static let cancelFontSize: CGFloat = 17
    static let promptFontSize: CGFloat = 13
    /// The placeholder shown when none is set, as UIKit's field shows one.
    static let defaultPlaceholder = "Search"
    /// The Cancel button's title.
    static let cancelTitle = "Cancel"

    /// How a search bar's background and field look.
    public enum Style: UInt, Sendable {
        /// The prominent look (iOS 13 and later).
        case `default` = 0
        /// A bar background behind an opaque-looking field.
        case prominent = 1
        /// No background: only the field (and the buttons) show.
        case minimal = 2
    }

    // MARK: Making

    /// A search bar with an empty field; give it a frame, or let `sizeToFit()` set its height.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchBar()
    }

    /// A search bar decoded from a storyboard or xib: the view's values, then the bar's own.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchBar()
        decodeSearchBar(from: coder)
    }

    private func setUpSearchBar() {
        backgroundColor = nil
        // Drawn with transparent parts (the minimal style): the store needs its alpha channel.
        isOpaque = false
        searchTextField.placeholder = Self.defaultPlaceholder
        searchTextField.delegate = fieldCoordinator
        searchTextField.addAction(UIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle(Self.cancelTitle, for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: Self.cancelFontSize)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .primaryActionTriggered)
        cancelButton.isHidden = true
        addSubview(cancelButton)
        promptLabel.font = .systemFont(ofSize: Self.promptFontSize)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        scopeBar.addAction(UIAction { [weak self] _ in self?.userChoseScope() }, for: .valueChanged)
        scopeBar.isHidden = true
        addSubview(scopeBar)
    }

    // MARK: Parts

    /// The bar's text field, which the user types into.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The Cancel button, shown per `showsCancelButton`.
    let cancelButton = UIButton(type: .system)
    private let promptLabel = UILabel()
    /// The scope bar, shown per `showsScopeBar` when there are scope titles.
    let scopeBar = UISegmentedControl(items: nil)
    private lazy var fieldCoordinator = SearchBarFieldCoordinator(bar: self)
    private var bookmarkButton: UIButton?

    /// The search controller whose bar this is, told when editing begins, the text changes
    /// and Cancel is tapped.
    weak var searchController: UISearchController?
    /// Whether a navigation bar shows this bar under its title (no background of its own, the
    /// navigation bar's margins and row height).
    var isInNavigationBar = false {
        didSet { if isInNavigationBar != oldValue { barLayoutDidChange() } }
    }

    // MARK: Text

    /// The text in the field; setting it tells no one, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            updateBookmarkButton()
        }
    }

    /// The grey text shown while the field is empty; nil shows "Search".
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder }
    }

    /// A line of text above the field; the bar grows to make room for it.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            if prompt != oldValue { barLayoutDidChange() }
        }
    }

    /// Asked and told as the user edits, searches and taps the bar's buttons.
    open weak var delegate: (any UISearchBarDelegate)?

    // MARK: Buttons

    /// Whether the Cancel button shows at the trailing side.
    open var showsCancelButton: Bool {
        get { cancelButtonShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    private var cancelButtonShown = false

    /// Shows or hides the Cancel button; an animated change slides the field's end.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelButtonShown else { return }
        cancelButtonShown = showsCancelButton
        if animated, window != nil {
            cancelButton.isHidden = false
            cancelButton.alpha = showsCancelButton ? 0 : 1
            UIView.animate(withDuration: TimeInterval(UINavigationController.hideShowBarDuration), animations: {
                self.cancelButton.alpha = showsCancelButton ? 1 : 0
                self.layoutSearchBar()
            }, completion: { _ in
                self.cancelButton.alpha = 1
                self.cancelButton.isHidden = !self.cancelButtonShown
            })
        } else {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }

    /// Whether a bookmark button shows in the field while it is empty.
    open var showsBookmarkButton = false {
        didSet { if showsBookmarkButton != oldValue { updateBookmarkButton() } }
    }

    // MARK: Scope bar

    /// Whether the scope bar shows under the field (when there are titles).
    open var showsScopeBar = false {
        didSet { if showsScopeBar != oldValue { barLayoutDidChange() } }
    }

    /// The titles of the scope bar's segments.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            scopeBar.selectedSegmentIndex = scopeBar.numberOfSegments > 0
                ? min(max(0, selectedScopeButtonIndexValue), scopeBar.numberOfSegments - 1) : UISegmentedControl.noSegment
            barLayoutDidChange()
        }
    }

    /// The selected scope's index; setting it tells no one.
    open var selectedScopeButtonIndex: Int {
        get { selectedScopeButtonIndexValue }
        set {
            selectedScopeButtonIndexValue = newValue
            if newValue >= 0, newValue < scopeBar.numberOfSegments { scopeBar.selectedSegmentIndex = newValue }
        }
    }

    private var selectedScopeButtonIndexValue = 0

    /// Whether the scope bar is in the layout now.
    private var scopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    // MARK: Appearance

    /// How the background and field look.
    open var searchBarStyle: Style = .default {
        didSet { setNeedsDisplay() }
    }

    /// The bar background's colour; nil draws iOS's light grey.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the bar background lets some of the content under it show through.
    open var isTranslucent = true {
        didSet { setNeedsDisplay() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Size

    /// The bar's height: the search row, plus a prompt and a scope bar.
    var preferredHeight: CGFloat {
        var height = isInNavigationBar ? Self.navigationBarRowHeight : Self.standardHeight
        if prompt != nil { height += Self.promptHeight }
        if scopeBarShown { height += Self.scopeBarHeight }
        return height
    }

    /// The bar's height as a navigation bar's search row.
    var heightInNavigationBar: CGFloat {
        var height = Self.navigationBarRowHeight
        if prompt != nil { height += Self.promptHeight }
        if scopeBarShown { height += Self.scopeBarHeight }
        return height
    }

    /// The width offered, and the bar's own height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    /// No width of its own, and the bar's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    private func barLayoutDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        (superview as? UINavigationBar)?.barItemDidChange()
    }

    // MARK: Layout and drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSearchBar()
    }

    /// The margins at the bar's sides: a navigation bar's in one, else the bar's own.
    private var horizontalMargin: CGFloat {
        guard isInNavigationBar else { return Self.sideMargin }
        return traitCollection.horizontalSizeClass == .compact
            ? NavigationBarContentView.compactSideMargin : NavigationBarContentView.regularSideMargin
    }

    private func layoutSearchBar() {
        let width = bounds.width, margin = horizontalMargin
        var top: CGFloat = 0
        promptLabel.isHidden = prompt == nil
        if prompt != nil {
            promptLabel.frame = CGRect(x: margin, y: 0, width: max(0, width - 2 * margin), height: Self.promptHeight)
            top += Self.promptHeight
        }
        let rowHeight = isInNavigationBar ? Self.navigationBarRowHeight : Self.standardHeight
        var fieldEnd = width - margin
        var cancelFrame = CGRect.zero
        if cancelButtonShown {
            let cancelWidth = ceil(cancelButton.intrinsicContentSize.width)
            cancelFrame = CGRect(x: width - margin - cancelWidth, y: top, width: cancelWidth, height: rowHeight)
            fieldEnd = cancelFrame.minX - Self.cancelButtonGap
        }
        let fieldHeight = UISearchTextField.standardHeight
        var fieldFrame = CGRect(x: margin, y: top + ((rowHeight - fieldHeight) / 2).rounded(), width: max(0, fieldEnd - margin), height: fieldHeight)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            fieldFrame.origin.x = width - fieldFrame.maxX
            cancelFrame.origin.x = width - cancelFrame.maxX
        }
        searchTextField.frame = fieldFrame
        if cancelButtonShown { cancelButton.frame = cancelFrame }
        top += rowHeight
        scopeBar.isHidden = !scopeBarShown
        if scopeBarShown {
            scopeBar.frame = CGRect(x: margin, y: top + (Self.scopeBarHeight - Self.scopeControlHeight) / 2,
                                    width: max(0, width - 2 * margin), height: Self.scopeControlHeight)
        }
    }

    /// The bar background for the default and prominent styles (none in a navigation bar,
    /// whose own background shows).
    open override func draw(_ rect: CGRect) {
        guard searchBarStyle != .minimal, !isInNavigationBar else { return }
        BarBackground(barTintColor: barTintColor, isTranslucent: isTranslucent, hairlineEdge: .bottom).fillColor.setFill()
        UIRectFill(bounds)
    }

    // MARK: First responder

    /// The bar's field takes the focus: the bar itself never is the first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// Ends the field's editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.isFirstResponder ? searchTextField.resignFirstResponder() : super.resignFirstResponder()
    }

    /// Whether the bar's field is being edited.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Esc while the field edits does what Cancel does, when Cancel shows or a search
    /// controller is active; other keys go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let escape = presses.first { $0.key?.keyCode == .keyboardEscape }
        if escape != nil, searchTextField.isEditing, cancelButtonShown || searchController?.isActive == true {
            cancelTapped()
            let others = presses.filter { $0 !== escape }
            if !others.isEmpty { super.pressesBegan(others, with: event) }
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// A search controller's search stays active while its bar is off screen (a controller
    /// pushed over the one showing it); its view hides until the bar is back.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        searchController?.searchBarDidMove(toWindow: window)
    }

    // MARK: What the user does

    /// The field began editing: the delegate hears, then the search controller activates.
    func fieldDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    private func userChangedText() {
        updateBookmarkButton()
        let text = searchTextField.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        searchController?.searchBarTextDidChange()
    }

    /// Cancel (the button, or Esc): the delegate hears, then the search controller deactivates.
    func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }

    /// Return (the keyboard's Search key).
    func searchKeyPressed() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    private func userChoseScope() {
        let index = scopeBar.selectedSegmentIndex
        guard index != UISegmentedControl.noSegment, index != selectedScopeButtonIndexValue else { return }
        selectedScopeButtonIndexValue = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchBarScopeDidChange()
    }

    /// The bookmark button shows in the field's trailing end while the field is empty.
    private func updateBookmarkButton() {
        guard showsBookmarkButton else {
            if bookmarkButton != nil {
                searchTextField.rightView = nil
                bookmarkButton = nil
            }
            return
        }
        if bookmarkButton == nil {
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "book"), for: .normal)
            button.tintColor = UISearchTextField.secondaryColor
            button.frame.size = CGSize(width: UISearchTextField.standardHeight, height: UISearchTextField.standardHeight)
            button.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBarBookmarkButtonClicked(self)
            }, for: .primaryActionTriggered)
            bookmarkButton = button
            searchTextField.rightView = button
        }
        searchTextField.rightViewMode = (searchTextField.text ?? "").isEmpty ? .always : .never
    }
}
