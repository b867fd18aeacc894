import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A control that logs its tracking hooks, in the order UIKit calls them.
@MainActor
private final class HookLoggingControl: UIControl {
    var hooks: [String] = []
    var answersBegin = true
    var answersContinue = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        hooks.append("begin(tracking=\(isTracking), inside=\(isTouchInside), highlighted=\(isHighlighted))")
        return answersBegin
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        hooks.append("continue(inside=\(isTouchInside))")
        return answersContinue
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        hooks.append("end(inside=\(isTouchInside), highlighted=\(isHighlighted))")
    }

    override func cancelTracking(with event: UIEvent?) {
        hooks.append("cancel")
    }
}

/// A target whose methods record that they ran.
@MainActor
private final class ActionTarget {
    var log: [String] = []
    func first() { log.append("first") }
    func second(_ sender: UIControl) { log.append("second") }
    func third(_ sender: Any) { log.append("third") }
}

@Suite("UIControl")
@MainActor
struct UIControlTests {
    /// A 100×50 control at (100, 100) in a 400×400 window.
    static func makeControl<Control: UIControl>(_ control: Control, in harness: GestureHarness) -> Control {
        control.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        harness.window.addSubview(control)
        return control
    }

    // MARK: UIKit's raw values

    @Test func stateRawValuesAreUIKits() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    }

    @Test func eventRawValuesAreUIKits() {
        let expected: [(UIControl.Event, UInt)] = [
            (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
            (.touchDragEnter, 16), (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128),
            (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192), (.menuActionTriggered, 16384),
            (.editingDidBegin, 65536), (.editingChanged, 131_072), (.editingDidEnd, 262_144), (.editingDidEndOnExit, 524_288),
            (.allTouchEvents, 0x0FFF), (.allEditingEvents, 0x000F_0000), (.applicationReserved, 0x0F00_0000),
            (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in expected {
            #expect(event.rawValue == raw, "\(event)")
        }
        #expect(UIControl.ContentHorizontalAlignment.fill.rawValue == 3)
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5)
        #expect(UIControl.ContentVerticalAlignment.bottom.rawValue == 2)
    }

    @Test func stateCombinesTheFlags() {
        let control = UIControl(frame: .zero)
        #expect(control.state == .normal)
        #expect(control.contentHorizontalAlignment == .center && control.contentVerticalAlignment == .center)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        control.isEnabled = false
        #expect(control.state == [.selected, .highlighted, .disabled])
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
    }

    // MARK: Event sequences

    @Test func aTapInsideSendsTouchDownThenTouchUpInside() {
        let harness = GestureHarness()
        let control = Self.makeControl(UIControl(), in: harness)
        let recorder = ControlEventRecorder(control, notingHighlight: true)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        harness.send(script)
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        #expect(control.state == .highlighted)
        script = harness.script()
        script.wait(0.05)
        script.up(1)
        harness.send(script)
        // Highlighted while the touch is down; no longer when the lift is reported. A plain
        // control sends no primary action (buttons do).
        #expect(recorder.text == "touchDown (H), touchUpInside")
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
    }

    @Test func aQuickSecondTapAlsoSendsTouchDownRepeat() {
        let harness = GestureHarness()
        let control = Self.makeControl(UIControl(), in: harness)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.tap(at: CGPoint(x: 150, y: 125))
        script.wait(0.1)
        script.tap(at: CGPoint(x: 152, y: 126))
        harness.send(script)
        #expect(recorder.text == "touchDown, touchUpInside, touchDown, touchDownRepeat, touchUpInside")
    }

    /// The control is x 100…200; with the 70-point slop a touch counts as inside up to
    /// window x 270 (exclusive), and down to x 30.
    @Test func draggingOutPastTheSlopAndBackExitsAndEnters() {
        let harness = GestureHarness()
        let control = Self.makeControl(UIControl(), in: harness)
        let recorder = ControlEventRecorder(control, notingHighlight: true)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 269, y: 125))   // 69 points past the edge: still inside
        harness.send(script)
        #expect(control.isHighlighted && control.isTouchInside)
        script = harness.script()
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 271, y: 125))   // 71 points past: outside
        harness.send(script)
        #expect(!control.isHighlighted && !control.isTouchInside && control.isTracking)
        script = harness.script()
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 300, y: 125))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 190, y: 125))   // back over the control
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        // Each batch runs the actions in the order they were added (outside before exit).
        #expect(recorder.text == """
            touchDown (H), touchDragInside (H), touchDragOutside, touchDragExit, touchDragOutside, \
            touchDragInside (H), touchDragEnter (H), touchUpInside
            """)
    }

    @Test func theSlopAppliesAboveAndBelowToo() {
        let harness = GestureHarness()
        let control = Self.makeControl(UIControl(), in: harness)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 150, y: 31))     // 69 points above the top (y 100)
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 150, y: 29))     // 71 above
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 150, y: 219))    // 69 below the bottom (y 150)
        harness.send(script)
        #expect(recorder.text == "touchDown, touchDragInside, touchDragOutside, touchDragExit, touchDragInside, touchDragEnter")
        harness.window.cancelAllTouches()
    }

    @Test func liftingOutsideSendsTouchUpOutside() {
        let harness = GestureHarness()
        let control = Self.makeControl(UIControl(), in: harness)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 150, y: 300))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(recorder.text == "touchDown, touchDragOutside, touchDragExit, touchUpOutside")
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func liftingWithinTheSlopIsStillInside() {
        let harness = GestureHarness()
        let control = Self.makeControl(UIControl(), in: harness)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 250, y: 180))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(recorder.text == "touchDown, touchDragInside, touchUpInside")
    }

    @Test func aCancelledTouchSendsTouchCancel() {
        let harness = GestureHarness()
        let control = Self.makeControl(UIControl(), in: harness)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        script.wait(0.02)
        script.cancel(1)
        harness.send(script)
        #expect(recorder.text == "touchDown, touchCancel")
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func anAncestorsPanClaimingTheTouchCancelsTracking() {
        let harness = GestureHarness()
        let parent = harness.addView()
        let pan = UIPanGestureRecognizer()
        harness.record(pan, as: "pan")
        parent.addGestureRecognizer(pan)
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        parent.addSubview(control)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        script.move(1, to: CGPoint(x: 190, y: 125), duration: 0.1, steps: 8)
        script.up(1)
        harness.send(script)
        // The moves before the pan's 10-point hysteresis reach the control; the one that
        // begins the pan takes the touch away.
        #expect(recorder.text == "touchDown, touchDragInside, touchCancel")
        #expect(harness.transcript == "pan began, pan changed, pan ended")
    }

    @Test func tracksHooksInUIKitsOrder() {
        let harness = GestureHarness()
        let control = Self.makeControl(HookLoggingControl(), in: harness)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 155, y: 125))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(control.hooks == [
            "begin(tracking=false, inside=true, highlighted=false)",
            "continue(inside=true)",
            "end(inside=true, highlighted=false)",
        ])
        #expect(recorder.text == "touchDown, touchDragInside, touchUpInside")

        control.hooks = []
        script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        script.wait(0.02)
        script.cancel(1)
        harness.send(script)
        #expect(control.hooks.last == "cancel")
    }

    @Test func beginTrackingAnsweringFalseSendsNothing() {
        let harness = GestureHarness()
        let control = Self.makeControl(HookLoggingControl(), in: harness)
        control.answersBegin = false
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        harness.send(script)
        #expect(!control.isHighlighted && !control.isTracking)
        script = harness.script()
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 155, y: 125))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(recorder.text.isEmpty)
        #expect(control.hooks == ["begin(tracking=false, inside=true, highlighted=false)"])
    }

    @Test func continueTrackingAnsweringFalseStopsTheEvents() {
        let harness = GestureHarness()
        let control = Self.makeControl(HookLoggingControl(), in: harness)
        control.answersContinue = false
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 155, y: 125))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 160, y: 125))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(recorder.text == "touchDown")
        #expect(control.hooks.count == 2, "continueTracking asked once, then no more: \(control.hooks)")
        #expect(!control.isHighlighted)
    }

    @Test func aDisabledControlTakesNoTouchesAndPassesThemOn() {
        let harness = GestureHarness()
        let parent = harness.addView()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        parent.addSubview(control)
        control.isEnabled = false
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.tap(at: CGPoint(x: 150, y: 125))
        harness.send(script)
        #expect(recorder.text.isEmpty)
        #expect(!control.isHighlighted)
        #expect(parent.logText == "began, ended", "the touches went up the responder chain")
    }

    @Test func disablingMidTouchStopsTrackingQuietly() {
        let harness = GestureHarness()
        let parent = harness.addView()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        parent.addSubview(control)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 125))
        harness.send(script)
        control.isEnabled = false
        #expect(!control.isHighlighted && !control.isTracking)
        script = harness.script()
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 155, y: 125))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(recorder.text == "touchDown")
        #expect(parent.log.isEmpty, "the touch stays the control's to the end")
    }

    @Test func aSecondFingerGoesUpTheChainWhileOneIsTracked() {
        let harness = GestureHarness()
        let parent = harness.addView()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        parent.addSubview(control)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 120, y: 125))
        script.wait(0.02)
        script.down(2, at: CGPoint(x: 180, y: 125))
        script.wait(0.02)
        script.up(2)
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(recorder.text == "touchDown, touchUpInside")
        #expect(parent.logText == "began, ended")
    }

    // MARK: Targets and actions

    @Test func actionsRunInTheOrderAddedEachOncePerBatch() {
        let control = UIControl(frame: .zero)
        let target = ActionTarget()
        var log: [String] = []
        control.addTarget(target, action: Selector(ActionTarget.second), for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("action") }, for: [.touchUpInside, .primaryActionTriggered])
        control.addTarget(target, action: Selector(ActionTarget.first), for: .primaryActionTriggered)
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(target.log == ["second", "first"])
        #expect(log == ["action"], "registered for both events, run once")
    }

    @Test func addingAPairTwiceKeepsOneEntryWithBothEvents() {
        let control = UIControl(frame: .zero)
        let target = ActionTarget()
        control.addTarget(target, action: Selector(ActionTarget.first), for: .touchUpInside)
        control.addTarget(target, action: Selector(ActionTarget.first), for: .touchUpInside)
        control.addTarget(target, action: Selector(ActionTarget.first), for: .touchDown)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(target.log == ["first"])
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
        #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == ["(ActionTarget) -> () -> ()"])
    }

    @Test func actionsForTargetListsSignaturesInOrder() {
        let control = UIControl(frame: .zero)
        let target = ActionTarget(), other = ActionTarget()
        control.addTarget(target, action: Selector(ActionTarget.second), for: .touchUpInside)
        control.addTarget(other, action: Selector(ActionTarget.first), for: .touchUpInside)
        control.addTarget(target, action: Selector(ActionTarget.third), for: [.touchUpInside, .valueChanged])
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside)
            == ["(ActionTarget) -> (UIControl) -> ()", "(ActionTarget) -> (Any) -> ()"])
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["(ActionTarget) -> (Any) -> ()"])
        #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil, "UIKit: a nil target always answers nil")
        #expect(control.allTargets == [AnyHashable(ObjectIdentifier(target)), AnyHashable(ObjectIdentifier(other))])
        control.addTarget(nil, action: Selector(ActionTarget.first), for: .touchDown)
        #expect(control.allTargets.contains { $0.base is NSNull })
    }

    @Test func removeTargetTakesAwayOnlyTheNamedEvents() {
        let control = UIControl(frame: .zero)
        let target = ActionTarget(), other = ActionTarget()
        control.addTarget(target, action: Selector(ActionTarget.first), for: [.touchDown, .touchUpInside])
        control.addTarget(other, action: Selector(ActionTarget.first), for: .touchUpInside)
        control.removeTarget(target, action: Selector(ActionTarget.first), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target.log.isEmpty && other.log == ["first"])
        control.sendActions(for: .touchDown)
        #expect(target.log == ["first"])
        // nil target: that selector, every target.
        control.removeTarget(nil, action: Selector(ActionTarget.first), for: .allEvents)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func removeTargetWithNilActionRemovesAllOfTheTargets() {
        let control = UIControl(frame: .zero)
        let target = ActionTarget()
        var ran = false
        control.addTarget(target, action: Selector(ActionTarget.first), for: .touchUpInside)
        control.addTarget(target, action: Selector(ActionTarget.second), for: .touchUpInside)
        control.addAction(UIAction { _ in ran = true }, for: .touchUpInside)
        control.removeTarget(target, action: nil, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target.log.isEmpty)
        #expect(ran, "a UIAction is not a target's pair")
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allControlEvents.isEmpty, "both nil remove everything")
    }

    @Test func selectorsWithTheSameSignatureCompareEqualForRemoval() {
        // Documented: Swift methods have no identity, so first() and another no-argument
        // method of the same class are the same selector.
        let control = UIControl(frame: .zero)
        let target = ActionTarget()
        control.addTarget(target, action: Selector(ActionTarget.first), for: .touchUpInside)
        control.removeTarget(target, action: Selector(ActionTarget.first as (ActionTarget) -> () -> Void), for: .touchUpInside)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func targetsAreHeldWeakly() {
        let control = UIControl(frame: .zero)
        var target: ActionTarget? = ActionTarget()
        weak let released = target
        control.addTarget(target, action: Selector(ActionTarget.first), for: .touchUpInside)
        target = nil
        #expect(released == nil)
        control.sendActions(for: .touchUpInside)
        #expect(control.allControlEvents.isEmpty)
        #expect(control.allTargets.isEmpty)
    }

    @Test func aUIActionReplacesOneWithTheSameIdentifier() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let id = UIAction.Identifier("com.example.tap")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchDown)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .touchDown)
        #expect(log == ["new", "new"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: [.touchUpInside, .touchDown])
        #expect(log == ["new", "new", "new"])
        let other = UIAction { _ in log.append("other") }
        control.addAction(other, for: .valueChanged)
        control.removeAction(other, for: .valueChanged)
        #expect(control.allControlEvents == .touchDown)
    }

    @Test func aUIActionKnowsItsSender() {
        let control = UIControl(frame: .zero)
        var sender: Any?
        control.addAction(UIAction { sender = $0.sender }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect((sender as? UIControl) === control)
    }

    @Test func aNilTargetTravelsUpTheResponderChain() {
        final class Controller: UIViewController {
            var tapped: UIControl?
            func buttonTapped(_ sender: UIControl) { tapped = sender }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = Controller()
        window.rootViewController = controller
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(control)
        control.addTarget(nil, action: Selector(Controller.buttonTapped), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(controller.tapped === control)
        // Nobody up the chain has the method: dropped silently, as in UIKit.
        let before = Diagnostics.warningCount()
        control.addTarget(nil, action: Selector(ActionTarget.first), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(Diagnostics.warningCount() == before)
    }

    @Test func sendActionIsTheOverridePointForEveryPair() {
        final class Observing: UIControl {
            var sent: [String] = []
            override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
                sent.append(action.description)
                super.sendAction(action, to: target, for: event)
            }
        }
        let control = Observing(frame: .zero)
        let target = ActionTarget()
        control.addTarget(target, action: Selector(ActionTarget.first), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(control.sent == ["(ActionTarget) -> () -> ()"])
        #expect(target.log == ["first"])
    }

    @Test func aPrimaryActionInitializerRegistersIt() {
        var ran = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran += 1 })
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
    }

    @Test func theCoderInitializerBuildsTheDefaults() throws {
        let control = try #require(UIControl(coder: NSCoder()))
        #expect(control.isEnabled && !control.isSelected && control.state == .normal)
    }
}
