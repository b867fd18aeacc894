import Foundation

/// Blinks a text field's caret: shown, then hidden and shown again every half second, on
/// the window's input clock, and only while it runs (a field runs it while it is the first
/// responder), so nothing ticks while no field is focused.
@MainActor
final class TextCaretBlinker {
    /// How long the caret stays shown, and then hidden, in seconds: one toggle, so the
    /// blinking wakes the app twice a second.
    static let halfPeriod: TimeInterval = 0.5

    /// The view blinked.
    let caret: UIView
    private var timer: InputTimer?

    /// Whether it is blinking.
    var isRunning: Bool { timer != nil }

    init(caret: UIView) {
        self.caret = caret
        caret.isHidden = true
    }

    /// Shows the caret and starts a fresh period on `clock`: called when editing begins and
    /// after each edit or caret move, so the caret stays solid while the user types.
    func restart(on clock: InputClock) {
        timer?.cancel()
        caret.isHidden = false
        schedule(on: clock)
    }

    /// Hides the caret and stops the timer.
    func stop() {
        timer?.cancel()
        timer = nil
        caret.isHidden = true
    }

    private func schedule(on clock: InputClock) {
        timer = clock.schedule(after: Self.halfPeriod) { [weak self] in
            guard let self else { return }
            self.caret.isHidden.toggle()
            self.schedule(on: clock)
        }
    }
}
