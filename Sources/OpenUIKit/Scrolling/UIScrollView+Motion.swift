import Foundation

extension UIScrollView {
    /// How long `setContentOffset(_:animated:)` takes, in seconds: UIKit's scroll animation
    /// is a short ease in and out of about a third of a second.
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// Stops any deceleration, bounce or scroll animation where it is, telling no one.
    func stopScrollMotion() {
        motion?.stop()
        motion = nil
        scrollState.isDecelerating = false
        scrollState.isScrollingToTop = false
    }

    /// Runs `next` in place of any running motion; without a window it ends at once where it
    /// would rest.
    func run(_ next: ScrollMotion) {
        motion?.stop()
        motion = next
        if !next.start() {
            if let scale = next.restingScale { applyMotionZoom(scale) }
            var end = next.restingPoint ?? contentOffset
            if next.kind == .deceleration { end = clampedContentOffset(end) }
            applyMotionOffset(end)
            scrollMotionDidFinish(next)
        }
    }

    /// An animated scroll to `offset`, from wherever the content is.
    func startProgrammaticScroll(to offset: CGPoint) {
        let now = window?.inputClock.now ?? 0
        let from = contentOffset
        let duration = Double(UIScrollView.scrollAnimationDuration)
        let low = minimumContentOffset, high = maximumContentOffset
        func axis(_ a: CGFloat, _ b: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> ScrollMotion.Axis {
            ScrollMotion.Axis(phase: a == b ? .resting(Double(b)) : .easing(from: Double(a), to: Double(b), duration: duration, since: now),
                              low: Double(lo), high: Double(hi), bounces: false, rate: Double(decelerationRate.rawValue))
        }
        guard from != offset else { return }
        scrollState.isDecelerating = false
        run(ScrollMotion(scrollView: self, kind: .animation, x: axis(from.x, offset.x, low.x, high.x),
                         y: axis(from.y, offset.y, low.y, high.y)))
    }

    /// A frame of a motion: the offset it reached.
    func applyMotionOffset(_ point: CGPoint) {
        contentOffset = point
    }

    /// A motion came to rest: what the delegate hears depends on what it was.
    func scrollMotionDidFinish(_ finished: ScrollMotion) {
        guard motion === finished else { return }
        motion = nil
        scrollIndicatorsDidStopScrolling()
        switch finished.kind {
        case .deceleration:
            scrollState.isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation where scrollState.isScrollingToTop:
            scrollState.isScrollingToTop = false
            delegate?.scrollViewDidScrollToTop(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .zoom:
            scrollState.isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScaleStorage)
        }
    }
}
