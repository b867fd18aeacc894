import Foundation

/// One row of a table: a content view holding the standard labels and image (or the app's
/// own views), an accessory at the trailing edge, and the backgrounds shown at rest and while
/// selected.
///
/// The standard styles lay out as iOS does: 16-point side margins in a compact width and 20 in
/// a regular one, 17-point body text, the detail label's size and colour by style, and the
/// separator aligned with the text. A cell whose content view holds constraints sizes itself
/// from them when its table's row height is `UITableView.automaticDimension`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    // MARK: Standard metrics

    /// A standard row's height, in points.
    static let standardRowHeight: CGFloat = 44
    /// The content view's top and bottom margins, in points (what a self-sizing cell pins to).
    static let verticalContentMargin: CGFloat = 11
    /// The side margin in a compact width, in points.
    static let compactSideMargin: CGFloat = 16
    /// The side margin in a regular width, in points.
    static let regularSideMargin: CGFloat = 20
    /// The gap between the image and the text, in points.
    static let imageTextSpacing: CGFloat = 16
    /// The gap between the content and the accessory, in points.
    static let accessorySpacing: CGFloat = 8
    /// The width of the value2 style's leading label column, in points.
    static let value2LabelColumnWidth: CGFloat = 91
    /// The gap between the value2 style's two labels, in points.
    static let value2ColumnSpacing: CGFloat = 6
    /// The gap between a value1 cell's title and its detail, in points.
    static let value1MinimumSpacing: CGFloat = 8
    /// The gap between a subtitle cell's two lines, in points.
    static let subtitleLineSpacing: CGFloat = 1

    // MARK: State

    /// The arrangement of the standard labels, fixed at creation.
    public let style: CellStyle
    /// The identifier the table reuses the cell under (nil for a cell that is never reused).
    public private(set) var reuseIdentifier: String?
    /// The view that holds the cell's content: add custom views here, not to the cell.
    public let contentView: UIView

    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?
    /// What draws the standard accessories (the app's `accessoryView` replaces it).
    private let standardAccessory = CellAccessoryView()
    /// The fill behind the content at rest (rounded in an inset grouped table).
    let restingFill = CellBackgroundView()
    /// The fill shown while highlighted or selected when the app set no `selectedBackgroundView`.
    let selectionFill = CellBackgroundView()
    /// The hairline under the cell, placed by the table.
    let separatorLine = UIView()
    /// The red or green control at the leading edge while editing.
    let editingControl = CellEditingControl()
    /// The grip at the trailing edge while editing, for a row that can move.
    let reorderControl = CellReorderControl()

    /// Whether the grip shows (set by the table while editing).
    var showsReorderGrip = false {
        didSet { if showsReorderGrip != oldValue { setNeedsLayout() } }
    }

    /// Whether the cell is being dragged by its grip: it floats above the others, shadowed.
    var isReorderLifted = false {
        didSet {
            layer.shadowOpacity = isReorderLifted ? Self.liftedShadowOpacity : 0
            layer.shadowRadius = Self.liftedShadowRadius
            layer.shadowOffset = .zero
        }
    }
    /// The shadow of a row being dragged by its grip: opacity, and radius in points.
    static let liftedShadowOpacity: Float = 0.25
    static let liftedShadowRadius: CGFloat = 8

    /// How far the content is swiped aside, in points: positive uncovers trailing actions
    /// (the content moves left), negative leading ones.
    var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { setNeedsLayout() } }
    }

    /// The actions a swipe uncovers, behind the content.
    var swipeActionsView: SwipeActionsView? {
        didSet {
            if oldValue !== swipeActionsView { oldValue?.removeFromSuperview() }
            if let swipeActionsView { insertSubview(swipeActionsView, belowSubview: separatorLine) }
            setNeedsLayout()
        }
    }

    /// The grip's frame in the cell's bounds (empty when it does not show).
    var reorderGripFrame: CGRect { reorderControl.isHidden ? .zero : reorderControl.frame }

    /// Which of a section's corners the cell rounds (an inset grouped table's first and last rows).
    var roundedCorners: UIRectCorner = [] {
        didSet {
            restingFill.corners = roundedCorners
            selectionFill.corners = roundedCorners
        }
    }

    /// The table the cell is shown in, set while it is one of its visible cells.
    weak var owningTable: UITableView?

    /// Called by the standard detail button when tapped.
    var accessoryButtonTapped: (() -> Void)? {
        get { standardAccessory.tapped }
        set { standardAccessory.tapped = newValue }
    }

    // MARK: Creating

    /// A cell of the given style, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.standardRowHeight))
        assemble()
    }

    /// A default-style cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell decoded from a storyboard or nib: its style, its content view with the views
    /// Interface Builder put there, and its inspector values.
    public required init?(coder: NSCoder) {
        style = UITableViewCell.decodedStyle(from: coder) ?? .default
        contentView = UITableViewCell.decodedContentView(from: coder) ?? UIView()
        super.init(coder: coder)
        assemble()
        decodeTableViewCell(from: coder)
    }

    /// A static storyboard cell's own row height (`rowHeight=` on its element), in points.
    var storyboardRowHeight: CGFloat?
    /// The storyboard segue selecting the cell's row performs, if any.
    var storyboardSelectionSegue: (() -> Void)?
    /// The storyboard segue the cell's accessory button performs, if any.
    var storyboardAccessorySegue: (@MainActor () -> Void)?

    /// How a table makes a registered class's cell: through `init(style: .default,
    /// reuseIdentifier:)`, which subclasses override as in UIKit. It is a required initializer
    /// so that a class value can make it; a subclass that overrides `init(style:reuseIdentifier:)`
    /// and `init?(coder:)`, or no initializer at all, inherits it.
    public required convenience init(registeredReuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: registeredReuseIdentifier)
    }

    /// Sets the reuse identifier of a cell loaded from a registered nib.
    func setReuseIdentifier(_ identifier: String?) {
        reuseIdentifier = identifier
    }

    private func assemble() {
        backgroundColor = .systemBackground
        restingFill.fillColor = .systemBackground
        selectionFill.fillColor = Self.selectionColor
        selectionFill.isHidden = true
        restingFill.isUserInteractionEnabled = false
        selectionFill.isUserInteractionEnabled = false
        separatorLine.backgroundColor = .separator
        separatorLine.isUserInteractionEnabled = false
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        addSubview(restingFill)
        addSubview(selectionFill)
        addSubview(contentView)
        addSubview(standardAccessory)
        addSubview(editingControl)
        addSubview(reorderControl)
        addSubview(separatorLine)
        standardAccessory.isHidden = true
        editingControl.isHidden = true
        reorderControl.isHidden = true
        editingControl.tapped = { [weak self] in
            guard let self else { return }
            self.owningTable?.editingControlTapped(in: self)
        }
        switch style {
        case .default:
            break
        case .value1:
            detailTextLabelStorage = makeLabel(font: .systemFont(ofSize: 17), color: .secondaryLabel, alignment: .right)
        case .value2:
            detailTextLabelStorage = makeLabel(font: .systemFont(ofSize: 15), color: .label, alignment: .left)
        case .subtitle:
            detailTextLabelStorage = makeLabel(font: .systemFont(ofSize: 12), color: .label, alignment: .left)
        }
        setNeedsLayout()
    }

    /// The grey of a selected row (iOS's `systemGray4` in the light appearance: 209/209/214).
    static let selectionColor = UIColor.systemGray4

    private func makeLabel(font: UIFont, color: UIColor, alignment: NSTextAlignment) -> UILabel {
        let label = CellLabel()
        label.owner = self
        label.font = font
        label.textColor = color
        label.textAlignment = alignment
        label.backgroundColor = nil
        label.isOpaque = false
        contentView.addSubview(label)
        return label
    }

    // MARK: The standard content

    /// The main label, made when first asked for.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label: UILabel
        switch style {
        case .value2:
            label = makeLabel(font: .systemFont(ofSize: 15, weight: .semibold), color: .tintColor, alignment: .right)
        default:
            label = makeLabel(font: .systemFont(ofSize: 17), color: .label, alignment: .natural)
        }
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The secondary label: nil in the default style.
    open var detailTextLabel: UILabel? { detailTextLabelStorage }

    /// The image on the leading side, made when first asked for (nil in the value2 style).
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let imageViewStorage { return imageViewStorage }
        let view = ImageSlotView()
        view.owner = self
        view.contentMode = .center
        contentView.addSubview(view)
        imageViewStorage = view
        setNeedsLayout()
        return view
    }

    // MARK: Content configuration

    /// What the content view shows, as a value (iOS 14's way): setting it puts the
    /// configuration's view in the content view, or updates the one there, and hides the
    /// standard labels and image. Nil takes the configuration's view away.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            contentConfigurationStorage = newValue
            guard let newValue else {
                configurationView?.removeFromSuperview()
                configurationView = nil
                setStandardContentHidden(false)
                return
            }
            if let view = configurationView, view.supports(newValue) {
                view.configuration = newValue
            } else {
                configurationView?.removeFromSuperview()
                let view = newValue.makeContentView()
                contentView.addSubview(view)
                configurationView = view
            }
            setStandardContentHidden(true)
            setNeedsLayout()
        }
    }
    private var contentConfigurationStorage: (any UIContentConfiguration)?
    /// The view showing `contentConfiguration`.
    private var configurationView: (any UIView & UIContentView)?

    private func setStandardContentHidden(_ hidden: Bool) {
        textLabelStorage?.isHidden = hidden
        detailTextLabelStorage?.isHidden = hidden
        imageViewStorage?.isHidden = hidden
    }

    /// A list configuration with the cell style's looks and no content: `valueCell()` for the
    /// value styles, `subtitleCell()` for the subtitle style, else `cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// Whether the content configuration is updated for each new state (selection,
    /// highlight, editing) through its `updated(for:)`.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's state now: its traits, selection, highlight, editing, swipe and drag.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = swipeOffset != 0
        state.isReordering = isReorderLifted
        return state
    }

    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Updates the content configuration for `state`; override to change more with the state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        guard automaticallyUpdatesContentConfiguration, let configuration = contentConfigurationStorage else { return }
        contentConfiguration = configuration.updated(for: state)
    }

    // MARK: Accessory

    /// The standard mark at the trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet { accessoryDidChange() }
    }

    /// A view of the app's at the trailing edge, shown instead of `accessoryType`'s mark.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            accessoryDidChange()
        }
    }

    /// The mark shown instead of `accessoryType` while editing.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { accessoryDidChange() }
    }

    /// The view shown instead of `accessoryView` while editing.
    open var editingAccessoryView: UIView? {
        didSet {
            if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
            if let editingAccessoryView { addSubview(editingAccessoryView) }
            accessoryDidChange()
        }
    }

    private func accessoryDidChange() {
        setNeedsLayout()
    }

    /// The accessory view and standard mark that show now.
    private var shownAccessory: (view: UIView?, type: AccessoryType) {
        isEditing ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
    }

    // MARK: Backgrounds and selection

    /// How the cell shows being highlighted or selected.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance() }
    }

    /// A view behind the content at rest, replacing the plain fill.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, aboveSubview: restingFill) }
            restingFill.isHidden = backgroundView != nil
            setNeedsLayout()
        }
    }

    /// A view shown behind the content while highlighted or selected, replacing the grey.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: contentView) }
            updateSelectionAppearance()
            setNeedsLayout()
        }
    }

    /// A view shown behind the content while selected in a table allowing multiple selection.
    open var multipleSelectionBackgroundView: UIView? {
        didSet {
            if oldValue !== multipleSelectionBackgroundView { oldValue?.removeFromSuperview() }
            if let multipleSelectionBackgroundView { insertSubview(multipleSelectionBackgroundView, belowSubview: contentView) }
            updateSelectionAppearance()
            setNeedsLayout()
        }
    }

    /// The cell's background colour: the fill behind the content at rest.
    open override var backgroundColor: UIColor? {
        get { restingFillColor }
        set {
            restingFillColor = newValue
            restingFill.fillColor = newValue
        }
    }
    private var restingFillColor: UIColor?

    /// Whether the cell is selected; set by the table (use `selectRow` to select a row).
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false

    /// Whether the cell is highlighted (the finger is down on it).
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlightedState = false

    /// Selects or deselects the cell's look; override to change more with it.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectionAppearance()
        if contentConfigurationStorage != nil { setNeedsUpdateConfiguration() }
    }

    /// Highlights or unhighlights the cell's look; override to change more with it.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectionAppearance()
        if contentConfigurationStorage != nil { setNeedsUpdateConfiguration() }
    }

    private func updateSelectionAppearance() {
        let shows = (selectedState || highlightedState) && selectionStyle != .none
        let multiple = owningTable?.allowsMultipleSelection == true && multipleSelectionBackgroundView != nil
        let custom = multiple ? multipleSelectionBackgroundView : selectedBackgroundView
        selectionFill.isHidden = !shows || custom != nil
        selectedBackgroundView?.isHidden = !(shows && custom === selectedBackgroundView)
        multipleSelectionBackgroundView?.isHidden = !(shows && custom === multipleSelectionBackgroundView)
    }

    // MARK: Editing and indentation

    /// Whether the cell shows its editing controls (set by its table's `isEditing`).
    open var isEditing = false {
        didSet { if oldValue != isEditing { setNeedsLayout() } }
    }

    /// How long entering or leaving editing mode takes when animated, in seconds.
    static let editingAnimationDuration: TimeInterval = 0.3

    /// Enters or leaves editing mode: the controls slide in as the content moves aside.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        guard animated, window != nil else { return }
        UIView.animate(withDuration: Self.editingAnimationDuration) { self.layoutIfNeeded() }
    }

    /// The control the cell shows while editing, as the table's delegate decides.
    open var editingStyle: EditingStyle { owningTable?.editingStyle(forCell: self) ?? .none }

    /// Whether the cell shows the reordering grip while editing.
    open var showsReorderControl = false

    /// Whether the content moves right while editing (to make room for the controls).
    open var shouldIndentWhileEditing = true

    /// How many indentation widths the content moves right.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width of one indentation level, in points.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// Where the separator under the cell starts and ends, from the cell's edges; nil leaves it
    /// to the table (aligned with the text).
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? UIEdgeInsets(top: 0, left: textLeadingInset, bottom: 0, right: 0) }
        set {
            separatorInsetStorage = newValue
            setNeedsLayout()
        }
    }
    private var separatorInsetStorage: UIEdgeInsets?

    /// Whether the cell's own `separatorInset` was set.
    var hasOwnSeparatorInset: Bool { separatorInsetStorage != nil }

    // MARK: Reuse

    /// Called before the table hands the cell out again: reset state the data source does not set.
    open func prepareForReuse() {}

    /// Resets what the table owns before a reused cell is configured again.
    func resetForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
        isEditing = false
        showsReorderGrip = false
        isReorderLifted = false
        swipeOffset = 0
        swipeActionsView = nil
        prepareForReuse()
    }

    // MARK: Layout

    /// The side margin for the cell's width class, in points.
    var sideMargin: CGFloat {
        traitCollection.horizontalSizeClass == .regular ? Self.regularSideMargin : Self.compactSideMargin
    }

    /// Where the text starts, measured from the cell's leading edge.
    private var textLeadingInset: CGFloat {
        layoutIfNeeded()
        if let label = textLabelStorage, label.text != nil || label.attributedText != nil {
            return contentView.frame.minX + label.frame.minX
        }
        return contentView.frame.minX + sideMargin + indentation
    }

    private var indentation: CGFloat { CGFloat(indentationLevel) * indentationWidth }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        restingFill.frame = bounds
        selectionFill.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        multipleSelectionBackgroundView?.frame = bounds

        // The editing control at the leading edge, the grip at the trailing one.
        let editStyle = isEditing ? editingStyle : .none
        editingControl.style = editStyle
        editingControl.isHidden = editStyle == .none
        editingControl.frame = CGRect(x: 0, y: 0, width: CellEditingControl.indentWidth, height: bounds.height)
        let indentsForControl = editStyle != .none && (owningTable?.indentsWhileEditing(self) ?? shouldIndentWhileEditing)
        let contentMinX = indentsForControl ? CellEditingControl.indentWidth : 0
        let grip = isEditing && showsReorderGrip
        reorderControl.isHidden = !grip
        reorderControl.frame = CGRect(x: bounds.width - CellReorderControl.width, y: 0, width: CellReorderControl.width, height: bounds.height)
        let trailingEdge = grip ? bounds.width - CellReorderControl.width + sideMargin : bounds.width

        // The accessory, at the trailing margin.
        let shown = shownAccessory
        var contentMaxX = trailingEdge
        standardAccessory.isHidden = true
        if let view = shown.view {
            let size = view.frame.size == .zero ? view.sizeThatFits(bounds.size) : view.frame.size
            view.frame = CGRect(x: trailingEdge - sideMargin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                                width: size.width, height: size.height)
            contentMaxX = view.frame.minX - Self.accessorySpacing
        } else if shown.type != .none {
            standardAccessory.type = shown.type
            standardAccessory.tintColor = tintColor
            let size = standardAccessory.sizeThatFits(bounds.size)
            standardAccessory.frame = CGRect(x: trailingEdge - sideMargin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                                             width: size.width, height: size.height)
            standardAccessory.isHidden = false
            contentMaxX = standardAccessory.frame.minX - Self.accessorySpacing
        }
        for view in [accessoryView, editingAccessoryView].compactMap({ $0 }) where view !== shown.view {
            view.isHidden = true
        }
        shown.view?.isHidden = false
        contentView.frame = CGRect(x: contentMinX, y: 0, width: max(0, contentMaxX - contentMinX), height: bounds.height)
        let trailingMargin = contentMaxX < bounds.width ? 0 : sideMargin
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: Self.verticalContentMargin, leading: sideMargin,
                                                                      bottom: Self.verticalContentMargin, trailing: trailingMargin)
        layoutStandardContent(trailingMargin: trailingMargin)
        configurationView?.frame = contentView.bounds
        updateSelectionAppearance()
        layoutSwipe()
    }

    /// Slides the content, accessory and controls aside by the swipe offset and puts the
    /// uncovered actions in the space left.
    private func layoutSwipe() {
        let offset = swipeOffset
        if offset != 0 {
            for view in [contentView, standardAccessory, editingControl, reorderControl] { view.frame.origin.x -= offset }
            for view in [accessoryView, editingAccessoryView].compactMap({ $0 }) { view.frame.origin.x -= offset }
        }
        guard let actions = swipeActionsView else { return }
        let width = abs(offset)
        actions.frame = actions.isTrailing
            ? CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
            : CGRect(x: 0, y: 0, width: width, height: bounds.height)
        actions.layoutIfNeeded()
    }

    /// Places the image and labels of the cell's style in the content view.
    private func layoutStandardContent(trailingMargin: CGFloat) {
        let area = contentView.bounds
        var leading = sideMargin + indentation
        let trailing = area.width - trailingMargin
        if let imageView = imageViewStorage, let image = imageView.image {
            let size = CGSize(width: min(image.size.width, area.width / 2), height: min(image.size.height, area.height))
            imageView.frame = CGRect(x: leading, y: ((area.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            leading = imageView.frame.maxX + Self.imageTextSpacing
        } else {
            imageViewStorage?.frame = .zero
        }
        let text = textLabelStorage
        let detail = detailTextLabelStorage
        let textSize = text?.sizeThatFits(CGSize(width: max(0, trailing - leading), height: area.height)) ?? .zero
        let detailSize = detail?.sizeThatFits(CGSize(width: max(0, trailing - leading), height: area.height)) ?? .zero
        let hasDetail = (detail?.text?.isEmpty == false) || (detail?.attributedText?.length ?? 0) > 0
        func centered(_ height: CGFloat) -> CGFloat { ((area.height - height) / 2).rounded() }
        switch style {
        case .default:
            text?.frame = CGRect(x: leading, y: centered(textSize.height), width: max(0, trailing - leading), height: textSize.height)
        case .subtitle:
            let total = textSize.height + (hasDetail ? Self.subtitleLineSpacing + detailSize.height : 0)
            let top = centered(total)
            text?.frame = CGRect(x: leading, y: top, width: max(0, trailing - leading), height: textSize.height)
            detail?.frame = CGRect(x: leading, y: top + textSize.height + Self.subtitleLineSpacing,
                                   width: max(0, trailing - leading), height: hasDetail ? detailSize.height : 0)
        case .value1:
            // The detail keeps its width; the title takes what is left.
            let detailWidth = min(detailSize.width, max(0, trailing - leading))
            detail?.frame = CGRect(x: trailing - detailWidth, y: centered(detailSize.height), width: detailWidth, height: detailSize.height)
            let titleMaxX = hasDetail ? trailing - detailWidth - Self.value1MinimumSpacing : trailing
            text?.frame = CGRect(x: leading, y: centered(textSize.height), width: max(0, min(textSize.width, titleMaxX - leading)),
                                 height: textSize.height)
        case .value2:
            text?.frame = CGRect(x: leading, y: centered(textSize.height), width: Self.value2LabelColumnWidth, height: textSize.height)
            let detailX = leading + Self.value2ColumnSpacing + Self.value2LabelColumnWidth
            detail?.frame = CGRect(x: detailX, y: centered(detailSize.height), width: max(0, trailing - detailX), height: detailSize.height)
        }
    }

    /// The height the cell needs at `width`: its content view's constraints when it has any,
    /// else its standard labels' lines between the vertical margins, at least a standard row.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        frame.size.width = width
        layoutIfNeeded()
        if let configurationView {
            let fitted = configurationView.sizeThatFits(CGSize(width: contentView.bounds.width, height: 0))
            return max(Self.standardRowHeight, fitted.height.rounded(.up))
        }
        if !contentView.constraints.isEmpty || contentView.subviews.contains(where: { !$0.constraints.isEmpty }) {
            let fitted = contentView.systemLayoutSizeFitting(CGSize(width: contentView.bounds.width, height: 0),
                                                             withHorizontalFittingPriority: .required,
                                                             verticalFittingPriority: .fittingSizeLevel)
            return max(fitted.height, 1).rounded(.up)
        }
        let available = CGSize(width: max(0, contentView.bounds.width - 2 * sideMargin), height: .greatestFiniteMagnitude)
        let textHeight = textLabelStorage?.sizeThatFits(available).height ?? 0
        let detailHeight = detailTextLabelStorage?.text?.isEmpty == false ? detailTextLabelStorage?.sizeThatFits(available).height ?? 0 : 0
        let lines = style == .subtitle && detailHeight > 0 ? textHeight + Self.subtitleLineSpacing + detailHeight : max(textHeight, detailHeight)
        return max(Self.standardRowHeight, (lines + 2 * Self.verticalContentMargin).rounded(.up))
    }
}
