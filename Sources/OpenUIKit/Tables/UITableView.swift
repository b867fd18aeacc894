import Foundation

/// A vertical list of rows in sections, scrolled, asking its data source for the rows' cells
/// and its delegate for their heights and for what selection and editing mean.
///
/// Only the cells of the rows on screen are alive: as the content offset changes,
/// `layoutSubviews()` hands the cells of rows that left back to the reuse pool and asks the
/// data source for those of rows that came in, so a frame costs the same for 100 rows as for
/// 100,000. The rows' positions come from `TableRowGeometry`, which answers in O(log n).
///
/// The delegate is the scroll view's `delegate`: assign a `UITableViewDelegate` to it (the
/// protocol refines `UIScrollViewDelegate`), as in UIKit.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The height (row, header or footer) that asks the table to size the part itself: a
    /// cell from its constraints or its labels, a header from its title.
    public static let automaticDimension: CGFloat = -1

    /// A standard row's height, used when an estimate is automatic, in points.
    static let defaultEstimatedRowHeight: CGFloat = UITableViewCell.standardRowHeight
    /// A plain table's header or footer with a title, in points.
    static let plainTitleHeaderHeight: CGFloat = 28
    /// A grouped table's header without a title (the space between sections), in points.
    static let groupedEmptyHeaderHeight: CGFloat = 18
    /// A grouped table's first header without a title (the space above the first section), in points.
    static let groupedFirstEmptyHeaderHeight: CGFloat = 35
    /// A grouped table's header's space above its title, in points.
    static let groupedTitleTopPadding: CGFloat = 17
    /// A grouped table's footer without a title, in points.
    static let groupedEmptyFooterHeight: CGFloat = 17
    /// A grouped table's footer's space below its text, in points.
    static let groupedFooterBottomPadding: CGFloat = 10
    /// How many cells the reuse pool keeps beyond those on screen.
    static let reusePoolLimit = 4

    /// The table's style, fixed at creation.
    public let style: Style

    /// What gives the table its sections and cells. Held weakly, as in UIKit.
    open weak var dataSource: UITableViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// The delegate as a table delegate: the scroll view's `delegate` when it is one.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: Heights

    /// Every row's height, unless the delegate gives each its own; `automaticDimension` (the
    /// default) sizes each row from its cell.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    /// The guess used for rows not yet sized (`automaticDimension`: a standard row).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    /// Every section header's height, unless the delegate gives each its own.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    /// Every section footer's height, unless the delegate gives each its own.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }

    /// The guess for headers not yet sized (unused: headers are sized when the table loads).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The guess for footers not yet sized (unused: footers are sized when the table loads).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    // MARK: Appearance

    /// Whether lines separate the rows.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }

    /// The separators' colour.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }

    /// The separators' default inset from the cells' edges; a cell's own `separatorInset` wins.
    /// Left at its default, separators start where the cells' text starts.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? UIEdgeInsets(top: 0, left: UITableViewCell.compactSideMargin, bottom: 0, right: 0) }
        set {
            separatorInsetStorage = newValue
            setNeedsLayout()
        }
    }
    private var separatorInsetStorage: UIEdgeInsets?

    /// A view above the first section, scrolling with the rows.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }

    /// A view below the last section, scrolling with the rows.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }

    /// A view behind the rows, filling the table.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection settings

    /// Whether the user can select rows (outside editing).
    open var allowsSelection = true
    /// Whether the user can select several rows, each tap toggling one (outside editing).
    open var allowsMultipleSelection = false
    /// Whether the user can select rows while editing.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows while editing.
    open var allowsMultipleSelectionDuringEditing = false

    // MARK: Drag and drop (the work is in UITableView+DragDrop.swift)

    /// What answers drags of the table's rows; setting one makes the rows lift (while
    /// `dragInteractionEnabled`). Held weakly, as in UIKit.
    open weak var dragDelegate: (any UITableViewDragDelegate)? {
        didSet { dragDropController.updateInteractions() }
    }

    /// What answers drops on the table; setting one makes the table a drop destination.
    /// Held weakly, as in UIKit.
    open weak var dropDelegate: (any UITableViewDropDelegate)? {
        didSet { dragDropController.updateInteractions() }
    }

    /// Whether the rows lift for a drag: true by default, as on an iPad (UIKit makes it
    /// false on an iPhone).
    open var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { dragDropController.updateInteractions() }
    }

    /// Whether a drag of the table's rows is running (from the lift to its end).
    open var hasActiveDrag: Bool { dragDropController.hasActiveDrag }

    /// Whether a drag is over the table.
    open var hasActiveDrop: Bool { dragDropController.hasActiveDrop }

    /// Whether the table shows what its data source does not have yet: a drop's placeholders
    /// waiting for their content, or rows standing aside for a drop (iOS 11).
    open var hasUncommittedUpdates: Bool { !placeholders.isEmpty || dragDropController.roomMade }

    // MARK: Data source and presentation index paths (UIDataSourceTranslating)

    /// The section shown for the data source's section: the same, as placeholders are rows.
    open func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int { dataSourceSectionIndex }

    /// The data source's section for a section shown: the same, as placeholders are rows.
    open func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int { presentationSectionIndex }

    /// Where the data source's row at `dataSourceIndexPath` is shown, counting the
    /// placeholders before it; nil for nil.
    open func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath? {
        dataSourceIndexPath.map { placeholders.presentationIndexPath(forDataSource: $0) }
    }

    /// The data source's index path of the row shown at `presentationIndexPath`; nil for
    /// a placeholder (the data source does not have it) or for nil.
    open func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath? {
        presentationIndexPath.flatMap { placeholders.dataSourceIndexPath(forPresented: $0) }
    }

    /// Runs `actionsToTranslate` with the table's index-path API (`cellForRow(at:)`, `indexPath(for:)`,
    /// the selection, the visible rows) speaking in presentation index paths, placeholders
    /// counted; outside it, while placeholders wait, that API speaks in the data source's.
    open func performUsingPresentationValues(_ actionsToTranslate: () -> Void) {
        placeholders.presentationValuesDepth += 1
        defer { placeholders.presentationValuesDepth -= 1 }
        actionsToTranslate()
    }

    // MARK: State

    /// Where each section, row, header and footer sits.
    var geometry = TableRowGeometry()
    /// The placeholder rows drops inserted, which the data source does not count
    /// (`UITableView+Placeholders`).
    var placeholders = ListPlaceholders()
    /// Set by the delegate protocol's default implementations when they answer, so the
    /// table can tell which optional methods its delegate implements.
    var answeredByDefault = false
    /// Whether the delegate is being asked for a footer view (not a header view), so that a
    /// view dequeued meanwhile knows what it is for.
    var askingForFooterView = false
    /// Whether `layoutVisibleRows` is running, so it does not run inside itself.
    private var isLayingOutRows = false
    /// The hairlines below a short plain table's last row, made when first needed.
    var emptyRowSeparators: EmptyRowSeparatorsView?
    /// Whether the data must be asked for again before the next layout.
    var needsReload = true
    /// The cells of the rows on screen.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    /// Cells waiting to be handed out again, by reuse identifier.
    var reusePool: [String: [UITableViewCell]] = [:]
    /// What each reuse identifier makes when the pool has none.
    var registrations: [String: CellRegistration] = [:]
    /// The header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Header and footer views waiting to be handed out again, by reuse identifier.
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    /// What each header-footer reuse identifier makes.
    var headerFooterRegistrations: [String: AnyClass] = [:]
    /// The selected rows, in the order they were selected.
    var selectedPaths: [IndexPath] = []
    /// The row under a finger, highlighted, and the touch's start.
    var trackedTouch: (path: IndexPath, start: CGPoint)?
    /// Whether the current touch only closed a row's actions and does nothing more.
    var swallowsTouch = false
    /// Whether rows show their editing controls.
    var editingState = false
    /// The swipes, the delete confirmation and the grips' drags.
    private(set) var editingController: TableEditingController!
    /// The table's drag and drop interactions and their delegates (`UITableView+DragDrop`).
    private(set) lazy var dragDropController = IndexPathDragDropController<UITableView>(list: self)
    /// Nesting of `beginUpdates`/`performBatchUpdates`, and the changes collected meanwhile.
    var updateDepth = 0
    var pendingUpdates = TableUpdates()
    /// The app's changes collected meanwhile while a drop's placeholders wait, numbered by
    /// its data source, renumbered by the presentation when the batch ends.
    var pendingAppUpdates = TableUpdates()

    /// How a reuse identifier makes new cells.
    enum CellRegistration {
        case cellClass(UITableViewCell.Type)
        case nib(UINib)
        /// A storyboard's prototype cell, made anew from its element.
        case prototype(() -> UITableViewCell?)
    }

    /// A storyboard's static sections and cells (`dataMode="static"`), which its
    /// `UITableViewController` shows; nil for a table with a data source of its own.
    var staticContent: StaticTableContent?

    /// Answers the table's context menu interaction from the delegate's per-row methods.
    var contextMenuAdapter: ListContextMenuAdapter?

    // MARK: Creating

    /// A table of the given frame and style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        configureTable()
    }

    /// A plain table of the given frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table decoded from a storyboard or nib (plain; the decoder sets the style it reads).
    public required init?(coder: NSCoder) {
        style = UITableView.decodedStyle(from: coder) ?? .plain
        super.init(coder: coder)
        configureTable()
        decodeTableView(from: coder)
    }

    private func configureTable() {
        switch style {
        case .plain: super.backgroundColor = .systemBackground
        case .grouped, .insetGrouped: super.backgroundColor = .systemGroupedBackground
        }
        alwaysBounceVertical = true
        editingController = TableEditingController(table: self)
        addGestureRecognizer(editingController.recognizer)
        addGestureRecognizer(editingController.reorderRecognizer)
        installContextMenu()
    }

    // MARK: Registering and dequeuing

    /// Makes new cells for `identifier` from `cellClass` (`init(style: .default, reuseIdentifier:)`);
    /// nil removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registrations[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            return Diagnostics.warn("UITableView.register: \(cellClass) is not a UITableViewCell subclass; \"\(identifier)\" was not registered")
        }
        registrations[identifier] = .cellClass(type)
    }

    /// Makes new cells for `identifier` from the nib's one top-level cell; nil removes the registration.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            registrations[identifier] = nil
            return
        }
        registrations[identifier] = .nib(nib)
    }

    /// A cell from the reuse pool, or a new one when `identifier` is registered; nil otherwise.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pooled = reusePool[identifier], let cell = pooled.popLast() {
            reusePool[identifier] = pooled
            cell.resetForReuse()
            return cell
        }
        return makeCell(identifier)
    }

    /// A cell for the row: from the reuse pool, or new from the registration for `identifier`.
    /// An identifier nothing was registered for gets a default-style cell, with a warning
    /// (UIKit stops the app there).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            cell.frame.size.width = rowWidth
            return cell
        }
        Diagnostics.warn("UITableView.dequeueReusableCell(withIdentifier: \"\(identifier)\", for:): nothing is registered for this identifier; register a class or a nib. A default cell is used.",
                         once: "dequeue.\(identifier)")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    private func makeCell(_ identifier: String) -> UITableViewCell? {
        switch registrations[identifier] {
        case .cellClass(let type):
            return type.init(registeredReuseIdentifier: identifier)
        case .nib(let nib):
            let objects = nib.instantiate(withOwner: nil, options: nil)
            guard let cell = objects.lazy.compactMap({ $0 as? UITableViewCell }).first else {
                Diagnostics.warn("UITableView: the nib registered for \"\(identifier)\" holds no UITableViewCell at its top level")
                return nil
            }
            cell.setReuseIdentifier(identifier)
            return cell
        case .prototype(let make):
            guard let cell = make() else {
                Diagnostics.warn("UITableView: the storyboard prototype \"\(identifier)\" did not make a UITableViewCell")
                return nil
            }
            cell.setReuseIdentifier(identifier)
            return cell
        case nil:
            return nil
        }
    }

    /// Makes new header and footer views for `identifier` from `aClass`; nil removes the registration.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterRegistrations[identifier] = nil
            return
        }
        guard aClass is UITableViewHeaderFooterView.Type else {
            return Diagnostics.warn("UITableView.register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView subclass")
        }
        headerFooterRegistrations[identifier] = aClass
    }

    /// A header or footer view from the pool, or new from the registration; nil when none is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let view: UITableViewHeaderFooterView
        if var pooled = headerFooterPool[identifier], let reused = pooled.popLast() {
            headerFooterPool[identifier] = pooled
            reused.prepareForReuse()
            view = reused
        } else {
            guard let type = headerFooterRegistrations[identifier] as? UITableViewHeaderFooterView.Type else { return nil }
            view = type.init(registeredReuseIdentifier: identifier)
        }
        // Asked for inside `viewForHeaderInSection` or `viewForFooterInSection`: the view
        // knows which it will be, so its default content configuration matches.
        view.placement = (style, askingForFooterView)
        return view
    }

    // MARK: Counts

    /// How many sections the table shows.
    open var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.numberOfSections
    }

    /// How many rows the section shows.
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return geometry.numberOfRows(inSection: section)
    }

    // MARK: Reloading

    /// Asks the data source and delegate for everything again: counts, heights, and the cells
    /// on screen (the old ones go back to the reuse pool). Selection is cleared, as in UIKit.
    open func reloadData() {
        placeholders.removeAll()
        selectedPaths.removeAll()
        for (path, cell) in visibleCellsByPath { retire(cell, at: path) }
        visibleCellsByPath.removeAll()
        retireSectionViews()
        rebuildGeometry()
        needsReload = false
        setNeedsLayout()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// The width a row's cell takes.
    var rowWidth: CGFloat {
        style == .insetGrouped ? max(0, bounds.width - 2 * sideInset) : bounds.width
    }

    /// An inset grouped table's side inset (the readable margins), in points.
    var sideInset: CGFloat {
        traitCollection.horizontalSizeClass == .regular ? UITableViewCell.regularSideMargin : UITableViewCell.compactSideMargin
    }

    /// Asks for the counts and heights and lays them out in `geometry`.
    ///
    /// As on iOS 11 and later, heights are estimated unless `estimatedRowHeight` is 0: each
    /// row starts at its estimate (the delegate's `estimatedHeightForRowAt` if it has one, else
    /// `estimatedRowHeight`, 44 pt when automatic) and `heightForRowAt` or the cell's own size
    /// replaces it when the row is first shown. So a reload asks nothing per row, and a
    /// 100,000-row table opens as fast as a 100-row one. A delegate without `heightForRowAt`
    /// and a fixed `rowHeight` need no estimate: every row is `rowHeight`. With estimates off,
    /// every row's height is asked for at reload, as UIKit does.
    func rebuildGeometry() {
        guard let dataSource else {
            geometry = TableRowGeometry()
            updateContentSize()
            return
        }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        var sections: [TableRowGeometry.Section] = []
        sections.reserveCapacity(sectionCount)
        let delegate = tableDelegate
        var heightsImplemented: Bool?
        var estimatesImplemented: Bool?
        for section in 0..<sectionCount {
            var rowCount = dataSource.tableView(self, numberOfRowsInSection: section)
            if rowCount < 0 {
                Diagnostics.warn("UITableView: the data source gave \(rowCount) rows for section \(section); 0 is used")
                rowCount = 0
            }
            var rows = TableRowGeometry.RowHeights.uniform(rowHeight, count: rowCount)
            var rowsAreEstimates = false
            if let delegate, rowCount > 0 {
                let first = IndexPath(row: 0, section: section)
                if heightsImplemented == nil {
                    heightsImplemented = implements { _ = delegate.tableView(self, heightForRowAt: first) }
                }
                if heightsImplemented == true || !rowHeight.isUsableRowHeight {
                    if estimatedRowHeight == 0 {
                        let exact = (0..<rowCount).map { exactHeight(ofRowAt: IndexPath(row: $0, section: section), delegate: delegate) }
                        // Self-sizing rows need estimates, as UIKit says: a standard row stands
                        // in until each is shown and measured.
                        rows = .each(exact.map { $0 ?? Self.defaultEstimatedRowHeight })
                        rowsAreEstimates = exact.contains(nil)
                    } else {
                        if estimatesImplemented == nil {
                            estimatesImplemented = implements { _ = delegate.tableView(self, estimatedHeightForRowAt: first) }
                        }
                        rows = estimatesImplemented == true
                            ? .each((0..<rowCount).map { estimatedHeight(delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: $0, section: section))) })
                            : .uniform(estimatedHeight(estimatedRowHeight), count: rowCount)
                        rowsAreEstimates = true
                    }
                }
            } else if rowCount > 0, !rowHeight.isUsableRowHeight {
                // Self-sizing rows with no delegate: estimated, then measured from the cells.
                rows = .uniform(estimatedHeight(estimatedRowHeight), count: rowCount)
                rowsAreEstimates = true
            }
            rows = placeholderRows(in: section, splicedInto: rows)
            sections.append(.init(header: headerHeight(forSection: section), rows: rows,
                                  footer: footerHeight(forSection: section), rowsAreEstimates: rowsAreEstimates))
        }
        geometry = TableRowGeometry(sections: sections)
        geometry.topHeight = tableHeaderView?.frame.height ?? 0
        geometry.bottomHeight = tableFooterView?.frame.height ?? 0
        updateContentSize()
    }

    /// Whether the delegate implements the optional method `ask` calls: the protocol's default
    /// implementations say when they answer, as UIKit asks `respondsToSelector:`.
    private func implements(_ ask: () -> Void) -> Bool {
        answeredByDefault = false
        ask()
        return !answeredByDefault
    }

    /// An estimate as the table uses it. Automatic (or nonsense) means the table chooses: its
    /// fixed `rowHeight` when it has one, else a standard row.
    private func estimatedHeight(_ estimate: CGFloat) -> CGFloat {
        if estimate > 0 && estimate.isFinite { return estimate }
        return rowHeight.isUsableRowHeight && rowHeight > 0 ? rowHeight : Self.defaultEstimatedRowHeight
    }

    /// A row's height when estimates are off or a shown row's estimate is replaced: the
    /// delegate's or `rowHeight`; nil when the cell must size itself.
    func exactHeight(ofRowAt path: IndexPath, delegate: UITableViewDelegate?) -> CGFloat? {
        let height = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if height.isUsableRowHeight { return height }
        if height != UITableView.automaticDimension {
            Diagnostics.warn("UITableView: row height \(height) at \(path) is not a height; a standard row is used", once: "rowHeight.invalid")
            return Self.defaultEstimatedRowHeight
        }
        return nil
    }

    func updateContentSize() {
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        reloadIfNeeded()
        super.layoutSubviews()
        editingController.tableDidLayout()
        backgroundView?.frame = bounds
        layoutTableHeaderAndFooter()
        layoutVisibleRows()
        layoutSectionViews()
        layoutEmptyRowSeparators()
    }

    private func layoutTableHeaderAndFooter() {
        let top = tableHeaderView?.frame.height ?? 0
        let bottom = tableFooterView?.frame.height ?? 0
        if top != geometry.topHeight || bottom != geometry.bottomHeight {
            geometry.topHeight = top
            geometry.bottomHeight = bottom
            updateContentSize()
        }
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.contentHeight - bottom, width: bounds.width, height: bottom)
    }

    /// Gives every row on screen a cell and sends the others' back to the pool. A row sized
    /// from its cell may change height once seen, moving the rows below: the pass repeats
    /// until the rows on screen are stable (a few times at most).
    ///
    /// A cell made or measured here may ask its table to lay out again (adding a subview, a
    /// data source calling back): that nested request is left to this pass's own repeats, so a
    /// nested pass cannot retire cells the outer one then brings back.
    func layoutVisibleRows() {
        guard !isLayingOutRows else { return }
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        let maximumPasses = 4
        for _ in 0..<maximumPasses {
            let visible = geometry.rows(from: bounds.minY, to: bounds.maxY)
            let wanted = Set(visible)
            for (path, cell) in visibleCellsByPath where !wanted.contains(path) {
                visibleCellsByPath[path] = nil
                retire(cell, at: path)
            }
            var heightsChanged = false
            for path in visible {
                let cell = visibleCellsByPath[path] ?? bringIn(path)
                if geometry.isEstimate(.row(path)) {
                    let measured = presentedExactHeight(ofRowAt: path) ?? cell.fittingHeight(forWidth: rowWidth)
                    let estimate = geometry.span(of: .row(path))?.height
                    geometry.setHeight(measured, of: .row(path))
                    if estimate != measured { heightsChanged = true }
                }
            }
            if heightsChanged { updateContentSize() }
            for (path, cell) in visibleCellsByPath { place(cell, at: path) }
            if !heightsChanged { break }
        }
    }

    /// Asks the data source for a row's cell (at its own index path while placeholders are
    /// shown; a placeholder's cell is dequeued and handed to its update handler) and shows it.
    private func bringIn(_ path: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let placeholder = placeholders.placeholder(at: path) {
            cell = makePlaceholderCell(placeholder)
        } else if let dataSource {
            cell = dataSource.tableView(self, cellForRowAt: placeholders.dataSourceIndexPath(for: path))
        } else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.owningTable = self
        cell.isHidden = false
        cell.showsReorderGrip = showsReorderGrip(for: cell, at: path)
        cell.isEditing = editingState
        // The delegate hears of the data source's rows at their own index paths, never of a
        // placeholder's.
        let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: path)
        cell.indentationLevel = dataSourcePath.map { tableDelegate?.tableView(self, indentationLevelForRowAt: $0) ?? 0 } ?? 0
        cell.setSelected(selectedPaths.contains(path), animated: false)
        cell.accessoryButtonTapped = { [weak self, weak cell] in
            guard let self, let cell else { return }
            self.accessoryButtonTapped(in: cell)
        }
        if cell.superview !== self {
            if let firstOverlay = subviews.first(where: { $0 is UITableViewHeaderFooterView || visibleHeaders.values.contains($0) }) {
                insertSubview(cell, belowSubview: firstOverlay)
            } else {
                insertSubview(cell, at: backgroundView == nil ? 0 : 1)
            }
        }
        visibleCellsByPath[path] = cell
        place(cell, at: path)
        if let dataSourcePath { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: dataSourcePath) }
        return cell
    }

    /// Sends a cell that left the screen back to the reuse pool (or away, when the pool is full).
    func retire(_ cell: UITableViewCell, at path: IndexPath) {
        editingController.cellLeft(cell)
        if let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: path) {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: dataSourcePath)
        }
        cell.setHighlighted(false, animated: false)
        let pooled = reusePool.values.reduce(0) { $0 + $1.count }
        // A static table's cells are its content, shown again as they are, never handed out.
        if let identifier = cell.reuseIdentifier, pooled < Self.reusePoolLimit, staticContent == nil {
            cell.isHidden = true
            reusePool[identifier, default: []].append(cell)
        } else {
            cell.owningTable = nil
            cell.removeFromSuperview()
        }
    }

    /// Sets a visible cell's frame, corners and separator for its row.
    func place(_ cell: UITableViewCell, at path: IndexPath) {
        guard let span = geometry.span(of: .row(path)) else { return }
        let x = style == .insetGrouped ? sideInset : 0
        let frame = CGRect(x: x, y: span.minY, width: rowWidth, height: span.height)
        if cell.frame != frame { cell.frame = frame }
        let lastRow = path.row == geometry.numberOfRows(inSection: path.section) - 1
        if style == .insetGrouped {
            var corners: UIRectCorner = []
            if path.row == 0 { corners.formUnion([.topLeft, .topRight]) }
            if lastRow { corners.formUnion([.bottomLeft, .bottomRight]) }
            cell.roundedCorners = corners
        } else {
            cell.roundedCorners = []
        }
        let showsSeparator = separatorStyle != .none && !(style != .plain && lastRow)
        cell.separatorLine.isHidden = !showsSeparator
        guard showsSeparator else { return }
        cell.separatorLine.backgroundColor = separatorColor
        let inset: UIEdgeInsets
        if cell.hasOwnSeparatorInset {
            inset = cell.separatorInset
        } else if separatorInsetStorage != nil {
            inset = separatorInset
        } else {
            inset = cell.separatorInset
        }
        let hairline = 1 / max(1, traitCollection.displayScale)
        cell.separatorLine.frame = CGRect(x: inset.left, y: frame.height - hairline,
                                          width: max(0, frame.width - inset.left - inset.right), height: hairline)
        cell.bringSubviewToFront(cell.separatorLine)
    }

    // MARK: Gestures

    /// A row's swipe begins only across a row with actions on that side; the table's
    /// scrolling pan stands aside for it and for a drag by a grip.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === editingController.recognizer { return editingController.swipeShouldBegin() }
        if gestureRecognizer === editingController.reorderRecognizer { return editingController.reorderShouldBegin() }
        if gestureRecognizer === panGestureRecognizer {
            if editingController.reordering != nil { return false }
            let translation = panGestureRecognizer.translation(in: self)
            let location = panGestureRecognizer.location(in: self)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            if editingController.gripRow(at: start) != nil { return false }
            if editingController.swipeTarget(start: start, translation: translation) != nil { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Touches (what they do is in UITableView+Selection.swift)

    /// A touch on a row highlights it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !tableTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    /// A touch moving away from its row stops highlighting it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !tableTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    /// A touch lifted on its row selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !tableTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A cancelled touch selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !tableTouchesCancelled() { super.touchesCancelled(touches, with: event) }
    }

    // MARK: Section headers and footers

    /// A header's height: the delegate's, the table's, or (automatic) from its title or view.
    func headerHeight(forSection section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if asked >= 0, asked.isFinite { return asked }
        let title = dataSource?.tableView(self, titleForHeaderInSection: section)
        let view = sectionView(forSection: section, isFooter: false)
        if let height = (view as? UITableViewHeaderFooterView)?.configuredHeight(forWidth: bounds.width) { return height }
        let hasView = view != nil
        switch style {
        case .plain:
            return title != nil || hasView ? Self.plainTitleHeaderHeight : 0
        case .grouped, .insetGrouped:
            guard let title else {
                return section == 0 ? Self.groupedFirstEmptyHeaderHeight : Self.groupedEmptyHeaderHeight
            }
            let probe = titleView(title, isFooter: false)
            return (Self.groupedTitleTopPadding + probe.titleHeight(forWidth: bounds.width)
                    + UITableViewHeaderFooterView.groupedTitleBottomPadding).rounded(.up)
        }
    }

    /// A footer's height: the delegate's, the table's, or (automatic) from its title.
    func footerHeight(forSection section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked >= 0, asked.isFinite { return asked }
        let title = dataSource?.tableView(self, titleForFooterInSection: section)
        let view = sectionView(forSection: section, isFooter: true)
        if let height = (view as? UITableViewHeaderFooterView)?.configuredHeight(forWidth: bounds.width) { return height }
        let hasView = view != nil
        switch style {
        case .plain:
            return title != nil || hasView ? Self.plainTitleHeaderHeight : 0
        case .grouped, .insetGrouped:
            guard let title else { return Self.groupedEmptyFooterHeight }
            let probe = titleView(title, isFooter: true)
            return (UITableViewHeaderFooterView.groupedFooterTopPadding + probe.titleHeight(forWidth: bounds.width)
                    + Self.groupedFooterBottomPadding).rounded(.up)
        }
    }

    private func titleView(_ title: String, isFooter: Bool) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.placement = (style, isFooter)
        view.textLabel?.text = style == .plain || isFooter ? title : title.uppercased()
        return view
    }

    /// Shows the headers and footers of the sections on screen; a plain table's headers
    /// stick to the top while their section shows.
    private func layoutSectionViews() {
        let elements = geometry.elements(from: bounds.minY, to: bounds.maxY)
        var sections = Set<Int>()
        for element in elements {
            switch element {
            case .header(let section), .footer(let section): sections.insert(section)
            case .row(let path): sections.insert(path.section)
            }
        }
        for (section, view) in visibleHeaders where !sections.contains(section) {
            retireSectionView(view)
            visibleHeaders[section] = nil
        }
        for (section, view) in visibleFooters where !sections.contains(section) {
            retireSectionView(view)
            visibleFooters[section] = nil
        }
        let topEdge = bounds.minY + adjustedContentInset.top
        for section in sections.sorted() {
            if let span = geometry.span(of: .header(section: section)), span.height > 0,
               let view = visibleHeaders[section] ?? makeSectionView(section, isFooter: false) {
                visibleHeaders[section] = view
                var y = span.minY
                if style == .plain, let sectionSpan = geometry.span(ofSection: section) {
                    let footer = geometry.span(of: .footer(section: section))?.height ?? 0
                    let lowest = sectionSpan.minY + sectionSpan.height - footer - span.height
                    y = min(max(span.minY, topEdge), max(span.minY, lowest))
                }
                view.frame = CGRect(x: 0, y: y, width: bounds.width, height: span.height)
                (view as? UITableViewHeaderFooterView)?.isPinned = y != span.minY
                bringSubviewToFront(view)
            }
            if let span = geometry.span(of: .footer(section: section)), span.height > 0,
               let view = visibleFooters[section] ?? makeSectionView(section, isFooter: true) {
                visibleFooters[section] = view
                view.frame = CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
            }
        }
    }

    private func makeSectionView(_ section: Int, isFooter: Bool) -> UIView? {
        let view = sectionView(forSection: section, isFooter: isFooter)
            ?? (isFooter ? dataSource?.tableView(self, titleForFooterInSection: section)
                         : dataSource?.tableView(self, titleForHeaderInSection: section)).map { titleView($0, isFooter: isFooter) }
        guard let view else { return nil }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooter.placement = (style, isFooter)
            if style == .plain && !isFooter && headerFooter.backgroundView == nil {
                headerFooter.backgroundColor = .systemBackground
            }
        }
        addSubview(view)
        return view
    }

    /// The delegate's view for a section's header or footer, if it gives one.
    private func sectionView(forSection section: Int, isFooter: Bool) -> UIView? {
        askingForFooterView = isFooter
        defer { askingForFooterView = false }
        return isFooter ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                        : tableDelegate?.tableView(self, viewForHeaderInSection: section)
    }

    private func retireSectionView(_ view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            var pool = headerFooterPool[identifier, default: []]
            if pool.count < Self.reusePoolLimit { pool.append(reusable) }
            headerFooterPool[identifier] = pool
        }
    }

    func retireSectionViews() {
        for view in visibleHeaders.values { retireSectionView(view) }
        for view in visibleFooters.values { retireSectionView(view) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
    }

    // MARK: Looking up rows, cells and rects (the work is in UITableView+Queries.swift)

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { visibleCellsInTable }

    /// The rows on screen, top to bottom, or nil when none is.
    open var indexPathsForVisibleRows: [IndexPath]? { indexPathsForVisibleRowsInTable }

    /// The cell of a row on screen; nil for a row off screen (its cell does not exist).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cellForRowInTable(at: indexPath)
    }

    /// The row a visible cell shows, or nil (a placeholder's cell shows none of the data
    /// source's rows, but inside `performUsingPresentationValues(_:)`).
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        indexPathInTable(for: cell)
    }

    /// The row at a point in the table's coordinates, or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        indexPathForRowInTable(at: point)
    }

    /// The rows overlapping a rectangle in the table's coordinates, or nil when none does.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        indexPathsForRowsInTable(in: rect)
    }

    /// A row's rectangle in the table's coordinates (`.zero` for a row the table does not have).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        rectForRowInTable(at: indexPath)
    }

    /// A whole section's rectangle: header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        rectInTable(forSection: section)
    }

    /// A section header's rectangle (where it scrolls to, not where it sticks).
    open func rectForHeader(inSection section: Int) -> CGRect {
        rectForHeaderInTable(inSection: section)
    }

    /// A section footer's rectangle.
    open func rectForFooter(inSection section: Int) -> CGRect {
        rectForFooterInTable(inSection: section)
    }

    /// The header view shown for a section, or nil when it is off screen or has none.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViewInTable(forSection: section)
    }

    /// The footer view shown for a section, or nil when it is off screen or has none.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViewInTable(forSection: section)
    }

    /// Scrolls so the row sits at `scrollPosition` (`.none`: the least scrolling that shows
    /// it), within the content's limits.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowInTable(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Scrolls to the row nearest the selected one (the first selected), as `scrollToRow` does.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToNearestSelectedRowInTable(at: scrollPosition, animated: animated)
    }

    // MARK: Selecting in code (the work is in UITableView+Selection.swift)

    /// The selected row (the first selected, when several are), or nil.
    open var indexPathForSelectedRow: IndexPath? { indexPathForSelectedRowInTable }

    /// The selected rows, or nil when none is (in the data source's index paths while
    /// placeholders wait, but inside `performUsingPresentationValues(_:)`).
    open var indexPathsForSelectedRows: [IndexPath]? { indexPathsForSelectedRowsInTable }

    /// Selects a row and scrolls it to `scrollPosition`; nil deselects every row. The delegate
    /// hears nothing.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowInTable(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row. The delegate hears nothing.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectRowInTable(at: indexPath, animated: animated)
    }

    // MARK: Updating rows and sections (the work is in UITableView+Updates.swift)

    /// Makes the changes in `updates` (the data source's and the table's insert, delete,
    /// reload and move calls) as one update, animated together; `completion` runs when the
    /// animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesInTable(updates, completion: completion)
    }

    /// Starts collecting changes to make together at `endUpdates()`.
    open func beginUpdates() {
        beginUpdatesInTable()
    }

    /// Makes the changes collected since `beginUpdates()`.
    open func endUpdates() {
        endUpdatesInTable()
    }

    /// Inserts rows at the given (new) index paths.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        insertRowsInTable(at: indexPaths, with: animation)
    }

    /// Deletes the rows at the given (old) index paths.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        deleteRowsInTable(at: indexPaths, with: animation)
    }

    /// Asks the data source for new cells for the rows at the given index paths.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadRowsInTable(at: indexPaths, with: animation)
    }

    /// Configures the rows' cells again in place: the data source's `cellForRowAt` is asked
    /// for each visible one, as UIKit's reconfiguration does.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        reconfigureRowsInTable(at: indexPaths)
    }

    /// Moves a row from an old index path to a new one.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveRowInTable(at: indexPath, to: newIndexPath)
    }

    /// Inserts sections at the given (new) indexes.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        insertSectionsInTable(sections, with: animation)
    }

    /// Deletes the sections at the given (old) indexes, with their rows.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        deleteSectionsInTable(sections, with: animation)
    }

    /// Asks the data source again for the sections' rows.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadSectionsInTable(sections, with: animation)
    }

    /// Moves a section from an old index to a new one.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        moveSectionInTable(section, toSection: newSection)
    }

    // MARK: Editing

    /// Whether the rows show their editing controls.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the rows' editing controls (the red or green control, the grip); an
    /// uncovered swipe closes first.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingController.close(animated: false)
        editingState = editing
        for (path, cell) in visibleCellsByPath {
            cell.showsReorderGrip = showsReorderGrip(for: cell, at: path)
            cell.setEditing(editing, animated: animated)
        }
        setNeedsLayout()
    }
}

extension CGFloat {
    /// Whether a row height is a real height, not `automaticDimension` or nonsense.
    var isUsableRowHeight: Bool { self >= 0 && isFinite }
}
