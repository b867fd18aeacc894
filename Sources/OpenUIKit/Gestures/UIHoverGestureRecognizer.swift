import Foundation

/// Recognizes the pointer hovering over a view (iPadOS 13): a continuous gesture that begins
/// when the pointer enters the view, changes as it moves there, and ends when it leaves.
///
/// The window's hover router drives it from pointer motion with no button held (motion with
/// a button held is a drag, and a touch): `.began` when the pointer enters the view (or one
/// of its subviews), `.changed` on every move over it, `.ended` when it moves off it, and
/// `.cancelled` when the pointer leaves the window (or the window loses its input).
/// `location(in:)` is the pointer. It takes no touches: `numberOfTouches` is 0.
///
/// ```swift
/// let hover = UIHoverGestureRecognizer(target: self, action: ButtonView.hovered)
/// button.addGestureRecognizer(hover)
///
/// func hovered(_ hover: UIHoverGestureRecognizer) {
///     switch hover.state {
///     case .began, .changed: highlight(at: hover.location(in: button))
///     default: clearHighlight()
///     }
/// }
/// ```
///
/// UIKit's `zOffset`, `altitudeAngle` and `azimuthAngle(in:)` describe an Apple Pencil
/// hovering above the screen; X11 pointers have no such thing, so they are not offered.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Touches are not hovering: a finger or a drag over the view is left to the other
    /// recognizers, and this one never competes for it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { ignore(touch, for: event) }
    }

    // MARK: The pointer, as the hover router hands it over

    /// The pointer entered the view at `location` (window points).
    func pointerEntered(at location: CGPoint) {
        pointerLocationInWindow = location
        if state == .possible { state = .began }
    }

    /// The pointer moved to `location` over the view.
    func pointerMoved(to location: CGPoint) {
        guard hasBegun else { return }
        pointerLocationInWindow = location
        state = .changed
    }

    /// The pointer left the view (`.ended`) or the window (`cancelled`: `.cancelled`).
    func pointerExited(cancelled: Bool) {
        guard hasBegun else { return }
        state = cancelled ? .cancelled : .ended
    }
}
