import Foundation

/// A view of spinning wheels, one per component, each showing rows the user turns to the
/// middle to pick one, as UIKit's `UIPickerView`.
///
/// It is drawn as iOS 14 and later draw it: the rows of each wheel printed round a cylinder
/// (squashed and fading away from the middle), the components side by side, and a light grey
/// rounded band across the middle marking the picked rows. Its standard size is 320×216
/// points; rows are 32 points tall unless the delegate says otherwise.
///
/// **Data.** The data source gives the number of components and of rows in each; the
/// delegate gives the widths, row heights and each row's content (a view, an attributed
/// title or a title; "?" when it gives none). The picker asks when it first lays out (or is
/// first asked about its rows) and again at `reloadAllComponents()` or `reloadComponent(_:)`.
///
/// **Turning.** Each wheel is dragged vertically and flicked: it decelerates and comes to
/// rest on a row. A tap on a row above or below the middle turns it to the middle; the
/// mouse wheel and touchpad turn it too. When the picker has keyboard focus the up and down
/// arrows step the focused wheel's row and left and right move between wheels. Once a wheel
/// comes to rest on a new row after the user turned it, the delegate hears
/// `pickerView(_:didSelectRow:inComponent:)`; `selectRow(_:inComponent:animated:)` called by
/// the app tells it nothing, as UIKit documents.
///
/// **Accessibility.** Each wheel is an adjustable element whose value is its picked row's
/// title; a screen reader's increment and decrement step the row and tell the delegate.
///
/// **Right to left.** Component 0 is at the right when the picker's
/// `effectiveUserInterfaceLayoutDirection` is right to left.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// UIKit's standard picker size, in points (its `intrinsicContentSize`).
    static let standardSize = CGSize(width: 320, height: 216)
    /// The row height when the delegate does not give one, in points (UIKit's since iOS 7).
    nonisolated static let defaultRowHeight: CGFloat = 32
    /// The gap between two components, in points.
    static let componentSpacingInPoints: CGFloat = 5
    /// How far the selection band and the outer components stay from the sides, in points.
    static let sideInsetInPoints: CGFloat = 8
    /// The selection band's corner radius, in points.
    static let selectionCornerRadiusInPoints: CGFloat = 8
    /// The selection band's colour (iOS's `tertiarySystemFill`: 118/118/128 at 12 %).
    static let selectionFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// The size of the rows' titles, in points (what iOS 14's wheels measure).
    static let titleFontSize: CGFloat = 21
    /// The text shown for a row the delegate gives no content for.
    static let missingTitle = "?"

    /// What the picker knows of one component since the last reload.
    struct Component {
        var rows = 0
        /// The picked row, or -1 when the component has no rows.
        var selectedRow = -1
        var rowHeight = UIPickerView.defaultRowHeight
    }

    /// The object that gives the number of components and rows; held weakly.
    weak open var dataSource: (any UIPickerViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The object that gives the rows' content and sizes and hears the user's picks; held weakly.
    weak open var delegate: (any UIPickerViewDelegate)? {
        didSet { setNeedsReload() }
    }

    private(set) var components: [Component] = []
    private var columns: [PickerColumnView] = []
    /// Whether the data source has not been asked since it or the delegate changed.
    private var needsReload = true
    /// Whether the delegate answers with its own views (it implements the view method).
    private(set) var delegateGivesViews = false
    /// Set by the delegate protocol's default implementations when they answer, so the
    /// picker can tell which optional methods its delegate implements.
    var answeredByDefault = false
    /// The component the arrow keys turn while the picker has keyboard focus.
    private(set) var focusedComponent = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPicker()
    }

    /// A picker decoded from a storyboard or xib (its data source and delegate are outlets).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPicker()
    }

    private func setUpPicker() {
        isOpaque = false
    }

    // MARK: Size

    /// UIKit's standard picker size, 320×216 points.
    open override var intrinsicContentSize: CGSize { Self.standardSize }

    /// The width offered (the standard width when none is) and the standard height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : Self.standardSize.width, height: Self.standardSize.height)
    }

    // MARK: Data

    /// How many components the picker shows, as its data source last said.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return components.count
    }

    /// How many rows `component` holds, as the data source last said; 0 for a component
    /// that does not exist.
    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard components.indices.contains(component) else { return 0 }
        return components[component].rows
    }

    /// The size of `component`'s rows: the width it is laid out at and its row height;
    /// (0, 0) for a component that does not exist (UIKit's default).
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard components.indices.contains(component) else { return .zero }
        return CGSize(width: componentWidths()[component], height: components[component].rowHeight)
    }

    /// Asks the data source and delegate again for every component, keeping each picked row
    /// where it still exists.
    open func reloadAllComponents() {
        needsReload = false
        let count = dataSource.map { max(0, checkedCount($0.numberOfComponents(in: self), what: "numberOfComponents(in:)")) } ?? 0
        var next: [Component] = []
        for index in 0..<count {
            next.append(loadComponent(index, keeping: components.indices.contains(index) ? components[index] : nil))
        }
        components = next
        delegateGivesViews = delegateImplementsViews()
        focusedComponent = min(focusedComponent, max(0, count - 1))
        rebuildColumns()
    }

    /// Asks the data source and delegate again for `component`'s rows.
    open func reloadComponent(_ component: Int) {
        if needsReload { return reloadAllComponents() }
        guard components.indices.contains(component) else {
            return Diagnostics.warn("UIPickerView.reloadComponent(\(component)) was ignored: the picker has \(components.count) component(s)",
                                    once: "UIPickerView.reloadComponent")
        }
        components[component] = loadComponent(component, keeping: components[component])
        columns[component].reloadRows()
        setNeedsLayout()
    }

    /// Turns `component` to `row` (at once, or animated), without telling the delegate, as
    /// UIKit documents. A row or component that does not exist is refused with a warning.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard components.indices.contains(component), (0..<components[component].rows).contains(row) else {
            return Diagnostics.warn("UIPickerView.selectRow(\(row), inComponent: \(component)) was ignored: no such row",
                                    once: "UIPickerView.selectRow")
        }
        components[component].selectedRow = row
        columns[component].turn(to: row, animated: animated, byUser: false)
    }

    /// The row picked in `component`; -1 when the component has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard components.indices.contains(component) else { return -1 }
        return components[component].selectedRow
    }

    /// The view the delegate gave for `row` of `component` while that row is in sight; nil
    /// when it is not, or when the delegate does not give views (it gives titles).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        guard delegateGivesViews, columns.indices.contains(component) else { return nil }
        return columns[component].visibleView(forRow: row)
    }

    // MARK: Loading

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    private func checkedCount(_ count: Int, what: String) -> Int {
        if count < 0 {
            Diagnostics.warn("UIPickerView: the data source's \(what) answered \(count); it is taken as 0", once: "UIPickerView.negative.\(what)")
            return 0
        }
        return count
    }

    private func loadComponent(_ index: Int, keeping old: Component?) -> Component {
        var component = Component()
        if let dataSource {
            component.rows = checkedCount(dataSource.pickerView(self, numberOfRowsInComponent: index), what: "pickerView(_:numberOfRowsInComponent:)")
        }
        if let delegate {
            let height = delegate.pickerView(self, rowHeightForComponent: index)
            if height.isFinite, height > 0 {
                component.rowHeight = height
            } else {
                Diagnostics.warn("UIPickerView: the delegate's row height \(height) for component \(index) is not a positive number; 32 points are used",
                                 once: "UIPickerView.rowHeight")
            }
        }
        let kept = old?.selectedRow ?? 0
        component.selectedRow = component.rows == 0 ? -1 : min(max(kept, 0), component.rows - 1)
        return component
    }

    /// Whether the delegate implements the view method: asked once, for a row that exists,
    /// as UIKit asks `respondsToSelector:` (the view it makes then is not shown).
    private func delegateImplementsViews() -> Bool {
        guard let delegate, let first = components.firstIndex(where: { $0.rows > 0 }) else { return false }
        answeredByDefault = false
        _ = delegate.pickerView(self, viewForRow: 0, forComponent: first, reusing: nil)
        return !answeredByDefault
    }

    private func rebuildColumns() {
        while columns.count > components.count { columns.removeLast().removeFromSuperview() }
        while columns.count < components.count {
            let column = PickerColumnView(picker: self, component: columns.count)
            columns.append(column)
            addSubview(column)
        }
        for column in columns { column.reloadRows() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Rows

    /// The delegate's view for a row, or the picker's own title label.
    func rowView(forRow row: Int, inComponent component: Int, reusing view: UIView?) -> UIView {
        if delegateGivesViews, let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        return titleView(forRow: row, inComponent: component, reusing: view)
    }

    /// A centred label showing a row's attributed title, else its title, else "?".
    func titleView(forRow row: Int, inComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? UILabel) ?? UILabel(frame: .zero)
        label.font = .systemFont(ofSize: Self.titleFontSize)
        label.textAlignment = .center
        label.textColor = .label
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? Self.missingTitle
        }
        return label
    }

    /// A row's text for a screen reader: its attributed title's, its title, or its view's
    /// accessibility label.
    func accessibleTitle(forRow row: Int, inComponent component: Int) -> String? {
        guard let delegate, row >= 0 else { return nil }
        if delegateGivesViews {
            return columns.indices.contains(component) ? columns[component].visibleView(forRow: row)?.accessibilityLabel : nil
        }
        if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) { return attributed.string }
        return delegate.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// A wheel came to rest on `row`; the delegate hears it when the user turned the wheel
    /// there and it is a new row.
    func column(_ column: PickerColumnView, didSettleOn row: Int, byUser: Bool) {
        let component = column.component
        guard components.indices.contains(component) else { return }
        let changed = components[component].selectedRow != row
        components[component].selectedRow = row
        if byUser, changed { delegate?.pickerView(self, didSelectRow: row, inComponent: component) }
    }

    /// Turns `component` by `steps` rows as the user does (keys, a screen reader): animated,
    /// and the delegate hears the new row when the wheel rests.
    func userStep(component: Int, by steps: Int) {
        reloadIfNeeded()
        guard components.indices.contains(component), components[component].rows > 0 else { return }
        let target = min(max(columns[component].targetRow + steps, 0), components[component].rows - 1)
        guard target != columns[component].targetRow else { return }
        columns[component].turn(to: target, animated: true, byUser: true)
    }

    // MARK: Layout

    /// Each component's share when the delegate gives no widths: the picker's width less the
    /// side insets and gaps, divided equally.
    var equalComponentWidth: CGFloat {
        let count = max(components.count, 1)
        let free = bounds.width - 2 * Self.sideInsetInPoints - Self.componentSpacingInPoints * CGFloat(count - 1)
        return max(0, free / CGFloat(count))
    }

    /// The width of each component: the delegate's, or equal shares.
    private func componentWidths() -> [CGFloat] {
        guard let delegate else { return components.map { _ in equalComponentWidth } }
        return components.indices.map { index in
            let width = delegate.pickerView(self, widthForComponent: index)
            return width.isFinite && width >= 0 ? width : equalComponentWidth
        }
    }

    /// The components' frames, side by side and centred, component 0 at the leading side.
    func componentFrames() -> [CGRect] {
        let widths = componentWidths()
        let total = widths.reduce(0, +) + Self.componentSpacingInPoints * CGFloat(max(widths.count - 1, 0))
        var x = (bounds.width - total) / 2
        var frames: [CGRect] = []
        for width in widths {
            frames.append(CGRect(x: x, y: 0, width: width, height: bounds.height))
            x += width + Self.componentSpacingInPoints
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map { CGRect(x: bounds.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        return frames
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        for (column, frame) in zip(columns, componentFrames()) where column.frame != frame {
            column.frame = frame
        }
    }

    /// The selection band across the middle, as tall as the tallest component's rows.
    func selectionBandRect() -> CGRect {
        let height = components.map(\.rowHeight).max() ?? Self.defaultRowHeight
        return CGRect(x: Self.sideInsetInPoints, y: bounds.midY - height / 2,
                      width: max(0, bounds.width - 2 * Self.sideInsetInPoints), height: height)
    }

    open override func draw(_ rect: CGRect) {
        guard !components.isEmpty else { return }
        Self.selectionFill.setFill()
        UIBezierPath(roundedRect: selectionBandRect(), cornerRadius: Self.selectionCornerRadiusInPoints).fill()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }

    // MARK: Keyboard focus

    /// A picker with components takes keyboard focus.
    open override var canBecomeFocused: Bool { !components.isEmpty }

    /// While focused: up and down step the focused wheel, left and right move between wheels
    /// (mirrored right to left); other keys go on.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { press in
            guard isFocused, let key = press.key else { return true }
            return !focusedKeyDown(key)
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    private func focusedKeyDown(_ key: UIKey) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.shift, .control, .alternate, .command]), !components.isEmpty else { return false }
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch key.keyCode {
        case .keyboardUpArrow: userStep(component: focusedComponent, by: -1)
        case .keyboardDownArrow: userStep(component: focusedComponent, by: 1)
        case .keyboardLeftArrow: focusedComponent = min(max(focusedComponent + (mirrored ? 1 : -1), 0), components.count - 1)
        case .keyboardRightArrow: focusedComponent = min(max(focusedComponent + (mirrored ? -1 : 1), 0), components.count - 1)
        default: return false
        }
        return true
    }
}
