import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UIDatePicker")
@MainActor
struct UIDatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// 2026-11-29 (a Sunday) at `hour`:`minute` UTC.
    static func moment(hour: Int = 5, minute: Int = 3, day: Int = 29) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: 2026, month: 11, day: day, hour: hour, minute: minute))!
    }

    /// A wheels date picker in `locale`, in UTC, at `moment()`.
    static func wheels(_ mode: UIDatePicker.Mode, locale: String = "en_US") -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 40, y: 100, width: 320, height: 216))
        picker.preferredDatePickerStyle = .wheels
        picker.locale = Locale(identifier: locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        picker.calendar = calendar
        picker.timeZone = utc
        picker.datePickerMode = mode
        picker.date = moment()
        return picker
    }

    /// The titles of the rows the wheels have picked, left to right.
    static func pickedTitles(_ picker: UIDatePicker) -> [String] {
        guard let wheels = picker.wheelsView, let delegate = wheels.delegate else { return [] }
        return (0..<wheels.numberOfComponents).map {
            delegate.pickerView(wheels, titleForRow: wheels.selectedRow(inComponent: $0), forComponent: $0) ?? "-"
        }
    }

    /// UIKit's documented defaults: date and time, a one-minute interval, no bounds, a
    /// count-down of 0, the automatic style (compact on iOS 14 and later; wheels for the
    /// count-down), rounding to the interval, and now as the date.
    @Test func defaultsAreUIKits() {
        let before = Date()
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil && picker.timeZone == nil)
        #expect(picker.preferredDatePickerStyle == .automatic && picker.datePickerStyle == .compact)
        #expect(picker.roundsToMinuteInterval)
        #expect(abs(picker.date.timeIntervalSince(before)) < 5)
        #expect(picker.locale == Locale.current)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .date
        #expect(picker.datePickerStyle == .wheels, "inline is shown as wheels here")
        #expect(UIDatePicker.Mode.countDownTimer.rawValue == 3 && UIDatePickerStyle.inline.rawValue == 3)
    }

    @Test func theWheelsFollowTheModeAndTheLocale() {
        #expect(Self.pickedTitles(Self.wheels(.dateAndTime)) == ["Sun Nov 29", "5", "03", "AM"])
        #expect(Self.pickedTitles(Self.wheels(.date)) == ["November", "29", "2026"])
        #expect(Self.pickedTitles(Self.wheels(.time)) == ["5", "03", "AM"])
        #expect(Self.pickedTitles(Self.wheels(.yearAndMonth)) == ["November", "2026"])
        #expect(Self.pickedTitles(Self.wheels(.date, locale: "en_GB")) == ["29", "November", "2026"])
        #expect(Self.pickedTitles(Self.wheels(.time, locale: "de_DE")) == ["05", "03"], "a 24-hour clock has no AM/PM wheel")
        #expect(Self.pickedTitles(Self.wheels(.time, locale: "ko_KR")).first == "오전", "AM/PM comes first in Korean")
        let ja = Self.pickedTitles(Self.wheels(.date, locale: "ja_JP"))
        #expect(ja.first?.hasPrefix("2026") == true, "the year comes first in Japanese")
    }

    @Test func theCountDownIsInWholeMinutesBelowADay() {
        let picker = Self.wheels(.countDownTimer)
        picker.countDownDuration = 3700
        #expect(picker.countDownDuration == 3660)
        #expect(Self.pickedTitles(picker) == ["1 hour", "1 min"])
        picker.countDownDuration = 200_000
        #expect(picker.countDownDuration == 24 * 3600 - 60)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1, "an interval that does not divide 60 is refused")
    }

    @Test func datesInCodeAreBoundedAndRoundedWithoutAnEvent() {
        let picker = Self.wheels(.dateAndTime)
        let recorder = ControlEventRecorder(picker)
        picker.minimumDate = Self.moment(hour: 9, minute: 0)
        #expect(picker.date == Self.moment(hour: 9, minute: 0))
        picker.maximumDate = Self.moment(hour: 12, minute: 0)
        picker.date = Self.moment(hour: 15, minute: 0)
        #expect(picker.date == Self.moment(hour: 12, minute: 0))
        picker.minimumDate = Self.moment(hour: 13, minute: 0)
        picker.date = Self.moment(hour: 20, minute: 0)
        #expect(picker.date == Self.moment(hour: 20, minute: 0), "a minimum after the maximum disables both")
        picker.minimumDate = nil
        picker.maximumDate = nil
        picker.minuteInterval = 15
        picker.date = Self.moment(hour: 10, minute: 8)
        #expect(picker.date == Self.moment(hour: 10, minute: 15))
        #expect(Self.pickedTitles(picker) == ["Sun Nov 29", "10", "15", "AM"])
        #expect(recorder.log.isEmpty)
    }

    /// Turning a wheel is the user's change: `.valueChanged` once, the new date; turned
    /// beyond the maximum, the wheels spring back to it.
    @Test func turningAWheelChangesTheDateAndSpringsBackFromTheMaximum() throws {
        let harness = GestureHarness(size: CGSize(width: 400, height: 400))
        let frames = HeadlessFrameClock(window: harness.window)
        let picker = Self.wheels(.dateAndTime)
        harness.window.addSubview(picker)
        harness.window.layoutIfNeeded()
        let recorder = ControlEventRecorder(picker)
        let wheels = try #require(picker.wheelsView)
        let hourWheel = try #require(wheels.accessibilityElements?[1] as? UIAccessibilityElement)
        hourWheel.accessibilityIncrement()
        #expect(frames.runUntilIdle())
        #expect(picker.date == Self.moment(hour: 6, minute: 3))
        #expect(recorder.log == ["valueChanged"])
        picker.maximumDate = Self.moment(hour: 6, minute: 30)
        hourWheel.accessibilityIncrement()
        #expect(frames.runUntilIdle())
        #expect(picker.date == Self.moment(hour: 6, minute: 30))
        #expect(Self.pickedTitles(picker) == ["Sun Nov 29", "6", "30", "AM"], "the wheels sprang back to the maximum")
        #expect(recorder.log == ["valueChanged", "valueChanged"])
        // The day wheel: one day on.
        picker.maximumDate = nil
        let dayWheel = try #require(wheels.accessibilityElements?[0] as? UIAccessibilityElement)
        dayWheel.accessibilityIncrement()
        #expect(frames.runUntilIdle())
        #expect(picker.date == Self.moment(hour: 6, minute: 30, day: 30))
    }

    @Test func aDayBeyondTheMonthComesBackToItsLastDay() throws {
        let picker = Self.wheels(.date)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        picker.date = calendar.date(from: DateComponents(year: 2026, month: 1, day: 31, hour: 8))!
        let model = try #require(picker.wheelsView?.dataSource as? DatePickerWheels)
        // February 31st → February 28th, keeping the time of day.
        let date = model.date(fromRows: [1, 30, 2025], keeping: picker.date)
        #expect(date == calendar.date(from: DateComponents(year: 2026, month: 2, day: 28, hour: 8)))
    }

    /// The compact style: grey buttons at the trailing end; a tap shows wheels in a popover
    /// whose changes reach the picker as the user's.
    @Test func aCompactButtonOpensWheelsInAPopover() throws {
        let harness = GestureHarness(size: CGSize(width: 600, height: 500))
        let frames = HeadlessFrameClock(window: harness.window)
        let root = UIViewController()
        harness.window.rootViewController = root
        harness.window.makeKeyAndVisible()
        let picker = Self.wheels(.dateAndTime)
        picker.preferredDatePickerStyle = .compact
        picker.frame = CGRect(x: 20, y: 40, width: 400, height: 40)
        root.view.addSubview(picker)
        frames.advance(by: 0.1)
        #expect(picker.compactText(for: .date) == "Nov 29, 2026")
        let rects = picker.compactPartRects(in: picker.bounds)
        #expect(rects.map(\.part) == [.date, .time])
        #expect(abs(rects[1].rect.maxX - 400) < 0.01, "trailing aligned")
        #expect(picker.intrinsicContentSize.height == 34)
        let recorder = ControlEventRecorder(picker)
        let timeButton = picker.convert(CGPoint(x: rects[1].rect.midX, y: rects[1].rect.midY), to: nil)
        var script = harness.script()
        script.down(1, at: timeButton)
        script.wait(0.05)
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.6)
        let editor = try #require(root.presentedViewController as? DatePickerPopoverController)
        #expect(editor.popoverPresentationController?.presentationStyle == .popover)
        #expect(editor.wheels.datePickerMode == .time && editor.wheels.date == picker.date)
        #expect(picker.editingPart == .time)
        let hourWheel = try #require(editor.wheels.wheelsView?.accessibilityElements?[0] as? UIAccessibilityElement)
        hourWheel.accessibilityIncrement()
        #expect(frames.runUntilIdle())
        #expect(picker.date == Self.moment(hour: 6, minute: 3))
        #expect(recorder.log.filter { $0 == "valueChanged" } == ["valueChanged"])
    }
}
