import Foundation

/// A preview on screen during a drag: a picture of the preview's view, drawn with its
/// parameters (background, visible path or rounded corners), above everything in the window.
/// It takes no touches, so the drag's hit tests look through it.
@MainActor
final class DragPreviewView: UIView {
    /// The picture of the view, taken when the preview was made.
    private let picture: UIView?

    init(preview: UIView, parameters: UIDragPreviewParameters) {
        let size = preview.bounds.size
        picture = preview.snapshotView(afterScreenUpdates: false)
        super.init(frame: CGRect(origin: .zero, size: size))
        isUserInteractionEnabled = false
        backgroundColor = parameters.backgroundColor
        if let picture {
            picture.frame = bounds
            addSubview(picture)
        }
        if let path = parameters.visiblePath {
            let mask = CAShapeLayer()
            mask.path = path.cgPath
            layer.mask = mask
        } else {
            layer.cornerRadius = DragDropThresholds.previewCornerRadius
            layer.masksToBounds = true
        }
    }

    /// Previews are made in code only; a decoded one is refused.
    required init?(coder: NSCoder) { nil }

    /// Whether the preview's picture could be taken (a view with no size has none).
    var hasPicture: Bool { picture != nil }
}
