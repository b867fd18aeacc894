import Foundation

/// A view a collection view makes, shows and reuses: the base of cells and of supplementary
/// and decoration views.
///
/// The collection view keeps views that scroll out of sight in a queue by reuse identifier and
/// hands them out again from `dequeueReusable…`, calling ``prepareForReuse()`` first.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// The attributes last applied, which self-sizing starts from.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// A view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view of zero size, made through the subclass's `init(frame:)`: what the collection
    /// view calls to make a registered class's views (UIKit sends `initWithFrame:`).
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// A view decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeReusableView(from: coder)
    }

    /// Called just before the view is handed out again by a `dequeueReusable…` call: reset
    /// what the last item set. The base does nothing (cells clear their selection).
    open func prepareForReuse() {}

    /// The attributes the view would like, given the layout's `layoutAttributes`: a
    /// self-sizing view answers with its size. The base keeps the layout's.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Applies layout attributes beyond the geometry (which the collection view sets itself);
    /// subclasses of attributes with properties of their own read them here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called when the collection view switches layouts, before the switch.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called when the collection view switches layouts, after the switch.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Sets the view's geometry from `attributes`, then lets ``apply(_:)`` read the rest.
    func applyGeometry(_ attributes: UICollectionViewLayoutAttributes) {
        appliedAttributes = attributes
        bounds = CGRect(origin: bounds.origin, size: attributes.size)
        center = attributes.center
        transform = attributes.transform
        if attributes.transform3D != CATransform3DIdentity {
            layer.transform = attributes.transform3D
        }
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        layer.zPosition = CGFloat(attributes.zIndex)
        apply(attributes)
    }
}
