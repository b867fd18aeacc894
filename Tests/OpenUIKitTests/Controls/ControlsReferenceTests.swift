import Foundation
import OpenUIKit
import TestSupport
import Testing

/// Reference images of the standard controls as iOS draws them: sliders, switches, steppers,
/// progress views, a segmented control and an activity indicator, in a row each, at 1× and 2×.
///
/// Tolerance 6 (of 255): antialiased edges and the blurred shadows may round differently
/// across Cairo builds; a wrong colour, size or position changes pixels by far more.
@MainActor
@Suite struct ControlsReferenceTests {
    static let tolerance = 6

    func render(scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 300))
        window.screenScale = scale
        window.backgroundColor = .white
        let sliderA = UISlider(frame: CGRect(x: 20, y: 15, width: 150, height: 30))
        sliderA.value = 0.3
        let sliderB = UISlider(frame: CGRect(x: 190, y: 15, width: 150, height: 30))
        sliderB.value = 0.8
        sliderB.minimumTrackTintColor = .systemOrange
        sliderB.isEnabled = false
        let off = UISwitch(frame: CGRect(x: 20, y: 70, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 90, y: 70, width: 0, height: 0))
        on.isOn = true
        let tinted = UISwitch(frame: CGRect(x: 160, y: 70, width: 0, height: 0))
        tinted.onTintColor = .systemPurple
        tinted.isOn = true
        let stepper = UIStepper(frame: CGRect(x: 20, y: 125, width: 0, height: 0))
        let stepperAtMax = UIStepper(frame: CGRect(x: 130, y: 125, width: 0, height: 0))
        stepperAtMax.value = 100
        let progress = UIProgressView(frame: CGRect(x: 20, y: 190, width: 320, height: 4))
        progress.progress = 0.6
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 20, y: 220, width: 320, height: 4)
        bar.progress = 0.35
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.frame = CGRect(x: 20, y: 250, width: 240, height: 32)
        segmented.selectedSegmentIndex = 1
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.frame.origin = CGPoint(x: 290, y: 247)
        spinner.startAnimating()
        for view in [sliderA, sliderB, off, on, tinted, stepper, stepperAtMax, progress, bar, segmented, spinner] as [UIView] {
            window.addSubview(view)
        }
        window.layoutIfNeeded()
        window.renderIfNeeded()
        return window
    }

    @Test func controlsAt1x() {
        ReferenceImage.assertMatches(render(scale: 1).backBuffer!, named: "controls@1x", tolerance: Self.tolerance)
    }

    @Test func controlsAt2x() {
        ReferenceImage.assertMatches(render(scale: 2).backBuffer!, named: "controls@2x", tolerance: Self.tolerance)
    }
}
