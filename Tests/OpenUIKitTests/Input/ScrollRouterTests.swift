import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Scrolling without Ctrl reaches the pans whose `allowedScrollTypesMask` takes it, as
/// pans with no touches, and never becomes touches.
@Suite("Scroll router")
@MainActor
struct ScrollRouterTests {
    /// A pan that records, at each action, its state, translation, velocity, touches and
    /// location in window points.
    @MainActor
    final class Probe {
        var log: [String] = []
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
        var touchCounts: [Int] = []
        var locations: [CGPoint] = []
        let pan: UIPanGestureRecognizer

        init(_ mask: UIScrollTypeMask, on view: UIView) {
            var record: ((UIPanGestureRecognizer) -> Void)?
            pan = UIPanGestureRecognizer { pan in record?(pan) }
            pan.allowedScrollTypesMask = mask
            view.addGestureRecognizer(pan)
            record = { [unowned self] pan in
                log.append("\(pan.state)")
                translations.append(pan.translation(in: nil))
                velocities.append(pan.velocity(in: nil))
                touchCounts.append(pan.numberOfTouches)
                locations.append(pan.location(in: nil))
            }
        }
    }

    static func scroll(dy: CGFloat, dx: CGFloat = 0, at t: TimeInterval, _ type: UIScrollType = .continuous,
                       location: CGPoint = CGPoint(x: 100, y: 100), modifiers: UIKeyModifierFlags = [], device: Int = 11) -> InputEvent {
        .scroll(ScrollInput(delta: CGVector(dx: dx, dy: dy), location: location, modifiers: modifiers, timestamp: t,
                            deviceID: device, scrollType: type))
    }

    @Test func aPlainPanIgnoresScrollingAndNothingBecomesATouch() {
        let harness = GestureHarness()
        let view = harness.addView()
        let probe = Probe([], on: view)
        let t = harness.clock.now
        harness.send([Self.scroll(dy: 1, at: t), Self.scroll(dy: 1, at: t + 0.01, .discrete)])
        #expect(harness.window.touchRouter.liveTouchCount == 0)
        harness.advance(by: 1)
        #expect(probe.log.isEmpty)
        #expect(view.logText.isEmpty, "the view hears of no touch")
    }

    @Test func aTouchpadScrollIsAPanThatEndsWithItsVelocity() throws {
        let harness = GestureHarness()
        let view = harness.addView()
        let probe = Probe(.continuous, on: view)
        let t = harness.clock.now
        // Two fingers moving up (scrolling down) by 0.5 steps every 10 ms: 750 pt/s.
        var events: [InputEvent] = []
        for i in 0..<10 { events.append(Self.scroll(dy: 0.5, at: t + Double(i) * 0.01, location: CGPoint(x: 100 + CGFloat(i), y: 100))) }
        harness.send(events)
        #expect(harness.window.touchRouter.liveTouchCount == 0)
        #expect(probe.log.first == "began" && probe.log.last == "changed")
        #expect(probe.translations.first == CGPoint(x: 0, y: -7.5), "the first step, content moving up")
        #expect(probe.translations.last == CGPoint(x: 0, y: -75))
        #expect(probe.touchCounts.allSatisfy { $0 == 0 })
        #expect(probe.locations.last == CGPoint(x: 109, y: 100), "the pointer")
        harness.advance(by: ScrollSequenceTracker.continuousEndGap / 2)
        #expect(probe.log.last == "changed", "not yet")
        harness.advance(by: ScrollSequenceTracker.continuousEndGap)
        #expect(probe.log.last == "ended")
        let velocity = try #require(probe.velocities.last)
        #expect(abs(velocity.y - -750) < 1 && abs(velocity.x) < 1e-9, "\(velocity)")
        #expect(probe.translations.last == CGPoint(x: 0, y: -75))
        #expect(probe.pan.state == .possible, "reset once ended")
    }

    @Test func aScrollStopEndsThePanAtOnce() {
        let harness = GestureHarness()
        let probe = Probe(.continuous, on: harness.addView())
        let t = harness.clock.now
        harness.send([Self.scroll(dy: 1, at: t), Self.scroll(dy: 1, at: t + 0.01), Self.scroll(dy: 0, at: t + 0.02)])
        #expect(probe.log == ["began", "changed", "ended"])
    }

    @Test func wheelNotchesAreAShortPanEndingAtRest() {
        let harness = GestureHarness()
        let probe = Probe(.discrete, on: harness.addView())
        let t = harness.clock.now
        harness.send([Self.scroll(dy: -1, at: t, .discrete), Self.scroll(dy: -1, at: t + 0.03, .discrete)])
        harness.advance(by: ScrollSequenceTracker.discreteQuietTime + 0.01)
        #expect(probe.log == ["began", "changed", "ended"])
        #expect(probe.translations.last == CGPoint(x: 0, y: 2 * ScrollSequenceTracker.discretePointsPerNotch),
                "the wheel turned away from the user: content moves down")
        #expect(probe.velocities.last == .zero)
        #expect(probe.velocities.dropLast().last != .zero, "while turning, the velocity is measured")
    }

    @Test func theFirstPanUpTheChainWhoseMaskTakesTheTypeGetsTheSequence() {
        let harness = GestureHarness()
        let outer = harness.addView()
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        outer.addSubview(inner)
        let outerPan = Probe(.all, on: outer)
        let innerPan = Probe(.discrete, on: inner)
        let plain = Probe([], on: inner)
        let t = harness.clock.now
        harness.send([Self.scroll(dy: 0.3, at: t)])
        harness.advance(by: 1)
        #expect(outerPan.log == ["began", "ended"] && innerPan.log.isEmpty && plain.log.isEmpty)
        harness.send([Self.scroll(dy: 1, at: harness.clock.now, .discrete)])
        harness.advance(by: 1)
        #expect(innerPan.log == ["began", "ended"] && outerPan.log == ["began", "ended"])
        // Outside the inner view only the outer pan is under the pointer.
        harness.send([Self.scroll(dy: 1, at: harness.clock.now, .discrete, location: CGPoint(x: 10, y: 10))])
        harness.advance(by: 1)
        #expect(outerPan.log.count == 4 && innerPan.log.count == 2)
    }

    @MainActor
    final class Refusing: NSObject, UIGestureRecognizerDelegate {
        var receives = true
        var begins = true
        var eventTypes: [UIEvent.EventType] = []
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
            eventTypes.append(event.type)
            return receives
        }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
    }

    @Test func delegatesDecideAsForTouchPans() {
        let harness = GestureHarness()
        let outer = harness.addView()
        let inner = UIView(frame: outer.bounds)
        outer.addSubview(inner)
        let outerPan = Probe(.all, on: outer)
        let innerPan = Probe(.all, on: inner)
        let delegate = Refusing()
        innerPan.pan.delegate = delegate
        delegate.receives = false
        harness.send([Self.scroll(dy: 1, at: harness.clock.now)])
        harness.advance(by: 1)
        #expect(delegate.eventTypes == [.scroll])
        #expect(innerPan.log.isEmpty && outerPan.log == ["began", "ended"], "refused to receive: the next pan up takes it")
        delegate.receives = true
        delegate.begins = false
        harness.send([Self.scroll(dy: 1, at: harness.clock.now), Self.scroll(dy: 1, at: harness.clock.now + 0.01)])
        harness.advance(by: 1)
        #expect(innerPan.log.isEmpty && outerPan.log.count == 2, "refused to begin: the sequence reaches nothing more")
        #expect(innerPan.pan.state == .possible)
    }

    @Test func ctrlScrollStillPinchesAndEndsAScrollSequence() {
        let harness = GestureHarness()
        let view = harness.addView()
        let probe = Probe(.all, on: view)
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        harness.record(pinch, as: "pinch")
        let t = harness.clock.now
        harness.send([Self.scroll(dy: 1, at: t), Self.scroll(dy: -1, at: t + 0.01, .discrete, modifiers: .control),
                      Self.scroll(dy: -1, at: t + 0.02, .discrete, modifiers: .control)])
        #expect(probe.log == ["began", "ended"], "Ctrl ends the scroll at once")
        #expect(harness.window.touchRouter.liveTouchCount == 2, "the Ctrl+scroll pinch's fingers")
        #expect(harness.transcript.hasPrefix("pinch began"))
    }

    @Test func losingTheInputCancelsTheScrollPan() {
        let harness = GestureHarness()
        let probe = Probe(.continuous, on: harness.addView())
        harness.send([Self.scroll(dy: 1, at: harness.clock.now)])
        harness.window.cancelAllTouches()
        #expect(probe.log == ["began", "cancelled"])
        harness.advance(by: 1)
        #expect(probe.log.count == 2)
    }

    @Test func aScrollPanTakesNoFingersAndABusyPanTakesNoScroll() {
        let harness = GestureHarness()
        let view = harness.addView()
        let probe = Probe(.all, on: view)
        harness.send([Self.scroll(dy: 1, at: harness.clock.now)])
        var drag = harness.script()
        drag.down(1, at: CGPoint(x: 10, y: 10))
        drag.wait(0.01)
        drag.move(1, to: CGPoint(x: 60, y: 10))
        harness.send(drag)
        #expect(probe.touchCounts.allSatisfy { $0 == 0 }, "the finger went past the scroll pan")
        var lift = harness.script()
        lift.wait(0.01)
        lift.up(1)
        harness.send(lift)
        harness.advance(by: 1)
        #expect(probe.log.last == "ended")
        // A pan dragged by a finger ignores scrolling meanwhile.
        probe.log.removeAll()
        var second = harness.script()
        second.down(1, at: CGPoint(x: 10, y: 10))
        second.wait(0.01)
        second.move(1, to: CGPoint(x: 60, y: 10))
        harness.send(second)
        harness.send([Self.scroll(dy: 1, at: harness.clock.now + 0.01)])
        #expect(probe.touchCounts.last == 1)
        var up = harness.script()
        up.wait(0.01)
        up.up(1)
        harness.send(up)
        harness.advance(by: 1)
        #expect(probe.log.first == "began" && probe.log.last == "ended" && probe.log.filter { $0 == "began" }.count == 1)
    }
}
