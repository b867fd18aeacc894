import Foundation

/// The ring around the focused view, drawn as iPadOS draws its keyboard focus halo: a
/// rounded stroke in the view's tint colour just outside its frame, following its shape
/// (a capsule around a switch, the view's own corner radius grown by the gap, else a
/// small rounding).
///
/// It is a free-standing shape layer in the window's layer above every view, so it needs no
/// view of its own, is never hit, and costs one vector stroke inside its own damage. It
/// jumps from item to item without animating.
@MainActor
final class FocusRingLayer: CAShapeLayer {
    /// The stroke's width in points: iPadOS's halo is a bold line, about three points.
    static let lineWidth: CGFloat = 3
    /// The gap between the view's frame and the inside of the ring, in points, so the ring
    /// does not cover the control's own edge.
    static let gap: CGFloat = 1.5
    /// The corner radius of the ring's inside edge for a view that has no rounding of its
    /// own, in points: iPadOS rounds the halo of square items a little.
    static let minimumInnerCornerRadius: CGFloat = 6
    /// Above every view's layer in the window (their `zPosition`s are 0 unless an app raises
    /// them, and no app sets one this high).
    static let ringZPosition: CGFloat = 10_000

    /// A hidden ring, stroked and not filled.
    required init() {
        super.init()
        fillColor = nil
        lineWidth = Self.lineWidth
        zPosition = Self.ringZPosition
        isHidden = true
    }

    /// A copy of `layer`, as Core Animation makes presentation copies.
    required init(layer: Any) {
        super.init(layer: layer)
    }

    /// Layers are not archived; a decoded ring is a new, hidden one.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        fillColor = nil
        lineWidth = Self.lineWidth
        zPosition = Self.ringZPosition
        isHidden = true
    }

    /// Puts the ring around `view` (hides it for nil), in `window`'s layer; changes only
    /// what differs, without implicit animations.
    func follow(_ view: UIView?, in window: UIWindow) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        guard let view, view.window === window else {
            if !isHidden { isHidden = true }
            return
        }
        if superlayer !== window.layer {
            removeFromSuperlayer()
            window.layer.addSublayer(self)
        }
        let frame = view.convert(view.bounds, to: window)
        let halfWidth = Self.lineWidth / 2
        let strokeRect = frame.insetBy(dx: -(Self.gap + halfWidth), dy: -(Self.gap + halfWidth))
        let radius = min(Self.innerCornerRadius(of: view, frame: frame) + Self.gap + halfWidth, min(strokeRect.width, strokeRect.height) / 2)
        let box = strokeRect.insetBy(dx: -halfWidth, dy: -halfWidth)
        if self.frame != box { self.frame = box }
        let local = strokeRect.offsetBy(dx: -box.minX, dy: -box.minY)
        let shape = UIBezierPath(roundedRect: local, cornerRadius: radius).cgPath
        if path != shape { path = shape }
        let color = view.tintColor.cgColor
        if strokeColor != color { strokeColor = color }
        if isHidden { isHidden = false }
    }

    /// The rounding of `view`'s outline, in points: a switch is a capsule; other views have
    /// their layer's corner radius, or at least the small rounding square items get.
    private static func innerCornerRadius(of view: UIView, frame: CGRect) -> CGFloat {
        if view is UISwitch { return min(frame.width, frame.height) / 2 }
        return max(view.layer.cornerRadius, minimumInnerCornerRadius)
    }
}
