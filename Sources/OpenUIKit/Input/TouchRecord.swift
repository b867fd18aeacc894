import Foundation

/// What the router, the view-delivery queue and the gesture environment keep about one live
/// touch: the routing state that UIKit's public `UITouch` does not carry. The router owns
/// one record per touch, from touch-down until the touch and what its view is owed are done;
/// the `UITouch` itself keeps only its public surface and its locations.
///
/// A class, so the router's list, the delivery queue and an event's dispatch share one
/// record and each change is seen by all of them.
@MainActor
final class TouchRecord {
    /// The touch the app sees.
    let touch: UITouch
    /// The one-element set `touch` is delivered as (the form `touchesMoved(_:with:)` and its
    /// siblings take), made once at touch-down. The record, not the touch, holds it: a touch
    /// holding a set of itself would never be freed.
    let alone: Set<UITouch>
    /// The platform's identity of the finger: the device and its touch id.
    let key: TouchKey

    /// The recognizers (on the view and its ancestors) that were offered the touch at
    /// touch-down, in delivery order. Each decides whether it keeps tracking it.
    var offeredRecognizers: [UIGestureRecognizer] = [] {
        didSet {
            // A copy of its own, made now: sharing the offered list's storage would make the
            // first drop, on some later move, copy it then.
            var receiving: [UIGestureRecognizer] = []
            receiving.reserveCapacity(offeredRecognizers.count)
            for recognizer in offeredRecognizers { receiving.append(recognizer) }
            receivingRecognizers = receiving
        }
    }
    /// The offered recognizers that may still receive this touch's events: the gesture
    /// environment drops one once it has finished or stopped tracking the touch, since
    /// neither changes back while the touch is down. Moves then visit only the recognizers
    /// still deciding or active, not every recognizer on the view and its ancestors.
    var receivingRecognizers: [UIGestureRecognizer] = []
    /// What the view under the touch has been sent and what waits, owned by the window's
    /// `TouchViewDeliveryQueue`.
    var viewDelivery = ViewDelivery()

    init(_ touch: UITouch, key: TouchKey) {
        self.touch = touch
        self.key = key
        alone = [touch]
    }

    /// What the view under the touch has been sent, and what waits to be sent.
    ///
    /// What waits is always some of: a touch-down, a move (several moves held back together
    /// are one move: the touch is where it is), an end or cancel, in that order.
    struct ViewDelivery {
        var beganPending = false
        var movePending = false
        /// `.ended` or `.cancelled`, waiting.
        var endPending: UITouch.Phase?
        /// The view has had `touchesBegan` for this touch.
        var sentBegan = false
        /// The view will hear nothing more about this touch (it ended or was cancelled there,
        /// or a recognizer claimed it).
        var isFinished = false

        var hasPending: Bool { beganPending || movePending || endPending != nil }

        mutating func enqueue(_ phase: UITouch.Phase) {
            switch phase {
            case .began: beganPending = true
            case .moved, .stationary: movePending = true
            case .ended, .cancelled: endPending = phase
            }
        }

        mutating func finish() {
            beganPending = false
            movePending = false
            endPending = nil
            isFinished = true
        }
    }
}

/// A touch's identity on the platform: XInput2 touch ids are unique per device while the
/// touch lives, so the pair names one finger.
struct TouchKey: Hashable, Sendable {
    var deviceID: Int
    var touchID: Int
}
