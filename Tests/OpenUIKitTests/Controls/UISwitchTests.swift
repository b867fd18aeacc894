import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UISwitch")
@MainActor
struct UISwitchTests {
    static func makeSwitch(in harness: GestureHarness) -> UISwitch {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        harness.window.addSubview(toggle)
        harness.window.layoutIfNeeded()
        return toggle
    }

    /// UISwitch.init(frame:): "The size components of this rectangle are ignored"; a switch
    /// is 51×31 points.
    @Test func theSwitchKeepsItsOwnSize() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 300, height: 200))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
    }

    @Test func aTapTogglesAndReportsOnce() {
        let harness = GestureHarness()
        let toggle = Self.makeSwitch(in: harness)
        let recorder = ControlEventRecorder(toggle)
        var script = harness.script()
        script.tap(at: CGPoint(x: 120, y: 115))
        harness.send(script)
        #expect(toggle.isOn)
        // The switch turns in `endTracking`, which UIControl calls before it sends the
        // touch-up events, so the value change is reported first.
        #expect(recorder.text == "touchDown, valueChanged, touchUpInside")
        recorder.clear()
        script = harness.script()
        script.wait(1)
        script.tap(at: CGPoint(x: 140, y: 115))
        harness.send(script)
        #expect(!toggle.isOn)
        #expect(recorder.log.filter { $0 == "valueChanged" }.count == 1)
    }

    /// A drag ends on the side the thumb is on; ending where it started changes nothing.
    @Test func aDragEndsOnTheThumbsSide() {
        let harness = GestureHarness()
        let toggle = Self.makeSwitch(in: harness)
        let recorder = ControlEventRecorder(toggle)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 115, y: 115))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 140, y: 115))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 148, y: 115))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(toggle.isOn)
        #expect(recorder.log.filter { $0 == "valueChanged" }.count == 1)
        recorder.clear()
        script = harness.script()
        script.wait(1)
        script.down(1, at: CGPoint(x: 140, y: 115))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 108, y: 115))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 145, y: 115))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(toggle.isOn)
        #expect(!recorder.log.contains("valueChanged"))
    }

    @Test func settingTheStateInCodeSendsNothing() {
        let toggle = UISwitch()
        let recorder = ControlEventRecorder(toggle)
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn)
        #expect(recorder.text == "")
    }

    @Test func aDisabledSwitchIgnoresTaps() {
        let harness = GestureHarness()
        let toggle = Self.makeSwitch(in: harness)
        toggle.isEnabled = false
        var script = harness.script()
        script.tap(at: CGPoint(x: 120, y: 115))
        harness.send(script)
        #expect(!toggle.isOn)
    }
}
