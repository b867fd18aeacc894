import Foundation

/// A control showing a title, an image or both, that sends `.touchUpInside` (and
/// `.primaryActionTriggered`) when tapped.
///
/// **Per-state values.** Titles, attributed titles, title colours, images and background
/// images are set per `UIControl.State`. A state without its own value shows the `.normal`
/// one, and a state's value is looked up for exactly that state: a selected button being
/// pressed is `[.selected, .highlighted]` and shows what was set for that combination or,
/// without one, the normal value (not the `.selected` one), as in UIKit. An attributed title
/// wins over a plain one. Title colours have system values besides: a custom button's titles
/// are white; a system button's are its tint colour, grey when disabled and white on a
/// tint-coloured rounded background when selected, unless a colour was set for exactly that
/// state.
///
/// **Types.** `.custom` draws everything as given: pressing darkens its images
/// (`adjustsImageWhenHighlighted`), disabling lightens them (`adjustsImageWhenDisabled`),
/// and titles do not change. `.system` draws its images as templates in the tint colour and
/// fades its title and image to `highlightedContentAlpha` while pressed, whatever colours
/// were set. `.detailDisclosure`, `.infoLight`, `.infoDark` and `.contactAdd` are system
/// buttons born with a circled "i" or "+" image; `.close` with iOS 13's grey cross.
///
/// **Layout.** The content (image, then title, side by side) is placed in the bounds inset by
/// `contentEdgeInsets` according to `contentHorizontalAlignment` and
/// `contentVerticalAlignment`; then `imageEdgeInsets` and `titleEdgeInsets` shift or clip
/// the image's and title's own rects. Only `contentEdgeInsets` counts toward
/// `intrinsicContentSize`, as UIKit documents. The title is set in the system font at 15
/// points (`titleLabel.font` changes it; use `setTitleColor(_:for:)`, not the label's
/// colour, which the button sets).
///
/// **Ancestors' taps.** A single-finger single tap on a button is the button's: an
/// ancestor's one-tap, one-finger `UITapGestureRecognizer` does not begin on it
/// (`gestureRecognizerShouldBegin(_:)`), as Apple's "Attaching gesture recognizers to UIKit
/// controls" describes. Other recognizers (an ancestor's pan) may still claim the touch, and
/// the button then gets `.touchCancel`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    // MARK: UIKit's numbers

    /// The title's font size for every type: the system font at 15 points (what UIKit's
    /// `titleLabel.font` reports since iOS 7; `UIFont.buttonFontSize`, 18, is not used).
    static let titleFontSizeInPoints: CGFloat = 15
    /// Space above and below the title in the intrinsic height, in points: UIKit's title
    /// label is inset 6 points top and bottom, so a 15-point title makes a 30-point button.
    static let titleVerticalPaddingInPoints: CGFloat = 6
    /// The intrinsic size of a button with no title and no image, in points (UIKit's).
    static let emptyContentSizeInPoints = CGSize(width: 30, height: 34)
    /// The opacity of a system button's title and image while it is pressed. Apple publishes
    /// no figure; 0.2 is the value React Native's `TouchableOpacity` adopted to match iOS
    /// system buttons, and what a pressed iOS button measures close to.
    public static let highlightedContentAlpha: CGFloat = 0.2
    /// A selected system button's tint-coloured background: how far it reaches beyond the
    /// content on each side, and its corner radius, in points (not published; measured by
    /// eye from iOS screenshots).
    static let selectedBackgroundOutsetInPoints = CGSize(width: 4, height: 2)
    static let selectedBackgroundCornerRadiusInPoints: CGFloat = 4

    // MARK: Stored state

    /// The style the button was made with.
    public internal(set) var buttonType = ButtonType.custom

    private var titles = ControlStateTable<String>()
    private var attributedTitles = ControlStateTable<NSAttributedString>()
    private var titleColors = ControlStateTable<UIColor>()
    private var images = ControlStateTable<UIImage>()
    private var backgroundImages = ControlStateTable<UIImage>()

    private let label = UILabel(frame: .zero)
    private let imageContent = ButtonImageView(frame: .zero)
    /// The attributed title last given to the label, to skip re-assigning an equal one
    /// (each assignment re-measures the label).
    private var shownAttributedTitle: NSAttributedString?
    /// The intrinsic size when the content last changed, to tell the superview only of changes.
    private var lastIntrinsicContentSize: CGSize?

    /// Whether pressing darkens a custom button's images (default true).
    open var adjustsImageWhenHighlighted = true {
        didSet { updateContent() }
    }

    /// Whether disabling lightens a custom button's images (default true).
    open var adjustsImageWhenDisabled = true {
        didSet { updateContent() }
    }

    /// Insets of the content rect from the bounds; part of the intrinsic size.
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Insets applied to the title's rect once placed: they shift it, and positive ones may
    /// clip it. Not part of the intrinsic size.
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// Insets applied to the image's rect once placed. Not part of the intrinsic size.
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// The button's menu (iOS 14): a long press or a secondary click opens it under the
    /// button, or a tap when `showsMenuAsPrimaryAction` is true; its actions run with the
    /// button as their sender.
    open var menu: UIMenu? {
        didSet {
            if menu != nil, menuPresenter == nil { menuPresenter = ControlMenuPresenter(control: self) }
            menuPresenter?.menu = menu
            showSelectedMenuAction()
        }
    }
    /// Opens `menu`, made when a menu is first set.
    private var menuPresenter: ControlMenuPresenter?

    /// Whether the button tracks a selection (iOS 15): with a `menu` shown as the primary
    /// action, a pop-up button whose title is the one chosen action's; with no menu, a tap
    /// toggles `isSelected`.
    open var changesSelectionAsPrimaryAction = false {
        didSet { if changesSelectionAsPrimaryAction != oldValue { showSelectedMenuAction() } }
    }

    /// A tap opens the menu instead of sending the primary action, when the menu is that.
    open override var showsMenuAsPrimaryAction: Bool {
        didSet { if showsMenuAsPrimaryAction != oldValue { showSelectedMenuAction() } }
    }

    /// A tap opens the menu instead of sending the primary action, when the menu is that; a
    /// selection button without a menu toggles its selection first.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        if opensMenuOnTap {
            menuPresenter?.openFromTap()
        } else if changesSelectionAsPrimaryAction, menu == nil {
            isSelected.toggle()
        }
    }

    private var opensMenuOnTap: Bool { showsMenuAsPrimaryAction && menu != nil }

    // MARK: Creating

    /// A custom button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentViews()
    }

    /// A button decoded from a storyboard or xib: its type, per-state titles, title colours
    /// and images, and its title font.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentViews()
        decodeButton(from: coder)
    }

    /// A button of `buttonType`, sized to its image for the glyph types (size the others).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        adoptType(buttonType, sizingToGlyph: true)
    }

    /// Takes `buttonType`, with its glyph for the glyph types (and their size, when asked).
    func adoptType(_ buttonType: ButtonType, sizingToGlyph: Bool) {
        self.buttonType = buttonType
        if let glyph = Self.systemImage(for: buttonType) {
            images[exactly: .normal] = glyph
            if sizingToGlyph { frame.size = glyph.size }
        }
        updateContent()
    }

    /// A button of `buttonType` (system by default) showing `primaryAction`'s title and image
    /// and running it on each tap (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    // MARK: Titles

    /// Sets the title shown in `state` (and, for `.normal`, in states without their own).
    open func setTitle(_ title: String?, for state: State) {
        titles[exactly: state] = title
        updateContent()
    }

    /// The title for `state`, or the normal one when `state` has none.
    open func title(for state: State) -> String? {
        titles.value(for: state)
    }

    /// Sets a styled title for `state`; it wins over a plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[exactly: state] = title
        updateContent()
    }

    /// The styled title for `state`, or the normal one when `state` has none.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles.value(for: state)
    }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[exactly: state] = color
        updateContent()
    }

    /// The title colour in `state`: the one set for exactly `state`; else, for a system-style
    /// button, its system colour for that state when it has one (grey when disabled, white
    /// when selected); else the normal one; else the type's default (white for custom, the
    /// tint colour for the others).
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[exactly: state] { return color }
        if usesSystemStyle {
            if state.contains(.disabled) { return Self.disabledSystemTitleColor }
            if state.contains(.selected) { return Self.selectedSystemTitleColor }
        }
        if let color = titleColors[exactly: .normal] { return color }
        return usesSystemStyle ? tintColor : Self.customTitleColor
    }

    // MARK: Images

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[exactly: state] = image
        updateContent()
    }

    /// The image for `state`, or the normal one when `state` has none.
    open func image(for state: State) -> UIImage? {
        images.value(for: state)
    }

    /// Sets the image stretched over the whole button in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[exactly: state] = image
        updateContent()
    }

    /// The background image for `state`, or the normal one when `state` has none.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages.value(for: state)
    }

    // MARK: What is shown now

    /// The title shown in the current state (the attributed title's text when there is one).
    open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    /// The styled title shown in the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour of the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? Self.customTitleColor }
    /// The image shown in the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown in the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label showing the title: set its font or line breaking here; the button sets its
    /// text and colour from the per-state values.
    open var titleLabel: UILabel? { label }

    /// The image view showing the image: a `UIImageView` whose image the button sets.
    open var imageView: UIImageView? { imageContent }

    // MARK: Size

    /// The content's size plus `contentEdgeInsets`: image and title side by side, the title
    /// with `titleVerticalPaddingInPoints` above and below; 30×34 points with no content; at
    /// least the background image's size.
    open override var intrinsicContentSize: CGSize {
        let title = titleSize(fittingWidth: 0)
        let image = currentImage?.size ?? .zero
        var size: CGSize
        if title == nil, currentImage == nil {
            size = Self.emptyContentSizeInPoints
        } else {
            let titleHeight = title.map { $0.height + 2 * Self.titleVerticalPaddingInPoints } ?? 0
            size = CGSize(width: image.width + (title?.width ?? 0), height: max(image.height, titleHeight))
        }
        size.width += contentEdgeInsets.left + contentEdgeInsets.right
        size.height += contentEdgeInsets.top + contentEdgeInsets.bottom
        if let background = currentBackgroundImage?.size {
            size = CGSize(width: max(size.width, background.width), height: max(size.height, background.height))
        }
        return size
    }

    /// The intrinsic size, whatever `size` offers (UIKit's buttons answer the same).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    // MARK: Layout

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// Where the content goes: the bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        Self.inset(bounds, by: contentEdgeInsets)
    }

    /// Where the title goes within `contentRect`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentLayout(in: contentRect).title
    }

    /// Where the image goes within `contentRect`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentLayout(in: contentRect).image
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The title label asks for this layout when the app changes its font or line breaking,
        // which may change the intrinsic size behind the button's back.
        noteIntrinsicContentSizeChange()
        let content = contentRect(forBounds: bounds)
        label.frame = label.isHidden ? .zero : titleRect(forContentRect: content)
        imageContent.frame = imageContent.isHidden ? .zero : imageRect(forContentRect: content)
        if drawsSelectedBackground { setNeedsDisplay() }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        var drewSomething = false
        if let background = currentBackgroundImage {
            ButtonImageView.draw(background, in: backgroundRect(forBounds: bounds), rendering: adjustedRendering)
            drewSomething = true
        }
        if drawsSelectedBackground {
            let shown = [label, imageContent].filter { !$0.isHidden }.map(\.frame)
            let content = shown.dropFirst().reduce(shown.first ?? .zero) { $0.union($1) }
            let outset = Self.selectedBackgroundOutsetInPoints
            tintColor.setFill()
            UIBezierPath(roundedRect: content.insetBy(dx: -outset.width, dy: -outset.height),
                         cornerRadius: Self.selectedBackgroundCornerRadiusInPoints).fill()
            drewSomething = true
        }
        if !drewSomething { super.draw(rect) }
    }

    // MARK: Behaviour

    /// Declines an ancestor's single-finger single-tap recognizer while enabled, so the tap
    /// is the button's (see the type's documentation).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        // The inherited tint may differ in the new superview.
        updateContent()
    }

    override func controlStateDidChange() {
        updateContent()
    }

    override var eventsSentWithTouchUpInside: Event { opensMenuOnTap ? [] : .primaryActionTriggered }

    // MARK: Private

    /// White: the default title colour of custom buttons.
    private static let customTitleColor = UIColor.white
    /// A disabled system button's title and images. Apple publishes no value; iOS shows a
    /// light grey, which `tertiaryLabel` matches on a white background.
    private static let disabledSystemTitleColor = UIColor.tertiaryLabel
    /// A selected system button's title and images, over its tint-coloured background.
    private static let selectedSystemTitleColor = UIColor.white

    /// Every type but `.custom` has the system look (tinted titles, fading while pressed).
    private var usesSystemStyle: Bool { buttonType != .custom }

    /// System-look types draw their images as templates, except the close button's greys.
    private var drawsImagesAsTemplates: Bool { usesSystemStyle && buttonType != .close }

    private var drawsSelectedBackground: Bool {
        drawsImagesAsTemplates && isSelected && currentBackgroundImage == nil && (!label.isHidden || !imageContent.isHidden)
    }

    /// How a custom button's images look in the current state.
    private var adjustedRendering: ButtonImageView.Rendering {
        guard !usesSystemStyle else { return .original }
        let state = self.state
        if state.contains(.disabled), adjustsImageWhenDisabled, images[exactly: state] == nil { return .lightened }
        if state.contains(.highlighted), adjustsImageWhenHighlighted, images[exactly: state] == nil { return .darkened }
        return .original
    }

    private func addContentViews() {
        isOpaque = false
        label.font = .systemFont(ofSize: Self.titleFontSizeInPoints)
        label.isHidden = true
        imageContent.isHidden = true
        addSubview(imageContent)
        addSubview(label)
    }

    /// Shows the current state's title, colour and image, and asks for layout and display.
    private func updateContent() {
        let state = self.state
        if let attributed = attributedTitle(for: state) {
            if shownAttributedTitle.map({ !$0.isEqual(attributed) }) ?? true {
                shownAttributedTitle = attributed
                label.attributedText = attributed
            }
        } else {
            shownAttributedTitle = nil
            label.text = title(for: state)
        }
        let color = currentTitleColor
        label.textColor = color
        label.isHidden = (label.text ?? "").isEmpty
        imageContent.image = image(for: state)
        imageContent.isHidden = imageContent.image == nil
        imageContent.rendering = drawsImagesAsTemplates ? .template(color) : adjustedRendering
        let contentAlpha = usesSystemStyle && isHighlighted ? Self.highlightedContentAlpha : 1
        label.alpha = contentAlpha
        imageContent.alpha = contentAlpha
        noteIntrinsicContentSizeChange()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Tells the superview when the intrinsic size changed since last told. Most content
    /// changes (a press) keep the size, and re-laying the superview for them would be waste.
    private func noteIntrinsicContentSizeChange() {
        let size = intrinsicContentSize
        guard size != lastIntrinsicContentSize else { return }
        lastIntrinsicContentSize = size
        invalidateIntrinsicContentSize()
    }

    /// The title's size, unwrapped when `width` is 0; nil without a title.
    private func titleSize(fittingWidth width: CGFloat) -> CGSize? {
        guard !label.isHidden else { return nil }
        return label.sizeThatFits(CGSize(width: width, height: 0))
    }

    /// The image's and title's rects in `content`: side by side, placed as a block by the
    /// alignments, each then inset by its own edge insets; origins on the pixel grid.
    private func contentLayout(in content: CGRect) -> (image: CGRect, title: CGRect) {
        var imageSize = imageContent.isHidden ? .zero : (currentImage?.size ?? .zero)
        imageSize = CGSize(width: min(imageSize.width, max(0, content.width)), height: min(imageSize.height, max(0, content.height)))
        let available = max(0, content.width - imageSize.width)
        var titleSize = titleSize(fittingWidth: available) ?? .zero
        titleSize = CGSize(width: min(titleSize.width, available), height: min(titleSize.height, max(0, content.height)))

        var imageX: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: imageX = content.minX
        case .right, .trailing: imageX = content.maxX - imageSize.width - titleSize.width
        case .center: imageX = content.minX + (content.width - imageSize.width - titleSize.width) / 2
        }
        if effectiveContentHorizontalAlignment == .fill { titleSize.width = available }

        func y(for height: CGFloat) -> (y: CGFloat, height: CGFloat) {
            switch contentVerticalAlignment {
            case .top: (content.minY, height)
            case .bottom: (content.maxY - height, height)
            case .center: (content.minY + (content.height - height) / 2, height)
            case .fill: (content.minY, content.height)
            }
        }
        let imageY = y(for: imageSize.height), titleY = y(for: titleSize.height)
        let image = CGRect(x: imageX, y: imageY.y, width: imageSize.width, height: imageY.height)
        let title = CGRect(x: imageX + imageSize.width, y: titleY.y, width: titleSize.width, height: titleY.height)
        return (snapped(Self.inset(image, by: imageEdgeInsets)), snapped(Self.inset(title, by: titleEdgeInsets)))
    }

    /// `rect` with its origin on the pixel grid, so text and images draw sharp.
    private func snapped(_ rect: CGRect) -> CGRect {
        let scale = contentScaleFactor
        return CGRect(x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale,
                      width: max(0, rect.width), height: max(0, rect.height))
    }

    private static func inset(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: rect.minX + insets.left, y: rect.minY + insets.top,
               width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
    }
}
