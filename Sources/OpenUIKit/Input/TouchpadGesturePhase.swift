/// The phase of a touchpad gesture (XI 2.4 pinch or swipe).
public enum TouchpadGesturePhase: String, Sendable, Equatable {
    case began, changed, ended
    /// Ended without completing: the finger count changed, or the server cancelled it.
    case cancelled
}
