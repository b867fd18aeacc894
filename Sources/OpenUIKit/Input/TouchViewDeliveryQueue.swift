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
    private var touchesWithViewWork: [TouchRecord] = []

    /// Whether any touch has something the view may still be sent.
    var isEmpty: Bool { touchesWithViewWork.isEmpty }

    /// How many touches the queue still holds (for tests: a finished touch must leave it).
    var count: Int { touchesWithViewWork.count }

    /// Records that `entry`'s touch changed to `phase`, for its view to hear when allowed.
    /// A touch joins at touch-down and stays while it is down or has something waiting.
    func enqueue(_ entry: TouchRecord, _ phase: UITouch.Phase) {
        guard !entry.viewDelivery.isFinished else { return }
        if phase == .began {
            var work = touchesWithViewWork.detached()
            work.append(entry)
            touchesWithViewWork = work
        }
        entry.viewDelivery.enqueue(phase)
    }

    /// The record of `touch`, if its view may still hear about it.
    func record(of touch: UITouch) -> TouchRecord? {
        for entry in touchesWithViewWork where entry.touch === touch { return entry }
        return nil
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
            if !entry.viewDelivery.isFinished, entry.touch.isLive || entry.viewDelivery.hasPending {
                if kept != index { work[kept] = entry }
                kept += 1
            }
        }
        if kept < work.count { work.removeSubrange(kept...) }
        touchesWithViewWork = work
    }

    private func deliver(_ entry: TouchRecord, with event: UIEvent) {
        let touch = entry.touch
        guard let view = touch.view, !entry.viewDelivery.isFinished else {
            entry.viewDelivery.finish()
            return
        }
        var claimed = false, holdsBegan = false, holdsEnded = false
        for recognizer in entry.offeredRecognizers where recognizer.isTracking(touch) {
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
        if claimed || entry.viewDelivery.endPending == .cancelled {
            entry.viewDelivery.finish()
            if entry.viewDelivery.sentBegan { view.touchesCancelled(entry.alone, with: event) }
            return
        }
        guard !holdsBegan else { return }
        if entry.viewDelivery.beganPending {
            entry.viewDelivery.beganPending = false
            entry.viewDelivery.sentBegan = true
            view.touchesBegan(entry.alone, with: event)
        }
        if entry.viewDelivery.movePending {
            entry.viewDelivery.movePending = false
            if entry.viewDelivery.sentBegan { view.touchesMoved(entry.alone, with: event) }
        }
        if entry.viewDelivery.endPending == .ended, !holdsEnded {
            entry.viewDelivery.finish()
            if entry.viewDelivery.sentBegan { view.touchesEnded(entry.alone, with: event) }
        }
    }
}
