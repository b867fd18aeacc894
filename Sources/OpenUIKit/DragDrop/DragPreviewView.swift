import Foundation

/// A preview on screen during a drag: a picture of the preview's view, drawn with its
/// parameters (background, visible path or rounded corners), lifted off the page by a soft
/// shadow as iOS draws it, above everything in the window. It takes no touches, so the
/// drag's hit tests look through it.
@MainActor
final class DragPreviewView: UIView {
    /// The picture of the view, taken when the preview was made.
    private let picture: UIView?
    /// What clips the picture to the visible path or the rounded corners; the preview
    /// itself is not clipped, so its shadow and count badge show outside it.
    private let clip: UIView
    /// The preview's size before the lift grew it, in points.
    let naturalSize: CGSize

    init(preview: UIView, parameters: UIDragPreviewParameters) {
        let size = preview.bounds.size
        naturalSize = size
        // After the pending drawing: Core Animation's preview shows the view as it is now,
        // and a lift may come in the same turn that changed it (a storyboard cell's label
        // set up by the data source and not yet drawn showed as an empty picture).
        picture = preview.snapshotView(afterScreenUpdates: true)
        clip = UIView(frame: CGRect(origin: .zero, size: size))
        super.init(frame: CGRect(origin: .zero, size: size))
        isUserInteractionEnabled = false
        clip.isUserInteractionEnabled = false
        clip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clip.backgroundColor = parameters.backgroundColor
        addSubview(clip)
        if let picture {
            picture.frame = clip.bounds
            picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            clip.addSubview(picture)
        }
        if let path = parameters.visiblePath {
            let mask = CAShapeLayer()
            mask.path = path.cgPath
            clip.layer.mask = mask
        } else {
            clip.layer.cornerRadius = DragDropThresholds.previewCornerRadius
            clip.layer.masksToBounds = true
        }
        // The shadow's shape is what the clipped picture paints.
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = DragDropThresholds.liftShadowOpacity
        layer.shadowRadius = DragDropThresholds.liftShadowRadius
        layer.shadowOffset = DragDropThresholds.liftShadowOffset
        // Nothing in the preview changes while it follows the touch, but composited layer
        // by layer each frame costs a rounded clip drawn through a group of its own, the
        // picture and the blurred shadow's mask, all at a moving offset: kept as one
        // bitmap (shadow included), a frame only copies it, as a Cairo program carrying a
        // card would.
        layer.shouldRasterize = true
    }

    /// The bitmap is drawn at the window's pixel density, so that it is copied one for one.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if let window { layer.rasterizationScale = window.screenScale }
    }

    /// Centers the preview as near `point` (its superview's points) as puts its corner on
    /// whole pixels at `scale`, so each frame copies its bitmap without resampling it (a
    /// 315-point-wide preview centered on a whole point would sit half a pixel off).
    func center(near point: CGPoint, scale: CGFloat) {
        let half = CGSize(width: bounds.width / 2, height: bounds.height / 2)
        func snapped(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        center = CGPoint(x: snapped(point.x - half.width) + half.width, y: snapped(point.y - half.height) + half.height)
    }

    /// Previews are made in code only; a decoded one is refused.
    required init?(coder: NSCoder) { nil }

    /// Once the lift has grown the preview by a pure scale, makes the scale its size: the
    /// picture is drawn once at that size, and each frame of the drag then copies it as it
    /// is instead of resampling it through the transform.
    func settleLiftScale() {
        let t = transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, t.a != 1 || t.d != 1 else { return }
        let center = self.center
        transform = .identity
        bounds = CGRect(x: 0, y: 0, width: bounds.width * t.a, height: bounds.height * t.d)
        self.center = center
    }

    /// Whether the preview's picture could be taken (a view with no size has none).
    var hasPicture: Bool { picture != nil }
}
