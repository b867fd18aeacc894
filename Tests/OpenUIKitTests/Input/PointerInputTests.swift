import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The mouse, Ctrl+scroll and the touchpad driving recognizers through `UIWindow.sendInput`.
@Suite("Pointer and touchpad input as touches")
@MainActor
struct PointerInputTests {
    let card = CGRect(x: 100, y: 100, width: 200, height: 200)

    func pointer(_ phase: PointerInput.Phase, _ p: CGPoint, _ t: TimeInterval, button: PointerInput.Button? = nil,
                 modifiers: UIKeyModifierFlags = [], down: Bool = true) -> InputEvent {
        .pointer(PointerInput(phase: phase, button: button, location: p, modifiers: modifiers,
                              buttonsDown: down ? [.left] : [], timestamp: t, deviceID: 4))
    }

    /// A left-button drag from `from` to `to` in `steps` moves over `duration`.
    func drag(from: CGPoint, to: CGPoint, at start: TimeInterval, duration: TimeInterval = 0.2, steps: Int = 10,
              modifiers: UIKeyModifierFlags = []) -> [InputEvent] {
        var events = [pointer(.pressed, from, start, button: .left, modifiers: modifiers)]
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            events.append(pointer(.moved, CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f),
                                  start + duration * Double(i) / Double(steps), modifiers: modifiers))
        }
        events.append(pointer(.released, to, start + duration + 0.01, button: .left, modifiers: modifiers, down: false))
        return events
    }

    @Test func aClickIsATapFromAPointerTouch() {
        let harness = GestureHarness()
        let view = harness.addView(frame: card)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        harness.record(tap, as: "tap")
        var type: UITouch.TouchType?
        tap.addAction { _ in type = harness.window.touchRouter.environment.participants.isEmpty ? nil : .indirectPointer }
        let t = harness.clock.now
        harness.send([pointer(.pressed, CGPoint(x: 150, y: 150), t, button: .left),
                      pointer(.released, CGPoint(x: 150, y: 150), t + 0.08, button: .left, down: false)])
        #expect(harness.transcript == "tap ended")
        #expect(type == .indirectPointer)
        #expect(view.logText == "began, cancelled")
    }

    /// iPadOS's rule: mouse touches are `.direct` unless the app's Info.plist sets
    /// `UIApplicationSupportsIndirectInputEvents`.
    @Test func mouseTouchesArePointerTouchesWhenTheAppSupportsIndirectInput() {
        let harness = GestureHarness()
        harness.window.supportsIndirectInputEvents = true
        let view = TouchTypeView(frame: card)
        harness.window.addSubview(view)
        let t = harness.clock.now
        harness.send([pointer(.pressed, CGPoint(x: 150, y: 150), t, button: .left)])
        #expect(view.types == [.indirectPointer])
        harness.window.cancelAllTouches()
        harness.window.supportsIndirectInputEvents = false
        harness.send([pointer(.pressed, CGPoint(x: 150, y: 150), t + 1, button: .left)])
        #expect(view.types == [.indirectPointer, .direct])
        harness.window.cancelAllTouches()
    }

    @Test func aDragPans() {
        let harness = GestureHarness()
        let view = harness.addView(frame: card)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        harness.record(pan, as: "pan")
        var translation = CGPoint.zero
        pan.addAction { translation = $0.translation(in: nil) }
        harness.send(drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 180), at: harness.clock.now))
        #expect(harness.transcript == "pan began, pan changed, pan ended")
        #expect(translation == CGPoint(x: 100, y: 30))
    }

    @Test func altDragPinchesAndTurnsAboutTheViewsCentre() {
        let harness = GestureHarness()
        let view = harness.addView(frame: card)
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        pinch.delegate = AllowEverything.shared
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        harness.record(pinch, as: "pinch")
        harness.record(rotation, as: "rotation")
        var scale: CGFloat = 1, angle: CGFloat = 0
        pinch.addAction { scale = $0.scale }
        rotation.addAction { angle = $0.rotation }
        // From 50 pt right of the centre (200, 200) to 100 pt below it: span 100 → 200,
        // a quarter turn clockwise.
        var events: [InputEvent] = [pointer(.pressed, CGPoint(x: 250, y: 200), harness.clock.now, button: .left, modifiers: .alternate)]
        for i in 1...30 {
            let a = CGFloat(i) / 30 * .pi / 2, r = 50 + 50 * CGFloat(i) / 30
            events.append(pointer(.moved, CGPoint(x: 200 + r * cos(a), y: 200 + r * sin(a)),
                                  harness.clock.now + Double(i) / 60, modifiers: .alternate))
        }
        harness.send(events)
        #expect(harness.entries.contains("pinch began") && harness.entries.contains("rotation began"))
        #expect(!harness.entries.contains { $0.hasSuffix("failed") })
        // Synthesised fingers keep the pointer hysteresis in: the whole pinch and turn count.
        #expect(abs(scale - 2) < 1e-9)
        #expect(abs(angle - .pi / 2) < 1e-9)
        harness.send([pointer(.released, CGPoint(x: 200, y: 300), harness.clock.now + 0.01, button: .left,
                              modifiers: .alternate, down: false)])
        #expect(harness.entries.suffix(2).sorted() == ["pinch ended", "rotation ended"])
    }

    @Test func shiftAltMovesBothFingersTogether() {
        let harness = GestureHarness()
        let view = harness.addView(frame: card)
        let pan = UIPanGestureRecognizer(), pinch = UIPinchGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(pinch)
        harness.record(pan, as: "pan")
        harness.record(pinch, as: "pinch")
        var translation = CGPoint.zero
        pan.addAction { translation = $0.translation(in: nil) }
        harness.send(drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 280, y: 240), at: harness.clock.now,
                          modifiers: [.alternate, .shift]))
        #expect(harness.transcript == "pan began, pinch failed, pan changed, pan ended")
        #expect(translation == CGPoint(x: 30, y: 40))
    }

    @Test func ctrlScrollPinchesThenEndsAQuarterSecondAfterTheLastNotch() {
        let harness = GestureHarness()
        let view = harness.addView(frame: card)
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        harness.record(pinch, as: "pinch")
        var scale: CGFloat = 1
        pinch.addAction { if $0.state == .changed { scale = $0.scale } }
        let t = harness.clock.now
        func notch(_ dy: CGFloat, _ at: TimeInterval) -> InputEvent {
            .scroll(ScrollInput(delta: CGVector(dx: CGFloat(0), dy: dy), location: CGPoint(x: 200, y: 200), modifiers: .control,
                                timestamp: at, deviceID: 4))
        }
        harness.send([notch(-1, t), notch(-1, t + 0.1), notch(-1, t + 0.2)])
        #expect(harness.transcript == "pinch began, pinch changed")
        // Each notch is 10%, the first one included.
        #expect(abs(scale - 1.331) < 1e-9)
        harness.advance(by: 0.24)
        #expect(pinch.state == .changed)
        harness.advance(by: 0.02)
        #expect(harness.transcript == "pinch began, pinch changed, pinch ended")
        #expect(pinch.state == .possible)
        #expect(harness.window.touchRouter.liveTouchCount == 0)
    }

    @Test func aTouchpadPinchDrivesPinchAndRotation() {
        let harness = GestureHarness()
        let small = CGRect(x: 180, y: 180, width: 40, height: 40)
        let view = harness.addView(frame: small)
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        rotation.delegate = AllowEverything.shared
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        var scale: CGFloat = 1, angle: CGFloat = 0
        pinch.addAction { scale = $0.scale }
        rotation.addAction { angle = $0.rotation }
        let t = harness.clock.now
        var events: [InputEvent] = []
        for i in 0...20 {
            let phase: TouchpadGesturePhase = i == 0 ? .began : .changed
            events.append(.touchpadPinch(TouchpadPinchInput(
                phase: phase, scale: 1 + CGFloat(i) * 0.05, angleDelta: i == 0 ? 0 : 0.02, fingerCount: 2,
                location: CGPoint(x: 200, y: 200), timestamp: t + Double(i) / 60, deviceID: 5)))
        }
        harness.send(events)
        // The fingers (200 pt apart) lie far outside the 40 pt view, yet belong to it.
        #expect(pinch.state == .changed && rotation.state == .changed)
        // The touchpad's own scale and summed angle, exactly.
        #expect(abs(scale - 2) < 1e-9)
        #expect(abs(angle - 0.4) < 1e-9)
        harness.send([.touchpadPinch(TouchpadPinchInput(phase: .cancelled, scale: 2, angleDelta: 0, fingerCount: 2,
                                                        location: CGPoint(x: 200, y: 200), timestamp: t + 0.5, deviceID: 5))])
        #expect(pinch.state == .possible && rotation.state == .possible)
    }

    @Test func aTouchpadSwipeSwipesAndASlowOnePans() {
        let harness = GestureHarness()
        let view = harness.addView(frame: card)
        let swipe = UISwipeGestureRecognizer(), pan = UIPanGestureRecognizer()
        swipe.direction = .left
        pan.require(toFail: swipe)
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(pan)
        harness.record(swipe, as: "swipe")
        harness.record(pan, as: "pan")
        func stroke(speed: CGFloat, at t: TimeInterval) -> [InputEvent] {
            var events: [InputEvent] = [.touchpadSwipe(TouchpadSwipeInput(phase: .began, delta: .zero, fingerCount: 3,
                                                                          location: CGPoint(x: 200, y: 200), timestamp: t, deviceID: 5))]
            for i in 1...20 {
                events.append(.touchpadSwipe(TouchpadSwipeInput(phase: .changed, delta: CGVector(dx: -speed / 60, dy: 0),
                                                                fingerCount: 3, location: CGPoint(x: 200, y: 200),
                                                                timestamp: t + Double(i) / 60, deviceID: 5)))
            }
            events.append(.touchpadSwipe(TouchpadSwipeInput(phase: .ended, delta: .zero, fingerCount: 3,
                                                            location: CGPoint(x: 200, y: 200), timestamp: t + 0.34, deviceID: 5)))
            return events
        }
        harness.send(stroke(speed: 900, at: harness.clock.now))
        #expect(harness.transcript == "swipe ended, pan failed")
        harness.clearTranscript()
        harness.send(stroke(speed: 90, at: harness.clock.now + 1))
        #expect(harness.transcript == "swipe failed, pan began, pan changed, pan ended")
    }

    @Test func cancellingAllTouchesMidDragLeavesTheMouseUsable() {
        let harness = GestureHarness()
        let view = harness.addView(frame: card)
        let t = harness.clock.now
        harness.send([pointer(.pressed, CGPoint(x: 150, y: 150), t, button: .left),
                      pointer(.moved, CGPoint(x: 160, y: 150), t + 0.01)])
        harness.window.cancelAllTouches()
        harness.send([pointer(.moved, CGPoint(x: 170, y: 150), t + 0.02),
                      pointer(.released, CGPoint(x: 170, y: 150), t + 0.03, button: .left, down: false)])
        harness.send(drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 151, y: 150), at: t + 1, steps: 1))
        #expect(view.logText == "began, moved, cancelled, began, moved, ended")
    }
}

/// Records the type of each touch that begins on it.
@MainActor
private final class TouchTypeView: UIView {
    var types: [UITouch.TouchType] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        types += touches.map(\.type)
    }
}
