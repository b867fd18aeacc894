import Foundation

/// Fine-tunes how a recognizer competes with others. Every method is optional: the defaults
/// (in the extension below) are UIKit's.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asked when the recognizer is about to leave `.possible` (begin, or recognize a discrete
    /// gesture). Answering false fails it. Default: true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether the two may recognize at the same time although they see the same touches.
    /// Either delegate answering true allows it; false guarantees nothing, since the other
    /// delegate may still allow it. Default: false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail before it
    /// recognizes, as `gestureRecognizer.require(toFail: otherGestureRecognizer)` does.
    /// Default: false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail.
    /// Default: false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Asked once per touch, at touch-down: answering false keeps the touch from the
    /// recognizer for the touch's whole life. Default: true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// Asked before an event that is not a touch reaches the recognizer: a scroll sequence
    /// (a `.scroll` event, once per sequence) or the pointer entering its view (`.hover`).
    /// Answering false keeps that sequence or that visit from it. Default: true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}
