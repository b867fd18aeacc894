import Foundation

/// Holds a touch back from the content for a moment (`delaysContentTouches`), so a touch that
/// turns into a drag scrolls without the control under it ever hearing of it. It never
/// recognizes: it fails once the delay is over or the touch lifts, and the content then gets
/// the touch (a quick tap gets its `touchesBegan` and `touchesEnded` together).
@MainActor
final class ScrollContentTouchDelayRecognizer: UIGestureRecognizer {
    /// How long content touches are held back, in seconds: UIKit's 150 ms.
    static let delay: TimeInterval = 0.15

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        scheduleTimer(after: ScrollContentTouchDelayRecognizer.delay) { [weak self] in
            guard let self, state == .possible else { return }
            state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Whether the content has the touch already (the delay is over, or off).
    var heldBack: Bool { isEnabled && state == .possible }
}
