import Foundation

/// The touch side of a context menu interaction: a finger (or the mouse's primary button)
/// held still for `ContextMenuThresholds.pressDuration` opens the menu.
///
/// The interaction's delegate is asked for a configuration when the touch goes down, as
/// UIKit asks, so a view without a menu at that point lets the touch go at once.
final class ContextMenuPressRecognizer: UIGestureRecognizer {
    weak var interaction: UIContextMenuInteraction?
    private var touch: UITouch?
    private var downAt: CGPoint = .zero
    private var configuration: UIContextMenuConfiguration?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, touch == nil, touches.count == 1, let first = touches.first, let interaction,
              let view = interaction.view, !view.window.map(ContextMenuSession.isShowing(in:)).isTrue,
              let found = interaction.askConfiguration(atWindowLocation: first.location(in: nil)) else {
            return fail()
        }
        touch = first
        downAt = first.location(in: nil)
        configuration = found
        scheduleTimer(until: event.timestamp + ContextMenuThresholds.pressDuration) { [self] in open() }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch, touches.contains(touch) else { return }
        let here = touch.location(in: nil)
        if hypot(here.x - downAt.x, here.y - downAt.y) > ContextMenuThresholds.allowableMovement { fail() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    override func reset() {
        super.reset()
        touch = nil
        configuration = nil
    }

    /// Recognizes and opens the menu the delegate configured at the touch's start.
    private func open() {
        guard state == .possible, let configuration, let interaction else { return fail() }
        state = .recognized
        interaction.present(configuration, atWindowLocation: downAt)
    }

    private func fail() {
        if state == .possible { state = .failed }
    }
}

private extension Optional where Wrapped == Bool {
    var isTrue: Bool { self ?? false }
}
