import Foundation

/// The gestures a soak cycles through: every kind the recognizers know, plus two hands
/// dragging two things at once.
public enum SoakGesture: String, CaseIterable, Sendable {
    case pan, pinch, rotation, swipe, tap, doubleTap, longPress, twoHandDrag
}
