import Foundation

/// Shows one image, placed in its bounds by `contentMode`.
///
/// The image is drawn into the view's backing store at the window's scale, so the sharpest
/// variant of a named image is used (and a catalog image that preserves its vector is drawn
/// from the vector when the view is larger than the image). A template image
/// (`.alwaysTemplate`, a catalog's "Render As Template Image") is drawn as its shape filled
/// with `tintColor`, as UIKit draws it. Unlike UIKit, content that `scaleAspectFill` (or the
/// placement modes) pushes beyond the bounds is cut at the bounds.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; nil shows nothing.
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            resolvedVariant = nil
            setNeedsDisplay()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        isUserInteractionEnabled = false
        decodeImageView(from: coder)
    }

    /// An image view sized to the image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The variant last chosen from the image's asset, and the traits it was chosen for.
    private var resolvedVariant: (traits: UITraitCollection, image: UIImage)?

    override class var redrawsOnEveryBoundsChange: Bool { true }

    /// What is drawn: for an image with an asset (a catalog image, or one registered with a
    /// `UIImageAsset`), the asset's variant for the view's traits (its dark variant in dark
    /// mode), as UIKit's image view shows it; else the image itself.
    var displayedImage: UIImage? {
        guard let image, let asset = image.imageAsset else { return image }
        let traits = traitCollection
        if let resolvedVariant, resolvedVariant.traits == traits { return resolvedVariant.image }
        let variant = asset.image(with: traits)
        resolvedVariant = (traits, variant)
        return variant
    }

    /// Draws an asset's image again when the traits that choose its variant change.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard image?.imageAsset != nil, let previousTraitCollection else { return }
        let now = traitCollection
        if previousTraitCollection.userInterfaceStyle != now.userInterfaceStyle || previousTraitCollection.displayScale != now.displayScale
            || previousTraitCollection.userInterfaceIdiom != now.userInterfaceIdiom {
            setNeedsDisplay()
        }
    }

    open override func draw(_ rect: CGRect) {
        guard let image = displayedImage else { return }
        let frame = ContentModeLayout.rect(for: image.size, in: bounds, mode: contentMode)
        if image.renderingMode == .alwaysTemplate {
            ButtonImageView.draw(image, in: frame, rendering: .template(tintColor))
        } else {
            image.draw(in: frame)
        }
    }

    /// Draws a template image again in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode == .alwaysTemplate { setNeedsDisplay() }
    }

    /// The image's size in points; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (zero without one).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }
}
