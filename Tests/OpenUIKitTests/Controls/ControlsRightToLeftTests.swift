import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The standard controls mirrored right to left: Apple's Human Interface Guidelines say the
/// system's controls flip by themselves in a right-to-left context, so a switch is on at the
/// left, a slider's minimum and fill are at the right (a touch's value mirrored), a segmented
/// control's segment 0 is the rightmost (and touches find it there), a stepper's plus is at
/// the left, a progress view fills from the right and a page control's first dot is the
/// rightmost; `semanticContentAttribute =
/// .forceLeftToRight` keeps a control as it is in left-to-right text. Controls are forced
/// right to left with their own attribute, which touches nothing global, except in the one
/// test that changes the app's direction and puts it back in the same main-actor turn.
/// Reference images of the mirrored controls, beside `ControlsReferenceTests`' originals.
@MainActor
@Suite("Controls right to left", .serialized)
struct ControlsRightToLeftTests {
    let harness = GestureHarness()

    func add<Control: UIView>(_ control: Control) -> Control {
        control.semanticContentAttribute = .forceRightToLeft
        harness.window.addSubview(control)
        harness.window.layoutIfNeeded()
        return control
    }

    /// The thumb's centre in the switch's coordinates.
    func thumbCentre(_ toggle: UISwitch) -> CGFloat {
        toggle.subviews.first { $0 is ControlThumbView }!.frame.midX
    }

    @Test func aSwitchIsOnAtTheLeftAndADragLeftTurnsItOn() {
        let toggle = add(UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0)))
        // Inset 2 from a 51-point track: a 27-point thumb's centre is 15.5 or 35.5.
        #expect(thumbCentre(toggle) == 35.5, "off at the right")
        toggle.isOn = true
        #expect(thumbCentre(toggle) == 15.5, "on at the left")
        toggle.isOn = false
        var script = harness.script()
        script.down(1, at: CGPoint(x: 140, y: 115))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 115, y: 115))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 105, y: 115))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(toggle.isOn, "dragged to the left, it ends on")
        toggle.semanticContentAttribute = .forceLeftToRight
        toggle.layoutIfNeeded()
        #expect(thumbCentre(toggle) == 35.5, "forced left to right, on is at the right again")
    }

    @Test func aSliderRunsFromTheRightAndATouchsValueIsMirrored() {
        // A 228-point slider at (100, 100): the thumb's centre travels 200 points, from 314
        // (the minimum, at the right) to 114.
        let slider = add(UISlider(frame: CGRect(x: 100, y: 100, width: 228, height: 30)))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).midX == 214)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).midX == 14)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.25).midX == 164)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 314, y: 115))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 264, y: 115))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(abs(slider.value - 0.25) < 0.0001, "50 points to the left raise the value by a quarter (\(slider.value))")
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds).minX == 218, "the minimum's image at the right end")
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds).minX == 0, "the maximum's image at the left end")
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 26, y: 13, width: 176, height: 4), "the track between them")
    }

    @Test func segmentZeroIsTheRightmostAndTouchesFindSegmentsWhereTheyAreDrawn() {
        let control = add(UISegmentedControl(items: ["One", "Two", "Three"]))
        control.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
        harness.window.layoutIfNeeded()
        #expect(control.segmentRects().map(\.minX) == [200, 100, 0])
        var script = harness.script()
        script.tap(at: CGPoint(x: 320, y: 116))
        harness.send(script)
        #expect(control.selectedSegmentIndex == 0, "the rightmost segment is segment 0")
        script = harness.script()
        script.wait(1)
        script.tap(at: CGPoint(x: 80, y: 116))
        harness.send(script)
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func aSteppersPlusIsAtTheLeft() {
        // At (100, 100): the left half is x 100…147, the right half x 147…194.
        let stepper = add(UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0)))
        stepper.value = 5
        var script = harness.script()
        script.tap(at: CGPoint(x: 120, y: 116))
        harness.send(script)
        #expect(stepper.value == 6, "the left half steps up")
        script = harness.script()
        script.wait(1)
        script.tap(at: CGPoint(x: 170, y: 116))
        harness.send(script)
        #expect(stepper.value == 5, "the right half steps down")
    }

    @Test func aProgressViewFillsFromTheRight() {
        let progress = add(UIProgressView(frame: CGRect(x: 20, y: 20, width: 200, height: 4)))
        progress.progress = 0.25
        let fill = progress.subviews[1]
        #expect(fill.frame == CGRect(x: 150, y: 0, width: 50, height: 4))
    }

    @Test func aPageControlsFirstDotIsTheRightmostAndATapOnItsRightGoesBack() {
        // Five pages in a 200×26 control at (100, 100): dots 16 points apart around x = 200.
        let control = add(UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 26)))
        control.numberOfPages = 5
        control.currentPage = 2
        #expect((0..<5).map { control.indicatorCenter($0).x + 100 } == [232, 216, 200, 184, 168])
        var script = harness.script()
        script.tap(at: CGPoint(x: 260, y: 113))
        harness.send(script)
        #expect(control.currentPage == 1, "a tap right of the current dot, its leading side, goes back a page")
        script = harness.script()
        script.wait(1)
        script.down(1, at: CGPoint(x: 216, y: 113))
        script.move(1, to: CGPoint(x: 168, y: 113), duration: 0.2, steps: 6)
        script.up(1)
        harness.send(script)
        #expect(control.currentPage == 4, "scrubbing left reaches the last page")
    }

    /// In an app running right to left every control follows, and `.forceLeftToRight` keeps
    /// one as in left-to-right text.
    @Test func theAppsDirectionMirrorsControlsUnlessForcedLeftToRight() {
        let progress = UIProgressView(frame: CGRect(x: 20, y: 20, width: 200, height: 4))
        let forced = UIProgressView(frame: CGRect(x: 20, y: 40, width: 200, height: 4))
        forced.semanticContentAttribute = .forceLeftToRight
        progress.progress = 0.25
        forced.progress = 0.25
        harness.window.addSubview(progress)
        harness.window.addSubview(forced)
        let previous = UIApplication.shared.userInterfaceLayoutDirection
        UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
        harness.window.layoutIfNeeded()
        let mirrored = progress.subviews[1].frame.minX, kept = forced.subviews[1].frame.minX
        UIApplication.shared.setUserInterfaceLayoutDirection(previous)
        harness.window.layoutIfNeeded()
        #expect(mirrored == 150, "the app's direction reaches the control through its traits")
        #expect(kept == 0, "forced left to right, it fills from the left")
        #expect(progress.subviews[1].frame.minX == 0, "back left to right")
    }

    // MARK: Reference images

    /// `ControlsReferenceTests`' controls, each forced right to left and placed at the mirror
    /// image of its place there (the spinner, which has no direction, left out).
    func render(scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 300))
        window.screenScale = scale
        window.backgroundColor = .white
        func mirrored(_ frame: CGRect) -> CGRect {
            CGRect(x: 360 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        let sliderA = UISlider(frame: mirrored(CGRect(x: 20, y: 15, width: 150, height: 30)))
        sliderA.value = 0.3
        let sliderB = UISlider(frame: mirrored(CGRect(x: 190, y: 15, width: 150, height: 30)))
        sliderB.value = 0.8
        sliderB.minimumTrackTintColor = .systemOrange
        sliderB.isEnabled = false
        let off = UISwitch(frame: mirrored(CGRect(x: 20, y: 70, width: 51, height: 31)))
        let on = UISwitch(frame: mirrored(CGRect(x: 90, y: 70, width: 51, height: 31)))
        on.isOn = true
        let tinted = UISwitch(frame: mirrored(CGRect(x: 160, y: 70, width: 51, height: 31)))
        tinted.onTintColor = .systemPurple
        tinted.isOn = true
        let stepper = UIStepper(frame: mirrored(CGRect(x: 20, y: 125, width: 94, height: 32)))
        let stepperAtMax = UIStepper(frame: mirrored(CGRect(x: 130, y: 125, width: 94, height: 32)))
        stepperAtMax.value = 100
        let progress = UIProgressView(frame: mirrored(CGRect(x: 20, y: 190, width: 320, height: 4)))
        progress.progress = 0.6
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = mirrored(CGRect(x: 20, y: 220, width: 320, height: 4))
        bar.progress = 0.35
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.frame = mirrored(CGRect(x: 20, y: 250, width: 240, height: 32))
        segmented.selectedSegmentIndex = 1
        for view in [sliderA, sliderB, off, on, tinted, stepper, stepperAtMax, progress, bar, segmented] as [UIView] {
            view.semanticContentAttribute = .forceRightToLeft
            window.addSubview(view)
        }
        window.layoutIfNeeded()
        window.renderIfNeeded()
        return window
    }

    @Test func mirroredControlsAt1x() {
        ReferenceImage.assertMatches(render(scale: 1).backBuffer!, named: "controls-rtl@1x", tolerance: ControlsReferenceTests.tolerance)
    }

    @Test func mirroredControlsAt2x() {
        ReferenceImage.assertMatches(render(scale: 2).backBuffer!, named: "controls-rtl@2x", tolerance: ControlsReferenceTests.tolerance)
    }
}
