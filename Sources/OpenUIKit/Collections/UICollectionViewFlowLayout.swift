import Foundation

/// The standard collection view layout: items in lines that wrap, section after section, with
/// optional headers and footers, scrolling vertically or horizontally.
///
/// Lines are filled greedily with as many items as fit between the section's insets with at
/// least ``minimumInteritemSpacing`` between them. What is left over in a line is shared as
/// UIKit shares it: a full line is justified (its first item at the leading inset, its last
/// at the trailing one, equal gaps between), a line holding a single item that is not the
/// section's last centres it, and the section's last line is laid from the leading inset
/// (with the gaps of the full lines above when every item of the section has the same size,
/// so it stays on their grid, else with the minimum spacing). Items of different sizes in one
/// line are centred across it. Lines are ``minimumLineSpacing`` apart. Headers and footers
/// span the content's width (vertical scrolling) or height (horizontal), taking only the
/// other dimension of their reference size; a zero one is left out.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The placeholder for ``estimatedItemSize`` that asks every cell for its size.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The direction the content scrolls in (lines run across it). Vertical by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The least spacing between lines, in points. 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least spacing between items in a line, in points. 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The size of every item when the delegate does not say. 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A non-zero value makes cells size themselves with `preferredLayoutAttributesFitting(_:)`,
    /// starting from this estimate (from ``itemSize`` for ``automaticSize``). Zero by default.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of every section's header (only its height counts when scrolling vertically).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of every section's footer, read as the header's is.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The margins around every section's items (inside its header and footer).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }

    /// One section's metrics, as the delegate (or the layout's properties) gave them.
    struct SectionMetrics {
        var itemSizes: [CGSize] = []
        var inset: UIEdgeInsets = .zero
        var lineSpacing: CGFloat = 0
        var interitemSpacing: CGFloat = 0
        var headerSize: CGSize = .zero
        var footerSize: CGSize = .zero
    }

    /// One section's computed frames, in content coordinates.
    struct SectionFrames {
        var items: [CGRect] = []
        var header: CGRect?
        var footer: CGRect?
        var extent: CGRect = .zero
    }

    private var metrics: [SectionMetrics] = []
    private var frames: [SectionFrames] = []
    private var contentSize: CGSize = .zero
    /// Sizes self-sizing cells answered, by index path, kept until the data changes.
    private var preferredSizes: [IndexPath: CGSize] = [:]
    private var metricsAreCurrent = false

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// A flow layout decoded from a storyboard or archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeFlowLayout(from: coder)
    }

    /// The flow layout's invalidation context class.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Whether cells size themselves.
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The estimate an unmeasured self-sizing cell starts from.
    private var startingEstimate: CGSize {
        estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }

    // MARK: Invalidation

    /// Keeps the delegate's metrics unless the context asks for them again, and forgets the
    /// cells' measured sizes when the data changed.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateDataSourceCounts || (flow?.invalidateFlowLayoutDelegateMetrics ?? true) {
            metricsAreCurrent = false
        }
        if context.invalidateDataSourceCounts {
            preferredSizes.removeAll()
        }
        super.invalidateLayout(with: context)
    }

    /// A change of the size the lines run across (the width when scrolling vertically) reflows them.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let current = collectionView?.bounds.size else { return false }
        return current != newBounds.size
    }

    /// A self-sizing cell whose preferred size differs from the one laid out changes the layout.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        isSelfSizing && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    /// Records the self-sizing cell's size and names the item, keeping the delegate's metrics.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        if originalAttributes.representedElementCategory == .cell {
            let size = preferredAttributes.size
            if size.isFiniteAndNonNegative {
                preferredSizes[originalAttributes.indexPath] = size
            } else {
                Diagnostics.warn("a self-sizing cell at \(originalAttributes.indexPath) preferred the size \(size), which was refused",
                                 once: "UICollectionViewFlowLayout.preferredSize")
            }
        }
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
        return context
    }

    // MARK: Preparing

    /// Asks the delegate for the metrics (when they are out of date) and computes every frame.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            metrics = []
            frames = []
            contentSize = .zero
            return
        }
        if !metricsAreCurrent {
            metrics = readMetrics(from: collectionView)
            metricsAreCurrent = true
        }
        computeFrames(area: collectionView.layoutArea)
    }

    private func readMetrics(from collectionView: UICollectionView) -> [SectionMetrics] {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var result: [SectionMetrics] = []
        for section in 0..<collectionView.numberOfSections {
            var m = SectionMetrics()
            let count = collectionView.numberOfItems(inSection: section)
            m.itemSizes.reserveCapacity(count)
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                let size = isSelfSizing
                    ? startingEstimate
                    : (delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize)
                m.itemSizes.append(checked(size, what: "the size of item \(path)"))
            }
            m.inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            m.lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            m.interitemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            m.headerSize = checked(delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize, what: "the header size of section \(section)")
            m.footerSize = checked(delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize, what: "the footer size of section \(section)")
            result.append(m)
        }
        return result
    }

    /// A size the layout can use: non-finite or negative ones become zero, with a warning.
    private func checked(_ size: CGSize, what: String) -> CGSize {
        if size.isFiniteAndNonNegative { return size }
        Diagnostics.warn("UICollectionViewFlowLayout: \(what) is \(size), which is not a finite, non-negative size; zero is used",
                         once: "UICollectionViewFlowLayout.size.\(what)")
        return .zero
    }

    /// The frames of every section, with lines along `main` and sections stacked along `cross`.
    /// Written for vertical scrolling (lines run along x); horizontal scrolling swaps the axes.
    private func computeFrames(area: CGSize) {
        let vertical = scrollDirection == .vertical
        // The area's size across the scrolling direction, in which lines run.
        let lineExtent = vertical ? area.width : area.height
        var offset: CGFloat = 0
        frames = []
        frames.reserveCapacity(metrics.count)
        for (section, m) in metrics.enumerated() {
            var f = SectionFrames()
            let start = offset
            let headerDepth = vertical ? m.headerSize.height : m.headerSize.width
            if headerDepth > 0 {
                f.header = FlowLineBreaker.Placement(lineStart: 0, lineLength: lineExtent, depthStart: offset, depth: headerDepth).rect(vertical: vertical)
                offset += headerDepth
            }
            let (leadInset, trailInset, topInset, bottomInset) = vertical
                ? (m.inset.left, m.inset.right, m.inset.top, m.inset.bottom)
                : (m.inset.top, m.inset.bottom, m.inset.left, m.inset.right)
            offset += topInset
            let sizes = (0..<m.itemSizes.count).map { item in
                preferredSizes[IndexPath(item: item, section: section)] ?? m.itemSizes[item]
            }
            let lineRoom = max(0, lineExtent - leadInset - trailInset)
            if let longest = sizes.map({ vertical ? $0.width : $0.height }).max(), longest > lineRoom + FlowLineBreaker.fitTolerance {
                Diagnostics.warn("UICollectionViewFlowLayout: an item of section \(section) is \(longest) points long, more than the \(lineRoom) points between the section insets; it is placed at the leading inset and overhangs",
                                 once: "UICollectionViewFlowLayout.overlong")
            }
            let placed = FlowLineBreaker.place(
                lengths: sizes.map { vertical ? $0.width : $0.height },
                depths: sizes.map { vertical ? $0.height : $0.width },
                available: lineRoom,
                interitemSpacing: m.interitemSpacing, lineSpacing: m.lineSpacing)
            f.items = placed.frames.map { p in
                FlowLineBreaker.Placement(lineStart: leadInset + p.lineStart, lineLength: p.lineLength,
                         depthStart: offset + p.depthStart, depth: p.depth).rect(vertical: vertical)
            }
            offset += placed.totalDepth + bottomInset
            let footerDepth = vertical ? m.footerSize.height : m.footerSize.width
            if footerDepth > 0 {
                f.footer = FlowLineBreaker.Placement(lineStart: 0, lineLength: lineExtent, depthStart: offset, depth: footerDepth).rect(vertical: vertical)
                offset += footerDepth
            }
            f.extent = FlowLineBreaker.Placement(lineStart: 0, lineLength: lineExtent, depthStart: start, depth: offset - start).rect(vertical: vertical)
            frames.append(f)
        }
        contentSize = vertical ? CGSize(width: lineExtent, height: offset) : CGSize(width: offset, height: lineExtent)
    }

    // MARK: Answers

    /// The size of all sections with their headers, insets and footers.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The cells, headers and footers whose frames meet `rect`, section by section.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, f) in frames.enumerated() where f.extent.intersects(rect) {
            let sectionPath = IndexPath(item: 0, section: section)
            if let header = f.header, header.intersects(rect) {
                result.append(makeSupplementary(UICollectionView.elementKindSectionHeader, sectionPath, header))
            }
            for (item, frame) in f.items.enumerated() where frame.intersects(rect) {
                result.append(makeCell(IndexPath(item: item, section: section), frame))
            }
            if let footer = f.footer, footer.intersects(rect) {
                result.append(makeSupplementary(UICollectionView.elementKindSectionFooter, sectionPath, footer))
            }
        }
        return result
    }

    /// The cell at `indexPath`, or `nil` past the data.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, frames.indices.contains(indexPath.section),
              frames[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return makeCell(indexPath, frames[indexPath.section].items[indexPath.item])
    }

    /// The header or footer of `indexPath.section`, or `nil` when it has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let section = indexPath.first, frames.indices.contains(section) else { return nil }
        let frame: CGRect?
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: frame = frames[section].header
        case UICollectionView.elementKindSectionFooter: frame = frames[section].footer
        default: frame = nil
        }
        return frame.map { makeSupplementary(elementKind, IndexPath(item: 0, section: section), $0) }
    }

    private func makeCell(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init()
        attributes.configure(category: .cell, kind: nil, indexPath: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func makeSupplementary(_ kind: String, _ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init()
        attributes.configure(category: .supplementaryView, kind: kind, indexPath: indexPath)
        attributes.frame = frame
        // UIKit stacks supplementary views above cells.
        attributes.zIndex = Self.supplementaryZIndex
        return attributes
    }

    /// The stacking order of headers and footers, above cells (which are at 0).
    static let supplementaryZIndex = 10
}

extension CGSize {
    /// Whether both dimensions are finite and not negative.
    var isFiniteAndNonNegative: Bool {
        width.isFinite && height.isFinite && width >= 0 && height >= 0
    }
}
