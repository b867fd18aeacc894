import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The standard controls made from a xib, with the attributes Xcode writes for them.
@Suite(.serialized)
@MainActor
struct ControlDecodingTests {
    static let objects = """
        <view contentMode="scaleToFill" id="root-v">
            <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            <subviews>
                <slider opaque="NO" contentMode="scaleToFill" value="25" minValue="10" maxValue="50" continuous="NO" id="sld-1">
                    <rect key="frame" x="18" y="20" width="339" height="30"/>
                    <color key="minimumTrackTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </slider>
                <switch opaque="NO" contentMode="scaleToFill" on="YES" id="sw-1">
                    <rect key="frame" x="20" y="70" width="51" height="31"/>
                    <color key="onTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </switch>
                <stepper opaque="NO" contentMode="scaleToFill" value="4" minimumValue="2" maximumValue="8" stepValue="2" wraps="YES" autorepeat="NO" id="stp-1">
                    <rect key="frame" x="20" y="120" width="94" height="32"/>
                </stepper>
                <progressView opaque="NO" contentMode="scaleToFill" progressViewStyle="bar" progress="0.75" id="prg-1">
                    <rect key="frame" x="20" y="170" width="335" height="4"/>
                </progressView>
                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="seg-1">
                    <rect key="frame" x="20" y="200" width="200" height="32"/>
                    <segments>
                        <segment title="First"/>
                        <segment title="Second" enabled="NO"/>
                        <segment title="Third" width="80"/>
                    </segments>
                </segmentedControl>
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" animating="YES" style="whiteLarge" id="act-1">
                    <rect key="frame" x="20" y="250" width="37" height="37"/>
                </activityIndicatorView>
            </subviews>
        </view>
        """

    @Test func theControlsDecodeTheirInspectorValues() throws {
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(Self.objects).utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let views = root.subviews
        let slider = try #require(views.first as? UISlider)
        #expect(slider.minimumValue == 10 && slider.maximumValue == 50 && slider.value == 25 && !slider.isContinuous)
        #expect(slider.minimumTrackTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let toggle = try #require(views[1] as? UISwitch)
        #expect(toggle.isOn && toggle.onTintColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        let stepper = try #require(views[2] as? UIStepper)
        #expect(stepper.minimumValue == 2 && stepper.maximumValue == 8 && stepper.stepValue == 2 && stepper.value == 4)
        #expect(stepper.wraps && !stepper.autorepeat)
        let progress = try #require(views[3] as? UIProgressView)
        #expect(progress.progressViewStyle == .bar && progress.progress == 0.75)
        let segmented = try #require(views[4] as? UISegmentedControl)
        #expect(segmented.numberOfSegments == 3 && segmented.titleForSegment(at: 2) == "Third")
        #expect(segmented.selectedSegmentIndex == 1 && !segmented.isEnabledForSegment(at: 1) && segmented.widthForSegment(at: 2) == 80)
        let spinner = try #require(views[5] as? UIActivityIndicatorView)
        #expect(spinner.isAnimating && !spinner.isHidden)
        #expect(spinner.style.rawValue == 0 && spinner.color == .white)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    }
}
