import Foundation

/// The two fingers a pinch or a rotation follows: the first two down, and when one of them
/// lifts while others remain, the survivor and the next one down.
@MainActor
struct FingerPair {
    /// No fingers, or exactly two, in the order they were chosen.
    private(set) var touches: [UITouch] = []

    var isComplete: Bool { touches.count == 2 }

    /// The pair re-chosen from the fingers down (`live`, in touch-down order) when it is
    /// incomplete or a member lifted; nil when it stays as it is.
    ///
    /// Not a mutating method: the recognizers store the result, so that their stored pair,
    /// read on every move, is never accessed across a call (which would keep runtime
    /// exclusivity checks on every read of it).
    func refreshed(from live: [UITouch]) -> FingerPair? {
        func isDown(_ touch: UITouch) -> Bool {
            for candidate in live where candidate === touch { return true }
            return false
        }
        if isComplete, isDown(touches[0]), isDown(touches[1]) { return nil }
        // The members still down, then the other fingers down, in order; the first two.
        var chosen: [UITouch] = []
        for member in touches where isDown(member) { chosen.append(member) }
        let survivors = chosen.count
        for candidate in live where chosen.count < 2 {
            var isSurvivor = false
            for index in 0..<survivors where chosen[index] === candidate { isSurvivor = true }
            if !isSurvivor { chosen.append(candidate) }
        }
        var changed = chosen.count != touches.count
        for index in chosen.indices where !changed && chosen[index] !== touches[index] { changed = true }
        guard changed else { return nil }
        return FingerPair(touches: chosen.count == 2 ? chosen : [])
    }

    /// The distance between the two fingers, in points (0 when incomplete).
    var span: CGFloat {
        guard isComplete else { return 0 }
        let a = touches[0].locationInWindow, b = touches[1].locationInWindow
        return hypot(b.x - a.x, b.y - a.y)
    }

    /// The direction from the first finger to the second, in radians, clockwise positive on
    /// the y-down screen (0 when incomplete or coincident).
    var angle: CGFloat {
        guard isComplete else { return 0 }
        let a = touches[0].locationInWindow, b = touches[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// Whether either finger stands in for a mouse or is a touchpad's, whose gestures begin after
    /// smaller movements.
    var isPointerSynthesised: Bool {
        for touch in touches where touch.isPointerSynthesised || touch.type == .indirect { return true }
        return false
    }
}

/// What lifting or cancelling does to a two-finger recognizer (pinch, rotation): the same rule
/// for both, kept in one place.
extension UIGestureRecognizer {
    /// A finger lifted. With fewer than two left, a begun gesture ends; one that has not
    /// begun fails when none are left, or forgets its pair (`forgettingPair`) and waits for a
    /// new second finger. Returns false when two or more remain, for the caller to re-measure.
    ///
    /// The pair is not passed `inout`: ending the gesture runs its actions, which read the
    /// recognizer's scale or rotation from the pair, and that would be a second access.
    func endIfFewerThanTwoFingers(forgettingPair: () -> Void) -> Bool {
        let live = liveTouches
        guard live.count < 2 else { return false }
        if hasBegun {
            state = .ended
        } else if state == .possible {
            if live.isEmpty { state = .failed } else { forgettingPair() }
        }
        return true
    }

    /// A touch was cancelled: a begun gesture is cancelled, one that has not begun fails.
    func twoFingerTouchesCancelled() {
        if hasBegun {
            state = .cancelled
        } else if state == .possible {
            state = .failed
        }
    }
}
