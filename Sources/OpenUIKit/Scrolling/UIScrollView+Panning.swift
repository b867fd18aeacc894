import Foundation

extension UIScrollView {
    /// How much more a drag's first movement must lie along one axis than the other for a
    /// directionally locked scroll view to move along that axis alone (a ratio of the two
    /// translations; about 27° off the axis).
    static let directionalLockRatio: CGFloat = 2

    /// Where a drag's translation and velocity are measured: the superview, which does not
    /// move as the content scrolls (the scroll view's own coordinates do).
    private var dragSpace: UIView? { superview }

    /// A finger landed on the content: a moving scroll view stops where it is, as iOS's
    /// does, so the next drag or tap starts from still content.
    func contentWasTouched() {
        guard let motion, motion.kind == .deceleration else { return }
        stopScrollMotion()
        scrollIndicatorsDidStopScrolling()
        delegate?.scrollViewDidEndDecelerating(self)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDragging(pan)
        case .changed: continueDragging(pan)
        case .ended: endDragging(pan, cancelled: false)
        case .cancelled, .failed: endDragging(pan, cancelled: true)
        default: break
        }
    }

    private func beginDragging(_ pan: UIPanGestureRecognizer) {
        stopScrollMotion()
        let first = pan.translation(in: dragSpace)
        var state = scrollState
        state.isTracking = true
        state.isDragging = true
        state.isDecelerating = false
        state.dragStart = contentOffset
        let size = bounds.size
        state.startPage = CGPoint(x: size.width > 0 ? (contentOffset.x / size.width).rounded() : 0,
                                  y: size.height > 0 ? (contentOffset.y / size.height).rounded() : 0)
        state.movesX = scrollsHorizontally || alwaysBounceHorizontal
        state.movesY = scrollsVertically || alwaysBounceVertical
        if isDirectionalLockEnabled, state.movesX, state.movesY {
            if abs(first.x) > UIScrollView.directionalLockRatio * abs(first.y) { state.movesY = false }
            else if abs(first.y) > UIScrollView.directionalLockRatio * abs(first.x) { state.movesX = false }
        }
        scrollState = state
        // The content starts moving from here, not by the distance the pan needed to begin.
        pan.setTranslation(.zero, in: dragSpace)
        delegate?.scrollViewWillBeginDragging(self)
        dismissKeyboardForDrag()
    }

    private func continueDragging(_ pan: UIPanGestureRecognizer) {
        guard !scrollState.isZooming else {
            // The pinch moves the content with its fingers; the drag goes on from here after.
            pan.setTranslation(.zero, in: dragSpace)
            scrollState.dragStart = contentOffset
            return
        }
        let t = pan.translation(in: dragSpace)
        let low = minimumContentOffset, high = maximumContentOffset, size = bounds.size
        var offset = contentOffset
        if scrollState.movesX {
            offset.x = dragged(scrollState.dragStart.x - t.x, low: low.x, high: high.x, dimension: size.width)
        }
        if scrollState.movesY {
            offset.y = dragged(scrollState.dragStart.y - t.y, low: low.y, high: high.y, dimension: size.height)
        }
        contentOffset = offset
    }

    /// Where a finger at raw offset `raw` puts the content: rubber-banded past the limits
    /// when the scroll view bounces, held at them when it does not.
    private func dragged(_ raw: CGFloat, low: CGFloat, high: CGFloat, dimension: CGFloat) -> CGFloat {
        if bounces {
            return CGFloat(ScrollPhysics.rubberBanded(Double(raw), low: Double(low), high: Double(high), dimension: Double(dimension)))
        }
        return Swift.min(Swift.max(raw, low), high)
    }

    private func endDragging(_ pan: UIPanGestureRecognizer, cancelled: Bool) {
        guard scrollState.isDragging else { return }
        let measured = cancelled ? .zero : pan.velocity(in: dragSpace)
        // Content moves against the finger.
        let velocity = CGPoint(x: scrollState.movesX ? -measured.x : 0, y: scrollState.movesY ? -measured.y : 0)
        let offset = contentOffset
        let low = minimumContentOffset, high = maximumContentOffset
        let projected = restingOffset(from: offset, velocity: velocity, low: low, high: high)
        var target = projected
        let perMillisecond = CGPoint(x: velocity.x / CGFloat(ScrollPhysics.millisecondsPerSecond),
                                     y: velocity.y / CGFloat(ScrollPhysics.millisecondsPerSecond))
        delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: &target)
        if !target.isFinite {
            Diagnostics.warn("scrollViewWillEndDragging set targetContentOffset to \(target), which is not a finite point; the scroll view's own target is used",
                             once: "UIScrollView.targetContentOffset")
            target = projected
        }
        let x = axisMotion(offset: offset.x, velocity: velocity.x, target: target.x, projected: projected.x,
                           low: low.x, high: high.x)
        let y = axisMotion(offset: offset.y, velocity: velocity.y, target: target.y, projected: projected.y,
                           low: low.y, high: high.y)
        let decelerates = !x.isResting || !y.isResting
        scrollState.isTracking = false
        scrollState.isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else {
            scrollIndicatorsDidStopScrolling()
            return
        }
        scrollState.isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        run(ScrollMotion(scrollView: self, kind: .deceleration, x: x, y: y))
    }

    /// Where the content would come to rest on its own, inside the limits: the projected
    /// deceleration, or the page it pages to.
    func restingOffset(from offset: CGPoint, velocity: CGPoint, low: CGPoint, high: CGPoint) -> CGPoint {
        if isPagingEnabled {
            let size = bounds.size
            return CGPoint(
                x: CGFloat(ScrollPhysics.pageTarget(offset: Double(offset.x), velocity: Double(velocity.x), startPage: Double(scrollState.startPage.x),
                                                    pageLength: Double(size.width), low: Double(low.x), high: Double(high.x))),
                y: CGFloat(ScrollPhysics.pageTarget(offset: Double(offset.y), velocity: Double(velocity.y), startPage: Double(scrollState.startPage.y),
                                                    pageLength: Double(size.height), low: Double(low.y), high: Double(high.y))))
        }
        let rate = Double(decelerationRate.rawValue)
        func axis(_ p: CGFloat, _ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            let end = p + CGFloat(ScrollPhysics.decelerationDistance(velocity: Double(v), rate: rate))
            return Swift.min(Swift.max(end, lo), hi)
        }
        return CGPoint(x: axis(offset.x, velocity.x, low.x, high.x), y: axis(offset.y, velocity.y, low.y, high.y))
    }

    /// The motion of one axis after the finger lifts: a spring back from outside the limits,
    /// the deceleration itself when the target is its own, or a deceleration that ends on the
    /// target the delegate chose (or the page).
    private func axisMotion(offset: CGFloat, velocity: CGFloat, target: CGFloat, projected: CGFloat,
                            low: CGFloat, high: CGFloat) -> ScrollMotion.Axis {
        let now = window?.inputClock.now ?? 0
        let rate = Double(isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue)
        var axis = ScrollMotion.Axis(phase: .resting(Double(offset)), low: Double(low), high: Double(high), bounces: bounces, rate: rate)
        let p = Double(offset), v = Double(velocity)
        if offset < low || offset > high {
            let edge = Double(offset < low ? low : high)
            axis.phase = .springing(start: p, velocity: v, anchor: edge, since: now)
        } else if target != projected || isPagingEnabled {
            guard abs(Double(target) - p) >= ScrollPhysics.restDistance else { return axis }
            // A target outside the limits is approached until the edge, then springs back.
            axis.phase = .decelerating(start: p, velocity: ScrollPhysics.velocity(toTravelFrom: p, to: Double(target), rate: rate), since: now)
        } else if abs(ScrollPhysics.decelerationDistance(velocity: v, rate: rate)) >= ScrollPhysics.restDistance {
            axis.phase = .decelerating(start: p, velocity: v, since: now)
        }
        return axis
    }
}
