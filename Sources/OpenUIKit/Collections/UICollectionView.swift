import Foundation

/// A scrolling view of items in sections, placed by a layout object and made by a data source.
///
/// As in UIKit: register a cell class (or nib) for a reuse identifier, answer the data
/// source's counts and `cellForItemAt` with `dequeueReusableCell(withReuseIdentifier:for:)`,
/// and the collection view asks its ``collectionViewLayout`` where everything goes. Only the
/// cells (and supplementary views) whose frames meet the visible area exist as subviews; the
/// others wait in a reuse queue per identifier, so a collection of thousands keeps a screenful
/// of views. The delegate is the scroll view's `delegate`, read as a
/// ``UICollectionViewDelegate`` (and, for a flow layout, a
/// ``UICollectionViewDelegateFlowLayout``).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// What makes the collection view's cells. Held weakly, as in UIKit.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The layout that places the items. Setting it replaces the layout at once.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var layoutStorage: UICollectionViewLayout

    /// A view behind every cell, filling the collection view and not scrolling with the content.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects items. True by default.
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }

    /// Whether taps select several items (a tap on a selected one deselects it). False by default.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection && selection.count > 1 { clearSelection() } }
    }

    // MARK: Drag and drop (the work is in UICollectionView+DragDrop.swift)

    /// What answers drags of the collection's items; setting one makes the items lift (while
    /// `dragInteractionEnabled`). Held weakly, as in UIKit.
    open weak var dragDelegate: (any UICollectionViewDragDelegate)? {
        didSet { dragDropController.updateInteractions() }
    }

    /// What answers drops on the collection; setting one makes it a drop destination.
    /// Held weakly, as in UIKit.
    open weak var dropDelegate: (any UICollectionViewDropDelegate)? {
        didSet { dragDropController.updateInteractions() }
    }

    /// Whether the items lift for a drag: true by default, as on an iPad (UIKit makes it
    /// false on an iPhone).
    open var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { dragDropController.updateInteractions() }
    }

    /// How quickly the items move out of the way to show where a drop would insert:
    /// `.immediate` (the default) as soon as the touch comes over a new place, `.fast` and
    /// `.slow` once it has stayed there a moment.
    open var reorderingCadence: ReorderingCadence = .immediate

    /// Whether a drag of the collection's items is running (from the lift to its end).
    open var hasActiveDrag: Bool { dragDropController.hasActiveDrag }

    /// Whether a drag is over the collection.
    open var hasActiveDrop: Bool { dragDropController.hasActiveDrop }

    /// Whether the collection shows what its data source does not have yet: a drop's placeholders
    /// waiting for their content, or items standing aside for a drop (iOS 11).
    open var hasUncommittedUpdates: Bool { !placeholders.isEmpty || dragDropController.roomMade }

    // MARK: Data source and presentation index paths (UIDataSourceTranslating)

    /// The section shown for the data source's section: the same, as placeholders are rows.
    open func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int { dataSourceSectionIndex }

    /// The data source's section for a section shown: the same, as placeholders are rows.
    open func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int { presentationSectionIndex }

    /// Where the data source's item at `dataSourceIndexPath` is shown, counting the
    /// placeholders before it; nil for nil.
    open func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath? {
        dataSourceIndexPath.map { placeholders.presentationIndexPath(forDataSource: $0) }
    }

    /// The data source's index path of the item shown at `presentationIndexPath`; nil for
    /// a placeholder (the data source does not have it) or for nil.
    open func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath? {
        presentationIndexPath.flatMap { placeholders.dataSourceIndexPath(forPresented: $0) }
    }

    /// Runs `actionsToTranslate` with the collection view's index-path API (`cellForItem(at:)`, `indexPath(for:)`,
    /// the selection, the visible items) speaking in presentation index paths, placeholders
    /// counted; outside it, while placeholders wait, that API speaks in the data source's.
    open func performUsingPresentationValues(_ actionsToTranslate: () -> Void) {
        placeholders.presentationValuesDepth += 1
        defer { placeholders.presentationValuesDepth -= 1 }
        actionsToTranslate()
    }

    // MARK: State

    /// How cells and supplementary views are made, by reuse identifier.
    var cellMakers: [String: () -> UICollectionViewCell?] = [:]
    var supplementaryMakers: [ElementKey: () -> UICollectionReusableView?] = [:]
    /// Views out of sight, waiting to be dequeued, by reuse identifier.
    var cellQueues: [String: [UICollectionViewCell]] = [:]
    var supplementaryQueues: [ElementKey: [UICollectionReusableView]] = [:]
    /// The views in sight.
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// The collection's drag and drop interactions and their delegates (`UICollectionView+DragDrop`).
    private(set) lazy var dragDropController = IndexPathDragDropController<UICollectionView>(list: self)
    var visibleSupplementaries: [ElementKey: UICollectionReusableView] = [:]
    var visibleDecorations: [ElementKey: UICollectionReusableView] = [:]
    /// The selected items, in the order they were selected.
    var selection: [IndexPath] = []
    /// The item under a finger, highlighted.
    var highlightedIndexPath: IndexPath?
    /// The item counts per section, asked once per data change (placeholders included).
    var itemCounts: [Int]?
    /// The placeholders drops inserted, which the data source does not count
    /// (`UICollectionView+Placeholders`).
    var placeholders = ListPlaceholders()
    /// A `reloadData()` waiting for the next layout pass.
    var needsReload = true
    /// The index path a data source's `cellForItemAt` (or supplementary call) is being asked
    /// for, to check what it dequeues.
    var indexPathBeingMade: IndexPath?
    /// Attributes of the elements before a batch update, for the layout's final attributes.
    var attributesBeforeUpdate: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The batch being recorded by `performBatchUpdates`, and how deeply such calls nest.
    var recordingBatch: CollectionUpdateBatch?
    var batchNesting = 0
    /// The app's changes in the batch being recorded while a drop's placeholders wait,
    /// numbered by its data source, renumbered by the presentation when the batch ends.
    var appBatchWhilePlaceholdersWait: CollectionUpdateBatch?
    /// Completions of nested batches, run with the outermost one's.
    var nestedBatchCompletions: [(Bool) -> Void] = []

    /// A supplementary or decoration element's identity: its kind and index path (or a
    /// reuse identifier and kind, for queues and makers).
    struct ElementKey: Hashable {
        var kind: String
        var identifier: String
        var indexPath: IndexPath

        init(kind: String, identifier: String) {
            self.kind = kind
            self.identifier = identifier
            indexPath = IndexPath()
        }

        init(kind: String, indexPath: IndexPath) {
            self.kind = kind
            identifier = ""
            self.indexPath = indexPath
        }
    }

    /// Answers the collection view's context menu interaction from the delegate's per-item
    /// methods.
    var contextMenuAdapter: ListContextMenuAdapter?

    /// How many passes a layout pass makes at most to settle self-sizing cells: each pass
    /// measures the cells it newly shows, and a measurement can show more.
    static let maximumSelfSizingPasses = 4

    // MARK: Making

    /// A collection view placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        adopt(layout)
        installContextMenu()
    }

    /// A collection view decoded from a storyboard, with a flow layout until its decoder sets one.
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(layoutStorage)
        installContextMenu()
        decodeCollectionView(from: coder)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            Diagnostics.warn("a UICollectionViewLayout was given to a second collection view; it leaves the first",
                             once: "UICollectionViewLayout.shared")
            previous.layoutStorage = UICollectionViewFlowLayout()
            previous.adopt(previous.layoutStorage)
        }
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// Replaces the layout; the cells take their new places at once or in an animation.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout, then calls `completion` when the cells are in their new places.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        let old = layoutStorage
        guard layout !== old else {
            completion?(true)
            return
        }
        for cell in visibleCellsByIndexPath.values { cell.willTransition(from: old, to: layout) }
        old.collectionView = nil
        layoutStorage = layout
        adopt(layout)
        let apply = {
            self.layoutIfNeeded()
            for cell in self.visibleCellsByIndexPath.values { cell.didTransition(from: old, to: layout) }
        }
        if animated && window != nil {
            UIView.animate(withDuration: Self.updateAnimationDuration, animations: apply, completion: { completion?($0) })
        } else {
            apply()
            completion?(true)
        }
    }

    /// How long batch updates and layout changes animate, in seconds (UIKit's standard 0.3 s).
    static let updateAnimationDuration: TimeInterval = 0.3

    // MARK: Registering

    /// Registers the class the collection view makes cells of for `identifier`; `nil` unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellMakers[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return Diagnostics.warn("register(_:forCellWithReuseIdentifier: \(MessageText.quoted(identifier))) was refused: \(cellClass) is not a UICollectionViewCell")
        }
        cellMakers[identifier] = { type.init() }
    }

    /// Registers a nib whose top-level cell the collection view makes for `identifier`.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else {
            cellMakers[identifier] = nil
            return
        }
        cellMakers[identifier] = {
            nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? UICollectionViewCell }.first
        }
    }

    /// Registers the class of supplementary views of `elementKind` for `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        let key = ElementKey(kind: elementKind, identifier: identifier)
        guard let viewClass else {
            supplementaryMakers[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return Diagnostics.warn("register(_:forSupplementaryViewOfKind: \(MessageText.quoted(elementKind)), withReuseIdentifier: \(MessageText.quoted(identifier))) was refused: \(viewClass) is not a UICollectionReusableView")
        }
        supplementaryMakers[key] = { type.init() }
    }

    /// Registers a nib whose top-level reusable view the collection view makes for supplementary
    /// views of `kind` with `identifier`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let key = ElementKey(kind: kind, identifier: identifier)
        guard let nib else {
            supplementaryMakers[key] = nil
            return
        }
        supplementaryMakers[key] = {
            nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? UICollectionReusableView }.first
        }
    }

    // MARK: Dequeuing

    /// A cell for `identifier`: one out of sight, prepared for reuse, or a new one of the
    /// registered class, already sized for the item at `indexPath`.
    ///
    /// An identifier nothing was registered for is an error UIKit raises an exception for;
    /// here it is reported once and a plain cell is returned.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        checkDequeue(indexPath, what: "dequeueReusableCell(withReuseIdentifier: \(MessageText.quoted(identifier)), for:)")
        let cell: UICollectionViewCell
        if var queue = cellQueues[identifier], let reused = queue.popLast() {
            cellQueues[identifier] = queue
            reused.prepareForReuse()
            cell = reused
        } else if let maker = cellMakers[identifier], let made = maker() {
            cell = made
        } else {
            Diagnostics.warn("could not dequeue a cell with identifier \(MessageText.quoted(identifier)): register a class or a nib for it first (or add a prototype cell in the storyboard); a plain UICollectionViewCell is used",
                             once: "UICollectionView.dequeue.\(identifier)")
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.reuseIdentifier = identifier
        if let attributes = preparedLayout.layoutAttributesForItem(at: indexPath) {
            cell.applyGeometry(attributes)
        }
        return cell
    }

    /// A supplementary view of `elementKind` for `identifier`, reused or new, already sized.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        checkDequeue(indexPath, what: "dequeueReusableSupplementaryView(ofKind: \(MessageText.quoted(elementKind)), withReuseIdentifier: \(MessageText.quoted(identifier)), for:)")
        let key = ElementKey(kind: elementKind, identifier: identifier)
        let view: UICollectionReusableView
        if var queue = supplementaryQueues[key], let reused = queue.popLast() {
            supplementaryQueues[key] = queue
            reused.prepareForReuse()
            view = reused
        } else if let maker = supplementaryMakers[key], let made = maker() {
            view = made
        } else {
            Diagnostics.warn("could not dequeue a supplementary view of kind \(MessageText.quoted(elementKind)) with identifier \(MessageText.quoted(identifier)): register a class or a nib for it first; a plain view is used",
                             once: "UICollectionView.dequeueSupplementary.\(elementKind).\(identifier)")
            view = UICollectionReusableView(frame: .zero)
        }
        view.reuseIdentifier = identifier
        if let attributes = preparedLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            view.applyGeometry(attributes)
        }
        return view
    }

    private func checkDequeue(_ indexPath: IndexPath, what: String) {
        if let expected = indexPathBeingMade, expected != indexPath {
            Diagnostics.warn("\(what) was called for \(indexPath) while the collection view asked for \(expected); the view is placed where it was asked for",
                             once: "UICollectionView.dequeueMismatch")
        }
    }

    // MARK: Data

    /// Forgets the counts and every cell in sight; the next layout pass asks the data source again.
    open func reloadData() {
        placeholders.removeAll()
        needsReload = true
        itemCounts = nil
        let context = layoutStorage.makeInvalidationContext()
        context.markDataChanged()
        layoutStorage.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// The number of sections, as the data source last said.
    open var numberOfSections: Int { counts.count }

    /// The number of items in `section`, as the data source last said (0 past the sections).
    open func numberOfItems(inSection section: Int) -> Int {
        let c = counts
        return c.indices.contains(section) ? c[section] : 0
    }

    /// The item counts, asked of the data source when out of date. Negative answers are
    /// reported and read as zero.
    var counts: [Int] {
        if let itemCounts { return itemCounts }
        var result: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            if sections < 0 {
                Diagnostics.warn("numberOfSections(in:) answered \(sections); no sections are shown", once: "UICollectionView.negativeSections")
            }
            for section in 0..<Swift.max(0, sections) {
                let count = dataSource.collectionView(self, numberOfItemsInSection: section)
                if count < 0 {
                    Diagnostics.warn("collectionView(_:numberOfItemsInSection: \(section)) answered \(count); the section is shown empty",
                                     once: "UICollectionView.negativeItems")
                }
                result.append(Swift.max(0, count) + placeholders.count(inSection: section))
            }
        }
        itemCounts = result
        return result
    }

    /// Whether `indexPath` names an item that exists.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: What is in sight

    /// The cells in sight, in no particular order.
    open var visibleCells: [UICollectionViewCell] { Array(visibleCellsByIndexPath.values) }

    /// The index paths of the cells in sight, in no particular order.
    open var indexPathsForVisibleItems: [IndexPath] { visibleCellsByIndexPath.keys.compactMap { placeholders.appIndexPath(fromShown: $0) } }

    /// The cell in sight for `indexPath`, or `nil` when it is out of sight.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[placeholders.shownIndexPath(fromApp: indexPath)]
    }

    /// The index path of a cell in sight, or `nil` (a placeholder's cell has none, but inside
    /// `performUsingPresentationValues(_:)`).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }.flatMap { placeholders.appIndexPath(fromShown: $0.key) }
    }

    /// The index path of the item at `point` (in the collection view's content coordinates), or `nil`.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        shownIndexPathForItem(at: point).flatMap { placeholders.appIndexPath(fromShown: $0) }
    }

    /// The presentation index path of the item at `point` (content coordinates), or `nil`.
    func shownIndexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (preparedLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The supplementary view in sight of `elementKind` at `indexPath`, or `nil`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaries[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views in sight of `elementKind`.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaries.filter { $0.key.kind == elementKind }.map(\.value)
    }

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForItem(at: placeholders.shownIndexPath(fromApp: indexPath))
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Selection (the work is in UICollectionView+Selection.swift)

    /// The selected items, in the order they were selected, or `nil` when none is.
    open var indexPathsForSelectedItems: [IndexPath]? {
        let paths = selection.compactMap { placeholders.appIndexPath(fromShown: $0) }
        return paths.isEmpty ? nil : paths
    }

    /// Selects the item (deselecting the others unless several may be selected) and scrolls
    /// it to `scrollPosition`. As in UIKit, the delegate is not told.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        selectInCode(at: indexPath.map { placeholders.shownIndexPath(fromApp: $0) }, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item. The delegate is not told.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: placeholders.shownIndexPath(fromApp: indexPath))
    }

    /// A finger landing on an item highlights it, if the delegate allows.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        highlightForTouchBegan(touches)
    }

    /// Lifting the finger over the highlighted item selects it (or, with multiple selection,
    /// toggles it), asking the delegate first and telling it after.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        selectForTouchEnded(touches)
    }

    /// A cancelled touch (the content started scrolling) removes the highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        setHighlighted(nil)
    }

    /// Scrolls so the item sits at `scrollPosition` (one vertical and one horizontal choice;
    /// an axis with none is left alone), within the content's limits.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        scrollItemIntoPosition(at: placeholders.shownIndexPath(fromApp: indexPath), at: scrollPosition, animated: animated)
    }

    // MARK: Batch updates (the work is in UICollectionView+Updates.swift)

    /// Applies the inserts, deletes, reloads and moves that `updates` makes (after changing
    /// the data source's data to match) as one animated change, then calls `completion`.
    ///
    /// The counts the data source gives afterwards must match the old counts with the changes
    /// applied; when they do not (UIKit raises an exception), the problem is reported and
    /// the collection view reloads instead, and `completion` hears `false`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchUpdates(updates, completion: completion)
    }

    /// `performBatchUpdates(_:completion:)` with an `updates` closure that does not escape, as
    /// Swift imports UIKit's (its block is `NS_NOESCAPE`): so the closure may use the
    /// caller's members without `self.`, as the lectures' EmojiArt does. It runs the same
    /// method, overrides included; the updates run before it returns.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// Inserts items at their new index paths, animated.
    open func insertItems(at indexPaths: [IndexPath]) {
        recordFromApp { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes the items at their old index paths, animated.
    open func deleteItems(at indexPaths: [IndexPath]) {
        recordFromApp { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Makes the items' cells again, asking the data source.
    open func reloadItems(at indexPaths: [IndexPath]) {
        recordFromApp { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Moves an item from its old index path to its new one, animated.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordFromApp { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at their new indices, animated.
    open func insertSections(_ sections: IndexSet) {
        recordFromApp { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections at their old indices, animated.
    open func deleteSections(_ sections: IndexSet) {
        recordFromApp { $0.deletedSections.formUnion(sections) }
    }

    /// Makes the sections' cells again, asking the data source.
    open func reloadSections(_ sections: IndexSet) {
        recordFromApp { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section from its old index to its new one, animated.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordFromApp { $0.movedSections.append((section, newSection)) }
    }

    // MARK: Layout

    /// The area the layout fills: the bounds less the adjusted content insets.
    var layoutArea: CGSize {
        let insets = adjustedContentInset
        return CGSize(width: Swift.max(0, bounds.width - insets.left - insets.right),
                      height: Swift.max(0, bounds.height - insets.top - insets.bottom))
    }

    /// The layout, prepared if an invalidation is pending, so its answers are current.
    var preparedLayout: UICollectionViewLayout {
        let layout = layoutStorage
        if layout.needsPreparation {
            layout.needsPreparation = false
            layout.pendingInvalidation = nil
            _ = counts
            layout.prepare()
            contentSize = layout.collectionViewContentSize
        }
        return layout
    }

    /// The layout was invalidated: lay out again, and move the content by the context's adjustment.
    func layoutDidInvalidate(adjusting context: UICollectionViewLayoutInvalidationContext) {
        let adjustment = context.contentOffsetAdjustment
        if adjustment != .zero {
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
        setNeedsLayout()
    }

    /// The bounds; a change the layout says matters invalidates it first, as UIKit asks the
    /// layout before the bounds change.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            askLayoutAboutBounds(newValue)
            super.bounds = newValue
        }
    }

    /// The frame; a new size is a bounds change the layout hears of.
    open override var frame: CGRect {
        get { super.frame }
        set {
            if newValue.isFinite {
                askLayoutAboutBounds(CGRect(origin: bounds.origin, size: newValue.standardized.size))
            }
            super.frame = newValue
        }
    }

    private func askLayoutAboutBounds(_ newBounds: CGRect) {
        guard newBounds != super.bounds, newBounds.isFinite else { return }
        let layout = layoutStorage
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// Places the cells in sight (making, reusing and retiring them) after the scroll view's layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let backgroundView {
            backgroundView.frame = bounds
        }
        if needsReload {
            needsReload = false
            retireAllVisibleViews()
            selection.removeAll { !isValidItem($0) }
        }
        for _ in 0..<Self.maximumSelfSizingPasses {
            let measured = updateVisibleElements()
            if !measured { break }
        }
    }

    /// One pass over the visible area; true when a self-sizing cell changed the layout.
    ///
    /// With `startingAttributes` (a batch update's first step), cells newly shown are placed
    /// where their animation starts and cells already shown are left where they are; the
    /// update's animation then moves them all.
    func updateVisibleElements(startingAttributes: ((IndexPath, UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes)? = nil) -> Bool {
        let layout = preparedLayout
        let visibleRect = bounds
        let wanted = layout.layoutAttributesForElements(in: visibleRect) ?? []
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var wantedDecorations: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in wanted where attributes.frame.intersects(visibleRect) || attributes.frame.isEmpty {
            switch attributes.representedElementCategory {
            case .cell:
                if isValidItem(attributes.indexPath) { wantedCells[attributes.indexPath] = attributes }
            case .supplementaryView:
                wantedSupplementary[ElementKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] = attributes
            case .decorationView:
                wantedDecorations[ElementKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] = attributes
            }
        }
        // Retire what left the visible area first, so the new items can reuse those views.
        for (indexPath, cell) in visibleCellsByIndexPath where wantedCells[indexPath] == nil {
            retire(cell, at: indexPath)
        }
        for (key, view) in visibleSupplementaries where wantedSupplementary[key] == nil {
            retire(view, supplementary: key)
        }
        for (key, view) in visibleDecorations where wantedDecorations[key] == nil {
            view.removeFromSuperview()
            visibleDecorations[key] = nil
        }
        var layoutChanged = false
        for (indexPath, attributes) in wantedCells.sorted(by: { $0.key < $1.key }) {
            if let cell = visibleCellsByIndexPath[indexPath] {
                if startingAttributes == nil && cell.appliedAttributes != attributes { cell.applyGeometry(attributes) }
                continue
            }
            guard let cell = makeCell(at: indexPath) else { continue }
            cell.applyGeometry(startingAttributes?(indexPath, attributes) ?? attributes)
            cell.isSelected = selection.contains(indexPath)
            cell.isHighlighted = highlightedIndexPath == indexPath
            if let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: indexPath) {
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: dataSourcePath)
            }
            insertSubview(cell, at: firstContentSubviewIndex)
            visibleCellsByIndexPath[indexPath] = cell
            if startingAttributes == nil && measure(cell, attributes: attributes, in: layout) { layoutChanged = true }
        }
        for (key, attributes) in wantedSupplementary {
            if let view = visibleSupplementaries[key] {
                if view.appliedAttributes != attributes { view.applyGeometry(attributes) }
                continue
            }
            guard let dataSource else { continue }
            indexPathBeingMade = key.indexPath
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            indexPathBeingMade = nil
            view.applyGeometry(attributes)
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            insertSubview(view, at: firstContentSubviewIndex)
            visibleSupplementaries[key] = view
        }
        for (key, attributes) in wantedDecorations {
            if let view = visibleDecorations[key] {
                view.applyGeometry(attributes)
                continue
            }
            guard let type = layout.decorationRegistrations[key.kind] else {
                Diagnostics.warn("the layout placed a decoration view of kind \(MessageText.quoted(key.kind)) but registered no class for it",
                                 once: "UICollectionView.decoration.\(key.kind)")
                continue
            }
            let view = type.init()
            view.applyGeometry(attributes)
            insertSubview(view, at: firstContentSubviewIndex)
            visibleDecorations[key] = view
        }
        return layoutChanged
    }

    /// Where cells go among the subviews: above the background view, below anything else
    /// (the scroll indicators).
    private var firstContentSubviewIndex: Int {
        if let backgroundView, backgroundView.superview === self { return 1 }
        return 0
    }

    /// Asks the data source for the cell at `indexPath` (at its own index path while
    /// placeholders are shown); a placeholder's cell is dequeued and handed to its update
    /// handler.
    func makeCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        if let placeholder = placeholders.placeholder(at: indexPath) { return makePlaceholderCell(placeholder) }
        guard let dataSource else { return nil }
        let asked = placeholders.dataSourceIndexPath(for: indexPath)
        indexPathBeingMade = asked
        let cell = dataSource.collectionView(self, cellForItemAt: asked)
        indexPathBeingMade = nil
        if visibleCellsByIndexPath.values.contains(where: { $0 === cell }) {
            Diagnostics.warn("collectionView(_:cellForItemAt: \(indexPath)) returned a cell already shown for another item; cells must come from dequeueReusableCell(withReuseIdentifier:for:)",
                             once: "UICollectionView.cellShownTwice")
            return nil
        }
        return cell
    }

    /// Lets a self-sizing cell answer its size; true when the layout took a new one.
    private func measure(_ cell: UICollectionViewCell, attributes: UICollectionViewLayoutAttributes,
                         in layout: UICollectionViewLayout) -> Bool {
        guard let offered = attributes.copy() as? UICollectionViewLayoutAttributes else { return false }
        let preferred = cell.preferredLayoutAttributesFitting(offered)
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else {
            return false
        }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                 withOriginalAttributes: attributes))
        return true
    }

    /// Takes a cell out of sight and puts it in its queue.
    func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        visibleCellsByIndexPath[indexPath] = nil
        enqueue(cell)
        if let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: indexPath) {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: dataSourcePath)
        }
    }

    /// Puts a cell out of sight in its queue for reuse.
    func enqueue(_ cell: UICollectionViewCell) {
        if let identifier = cell.reuseIdentifier { cellQueues[identifier, default: []].append(cell) }
    }

    /// Takes a supplementary view out of sight and puts it in its queue.
    func retire(_ view: UICollectionReusableView, supplementary key: ElementKey) {
        view.removeFromSuperview()
        visibleSupplementaries[key] = nil
        if let identifier = view.reuseIdentifier {
            supplementaryQueues[ElementKey(kind: key.kind, identifier: identifier), default: []].append(view)
        }
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }

    private func retireAllVisibleViews() {
        for (indexPath, cell) in visibleCellsByIndexPath { retire(cell, at: indexPath) }
        for (key, view) in visibleSupplementaries { retire(view, supplementary: key) }
        for view in visibleDecorations.values { view.removeFromSuperview() }
        visibleDecorations.removeAll()
    }

    /// The delegate, as a collection view delegate.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// The attributes an item had before the running batch update, for the layout's
    /// `finalLayoutAttributesForDisappearingItem(at:)`.
    func attributesBeforeUpdate(forItemAt indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesBeforeUpdate[ElementKey(kind: "", indexPath: indexPath)]
    }

    /// The attributes a supplementary view had before the running batch update.
    func attributesBeforeUpdate(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesBeforeUpdate[ElementKey(kind: kind, indexPath: indexPath)]
    }
}
