/// The phase of a touchpad gesture (XI 2.4 pinch or swipe).
public enum TouchpadGesturePhase: String, Sendable, Equatable {
    /// `began` when the fingers start the gesture, `changed` as they move, `ended` when they lift.
    case began, changed, ended
    /// Ended without completing: the finger count changed, or the server cancelled it.
    case cancelled
}
