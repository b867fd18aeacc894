import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UISlider")
@MainActor
struct UISliderTests {
    /// A 228-point slider at (100, 100): its track runs x 100…328, and the 28-point thumb's
    /// centre travels from 114 to 314 (200 points for the whole range).
    static func makeSlider(in harness: GestureHarness) -> UISlider {
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 228, height: 30))
        harness.window.addSubview(slider)
        harness.window.layoutIfNeeded()
        return slider
    }

    /// UIKit's documented defaults: value 0 in 0…1, continuous.
    @Test func defaultsAreUIKits() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(slider.intrinsicContentSize.height == 30)
    }

    /// "If you try to set a value that is below the minimum or above the maximum value, the
    /// minimum or maximum value is set instead" (UISlider.value).
    @Test func valuesAreClampedAndNaNRefused() {
        let slider = UISlider()
        slider.value = 3
        #expect(slider.value == 1)
        slider.value = -2
        #expect(slider.value == 0)
        slider.value = 0.4
        slider.value = .nan
        #expect(slider.value == 0.4)
    }

    /// UISlider.minimumValue: "If you set the minimum value to a value larger than the
    /// maximum, the slider updates the maximum value to equal the minimum"; the value follows.
    @Test func raisingTheMinimumPastTheMaximumRaisesTheMaximum() {
        let slider = UISlider()
        slider.value = 0.5
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.value == 5)
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2 && slider.value == 2)
    }

    @Test func theThumbTravelsInsideTheTrack() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13, width: 228, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).midX == 14)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).midX == 214)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5) == CGRect(x: 100, y: 1, width: 28, height: 28))
    }

    @Test func draggingTheThumbSendsValueChangedAsItMoves() {
        let harness = GestureHarness()
        let slider = Self.makeSlider(in: harness)
        let recorder = ControlEventRecorder(slider)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 114, y: 115))   // on the thumb at value 0
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 164, y: 115))   // 50 of 200 points
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 214, y: 115))   // 100 of 200
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(abs(slider.value - 0.5) < 0.0001)
        #expect(recorder.text == "touchDown, valueChanged, touchDragInside, valueChanged, touchDragInside, touchUpInside")
    }

    /// The thumb keeps the offset at which it was grabbed: grabbing it 6 points right of its
    /// centre and moving 40 points moves the value by 40/200.
    @Test func theGrabOffsetIsKept() {
        let harness = GestureHarness()
        let slider = Self.makeSlider(in: harness)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 120, y: 115))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 160, y: 115))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(abs(slider.value - 0.2) < 0.0001)
    }

    /// On iOS a touch on the track away from the thumb does not move it.
    @Test func aTouchAwayFromTheThumbDoesNothing() {
        let harness = GestureHarness()
        let slider = Self.makeSlider(in: harness)
        let recorder = ControlEventRecorder(slider)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 260, y: 115))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 300, y: 115))
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(slider.value == 0)
        #expect(recorder.text == "")
    }

    /// `isContinuous = false`: "the slider sends an update event only when the user releases
    /// the slider's thumb control to set the final value".
    @Test func aDiscontinuousSliderReportsOnceOnLift() {
        let harness = GestureHarness()
        let slider = Self.makeSlider(in: harness)
        slider.isContinuous = false
        let recorder = ControlEventRecorder(slider)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 114, y: 115))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 164, y: 115))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 390, y: 115))   // past the end (within the slop): clamped at 1
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        #expect(slider.value == 1)
        #expect(recorder.log.filter { $0 == "valueChanged" }.count == 1)
        // Reported from `endTracking`, before the touch-up event.
        #expect(Array(recorder.log.suffix(2)) == ["valueChanged", "touchUpInside"])
    }

    @Test func settingTheValueInCodeSendsNothing() {
        let slider = UISlider()
        let recorder = ControlEventRecorder(slider)
        slider.value = 0.3
        slider.setValue(0.7, animated: true)
        #expect(recorder.text == "")
        #expect(slider.value == 0.7)
    }

    @Test func endImagesShortenTheTrack() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.minX == 36 && track.maxX == 264)
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5, width: 20, height: 20))
    }
}
