import Foundation

/// Gives scrolling without Ctrl to the pan recognizers that follow it
/// (`UIPanGestureRecognizer.allowedScrollTypesMask`), as iPadOS does, without touches.
///
/// A `ScrollSequenceTracker` cuts the scroll events into sequences. When one begins (with
/// its first movement, so that its direction is known), the view under the pointer is
/// hit-tested and the first pan from it up the superview chain that is enabled, idle
/// (`.possible`, no touches), accepts the sequence's type, takes its first movement (a pan
/// with a `scrollSequenceFilter` is asked first on its view) and whose delegate lets it
/// receive the `.scroll` event is given the whole sequence: it begins, changes by the
/// scrolled distance and ends with the sequence. A sequence no pan takes
/// reaches nothing. A timer on the window's input clock ends a sequence at its tracker's
/// deadline (X11 sends no end of its own).
@MainActor
final class ScrollRouter {
    private weak var window: UIWindow?
    private let environment: GestureEnvironment
    private var tracker = ScrollSequenceTracker()
    /// The pan following the sequence in progress.
    private weak var pan: UIPanGestureRecognizer?
    /// A sequence that began but has not moved yet: its type and where the pointer was.
    private var pendingBegin: (type: UIScrollType, location: CGPoint)?
    private var endTimer: InputTimer?
    /// The event delegates and hit tests are given.
    private let scrollEvent = UIEvent(type: .scroll, timestamp: 0)

    init(window: UIWindow, environment: GestureEnvironment) {
        self.window = window
        self.environment = environment
    }

    /// The pan following the sequence in progress (for tests).
    var currentPan: UIPanGestureRecognizer? { pan }
    /// When the sequence in progress ends if nothing more comes (input-clock seconds).
    var deadline: TimeInterval? { tracker.deadline }

    /// One scroll event without Ctrl.
    func handle(_ scroll: ScrollInput) {
        scrollEvent.timestamp = scroll.timestamp
        apply(tracker.add(scroll))
        scheduleEnd()
    }

    /// Ends the sequence in progress now (a Ctrl+scroll starts a zoom instead).
    func endSequence(at time: TimeInterval) {
        apply(tracker.end(at: time))
        scheduleEnd()
    }

    /// Cancels the sequence in progress: the window lost its input.
    func cancel() {
        tracker.forget()
        endTimer?.cancel()
        endTimer = nil
        pendingBegin = nil
        guard let pan else { return }
        self.pan = nil
        environment.drive(pan) { pan.cancelScrolling() }
    }

    private func apply(_ steps: [ScrollSequenceTracker.Step]) {
        for step in steps {
            switch step {
            case .began(let type, let location, _):
                pan = nil
                pendingBegin = (type, location)
            case .changed(let translation, let location, let timestamp):
                if let begin = pendingBegin {
                    pendingBegin = nil
                    pan = panFollowing(begin.type, at: begin.location, firstTranslation: translation)
                    if let pan { environment.drive(pan) { pan.beginScrolling(begin.type, at: begin.location) } }
                }
                guard let pan, pan.isScrollDriven else { continue }
                environment.drive(pan) { pan.scroll(by: translation, pointerAt: location, timestamp: timestamp) }
            case .ended(let keepsVelocity, _):
                pendingBegin = nil
                guard let pan else { continue }
                self.pan = nil
                if pan.isScrollDriven { environment.drive(pan) { pan.endScrolling(keepsVelocity: keepsVelocity) } }
            }
        }
    }

    /// The first pan from the view under `location` up that takes a sequence of `type`
    /// whose first movement is `firstTranslation`.
    private func panFollowing(_ type: UIScrollType, at location: CGPoint, firstTranslation: CGVector) -> UIPanGestureRecognizer? {
        guard let window else { return nil }
        var view = window.hitTest(location, with: scrollEvent)
        while let current = view {
            let pans = current.attachedGestureRecognizers.compactMap { $0 as? UIPanGestureRecognizer }
            // Those that take only some sequences first.
            for pan in pans.filter({ $0.scrollSequenceFilter != nil }) + pans.filter({ $0.scrollSequenceFilter == nil })
            where pan.isEnabled && pan.allowedScrollTypesMask.allows(type) && pan.state == .possible
                && pan.trackedTouches.isEmpty && !pan.isScrollDriven {
                if let filter = pan.scrollSequenceFilter, !filter(firstTranslation, location) { continue }
                if pan.delegate?.gestureRecognizer(pan, shouldReceive: scrollEvent) ?? true { return pan }
            }
            view = current.superview
        }
        return nil
    }

    /// Arms a timer for the tracker's deadline, if it has one, replacing any earlier.
    private func scheduleEnd() {
        endTimer?.cancel()
        endTimer = nil
        guard let deadline = tracker.deadline else { return }
        let clock = environment.clock
        endTimer = clock.schedule(after: max(0, deadline - clock.now)) { [weak self] in
            guard let self else { return }
            self.endTimer = nil
            self.apply(self.tracker.expire(at: max(self.environment.clock.now, deadline)))
            self.scheduleEnd()
        }
    }
}
