import Foundation

/// Turns a window's touch input values into `UITouch` objects and delivers them: first to the
/// gesture recognizers on the touched view and its ancestors, then to the view itself.
///
/// Lifecycle of a touch:
/// 1. `.began`: hit-tested once (`window.hitTest`); the touch is bound to that view for
///    good. The recognizers of the view and its ancestors, hit view first, are offered it.
/// 2. Each event goes to the recognizers still tracking the touch, then, once the gesture
///    environment has settled, to the view, unless a recognizer holds it back
///    (`delaysTouchesBegan`, `delaysTouchesEnded`) or has claimed it by recognizing
///    (`cancelsTouchesInView`: the view then gets `touchesCancelled` and nothing more).
/// 3. `.ended` / `.cancelled`: the touch leaves the window's set of live touches; held-back
///    phases are delivered (or cancelled) when the recognizers holding them decide.
///
/// Touches are keyed by (device, touch id). Bad input never wedges anything: a `.began` for a
/// key that is still live cancels the old touch first (its end was lost), events for unknown
/// keys are dropped, non-finite locations are ignored, and `cancelAllTouches()` cancels
/// everything still down.
@MainActor
final class TouchRouter {
    private weak var window: UIWindow?
    let environment: GestureEnvironment
    /// Touches that are down, by platform identity.
    private var liveTouches: [TouchKey: UITouch] = [:]
    /// Touches the view may still hear about, in touch-down order.
    private var touchesWithViewWork: [UITouch] = []
    /// The event being dispatched, reused for the view deliveries it causes.
    private var currentEvent: UIEvent?
    /// Turns mouse and touchpad input into touches.
    private var synthesizer = PointerTouchSynthesizer()
    private var synthesizerTimer: InputTimer?
    /// The last touch that lifted close to where it touched down, for `tapCount`.
    private var lastTap: (locationInWindow: CGPoint, timestamp: TimeInterval, count: Int)?

    init(window: UIWindow) {
        self.window = window
        environment = GestureEnvironment(clock: SystemInputClock.shared)
        environment.onSettle = { [weak self] in self?.deliverToViews() }
    }

    /// How many touches are down.
    var liveTouchCount: Int { liveTouches.count }

    /// A key went down or up: Alt's release ends the Alt-drag preview.
    func noteKey(_ key: KeyInput) {
        let alt: [UIKeyboardHIDUsage] = [.keyboardLeftAlt, .keyboardRightAlt]
        if !key.isDown, alt.contains(key.key.keyCode) { synthesizer.altReleased() }
    }

    /// Whether the overlay shows every live touch (`UIWindow.showsTouches`).
    var showsAllTouches = false

    /// What the window's touch overlay should show now: every live touch when
    /// `showsAllTouches`, else just an Alt-drag's fingers; plus the Alt hover preview.
    var overlaySpots: [TouchOverlayView.Spot] {
        var spots: [TouchOverlayView.Spot]
        if showsAllTouches {
            spots = liveTouches.values.filter(\.isLive).sorted { $0.key.touchID < $1.key.touchID }
                .map { TouchOverlayView.Spot(location: $0.locationInWindow, style: .finger) }
        } else {
            spots = synthesizer.altDragFingers.map { TouchOverlayView.Spot(location: $0, style: .finger) }
        }
        spots += synthesizer.altHoverFingers.map { TouchOverlayView.Spot(location: $0, style: .hover) }
        return spots.filter { $0.location.isFinite }
    }

    // MARK: Input

    /// One touch event. `type` overrides the type `isDirect` implies (synthesised touches
    /// are `.indirectPointer`); `hitLocation` (window points) is where a new touch is
    /// hit-tested, when it belongs to a view other than the one under it.
    func handle(_ input: TouchInput, type: UITouch.TouchType? = nil, hitLocation: CGPoint? = nil) {
        let key = TouchKey(deviceID: input.deviceID, touchID: input.id)
        let timestamp = input.timestamp.isFinite ? input.timestamp : environment.clock.now
        switch input.phase {
        case .began:
            guard input.location.isFinite else { return }
            if let stale = liveTouches[key] { finish(stale, as: .cancelled, at: timestamp) }
            begin(key: key, at: input.location, hitTestingAt: hitLocation ?? input.location, timestamp: timestamp,
                  type: type ?? (input.isDirect ? .direct : .indirect))
        case .moved:
            guard let touch = liveTouches[key], input.location.isFinite else { return }
            move(touch, to: input.location, at: timestamp)
            dispatch(touch, .moved)
        case .ended, .cancelled:
            guard let touch = liveTouches[key] else { return }
            if input.location.isFinite, input.location != touch.locationInWindow {
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = input.location
            }
            finish(touch, as: input.phase == .ended ? .ended : .cancelled, at: timestamp)
        }
    }

    /// Begins a touch at `location`, bound to the view hit at `hitPoint` (window points).
    private func begin(key: TouchKey, at location: CGPoint, hitTestingAt hitPoint: CGPoint, timestamp: TimeInterval,
                       type: UITouch.TouchType) {
        guard let window else { return }
        let hitEvent = UIEvent(type: .touches, timestamp: timestamp)
        let view = window.hitTest(hitPoint.isFinite ? hitPoint : location, with: hitEvent)
        let touch = UITouch(key: key, locationInWindow: location, timestamp: timestamp, type: type,
                            tapCount: tapCount(at: location, timestamp: timestamp), view: view, window: window)
        liveTouches[key] = touch
        if view == nil { touch.viewDelivery.finish() }
        var candidates: [UIGestureRecognizer] = []
        var ancestor = view
        while let current = ancestor {
            candidates += current.attachedGestureRecognizers
            ancestor = current.superview
        }
        dispatch(touch, .began) {
            touch.offeredRecognizers = self.environment.offer(touch, to: candidates)
        }
    }

    /// Mouse, scroll and touchpad-gesture input: turned into touches
    /// (`PointerTouchSynthesizer`) and handled like a touchscreen's.
    func handleAsTouches(_ event: InputEvent) {
        let touches = synthesizer.translate(event) { [weak window] point in
            guard let window, let view = window.hitTest(point, with: nil) else { return point }
            let bounds = view.bounds
            let center = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
            return center.isFinite ? center : point
        }
        route(touches)
    }

    private func route(_ touches: [PointerTouchSynthesizer.Touch]) {
        var index = 0
        while index < touches.count {
            let input = touches[index].input
            // Fingers a synthesised gesture moves at one instant move as one: all are placed
            // before any is delivered, so no recognizer sees half a move (a spread where both
            // fingers shift together).
            if input.phase == .moved {
                var end = index
                while end < touches.count, touches[end].input.phase == .moved, touches[end].input.timestamp == input.timestamp {
                    end += 1
                }
                let moved = touches[index..<end].compactMap { synthesised -> UITouch? in
                    let key = TouchKey(deviceID: synthesised.input.deviceID, touchID: synthesised.input.id)
                    guard let touch = liveTouches[key], synthesised.input.location.isFinite else { return nil }
                    move(touch, to: synthesised.input.location, at: synthesised.input.timestamp)
                    return touch
                }
                for touch in moved where touch.isLive { dispatch(touch, .moved) }
                index = end
            } else {
                handle(input, type: .indirectPointer, hitLocation: touches[index].hitLocation)
                index += 1
            }
        }
        scheduleSynthesizerDeadline()
    }

    private func move(_ touch: UITouch, to location: CGPoint, at timestamp: TimeInterval) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = timestamp.isFinite ? timestamp : environment.clock.now
    }

    /// A Ctrl+scroll pinch ends by itself after a pause: a timer on the input clock asks the
    /// synthesizer when its deadline comes.
    private func scheduleSynthesizerDeadline() {
        synthesizerTimer?.cancel()
        synthesizerTimer = nil
        guard let deadline = synthesizer.deadline else { return }
        synthesizerTimer = environment.clock.schedule(after: max(0, deadline - environment.clock.now)) { [weak self] in
            guard let self else { return }
            self.synthesizerTimer = nil
            self.route(self.synthesizer.expire(at: max(self.environment.clock.now, deadline)))
            self.window?.updateTouchOverlay()
        }
    }

    /// Cancels every live touch, in touch-down order: recognizers cancel or fail, views get
    /// `touchesCancelled`. Synthesised fingers are forgotten too.
    func cancelAllTouches() {
        synthesizer.forgetAll()
        synthesizerTimer?.cancel()
        synthesizerTimer = nil
        let touches = liveTouches.values.sorted { $0.timestamp < $1.timestamp }
        for touch in touches {
            finish(touch, as: .cancelled, at: environment.clock.now)
        }
    }

    // MARK: Dispatch

    private func finish(_ touch: UITouch, as phase: UITouch.Phase, at timestamp: TimeInterval) {
        touch.timestamp = timestamp
        dispatch(touch, phase)
        liveTouches.removeValue(forKey: touch.key)
        if phase == .ended { rememberTap(touch) }
    }

    /// One event: `touch` changed to `phase`; the others down are stationary.
    private func dispatch(_ touch: UITouch, _ phase: UITouch.Phase, before: () -> Void = {}) {
        for other in liveTouches.values where other !== touch && other.isLive {
            other.phase = .stationary
        }
        touch.phase = phase
        let event = UIEvent(type: .touches, timestamp: touch.timestamp)
        event.touchList = Array(liveTouches.values)
        if liveTouches[touch.key] !== touch { event.touchList.append(touch) }
        if !touch.viewDelivery.isFinished {
            // A touch joins at touch-down and stays while it is down or has something waiting.
            if phase == .began { touchesWithViewWork.append(touch) }
            touch.viewDelivery.enqueue(phase)
        }
        currentEvent = event
        environment.perform {
            before()
            environment.deliver(phase, of: touch, with: event)
        }
        currentEvent = nil
    }

    // MARK: Views

    /// Sends views what their recognizers now allow: called at the end of every step.
    private func deliverToViews() {
        guard !touchesWithViewWork.isEmpty else { return }
        let event = currentEvent ?? makeEvent(at: environment.clock.now)
        var stillWaiting: [UITouch] = []
        for touch in touchesWithViewWork {
            deliverToView(touch, with: event)
            if !touch.viewDelivery.isFinished, touch.isLive || touch.viewDelivery.hasPending {
                stillWaiting.append(touch)
            }
        }
        touchesWithViewWork = stillWaiting
    }

    private func deliverToView(_ touch: UITouch, with event: UIEvent) {
        guard let view = touch.view, !touch.viewDelivery.isFinished else {
            touch.viewDelivery.finish()
            return
        }
        var claimed = false, holdsBegan = false, holdsEnded = false
        for recognizer in touch.offeredRecognizers where recognizer.isTracking(touch) {
            switch recognizer.state {
            case .began, .changed, .ended:
                if recognizer.cancelsTouchesInView { claimed = true }
            case .possible:
                if recognizer.delaysTouchesBegan { holdsBegan = true }
                if recognizer.delaysTouchesEnded { holdsEnded = true }
            case .cancelled, .failed:
                break
            }
        }
        if claimed || touch.viewDelivery.endPending == .cancelled {
            touch.viewDelivery.finish()
            if touch.viewDelivery.sentBegan { view.touchesCancelled([touch], with: event) }
            return
        }
        guard !holdsBegan else { return }
        if touch.viewDelivery.beganPending {
            touch.viewDelivery.beganPending = false
            touch.viewDelivery.sentBegan = true
            view.touchesBegan([touch], with: event)
        }
        if touch.viewDelivery.movePending {
            touch.viewDelivery.movePending = false
            if touch.viewDelivery.sentBegan { view.touchesMoved([touch], with: event) }
        }
        if touch.viewDelivery.endPending == .ended, !holdsEnded {
            touch.viewDelivery.finish()
            if touch.viewDelivery.sentBegan { view.touchesEnded([touch], with: event) }
        }
    }

    private func makeEvent(at timestamp: TimeInterval) -> UIEvent {
        let event = UIEvent(type: .touches, timestamp: timestamp)
        event.touchList = Array(liveTouches.values)
        return event
    }

    // MARK: Tap count

    private func tapCount(at location: CGPoint, timestamp: TimeInterval) -> Int {
        let thresholds = GestureThresholds.standard
        guard let lastTap, timestamp - lastTap.timestamp <= thresholds.tapMaximumInterval,
              timestamp >= lastTap.timestamp,
              hypot(location.x - lastTap.locationInWindow.x, location.y - lastTap.locationInWindow.y) <= thresholds.tapAllowableMovement
        else { return 1 }
        return lastTap.count + 1
    }

    private func rememberTap(_ touch: UITouch) {
        let moved = hypot(touch.locationInWindow.x - touch.initialLocationInWindow.x,
                          touch.locationInWindow.y - touch.initialLocationInWindow.y)
        if moved <= GestureThresholds.standard.tapAllowableMovement {
            lastTap = (touch.initialLocationInWindow, touch.timestamp, touch.tapCount)
        } else {
            lastTap = nil
        }
    }
}
