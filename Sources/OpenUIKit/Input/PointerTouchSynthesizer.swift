import Foundation

/// Turns mouse, Ctrl+scroll and touchpad-gesture input into touches, so that every gesture
/// recognizer works with a mouse or a touchpad unchanged. Pure logic on `InputEvent` values:
/// the window routes what it returns.
///
/// The mappings:
/// - **Left button**: one finger, down at the press, following the pointer, up at release.
/// - **Alt + left button** (the iOS Simulator's Option key): a second finger mirrored through
///   the centre of the view under the pointer, so dragging pinches and turns.
///   **Shift + Alt** while dragging moves both fingers together (and the mirror centre with
///   them). The number of fingers is decided at the press.
/// - **Ctrl + scroll wheel**: a pinch, the desktop's zoom convention. The first Ctrl+scroll
///   puts two fingers `ctrlScrollSpan` apart across the pointer; each wheel notch scales
///   their span by `ctrlScrollZoomPerStep` (up zooms in). The pinch ends `ctrlScrollIdle`
///   after the last Ctrl+scroll, or at the first pointer or scroll event without Ctrl.
/// - **Touchpad pinch** (XI 2.4, two or more fingers): two fingers across the pointer, their
///   span following the absolute `scale`, their angle the accumulated `angleDelta`, their
///   centre the `delta`s, so both pinch and rotation recognizers see it.
/// - **Touchpad swipe** (XI 2.4, three or more fingers): one finger at the pointer moving by
///   the `delta`s, which drives swipe and pan recognizers with their default one-finger
///   settings. A cancelled touchpad gesture cancels its touches.
///
/// Every synthesised touch is bound to the view under the pointer (`hitLocation`), even
/// when it lies outside that view: the fingers stand in for one gesture on that view.
/// Synthesised touches use negative touch ids, which XInput2 never reports, so they never
/// collide with real touches of the same device.
struct PointerTouchSynthesizer {
    /// One synthesised touch event, and where to hit-test if it begins a touch.
    struct Touch: Equatable {
        var input: TouchInput
        /// Window points: the gesture's anchor (the pointer), whose view the touch belongs to.
        var hitLocation: CGPoint
    }

    /// The span a Ctrl+scroll pinch starts with, in points.
    static let ctrlScrollSpan: CGFloat = 200
    /// The factor one wheel notch scales a Ctrl+scroll pinch by: 10 % per notch, the step
    /// desktop browsers zoom by.
    static let ctrlScrollZoomPerStep: CGFloat = 1.1
    /// How long after the last Ctrl+scroll the pinch ends, in seconds.
    static let ctrlScrollIdle: TimeInterval = 0.25
    /// The span a touchpad pinch's fingers start with, in points.
    static let touchpadPinchSpan: CGFloat = 200
    /// The range the synthesised scales are kept in, so fingers stay apart and finite.
    static let scaleRange: ClosedRange<CGFloat> = 0.01...100

    // Touch ids of the synthesised fingers (negative: never a real XInput2 id).
    private static let mouseIDs = (-1, -2)
    private static let zoomIDs = (-11, -12)
    private static let touchpadPinchIDs = (-21, -22)
    private static let touchpadSwipeID = -31

    private struct MouseDrag {
        var deviceID: Int
        var anchor: CGPoint
        var pointer: CGPoint
        /// Set for Alt-drags: the second finger and the centre it mirrors through.
        var second: CGPoint?
        var pivot: CGPoint
        /// Whether a pen draws the drag: its finger carries the pen's axes and is a pen touch.
        var isPen = false
        var axes = TouchAxes.none
    }

    private struct TwoFingerGesture {
        var deviceID: Int
        var anchor: CGPoint
        var center: CGPoint
        var span: CGFloat
        var scale: CGFloat
        var angle: CGFloat
        var lastTime: TimeInterval
    }

    private struct OneFingerGesture {
        var deviceID: Int
        var anchor: CGPoint
        var location: CGPoint
    }

    private var mouse: MouseDrag?
    private var zoom: TwoFingerGesture?
    private var touchpadPinch: TwoFingerGesture?
    private var touchpadSwipe: OneFingerGesture?

    /// When the Ctrl+scroll pinch runs out if nothing else comes (seconds on the input
    /// clock); the window calls `expire(at:)` then.
    var deadline: TimeInterval? {
        zoom.map { $0.lastTime + PointerTouchSynthesizer.ctrlScrollIdle }
    }

    /// Whether any synthesised finger is down.
    var isActive: Bool { mouse != nil || zoom != nil || touchpadPinch != nil || touchpadSwipe != nil }

    /// Where an Alt-drag would put its two fingers, while Alt is held over the window with no
    /// button down (window points; empty otherwise). The window draws them, as the iOS
    /// Simulator does, so the mirrored finger is seen before it lands.
    private(set) var altHoverFingers: [CGPoint] = []

    /// Whether `altDragFingers` or `altHoverFingers` has anything to show.
    var hasAltFingers: Bool { mouse?.second != nil || !altHoverFingers.isEmpty }

    /// Both fingers of an Alt-drag in progress (window points; empty otherwise). Drawn even
    /// when touches are not shown, because the second finger exists nowhere else.
    var altDragFingers: [CGPoint] {
        guard let mouse, let second = mouse.second else { return [] }
        return [mouse.pointer, second]
    }

    // MARK: Input

    /// The touches `event` stands for. `pivot` gives the centre of the view under a window
    /// point (the mirror centre of an Alt-drag).
    mutating func translate(_ event: InputEvent, pivot: (CGPoint) -> CGPoint) -> [Touch] {
        switch event {
        case .pointer(let pointer):
            var touches = endZoomUnlessControl(pointer.modifiers, at: pointer.timestamp)
            touches += translate(pointer, pivot: pivot)
            return touches
        case .scroll(let scroll):
            return translate(scroll)
        case .touchpadPinch(let pinch):
            return translate(pinch)
        case .touchpadSwipe(let swipe):
            return translate(swipe)
        case .touch, .key, .markedText:
            return []
        }
    }

    /// Ends the Ctrl+scroll pinch if it has run out by `time`.
    mutating func expire(at time: TimeInterval) -> [Touch] {
        guard let deadline, time >= deadline else { return [] }
        return endZoom(.ended, at: time)
    }

    /// Forgets every synthesised finger without emitting anything (the window has cancelled
    /// all touches itself).
    mutating func forgetAll() {
        altHoverFingers = []
        mouse = nil
        zoom = nil
        touchpadPinch = nil
        touchpadSwipe = nil
    }

    // MARK: Mouse

    private mutating func translate(_ event: PointerInput, pivot: (CGPoint) -> CGPoint) -> [Touch] {
        let p = event.location
        guard p.isFinite else { return [] }
        let t = event.timestamp
        let ids = PointerTouchSynthesizer.mouseIDs
        updateAltHover(event, pivot: pivot)
        switch event.phase {
        case .pressed where event.button == .left:
            var touches = endMouse(.cancelled, at: t)
            let alt = event.modifiers.contains(.alternate)
            let center = alt ? pivot(p) : p
            let second = alt ? CGPoint(x: 2 * center.x - p.x, y: 2 * center.y - p.y) : nil
            mouse = MouseDrag(deviceID: event.deviceID, anchor: p, pointer: p, second: second, pivot: center,
                              isPen: event.isPen, axes: event.axes)
            touches.append(touch(ids.0, .began, p, t, event.deviceID, anchor: p, reading: event))
            if let second, second.isFinite {
                touches.append(touch(ids.1, .began, second, t, event.deviceID, anchor: p))
            } else {
                mouse?.second = nil
            }
            return touches
        case .moved:
            guard var drag = mouse else { return [] }
            // A release the platform lost: the button is no longer down.
            guard event.buttonsDown.contains(.left) else { return endMouse(.ended, at: t) }
            let delta = CGVector(dx: p.x - drag.pointer.x, dy: p.y - drag.pointer.y)
            drag.pointer = p
            drag.axes = event.axes
            var touches = [touch(ids.0, .moved, p, t, drag.deviceID, anchor: drag.anchor, reading: event)]
            if let second = drag.second {
                let together = event.modifiers.contains(.shift)
                let moved: CGPoint
                if together {
                    drag.pivot = CGPoint(x: drag.pivot.x + delta.dx, y: drag.pivot.y + delta.dy)
                    moved = CGPoint(x: second.x + delta.dx, y: second.y + delta.dy)
                } else {
                    moved = CGPoint(x: 2 * drag.pivot.x - p.x, y: 2 * drag.pivot.y - p.y)
                }
                drag.second = moved
                touches.append(touch(ids.1, .moved, moved, t, drag.deviceID, anchor: drag.anchor))
            }
            mouse = drag
            return touches
        case .released where event.button == .left:
            if var drag = mouse {
                drag.pointer = p
                drag.axes = event.axes
                mouse = drag
            }
            return endMouse(.ended, at: t)
        case .pressed, .released, .entered, .exited:
            return []
        }
    }

    /// Alt was released without the pointer moving: the preview goes at once.
    mutating func altReleased() {
        altHoverFingers = []
    }

    private mutating func updateAltHover(_ event: PointerInput, pivot: (CGPoint) -> CGPoint) {
        let hovering = event.phase == .moved || event.phase == .entered || event.phase == .released
        guard hovering, mouse == nil || event.phase == .released, event.modifiers.contains(.alternate),
              !event.buttonsDown.contains(.left) || event.phase == .released
        else {
            altHoverFingers = []
            return
        }
        let p = event.location
        let center = pivot(p)
        let mirror = CGPoint(x: 2 * center.x - p.x, y: 2 * center.y - p.y)
        altHoverFingers = mirror.isFinite ? [p, mirror] : []
    }

    private mutating func endMouse(_ phase: TouchInput.Phase, at time: TimeInterval) -> [Touch] {
        guard let drag = mouse else { return [] }
        mouse = nil
        let ids = PointerTouchSynthesizer.mouseIDs
        var first = touch(ids.0, phase, drag.pointer, time, drag.deviceID, anchor: drag.anchor)
        first.input.axes = drag.axes
        first.input.isPen = drag.isPen
        var touches = [first]
        if let second = drag.second {
            touches.append(touch(ids.1, phase, second, time, drag.deviceID, anchor: drag.anchor))
        }
        return touches
    }

    // MARK: Ctrl + scroll

    private mutating func translate(_ event: ScrollInput) -> [Touch] {
        guard event.modifiers.contains(.control) else { return endZoom(.ended, at: event.timestamp) }
        guard event.location.isFinite, event.delta.dy.isFinite else { return [] }
        var touches: [Touch] = []
        if zoom == nil {
            zoom = TwoFingerGesture(deviceID: event.deviceID, anchor: event.location, center: event.location,
                                    span: PointerTouchSynthesizer.ctrlScrollSpan, scale: 1, angle: 0, lastTime: event.timestamp)
            touches += twoFingers(zoom, PointerTouchSynthesizer.zoomIDs, .began, at: event.timestamp)
        }
        guard var gesture = zoom else { return touches }
        gesture.lastTime = event.timestamp
        if event.delta.dy != 0 {
            let factor = pow(PointerTouchSynthesizer.ctrlScrollZoomPerStep, -event.delta.dy)
            gesture.scale = PointerTouchSynthesizer.clampScale(gesture.scale * factor)
            zoom = gesture
            touches += twoFingers(gesture, PointerTouchSynthesizer.zoomIDs, .moved, at: event.timestamp)
        } else {
            zoom = gesture
        }
        return touches
    }

    private mutating func endZoomUnlessControl(_ modifiers: UIKeyModifierFlags, at time: TimeInterval) -> [Touch] {
        modifiers.contains(.control) ? [] : endZoom(.ended, at: time)
    }

    private mutating func endZoom(_ phase: TouchInput.Phase, at time: TimeInterval) -> [Touch] {
        guard let gesture = zoom else { return [] }
        zoom = nil
        return twoFingers(gesture, PointerTouchSynthesizer.zoomIDs, phase, at: time)
    }

    // MARK: Touchpad gestures

    private mutating func translate(_ event: TouchpadPinchInput) -> [Touch] {
        let ids = PointerTouchSynthesizer.touchpadPinchIDs
        let t = event.timestamp
        switch event.phase {
        case .began, .changed:
            var touches: [Touch] = []
            if event.phase == .began || touchpadPinch == nil {
                touches += endTouchpadPinch(.cancelled, at: t)
                guard event.location.isFinite else { return touches }
                touchpadPinch = TwoFingerGesture(deviceID: event.deviceID, anchor: event.location, center: event.location,
                                                 span: PointerTouchSynthesizer.touchpadPinchSpan, scale: 1, angle: 0, lastTime: t)
                touches += twoFingers(touchpadPinch, ids, .began, at: t)
            }
            guard var gesture = touchpadPinch else { return touches }
            if event.scale.isFinite, event.scale > 0 { gesture.scale = PointerTouchSynthesizer.clampScale(event.scale) }
            if event.angleDelta.isFinite { gesture.angle += event.angleDelta }
            if event.delta.dx.isFinite, event.delta.dy.isFinite {
                gesture.center = CGPoint(x: gesture.center.x + event.delta.dx, y: gesture.center.y + event.delta.dy)
            }
            gesture.lastTime = t
            touchpadPinch = gesture
            if event.phase == .changed { touches += twoFingers(gesture, ids, .moved, at: t) }
            return touches
        case .ended:
            return endTouchpadPinch(.ended, at: t)
        case .cancelled:
            return endTouchpadPinch(.cancelled, at: t)
        }
    }

    private mutating func translate(_ event: TouchpadSwipeInput) -> [Touch] {
        let id = PointerTouchSynthesizer.touchpadSwipeID
        let t = event.timestamp
        switch event.phase {
        case .began, .changed:
            var touches: [Touch] = []
            if event.phase == .began || touchpadSwipe == nil {
                if let old = touchpadSwipe {
                    touches.append(touch(id, .cancelled, old.location, t, old.deviceID, anchor: old.anchor))
                    touchpadSwipe = nil
                }
                guard event.location.isFinite else { return touches }
                touchpadSwipe = OneFingerGesture(deviceID: event.deviceID, anchor: event.location, location: event.location)
                touches.append(touch(id, .began, event.location, t, event.deviceID, anchor: event.location))
            }
            guard var gesture = touchpadSwipe else { return touches }
            if event.delta.dx.isFinite, event.delta.dy.isFinite, event.delta != .zero {
                gesture.location = CGPoint(x: gesture.location.x + event.delta.dx, y: gesture.location.y + event.delta.dy)
                touchpadSwipe = gesture
                touches.append(touch(id, .moved, gesture.location, t, gesture.deviceID, anchor: gesture.anchor))
            }
            return touches
        case .ended, .cancelled:
            guard let gesture = touchpadSwipe else { return [] }
            touchpadSwipe = nil
            return [touch(id, event.phase == .ended ? .ended : .cancelled, gesture.location, t, gesture.deviceID, anchor: gesture.anchor)]
        }
    }

    // MARK: Helpers

    private mutating func endTouchpadPinch(_ phase: TouchInput.Phase, at time: TimeInterval) -> [Touch] {
        guard let gesture = touchpadPinch else { return [] }
        touchpadPinch = nil
        return twoFingers(gesture, PointerTouchSynthesizer.touchpadPinchIDs, phase, at: time)
    }

    /// Both fingers of a two-finger gesture, `span × scale` apart across its centre at its
    /// angle.
    private func twoFingers(_ gesture: TwoFingerGesture?, _ ids: (Int, Int), _ phase: TouchInput.Phase,
                            at time: TimeInterval) -> [Touch] {
        guard let gesture else { return [] }
        let half = gesture.span * gesture.scale / 2
        let dx = half * cos(gesture.angle), dy = half * sin(gesture.angle)
        let a = CGPoint(x: gesture.center.x - dx, y: gesture.center.y - dy)
        let b = CGPoint(x: gesture.center.x + dx, y: gesture.center.y + dy)
        guard a.isFinite, b.isFinite else { return [] }
        return [touch(ids.0, phase, a, time, gesture.deviceID, anchor: gesture.anchor),
                touch(ids.1, phase, b, time, gesture.deviceID, anchor: gesture.anchor)]
    }

    private static func clampScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, scaleRange.lowerBound), scaleRange.upperBound)
    }

    private func touch(_ id: Int, _ phase: TouchInput.Phase, _ location: CGPoint, _ time: TimeInterval,
                       _ deviceID: Int, anchor: CGPoint, reading: PointerInput? = nil) -> Touch {
        var input = TouchInput(id: id, phase: phase, location: location, timestamp: time, deviceID: deviceID, isDirect: false)
        if let reading {
            // The finger under the pointer carries what the pointing device read: a pen's
            // pressure and tilt, and the motions merged into this one.
            input.axes = reading.axes
            input.isPen = reading.isPen
            input.coalescedSamples = reading.coalescedSamples
        }
        return Touch(input: input, hitLocation: anchor)
    }
}
