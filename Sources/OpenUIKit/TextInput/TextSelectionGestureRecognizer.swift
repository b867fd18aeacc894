import Foundation

/// The recognizer a text view selects with, for a pointer and for a finger alike.
///
/// A pointer (a mouse or trackpad: `UITouch.TouchType.indirectPointer`, or a `.direct`
/// touch a pointer stands in for) begins at once when pressed, so its drag selects instead of
/// scrolling the text view (the scroll view's pan cannot begin beside it), then reports each
/// move and the release. A finger is a tap: it is recognized when it lifts without having
/// moved `allowableMovement`; a finger that moves further fails, leaving the drag to the
/// scroll view's pan, as a finger scrolls a text view in UIKit. A finger held still for
/// `holdDuration` begins as a pointer's press does (`isHold`), so its drag then selects, as
/// iPadOS 13 and later select by touching and holding on the text, then dragging.
///
/// `tapCount`, `isPointer` and `isHold` say what the press was; `location(in:)` where it is.
@MainActor
final class TextSelectionGestureRecognizer: UIGestureRecognizer {
    /// How far a finger may move, in points, and still tap (UIKit's tap allows about this).
    static let allowableMovement: CGFloat = 10
    /// How long a finger must be held still before it selects, in seconds
    /// (`UILongPressGestureRecognizer`'s default `minimumPressDuration`).
    static let holdDuration: TimeInterval = 0.5

    /// The press's `tapCount`: which press in a row it is.
    private(set) var tapCount = 1
    /// Whether a pointer, rather than a finger, pressed.
    private(set) var isPointer = false
    /// Whether a finger began by being held still.
    private(set) var isHold = false
    private var touch: UITouch?
    private var downAt = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun {
            // Another finger while one selects takes no part in it.
            for extra in touches { ignore(extra, for: event) }
            return
        }
        // Selecting is one finger's (or the pointer's) alone.
        guard state == .possible, touch == nil, touches.count == 1, let first = touches.first else { return state = .failed }
        touch = first
        downAt = first.location(in: nil)
        tapCount = first.tapCount
        isPointer = first.isPointerSynthesised || first.type == .indirectPointer
        if isPointer {
            state = .began
        } else {
            scheduleTimer(until: event.timestamp + Self.holdDuration) { [self] in
                guard state == .possible else { return }
                isHold = true
                state = .began
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch, touches.contains(touch) else { return }
        if hasBegun { return state = .changed }
        guard state == .possible else { return }
        let here = touch.location(in: nil)
        if hypot(here.x - downAt.x, here.y - downAt.y) > Self.allowableMovement { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch, touches.contains(touch) else { return }
        if hasBegun || state == .possible { state = .ended }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun {
            state = .cancelled
        } else if state == .possible {
            state = .failed
        }
    }

    override func reset() {
        super.reset()
        touch = nil
        tapCount = 1
        isPointer = false
        isHold = false
    }
}
