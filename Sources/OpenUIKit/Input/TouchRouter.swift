import Foundation

/// Turns a window's touch input values into `UITouch` objects and offers them to the gesture
/// recognizers on the touched view and its ancestors; what the view itself is sent, and when,
/// is its `TouchViewDeliveryQueue`'s job, run when the gesture environment settles.
///
/// Around it: a `PointerTouchSource` turns mouse and touchpad input into touch inputs before
/// they get here, and a `ShowTouchesObserver` looks at the live touches after routing.
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
///
/// Cost: a move allocates nothing. A window has a handful of touches down at most, so they
/// live in an array searched by key (cheaper than hashing); each touch's one-element set, the
/// form the `touchesMoved(_:with:)` family takes, is made once at touch-down (in its
/// `TouchRecord`, with the rest of its routing state); and one
/// `UIEvent` serves every touch event, as UIKit's does (its docs warn not to keep one).
/// The lists read on every event are changed only through local copies (`detached()`), so
/// the optimizer can drop runtime exclusivity checks on them.
@MainActor
final class TouchRouter {
    private weak var window: UIWindow?
    let environment: GestureEnvironment
    /// What the views under the touches are sent once their recognizers allow it.
    let viewDelivery = TouchViewDeliveryQueue()
    /// The routing records of the touches that are down, in touch-down order: the router
    /// owns them (`TouchRecord`); a `UITouch` carries only UIKit's public surface.
    private var liveTouches: [TouchRecord] = []
    /// The event every touch event is delivered with: its timestamp and touches are updated
    /// in place.
    private let touchEvent = UIEvent(type: .touches, timestamp: 0)
    /// The event hit tests at touch-down see: it has no touches yet.
    private let hitTestEvent = UIEvent(type: .touches, timestamp: 0)
    /// Whether a touch event is being dispatched (its timestamp is then the event's).
    private var isDispatching = false
    /// The last touch that lifted close to where it touched down, for `tapCount`.
    private var lastTap: (locationInWindow: CGPoint, timestamp: TimeInterval, count: Int)?

    init(window: UIWindow) {
        self.window = window
        environment = GestureEnvironment(clock: SystemInputClock.shared)
        // Nothing holds the router weakly: a weak reference gives an object a side table, and
        // then every retain and release of it takes the slow path. Steps the router starts
        // settle through the router directly (`dispatch`); other steps (timers, a recognizer
        // disabled or removed) reach it through its window, which owns it.
        environment.onSettle = { [weak window] in window?.touchRouter.deliverToViews() }
    }

    /// The clock touches without a usable timestamp are stamped with.
    var clock: InputClock { environment.clock }

    /// How many touches are down.
    var liveTouchCount: Int { liveTouches.count }

    /// The records of the touches down, in touch-down order.
    var liveRecords: [TouchRecord] { liveTouches }

    /// The touches down, in touch-down order (allocates: not for the per-event path).
    var touchesDown: [UITouch] { liveTouches.map(\.touch) }

    /// The live touch with platform identity `key`, and its place in `liveTouches`.
    private func liveIndex(of key: TouchKey) -> Int? {
        for index in liveTouches.indices where liveTouches[index].key == key { return index }
        return nil
    }

    private func liveIndex(of touch: UITouch) -> Int? {
        for index in liveTouches.indices where liveTouches[index].touch === touch { return index }
        return nil
    }

    /// The routing record of `touch`: while it is down, or while its view is still owed
    /// something.
    func record(of touch: UITouch) -> TouchRecord? {
        if let index = liveIndex(of: touch) { return liveTouches[index] }
        return viewDelivery.record(of: touch)
    }

    /// Makes the shared event's touches the live ones (after one began or left).
    private func liveTouchesChanged() {
        var list = touchEvent.touchList.detached()
        list.removeAll(keepingCapacity: true)
        for entry in liveTouches { list.append(entry.touch) }
        touchEvent.touchList = list
    }

    // MARK: Input

    /// One touch event. `type` overrides the type `isDirect` implies (synthesised touches
    /// take the window's `pointerTouchType`), and a pen's touches are `.pencil` whatever the
    /// path; `hitLocation` (window points) is where a new touch is hit-tested, when it belongs
    /// to a view other than the one under it.
    func handle(_ input: TouchInput, type: UITouch.TouchType? = nil, hitLocation: CGPoint? = nil) {
        let key = TouchKey(deviceID: input.deviceID, touchID: input.id)
        let timestamp = input.timestamp.isFinite ? input.timestamp : environment.clock.now
        switch input.phase {
        case .began:
            guard input.location.isFinite else { return }
            if let stale = liveIndex(of: key) { finish(liveTouches[stale], as: .cancelled, at: timestamp) }
            let touchType: UITouch.TouchType = input.isPen ? .pencil : type ?? (input.isDirect ? .direct : .indirect)
            begin(key: key, at: input.location, hitTestingAt: hitLocation ?? input.location, timestamp: timestamp,
                  type: touchType, axes: input.axes, isPointerSynthesised: type != nil)
        case .moved:
            guard let index = liveIndex(of: key), input.location.isFinite else { return }
            let entry = liveTouches[index]
            move(entry.touch, to: input, at: timestamp)
            dispatch(entry, .moved)
        case .ended, .cancelled:
            guard let index = liveIndex(of: key) else { return }
            let record = liveTouches[index]
            let touch = record.touch
            if input.location.isFinite, input.location != touch.locationInWindow {
                touch.previousLocationInWindow = touch.locationInWindow
                touch.previousTimestamp = touch.timestamp
                touch.locationInWindow = input.location
            }
            touch.axes = input.axes
            touch.coalescedSamples = input.coalescedSamples
            finish(record, as: input.phase == .ended ? .ended : .cancelled, at: timestamp)
        }
    }

    /// Begins a touch at `location`, bound to the view hit at `hitPoint` (window points).
    private func begin(key: TouchKey, at location: CGPoint, hitTestingAt hitPoint: CGPoint, timestamp: TimeInterval,
                       type: UITouch.TouchType, axes: TouchAxes, isPointerSynthesised: Bool) {
        guard let window else { return }
        hitTestEvent.timestamp = timestamp
        let view = window.hitTest(hitPoint.isFinite ? hitPoint : location, with: hitTestEvent)
        let touch = UITouch(locationInWindow: location, timestamp: timestamp, type: type,
                            tapCount: tapCount(at: location, timestamp: timestamp), view: view, window: window,
                            axes: axes, isPointerSynthesised: isPointerSynthesised)
        let entry = TouchRecord(touch, key: key)
        var live = liveTouches.detached()
        live.append(entry)
        liveTouches = live
        liveTouchesChanged()
        if view == nil { entry.viewDelivery.finish() }
        var candidates: [UIGestureRecognizer] = []
        var ancestor = view
        while let current = ancestor {
            candidates += current.attachedGestureRecognizers
            ancestor = current.superview
        }
        dispatch(entry, .began) {
            entry.offeredRecognizers = self.environment.offer(touch, to: candidates)
        }
    }

    /// Touches a `PointerTouchSource` made, typed as the window's `pointerTouchType` says
    /// (`.pencil` for a pen's) and bound to the view under each one's `hitLocation`.
    func handle(synthesised touches: [PointerTouchSynthesizer.Touch]) {
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
                let moved = touches[index..<end].compactMap { synthesised -> TouchRecord? in
                    let key = TouchKey(deviceID: synthesised.input.deviceID, touchID: synthesised.input.id)
                    guard let live = liveIndex(of: key), synthesised.input.location.isFinite else { return nil }
                    let entry = liveTouches[live]
                    move(entry.touch, to: synthesised.input, at: synthesised.input.timestamp)
                    return entry
                }
                for entry in moved where entry.touch.isLive { dispatch(entry, .moved) }
                index = end
            } else {
                handle(input, type: window?.pointerTouchType ?? .direct, hitLocation: touches[index].hitLocation)
                index += 1
            }
        }
    }

    private func move(_ touch: UITouch, to input: TouchInput, at timestamp: TimeInterval) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.previousTimestamp = touch.timestamp
        touch.locationInWindow = input.location
        touch.timestamp = timestamp.isFinite ? timestamp : environment.clock.now
        touch.axes = input.axes
        // Usually empty: assigning it allocates nothing.
        touch.coalescedSamples = input.coalescedSamples
    }

    /// Cancels every live touch, in touch-down order: recognizers cancel or fail, views get
    /// `touchesCancelled`. (The pointer source forgets its synthesised fingers itself.)
    func cancelAllTouches() {
        let records = liveTouches.sorted { $0.touch.timestamp < $1.touch.timestamp }
        for record in records {
            finish(record, as: .cancelled, at: environment.clock.now)
        }
    }

    // MARK: Dispatch

    private func finish(_ entry: TouchRecord, as phase: UITouch.Phase, at timestamp: TimeInterval) {
        let touch = entry.touch
        touch.timestamp = timestamp
        dispatch(entry, phase)
        if let index = liveIndex(of: touch) {
            var live = liveTouches.detached()
            live.remove(at: index)
            liveTouches = live
            liveTouchesChanged()
        }
        if phase == .ended { rememberTap(touch) }
    }

    /// One event: `entry`'s touch changed to `phase`; the others down are stationary.
    private func dispatch(_ entry: TouchRecord, _ phase: UITouch.Phase, before: () -> Void = {}) {
        let touch = entry.touch
        if liveTouches.count > 1 {
            for index in liveTouches.indices {
                let other = liveTouches[index].touch
                if other !== touch, other.isLive {
                    other.phase = .stationary
                    // A stationary touch has no readings of its own in this event.
                    if !other.coalescedSamples.isEmpty { other.coalescedSamples = [] }
                }
            }
        }
        touch.phase = phase
        let event = touchEvent
        let wasDispatching = isDispatching
        event.timestamp = touch.timestamp
        if liveIndex(of: touch) == nil {
            var list = event.touchList.detached()
            list.append(touch)
            event.touchList = list
        }
        viewDelivery.enqueue(entry, phase)
        isDispatching = true
        environment.perform(settlingWith: deliverToViews) {
            before()
            environment.deliver(phase, of: entry, with: event)
        }
        isDispatching = wasDispatching
        if event.touchList.count != liveTouches.count { liveTouchesChanged() }
    }

    // MARK: Views

    /// Sends views what their recognizers now allow: called at the end of every step.
    func deliverToViews() {
        guard !viewDelivery.isEmpty else { return }
        let event = touchEvent
        // A timer's step has no touch event of its own: views hear of it at the clock's time.
        if !isDispatching { event.timestamp = environment.clock.now }
        viewDelivery.deliver(with: event)
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
