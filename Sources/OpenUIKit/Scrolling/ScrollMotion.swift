import Foundation

/// One motion of a scroll view's content that runs by itself on its window's frame clock: a
/// deceleration after a fling (bouncing at the edges), a spring back inside the limits, or an
/// animated `setContentOffset(_:animated:)`. It asks for frames only while it runs.
@MainActor
final class ScrollMotion: FrameObserver {
    /// What the motion is, for what the delegate hears when it ends.
    enum Kind {
        /// After a drag: `scrollViewDidEndDecelerating(_:)` at rest.
        case deceleration
        /// From code: `scrollViewDidEndScrollingAnimation(_:)` at the end.
        case animation
        /// A zoom from code, or back inside the limits after a pinch:
        /// `scrollViewDidEndZooming(_:with:atScale:)` at the end.
        case zoom
    }

    /// One axis: its phase and the limits it rests within.
    struct Axis {
        enum Phase {
            /// Slowing from `start` at `velocity` (points per second) since `since`.
            case decelerating(start: Double, velocity: Double, since: Double)
            /// Springing from `start` at `velocity` towards `anchor` since `since`.
            case springing(start: Double, velocity: Double, anchor: Double, since: Double)
            /// Easing from `from` to `to` over `duration` seconds since `since`.
            case easing(from: Double, to: Double, duration: Double, since: Double)
            /// At rest.
            case resting(Double)
        }
        var phase: Phase
        var low: Double
        var high: Double
        var bounces: Bool
        var rate: Double

        var isResting: Bool {
            if case .resting = phase { return true }
            return false
        }

        /// Where the axis is at `time`, moving on to the next phase where one ends.
        mutating func position(at time: Double) -> Double {
            switch phase {
            case .resting(let p):
                return p
            case .decelerating(let start, let velocity, let since):
                let (p, v) = ScrollPhysics.decelerate(from: start, velocity: velocity, rate: rate, after: max(0, time - since))
                if p < low || p > high {
                    let edge = p < low ? low : high
                    guard bounces else {
                        phase = .resting(edge)
                        return edge
                    }
                    phase = .springing(start: p, velocity: v, anchor: edge, since: time)
                    return p
                }
                let end = start + ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate)
                if abs(end - p) < ScrollPhysics.restDistance {
                    phase = .resting(end)
                    return end
                }
                return p
            case .springing(let start, let velocity, let anchor, let since):
                let (p, v) = ScrollPhysics.spring(from: start, velocity: velocity, to: anchor, after: max(0, time - since))
                if abs(p - anchor) < ScrollPhysics.restDistance, abs(v) < ScrollPhysics.restSpeed {
                    phase = .resting(anchor)
                    return anchor
                }
                return p
            case .easing(let from, let to, let duration, let since):
                let fraction = duration > 0 ? (time - since) / duration : 1
                if fraction >= 1 {
                    phase = .resting(to)
                    return to
                }
                return from + (to - from) * CubicTimingCurve.easeInEaseOut.progress(at: max(0, fraction))
            }
        }
    }

    private weak var scrollView: UIScrollView?
    private weak var window: UIWindow?
    let kind: Kind
    private(set) var x: Axis
    private(set) var y: Axis
    /// The zoom scale's motion, for zooms.
    private(set) var zoom: Axis?
    private(set) var isRunning = false

    init(scrollView: UIScrollView, kind: Kind, x: Axis, y: Axis, zoom: Axis? = nil) {
        self.scrollView = scrollView
        self.kind = kind
        self.x = x
        self.y = y
        self.zoom = zoom
    }

    /// Joins the scroll view's window's frames; false (nothing started) without a window.
    func start() -> Bool {
        guard let target = scrollView?.window else { return false }
        window = target
        isRunning = true
        target.frameObservers.append(self)
        target.requestAnimationFrame()
        return true
    }

    /// Leaves the frames where it is; the content stays where the last frame put it.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        window?.frameObservers.removeAll { $0 === self }
    }

    /// The zoom scale at the end of the motion, for zooms.
    var restingScale: CGFloat? {
        guard let zoom else { return nil }
        switch zoom.phase {
        case .resting(let p), .easing(_, let p, _, _), .springing(_, _, let p, _): return CGFloat(p)
        case .decelerating: return nil
        }
    }

    /// The position at the end of the motion, if every axis ends at a known point.
    var restingPoint: CGPoint? {
        func end(_ axis: Axis) -> Double? {
            switch axis.phase {
            case .resting(let p): return p
            case .easing(_, let to, _, _): return to
            case .springing(_, _, let anchor, _): return anchor
            case .decelerating: return nil
            }
        }
        guard let ex = end(x), let ey = end(y) else { return nil }
        return CGPoint(x: ex, y: ey)
    }

    var wantsFrames: Bool { isRunning }

    func frameWillBegin(timestamp: TimeInterval, targetTimestamp: TimeInterval, duration: TimeInterval) {
        guard isRunning, let scrollView else { return stop() }
        if zoom != nil, let scale = zoom?.position(at: timestamp) { scrollView.applyMotionZoom(CGFloat(scale)) }
        let point = CGPoint(x: x.position(at: timestamp), y: y.position(at: timestamp))
        scrollView.applyMotionOffset(point)
        if x.isResting, y.isResting, zoom?.isResting ?? true {
            stop()
            scrollView.scrollMotionDidFinish(self)
        }
    }
}
