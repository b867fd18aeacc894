import Foundation

/// What part of a layout an invalidation concerns, so a layout with caches can redo only that.
///
/// A plain context made by `invalidateLayout()` invalidates everything. Naming items,
/// supplementary or decoration elements narrows it; the layout reads the context in
/// `invalidateLayout(with:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    private var namedSomething = false
    private var everythingByDataChange = false

    /// Whether the whole layout is out of date: true until something narrower is named, and
    /// always after `reloadData()`.
    open var invalidateEverything: Bool { everythingByDataChange || !namedSomething }

    /// Whether the numbers of sections and items changed, so the layout must ask for them again.
    open var invalidateDataSourceCounts: Bool {
        get { everythingByDataChange || countsChanged }
        set { countsChanged = newValue }
    }
    private var countsChanged = false

    /// The items named by ``invalidateItems(at:)``, or `nil` when none were.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary elements named, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration elements named, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// How far the collection view's content offset moves along with the invalidation (a
    /// layout that grows above the visible area keeps the content still this way).
    open var contentOffsetAdjustment: CGPoint = .zero

    /// An empty context: it invalidates everything until something narrower is named.
    public required override init() {
        super.init()
    }

    /// Names items whose attributes changed.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        namedSomething = true
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary elements of `elementKind` whose attributes changed.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        namedSomething = true
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Names decoration elements of `elementKind` whose attributes changed.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        namedSomething = true
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }

    /// Marks the context as the one a data change makes: everything, counts included.
    func markDataChanged() {
        everythingByDataChange = true
    }

    /// Folds a later invalidation into this one, before the layout prepares again.
    func merge(_ other: UICollectionViewLayoutInvalidationContext) {
        if other.invalidateEverything { namedSomething = false }
        if other.everythingByDataChange { everythingByDataChange = true }
        if other.countsChanged { countsChanged = true }
        if !invalidateEverything {
            if let items = other.invalidatedItemIndexPaths { invalidateItems(at: items) }
            for (kind, paths) in other.invalidatedSupplementaryIndexPaths ?? [:] {
                invalidateSupplementaryElements(ofKind: kind, at: paths)
            }
            for (kind, paths) in other.invalidatedDecorationIndexPaths ?? [:] {
                invalidateDecorationElements(ofKind: kind, at: paths)
            }
        }
        contentOffsetAdjustment.x += other.contentOffsetAdjustment.x
        contentOffsetAdjustment.y += other.contentOffsetAdjustment.y
    }
}
