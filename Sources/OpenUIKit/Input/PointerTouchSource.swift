import Foundation

/// Mouse, scroll and touchpad-gesture input as touches: runs before routing, turning each
/// such event into touch inputs (`PointerTouchSynthesizer`) and handing them to the window's
/// `TouchRouter` like a touchscreen's, typed as the window's `pointerTouchType` says
/// (`.indirectPointer` when the app supports indirect input, else `.direct`; `.pencil` for a
/// pen).
///
/// It owns the synthesizer's one piece of time: a Ctrl+scroll pinch ends by itself after a
/// pause, so whenever the synthesizer has a deadline a timer on the window's input clock
/// asks it to expire then.
@MainActor
final class PointerTouchSource {
    private let router: TouchRouter
    private weak var window: UIWindow?
    /// Turns mouse and touchpad input into touches.
    private var synthesizer = PointerTouchSynthesizer() {
        didSet { hasAltFingers = synthesizer.hasAltFingers }
    }
    /// `synthesizer.hasAltFingers`, kept apart because the show-touches observer reads it
    /// after every event: the synthesizer is changed by mutating calls that keep runtime
    /// exclusivity checks on it.
    private(set) var hasAltFingers = false
    private var expiryTimer: InputTimer?

    init(window: UIWindow, router: TouchRouter) {
        self.window = window
        self.router = router
    }

    /// Both fingers of an Alt-drag in progress (window points; empty otherwise).
    var altDragFingers: [CGPoint] { synthesizer.altDragFingers }
    /// Where an Alt-drag would put its fingers while Alt is held with no button down.
    var altHoverFingers: [CGPoint] { synthesizer.altHoverFingers }
    /// When a Ctrl+scroll pinch ends by itself if nothing else comes (input-clock seconds).
    var deadline: TimeInterval? { synthesizer.deadline }
    /// Whether a timer is armed for `deadline`.
    var isExpiryScheduled: Bool { expiryTimer != nil }

    /// One pointer, scroll or touchpad-gesture event: its touches go to the router.
    func handle(_ event: InputEvent) {
        let touches = synthesizer.translate(event) { [weak window] point in
            guard let window, let view = window.hitTest(point, with: nil) else { return point }
            let bounds = view.bounds
            let center = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
            return center.isFinite ? center : point
        }
        router.handle(synthesised: touches)
        scheduleExpiry()
    }

    /// A key went down or up: Alt's release ends the Alt-drag preview.
    func noteKey(_ key: KeyInput) {
        if !key.isDown, key.key.keyCode == .keyboardLeftAlt || key.key.keyCode == .keyboardRightAlt {
            synthesizer.altReleased()
        }
    }

    /// Forgets every synthesised finger without touching the router (which is cancelling all
    /// touches itself), and disarms the expiry timer.
    func forgetAll() {
        synthesizer.forgetAll()
        expiryTimer?.cancel()
        expiryTimer = nil
    }

    /// Arms a timer for the synthesizer's deadline, if it has one, replacing any earlier.
    private func scheduleExpiry() {
        expiryTimer?.cancel()
        expiryTimer = nil
        guard let deadline = synthesizer.deadline else { return }
        let clock = router.clock
        // Through the window, not `[weak self]`: a weak reference gives an object a side
        // table, and then every retain and release of it (one per event) takes the slow path.
        expiryTimer = clock.schedule(after: max(0, deadline - clock.now)) { [weak window] in
            guard let window else { return }
            window.pointerTouchSource.expire(at: deadline)
        }
    }

    private func expire(at deadline: TimeInterval) {
        expiryTimer = nil
        router.handle(synthesised: synthesizer.expire(at: max(router.clock.now, deadline)))
        scheduleExpiry()
        window?.touchesChanged()
    }
}
