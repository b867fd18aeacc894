import Foundation

extension UIScrollView {
    /// How long `setZoomScale(_:animated:)`, `zoom(to:animated:)` and the bounce back inside
    /// the zoom limits take, in seconds.
    static let zoomAnimationDuration: TimeInterval = 0.3
    /// How far past a zoom limit a pinch may stretch: the overshoot, on a logarithmic scale,
    /// is rubber-banded as if the view were this long (ln 2: at most a doubling).
    static let zoomRubberBandLength: Double = log(2)

    /// The view the delegate zooms, if zooming is possible at all.
    var zoomingView: UIView? {
        guard maximumZoomScale > minimumZoomScale || zoomScaleStorage != 1 else { return nil }
        return delegate?.viewForZooming(in: self)
    }

    /// `scale` inside the limits.
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        Swift.min(Swift.max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// The pinch, when the limits allow zooming: made once, then enabled with them.
    func updatePinchGestureRecognizer() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchStorage == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.delegate = gestureCoordinator
            pinch.addAction { [unowned self] pinch in handlePinch(pinch) }
            addGestureRecognizer(pinch)
            pinchStorage = pinch
        }
        pinchStorage?.isEnabled = zooms
    }

    /// Scales the zoom view to `scale`, keeping the content point under `anchor` (a point of
    /// the scroll view's frame, relative to its top left) where it is, and making the content
    /// size the scaled view's.
    func applyZoom(_ scale: CGFloat, anchor: CGPoint, contentPoint: CGPoint? = nil) {
        guard let view = zoomingView, scale.isFinite, scale > 0 else { return }
        let old = zoomScaleStorage
        // The point of the unscaled view under the anchor.
        let under = contentPoint ?? CGPoint(x: (contentOffset.x + anchor.x - view.frame.minX) / old,
                                            y: (contentOffset.y + anchor.y - view.frame.minY) / old)
        zoomScaleStorage = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        var frame = view.frame
        frame.origin = .zero
        view.frame = frame
        contentSize = frame.size
        contentOffset = CGPoint(x: under.x * scale - anchor.x, y: under.y * scale - anchor.y)
        delegate?.scrollViewDidZoom(self)
    }

    /// The middle of the visible area, relative to the scroll view's top left.
    private var visibleMiddle: CGPoint {
        CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    }

    /// What `setZoomScale(_:animated:)` does.
    func setZoom(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            return Diagnostics.warn("UIScrollView.zoomScale = \(scale) was refused: a scale must be a finite number above zero",
                                    once: "UIScrollView.zoomScale")
        }
        let target = clampedZoomScale(scale)
        guard zoomingView != nil, target != zoomScaleStorage else { return }
        let middle = visibleMiddle
        if !animated || window == nil {
            stopScrollMotion()
            applyZoom(target, anchor: middle)
            contentOffset = clampedContentOffset(contentOffset)
            return
        }
        // Where the middle would land, clamped, gives the end offset; the scale eases there.
        let view = zoomingView!
        let under = CGPoint(x: (contentOffset.x + middle.x - view.frame.minX) / zoomScaleStorage,
                            y: (contentOffset.y + middle.y - view.frame.minY) / zoomScaleStorage)
        animateZoom(to: target, endOffset: endOffset(centering: under, at: target))
    }

    /// What `zoom(to:animated:)` does: `rect` (the zoom view's own coordinates) fills the
    /// scroll view as nearly as the limits allow, centred.
    func zoom(toRect rect: CGRect, animated: Bool) {
        guard rect.isFinite, rect.width > 0, rect.height > 0 else {
            return Diagnostics.warn("UIScrollView.zoom(to: \(rect), animated:) was refused: the rectangle must be finite and not empty",
                                    once: "UIScrollView.zoom(to:)")
        }
        guard zoomingView != nil else { return }
        let scale = clampedZoomScale(Swift.min(bounds.width / rect.width, bounds.height / rect.height))
        let end = endOffset(centering: CGPoint(x: rect.midX, y: rect.midY), at: scale)
        if !animated || window == nil {
            stopScrollMotion()
            applyZoom(scale, anchor: .zero, contentPoint: .zero)
            contentOffset = end
            return
        }
        animateZoom(to: scale, endOffset: end)
    }

    /// The offset that puts `point` (unscaled zoom-view coordinates) in the middle at
    /// `scale`, inside the limits the scaled content will have.
    private func endOffset(centering point: CGPoint, at scale: CGFloat) -> CGPoint {
        guard let view = zoomingView else { return contentOffset }
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let insets = adjustedContentInset
        let raw = CGPoint(x: point.x * scale - bounds.width / 2, y: point.y * scale - bounds.height / 2)
        let high = CGPoint(x: Swift.max(-insets.left, size.width + insets.right - bounds.width),
                           y: Swift.max(-insets.top, size.height + insets.bottom - bounds.height))
        return CGPoint(x: Swift.min(Swift.max(raw.x, -insets.left), high.x), y: Swift.min(Swift.max(raw.y, -insets.top), high.y))
    }

    /// Eases the scale and the offset together to `scale` and `endOffset`.
    private func animateZoom(to scale: CGFloat, endOffset: CGPoint, bounce: Bool = false) {
        let now = window?.inputClock.now ?? 0
        let duration = Double(UIScrollView.zoomAnimationDuration)
        func easing(_ a: CGFloat, _ b: CGFloat) -> ScrollMotion.Axis {
            ScrollMotion.Axis(phase: a == b ? .resting(Double(b)) : .easing(from: Double(a), to: Double(b), duration: duration, since: now),
                              low: -.infinity, high: .infinity, bounces: false, rate: Double(decelerationRate.rawValue))
        }
        let from = contentOffset
        scrollState.isZoomBouncing = bounce
        run(ScrollMotion(scrollView: self, kind: .zoom, x: easing(from.x, endOffset.x), y: easing(from.y, endOffset.y),
                         zoom: easing(zoomScaleStorage, scale)))
    }

    /// A frame of a zoom animation: the scale about the top left, then the offset.
    func applyMotionZoom(_ scale: CGFloat) {
        applyZoom(scale, anchor: .zero, contentPoint: CGPoint(x: contentOffset.x / zoomScaleStorage, y: contentOffset.y / zoomScaleStorage))
    }

    // MARK: Pinching

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        let fingers = pinch.location(in: self)
        let anchor = CGPoint(x: fingers.x - contentOffset.x, y: fingers.y - contentOffset.y)
        switch pinch.state {
        case .began:
            stopScrollMotion()
            scrollState.isZooming = true
            scrollState.zoomStartScale = zoomScaleStorage
            scrollState.zoomContentPoint = CGPoint(x: (fingers.x - view.frame.minX) / zoomScaleStorage,
                                                   y: (fingers.y - view.frame.minY) / zoomScaleStorage)
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard scrollState.isZooming else { return }
            applyZoom(pinchedScale(scrollState.zoomStartScale * pinch.scale), anchor: anchor, contentPoint: scrollState.zoomContentPoint)
        case .ended, .cancelled, .failed:
            guard scrollState.isZooming else { return }
            scrollState.isZooming = false
            let scale = clampedZoomScale(zoomScaleStorage)
            let settled = settledOffset(anchor: anchor, scale: scale)
            if scale == zoomScaleStorage, settled == contentOffset {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            } else {
                animateZoom(to: scale, endOffset: settled, bounce: true)
            }
        default:
            break
        }
    }

    /// A pinch's scale, rubber-banded past the limits when `bouncesZoom`, else held there.
    private func pinchedScale(_ raw: CGFloat) -> CGFloat {
        guard raw.isFinite, raw > 0 else { return zoomScaleStorage }
        guard bouncesZoom else { return clampedZoomScale(raw) }
        let low = Double(minimumZoomScale), high = Double(maximumZoomScale), value = Double(raw)
        let banded = ScrollPhysics.rubberBanded(log(value), low: log(low), high: log(high), dimension: UIScrollView.zoomRubberBandLength)
        return CGFloat(exp(banded))
    }

    /// Where the offset rests after a pinch ends at `scale`, keeping the content under the
    /// fingers where it can.
    private func settledOffset(anchor: CGPoint, scale: CGFloat) -> CGPoint {
        guard let view = zoomingView else { return contentOffset }
        let point = scrollState.zoomContentPoint
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let insets = adjustedContentInset
        let raw = CGPoint(x: point.x * scale - anchor.x, y: point.y * scale - anchor.y)
        let high = CGPoint(x: Swift.max(-insets.left, size.width + insets.right - bounds.width),
                           y: Swift.max(-insets.top, size.height + insets.bottom - bounds.height))
        return CGPoint(x: Swift.min(Swift.max(raw.x, -insets.left), high.x), y: Swift.min(Swift.max(raw.y, -insets.top), high.y))
    }
}
