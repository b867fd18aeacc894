import Foundation

/// Where one element of a collection view goes and how it looks: its frame, transparency,
/// transform and stacking order, as a layout object computes them.
///
/// A layout hands out one of these per cell, supplementary view or decoration view; the
/// collection view applies it to the view (`apply(_:)` lets a reusable view read custom
/// attributes of a subclass). Subclasses that add properties must override `copy(with:)` and
/// `isEqual(_:)`, as UIKit asks, because the collection view keeps copies and compares them.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content coordinates.
    ///
    /// Setting it moves `center` and `size`; the frame is the untransformed box.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                   width: size.width, height: size.height)
        }
        set {
            guard newValue.isFinite else {
                return Diagnostics.warn("UICollectionViewLayoutAttributes.frame = \(newValue) was refused: not finite",
                                        once: "UICollectionViewLayoutAttributes.frame")
            }
            let r = newValue.standardized
            size = r.size
            center = CGPoint(x: r.midX, y: r.midY)
        }
    }

    /// The element's centre point in the collection view's content coordinates.
    open var center: CGPoint = .zero
    /// The element's size; the view's bounds take it.
    open var size: CGSize = .zero
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The 3D transform applied to the element's layer.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The affine transform applied to the element's view.
    open var transform: CGAffineTransform = .identity
    /// The element's opacity, 0 to 1.
    open var alpha: CGFloat = 1
    /// The element's stacking order among the collection view's elements; higher is in front.
    open var zIndex: Int = 0
    /// Whether the element is hidden.
    open var isHidden = false
    /// The element's index path in the data source's terms.
    open var indexPath: IndexPath

    /// Which kind of view the attributes describe.
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The kind string of a supplementary or decoration view, `nil` for a cell.
    open internal(set) var representedElementKind: String?

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .cell, kind: nil)
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind)
    }

    /// Attributes for the first cell: what subclasses' plain `init()` makes.
    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    private init(indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
        super.init()
    }

    /// Makes plain attributes (of a subclass, made with `init()`) describe another element.
    func configure(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
    }

    /// A copy of the attributes, of the same class; subclasses copy their own properties too.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// Attributes are equal when they describe the same element the same way.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
            && center == other.center && size == other.size
            && transform == other.transform && transform3D == other.transform3D
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        hasher.combine(center.x)
        hasher.combine(center.y)
        hasher.combine(size.width)
        hasher.combine(size.height)
        return hasher.finalize()
    }

    /// The attributes as the debugger prints them.
    open override var description: String {
        let kind = representedElementKind.map { " kind \($0)" } ?? ""
        return "<\(type(of: self)) \(representedElementCategory)\(kind) \(indexPath) frame \(frame)>"
    }
}
