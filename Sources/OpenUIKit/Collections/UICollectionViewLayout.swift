import Foundation

/// The object that decides where a collection view's cells and supplementary views go.
///
/// Subclass it for a layout of your own, as UIKit documents: compute what you need in
/// `prepare()`, report the scrollable size in ``collectionViewContentSize``, and answer
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)`` (and, with
/// headers or footers, ``layoutAttributesForSupplementaryView(ofKind:at:)``). The collection
/// view calls `prepare()` before it asks anything else after an invalidation, and only then.
/// ``UICollectionViewFlowLayout`` is the ready-made grid.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    /// The collection view that uses this layout, set when the layout is assigned to one.
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether `prepare()` is due before the layout is asked for attributes again.
    var needsPreparation = true
    /// The invalidations gathered since the last `prepare()`, merged in order.
    var pendingInvalidation: UICollectionViewLayoutInvalidationContext?
    /// The views registered for decoration kinds, which the collection view makes.
    var decorationRegistrations: [String: UICollectionReusableView.Type] = [:]

    /// A layout not yet attached to a collection view.
    public override init() {
        super.init()
    }

    /// A layout decoded from a storyboard or archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Layouts keep nothing in archives of their own; their owner stores their settings.
    open func encode(with coder: NSCoder) {}

    // MARK: Classes

    /// The class whose instances this layout hands out; subclasses with attributes of their own
    /// return their attributes class.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The invalidation context class this layout uses.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The attributes class as a type this code can instantiate, warning once if a subclass
    /// names a class that is not layout attributes.
    var attributesClass: UICollectionViewLayoutAttributes.Type {
        if let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type { return type }
        Diagnostics.warn("\(type(of: self)).layoutAttributesClass is not a UICollectionViewLayoutAttributes subclass; plain attributes are used",
                         once: "UICollectionViewLayout.layoutAttributesClass.\(type(of: self))")
        return UICollectionViewLayoutAttributes.self
    }

    /// A fresh invalidation context of ``invalidationContextClass``.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        if let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type {
            return type.init()
        }
        Diagnostics.warn("\(type(of: self)).invalidationContextClass is not a UICollectionViewLayoutInvalidationContext subclass; a plain context is used",
                         once: "UICollectionViewLayout.invalidationContextClass.\(type(of: self))")
        return UICollectionViewLayoutInvalidationContext()
    }

    // MARK: Providing the layout

    /// Computes what the layout needs before it is asked for attributes. The base does nothing.
    open func prepare() {}

    /// The size of the whole scrollable content. The base reports zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`. The base has none.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`. The base has none.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. The base has none.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. The base has none.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers the view class the collection view makes for decoration views of `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationRegistrations[elementKind] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return Diagnostics.warn("register(_:forDecorationViewOfKind: \"\(elementKind)\") was refused: \(viewClass) is not a UICollectionReusableView")
        }
        decorationRegistrations[elementKind] = type
    }

    // MARK: Invalidation

    /// Marks the layout as out of date: the collection view calls `prepare()` and lays out again.
    open func invalidateLayout() {
        invalidateLayout(with: makeInvalidationContext())
    }

    /// Marks the parts of the layout that `context` names as out of date.
    ///
    /// Subclasses that keep caches read the context here before calling `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let pending = pendingInvalidation { pending.merge(context) } else { pendingInvalidation = context }
        needsPreparation = true
        collectionView?.layoutDidInvalidate(adjusting: context)
    }

    /// Whether a change of the collection view's bounds (a scroll, a resize) needs a new
    /// layout. The base says no; layouts whose elements follow the visible area say yes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context to invalidate with when `shouldInvalidateLayout(forBoundsChange:)` says yes.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sizing cell's answer to `preferredLayoutAttributesFitting(_:)` changes the
    /// layout. The base says no.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context to invalidate with for a self-sizing cell's new attributes: it names the item.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch originalAttributes.representedElementCategory {
        case .cell:
            context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "",
                                                    at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "",
                                                 at: [originalAttributes.indexPath])
        }
        return context
    }

    // MARK: Updates

    /// Called before the collection view animates a batch of inserts, deletes, moves and
    /// reloads, with the changes in the order they apply. The base does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after the batch's animations are set up. The base does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted (or moved) item starts its animation. The base starts it where it
    /// ends, faded out, as UIKit's does.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else {
            return nil
        }
        attributes.alpha = 0
        return attributes
    }

    /// Where a deleted item ends its animation. The base fades it out in place.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = collectionView?.attributesBeforeUpdate(forItemAt: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else {
            return nil
        }
        attributes.alpha = 0
        return attributes
    }

    /// Where an inserted supplementary view starts its animation: in place, faded out.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                     at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?
            .copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where a deleted supplementary view ends its animation: in place, faded out.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = collectionView?.attributesBeforeUpdate(forSupplementaryOfKind: elementKind, at: elementIndexPath)?
            .copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// The content offset to keep after an update or a layout change; the base keeps the proposed one.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
