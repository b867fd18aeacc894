import Foundation

/// The second half of touch delivery: what the views under the touches are sent once the
/// gesture recognizers have had their say.
///
/// The router enqueues each phase of a touch as it happens (`enqueue`); when the gesture
/// environment settles a step, `deliver(with:)` sends every view what its recognizers now
/// allow. A recognizer still deciding (`.possible`) holds back the touch-down
/// (`delaysTouchesBegan`) or the end (`delaysTouchesEnded`); one that recognized claims the
/// touch (`cancelsTouchesInView`), and the view then gets `touchesCancelled` and nothing more.
/// Moves held back together are one move: the touch is where it is.
///
/// Cost: a move allocates nothing. The list of touches with work is read on every settle and
/// changed only through a local copy (`detached()`), so the optimizer can drop runtime
/// exclusivity checks on it.
@MainActor
final class TouchViewDeliveryQueue {
    /// Touches the view may still hear about, in touch-down order.
    private var touchesWithViewWork: [TouchRouter.Entry] = []

    /// Whether any touch has something the view may still be sent.
    var isEmpty: Bool { touchesWithViewWork.isEmpty }

    /// How many touches the queue still holds (for tests: a finished touch must leave it).
    var count: Int { touchesWithViewWork.count }

    /// Records that `entry`'s touch changed to `phase`, for its view to hear when allowed.
    /// A touch joins at touch-down and stays while it is down or has something waiting.
    func enqueue(_ entry: TouchRouter.Entry, _ phase: UITouch.Phase) {
        let touch = entry.touch
        guard !touch.viewDelivery.isFinished else { return }
        if phase == .began {
            var work = touchesWithViewWork.detached()
            work.append(entry)
            touchesWithViewWork = work
        }
        touch.viewDelivery.enqueue(phase)
    }

    /// Sends views what their recognizers now allow, with `event` (whose timestamp the
    /// caller has set): called at the end of every gesture-environment step.
    func deliver(with event: UIEvent) {
        guard !touchesWithViewWork.isEmpty else { return }
        // Compacted in place: the touches still waiting move to the front, in order.
        var work = touchesWithViewWork.detached()
        var kept = 0
        for index in work.indices {
            let entry = work[index]
            deliver(entry, with: event)
            let touch = entry.touch
            if !touch.viewDelivery.isFinished, touch.isLive || touch.viewDelivery.hasPending {
                if kept != index { work[kept] = entry }
                kept += 1
            }
        }
        if kept < work.count { work.removeSubrange(kept...) }
        touchesWithViewWork = work
    }

    private func deliver(_ entry: TouchRouter.Entry, with event: UIEvent) {
        let touch = entry.touch
        guard let view = touch.view, !touch.viewDelivery.isFinished else {
            touch.viewDelivery.finish()
            return
        }
        var claimed = false, holdsBegan = false, holdsEnded = false
        for recognizer in touch.offeredRecognizers where recognizer.isTracking(touch) {
            switch recognizer.state {
            case .began, .changed, .ended, .cancelled:
                // Only a recognized gesture can be cancelled: it claimed the touch when it
                // began, even if it was cancelled in the same step (removed or disabled in
                // its own action) before the views were served.
                if recognizer.cancelsTouchesInView { claimed = true }
            case .possible:
                if recognizer.delaysTouchesBegan { holdsBegan = true }
                if recognizer.delaysTouchesEnded { holdsEnded = true }
            case .failed:
                break
            }
        }
        if claimed || touch.viewDelivery.endPending == .cancelled {
            touch.viewDelivery.finish()
            if touch.viewDelivery.sentBegan { view.touchesCancelled(entry.alone, with: event) }
            return
        }
        guard !holdsBegan else { return }
        if touch.viewDelivery.beganPending {
            touch.viewDelivery.beganPending = false
            touch.viewDelivery.sentBegan = true
            view.touchesBegan(entry.alone, with: event)
        }
        if touch.viewDelivery.movePending {
            touch.viewDelivery.movePending = false
            if touch.viewDelivery.sentBegan { view.touchesMoved(entry.alone, with: event) }
        }
        if touch.viewDelivery.endPending == .ended, !holdsEnded {
            touch.viewDelivery.finish()
            if touch.viewDelivery.sentBegan { view.touchesEnded(entry.alone, with: event) }
        }
    }
}
