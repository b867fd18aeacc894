import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Hovering: pointer motion without a button drives `UIHoverGestureRecognizer`, never touches.
@Suite("UIHoverGestureRecognizer")
@MainActor
struct UIHoverGestureRecognizerTests {
    static func pointer(_ phase: PointerInput.Phase, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval,
                        buttons: Set<PointerInput.Button> = [], button: PointerInput.Button? = nil) -> InputEvent {
        .pointer(PointerInput(phase: phase, button: button, location: CGPoint(x: x, y: y), buttonsDown: buttons, timestamp: t, deviceID: 4))
    }

    /// A hover recognizer on a 100×100 view at (100, 100), logging its actions with the
    /// location in the view.
    @MainActor
    final class Scene {
        let harness = GestureHarness()
        let view: TouchRecordingView
        let hover: UIHoverGestureRecognizer
        var log: [String] = []

        init() {
            _ = harness.addView()
            view = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            harness.window.addSubview(view)
            var record: ((UIHoverGestureRecognizer) -> Void)?
            hover = UIHoverGestureRecognizer { record?($0) }
            view.addGestureRecognizer(hover)
            record = { [unowned self] hover in
                let p = hover.location(in: view)
                log.append("\(hover.state) \(Int(p.x)),\(Int(p.y))")
            }
        }

        var t: TimeInterval { harness.clock.now }
    }

    @Test func entersMovesAndLeaves() {
        let scene = Scene()
        scene.harness.send([Self.pointer(.entered, 10, 10, at: scene.t), Self.pointer(.moved, 120, 130, at: scene.t + 0.01),
                            Self.pointer(.moved, 150, 160, at: scene.t + 0.02), Self.pointer(.moved, 250, 160, at: scene.t + 0.03)])
        #expect(scene.log == ["began 20,30", "changed 50,60", "ended 50,60"])
        #expect(scene.hover.state == .possible, "reset once ended")
        #expect(scene.hover.numberOfTouches == 0)
        #expect(scene.harness.window.touchRouter.liveTouchCount == 0)
        #expect(scene.view.logText.isEmpty, "the view hears of no touch")
        scene.harness.send([Self.pointer(.moved, 110, 110, at: scene.t + 0.01)])
        #expect(scene.log.last == "began 10,10", "and again on coming back")
    }

    @Test func leavingTheWindowCancels() {
        let scene = Scene()
        scene.harness.send([Self.pointer(.moved, 120, 130, at: scene.t), Self.pointer(.exited, 120, 130, at: scene.t + 0.01)])
        #expect(scene.log == ["began 20,30", "cancelled 20,30"])
    }

    @Test func aDragIsATouchAndTheHoverStandsStillMeanwhile() {
        let scene = Scene()
        let tap = UITapGestureRecognizer()
        scene.view.addGestureRecognizer(tap)
        scene.harness.record(tap, as: "tap")
        scene.harness.send([Self.pointer(.moved, 120, 130, at: scene.t),
                            Self.pointer(.pressed, 120, 130, at: scene.t + 0.01, buttons: [.left], button: .left),
                            Self.pointer(.moved, 122, 131, at: scene.t + 0.02, buttons: [.left]),
                            Self.pointer(.released, 122, 131, at: scene.t + 0.03, button: .left)])
        #expect(scene.harness.transcript == "tap ended", "the click is a tap, which the hover does not compete for")
        #expect(scene.log == ["began 20,30", "changed 22,31"], "brought up to date at the release")
        #expect(scene.hover.state == .changed)
    }

    @Test func nestedViewsHoverTogetherAndDelegatesCanDecline() {
        let scene = Scene()
        @MainActor
        final class Declining: NSObject, UIGestureRecognizerDelegate {
            var asked = 0
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
                #expect(event.type == .hover)
                asked += 1
                return false
            }
        }
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.view.addSubview(inner)
        let innerHover = UIHoverGestureRecognizer()
        inner.addGestureRecognizer(innerHover)
        let declined = UIHoverGestureRecognizer()
        let delegate = Declining()
        declined.delegate = delegate
        inner.addGestureRecognizer(declined)
        scene.harness.send([Self.pointer(.moved, 110, 110, at: scene.t), Self.pointer(.moved, 120, 120, at: scene.t + 0.01)])
        #expect(innerHover.state == .changed && scene.hover.state == .changed)
        #expect(declined.state == .possible && delegate.asked == 1, "asked once per visit")
        scene.harness.send([Self.pointer(.moved, 170, 170, at: scene.t + 0.01)])
        #expect(innerHover.state == .possible && scene.hover.state == .changed, "left the inner view only")
    }

    @Test func disablingMidHoverCancels() {
        let scene = Scene()
        scene.harness.send([Self.pointer(.moved, 120, 130, at: scene.t)])
        scene.hover.isEnabled = false
        #expect(scene.log == ["began 20,30", "cancelled 20,30"])
        scene.harness.send([Self.pointer(.moved, 150, 150, at: scene.t + 0.01)])
        #expect(scene.log.count == 2)
    }
}
