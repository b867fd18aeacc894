import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UISegmentedControl")
@MainActor
struct UISegmentedControlTests {
    /// Three equal segments of 100 points at (50, 100).
    static func makeControl(in harness: GestureHarness) -> UISegmentedControl {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
        harness.window.addSubview(control)
        return control
    }

    @Test func itemsBecomeSegmentsAndNothingIsSelected() {
        let control = UISegmentedControl(items: ["A", "B", 3])
        #expect(control.numberOfSegments == 2)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 1) == "B")
        #expect(control.frame.height == 32)
    }

    @Test func tappingASegmentSelectsItAndReportsOnce() {
        let harness = GestureHarness()
        let control = Self.makeControl(in: harness)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.tap(at: CGPoint(x: 180, y: 116))
        harness.send(script)
        #expect(control.selectedSegmentIndex == 1)
        #expect(recorder.text == "touchDown, valueChanged, touchUpInside")
        recorder.clear()
        script = harness.script()
        script.wait(1)
        script.tap(at: CGPoint(x: 190, y: 116))   // the selected one again: no change
        harness.send(script)
        #expect(!recorder.log.contains("valueChanged"))
    }

    @Test func aDisabledSegmentCannotBeSelected() {
        let harness = GestureHarness()
        let control = Self.makeControl(in: harness)
        control.setEnabled(false, forSegmentAt: 2)
        var script = harness.script()
        script.tap(at: CGPoint(x: 300, y: 116))
        harness.send(script)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    /// isMomentary: the segment is selected while its actions run, then none is.
    @Test func aMomentaryControlSelectsOnlyDuringItsActions() {
        let harness = GestureHarness()
        let control = Self.makeControl(in: harness)
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(UIAction { _ in seen.append(control.selectedSegmentIndex) }, for: .valueChanged)
        var script = harness.script()
        script.tap(at: CGPoint(x: 80, y: 116))
        harness.send(script)
        #expect(seen == [0])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func insertingAndRemovingKeepTheSelectionOnItsSegment() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Z")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.insertSegment(withTitle: "end", at: 99, animated: false)
        #expect(control.titleForSegment(at: 2) == "end")
    }

    @Test func fixedWidthsComeFirst() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 100 && control.widthForSegment(at: 1) == 0)
        // The natural width: every segment as wide as the widest title.
        let natural = control.intrinsicContentSize
        #expect(natural.height == 32 && natural.width > 100)
    }
}

@Suite("UIActivityIndicatorView")
@MainActor
struct UIActivityIndicatorViewTests {
    @Test func defaultsAndSizes() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.frame.size == CGSize(width: 20, height: 20))
        #expect(medium.isHidden && medium.hidesWhenStopped && !medium.isAnimating)
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
    }

    /// The wheel steps only while it animates in a window and is shown: 0 ticks otherwise.
    @Test func itStepsOnlyWhileAnimatingAndShown() {
        let harness = GestureHarness()
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        harness.advance(by: 1)
        #expect(spinner.stepsTaken == 0)   // in no window yet
        harness.window.addSubview(spinner)
        harness.advance(by: 1.05)
        #expect(spinner.stepsTaken == 10)
        spinner.isHidden = true
        harness.advance(by: 1)
        #expect(spinner.stepsTaken == 10)
        spinner.isHidden = false
        harness.advance(by: 0.25)
        #expect(spinner.stepsTaken == 12)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        harness.advance(by: 1)
        #expect(spinner.stepsTaken == 12)
        #expect(harness.clock.pendingTimerCount == 0)
    }
}
