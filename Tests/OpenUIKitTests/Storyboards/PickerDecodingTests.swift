import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Picker views and date pickers made from a xib, with the elements and attributes Xcode
/// writes for them.
@Suite(.serialized)
@MainActor
struct PickerDecodingTests {
    static let objects = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="root-v">
            <rect key="frame" x="0.0" y="0.0" width="375" height="700"/>
            <subviews>
                <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pck-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="216"/>
                    <connections>
                        <outlet property="dataSource" destination="-1" id="out-1"/>
                        <outlet property="delegate" destination="-1" id="out-2"/>
                    </connections>
                </pickerView>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="5" style="wheels" id="dp-1">
                    <rect key="frame" x="0.0" y="220" width="375" height="216"/>
                    <date key="date" timeIntervalSinceReferenceDate="786085380">
                        <!--2025-11-29 05:03:00 +0000-->
                    </date>
                    <date key="minimumDate" timeIntervalSinceReferenceDate="757382400">
                        <!--2025-01-01 00:00:00 +0000-->
                    </date>
                    <date key="maximumDate" timeIntervalSinceReferenceDate="788918400">
                        <!--2026-01-01 00:00:00 +0000-->
                    </date>
                    <locale key="locale" localeIdentifier="en_GB"/>
                </datePicker>
                <datePicker contentMode="scaleToFill" datePickerMode="countDownTimer" countDownDuration="5400" id="dp-2">
                    <rect key="frame" x="0.0" y="440" width="375" height="216"/>
                </datePicker>
                <datePicker contentMode="scaleToFill" datePickerMode="time" style="compact" id="dp-3">
                    <rect key="frame" x="0.0" y="660" width="375" height="34"/>
                </datePicker>
            </subviews>
        </view>
        """

    @Test func pickersDecodeTheirInspectorValuesAndOutlets() throws {
        let owner = RecordingPickerSource([4, 2, 3])
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(Self.objects).utf8), bundle: nil)
        let before = Diagnostics.warningCount()
        let root = try #require(nib.instantiate(withOwner: owner, options: nil).first as? UIView)
        let warnings = Array(Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before))
        #expect(!warnings.contains { $0.contains("has no OpenUIKit class") || $0.contains("<date") || $0.contains("<locale") }, "\(warnings)")
        let picker = try #require(root.subviews.first as? UIPickerView)
        #expect(picker.dataSource === owner && picker.delegate === owner)
        #expect(picker.numberOfComponents == 3 && picker.numberOfRows(inComponent: 2) == 3)

        let date = try #require(root.subviews[1] as? UIDatePicker)
        #expect(date.datePickerMode == .date && date.minuteInterval == 5 && date.datePickerStyle == .wheels)
        #expect(date.locale.identifier == "en_GB")
        #expect(date.minimumDate == Date(timeIntervalSinceReferenceDate: 757_382_400))
        #expect(date.maximumDate == Date(timeIntervalSinceReferenceDate: 788_918_400))
        // A date-only picker shows no minutes, so its date is not rounded to the interval.
        #expect(date.date == Date(timeIntervalSinceReferenceDate: 786_085_380))

        let countDown = try #require(root.subviews[2] as? UIDatePicker)
        #expect(countDown.datePickerMode == .countDownTimer && countDown.countDownDuration == 5400)
        #expect(countDown.preferredDatePickerStyle == .automatic && countDown.datePickerStyle == .wheels)
        let compact = try #require(root.subviews[3] as? UIDatePicker)
        #expect(compact.datePickerMode == .time && compact.datePickerStyle == .compact)
    }

    @Test func anUnknownModeIsReported() throws {
        let objects = """
            <datePicker contentMode="scaleToFill" datePickerMode="century" id="dp-x">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
            </datePicker>
            """
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(objects).utf8), bundle: nil)
        let before = Diagnostics.warningCount()
        let picker = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIDatePicker)
        let warnings = Array(Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before))
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(warnings.contains { $0.contains("century") && $0.contains("dp-x") })
    }
}
