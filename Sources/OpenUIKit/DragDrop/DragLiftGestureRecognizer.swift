import Foundation

/// The recognizer a drag interaction puts on its view: one finger held still for
/// `DragDropThresholds.liftDelay`, or the mouse pressed and moved
/// `DragDropThresholds.pointerLiftDistance`, lifts; it then follows the touch until it
/// lifts (`.ended`, a drop) or is taken away (`.cancelled`). While another drag runs in the
/// window, a quick tap adds items to it instead.
@MainActor
final class DragLiftGestureRecognizer: UIGestureRecognizer {
    weak var interaction: UIDragInteraction?
    private var touch: UITouch?
    private var downAt = CGPoint.zero
    private var downTime: TimeInterval = 0
    /// Whether the touch is a tap adding items to the window's running drag.
    private var isAddingTap = false
    /// The drag made when the lift was asked for, until the `.began` action starts it; a
    /// lift the gesture environment refuses drops it with the reset.
    private var preparedDrag: DragSessionDriver?

    /// Hands over the drag made for the lift.
    func takePreparedDrag() -> DragSessionDriver? {
        defer { preparedDrag = nil }
        return preparedDrag
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, touch == nil, touches.count == 1, let first = touches.first else {
            if hasBegun {
                for extra in touches { ignore(extra, for: event) }
                return
            }
            return fail()
        }
        touch = first
        downAt = first.location(in: nil)
        downTime = event.timestamp
        if let window = view?.window, window.activeDrag != nil {
            isAddingTap = true
            return
        }
        // The mouse lifts by moving; a finger or pen by holding still. (A mouse's touch says
        // `.direct` unless the app supports indirect input, so its source decides.)
        guard !first.isPointerSynthesised else { return }
        scheduleTimer(until: event.timestamp + DragDropThresholds.liftDelay) { [self] in liftIfPossible() }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun { return state = .changed }
        guard state == .possible, let touch, touches.contains(touch) else { return }
        let here = touch.location(in: nil)
        let moved = hypot(here.x - downAt.x, here.y - downAt.y)
        if isAddingTap {
            if moved > DragDropThresholds.liftAllowableMovement { fail() }
        } else if touch.isPointerSynthesised {
            if moved > DragDropThresholds.pointerLiftDistance { liftIfPossible() }
        } else if moved > DragDropThresholds.liftAllowableMovement {
            fail()
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun { return state = .ended }
        guard state == .possible, let touch, touches.contains(touch) else { return }
        if isAddingTap, event.timestamp - downTime <= DragDropThresholds.addTapMaximumDuration {
            interaction?.addItems(at: touch.location(in: nil))
        }
        fail()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun { return state = .cancelled }
        fail()
    }

    override func reset() {
        super.reset()
        touch = nil
        isAddingTap = false
        preparedDrag = nil
    }

    /// Others may recognize beside the lift only when the interaction allows it.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        !(interaction?.allowsSimultaneousRecognitionDuringLift ?? false)
    }

    /// Begins when the delegate gives items to drag from where the touch is; else fails.
    private func liftIfPossible() {
        guard state == .possible, let touch, let interaction, let drag = interaction.makeDrag(at: touch.location(in: nil)) else {
            return fail()
        }
        preparedDrag = drag
        state = .began
    }

    private func fail() {
        if state == .possible { state = .failed }
    }
}
