import Foundation

extension UIDatePicker {
    /// What a date picker picks, as UIKit's `UIDatePicker.Mode` (Swift 4.2 and later; before,
    /// `UIDatePickerMode`). The raw values are UIKit's.
    public enum Mode: Int, Sendable {
        /// An hour and a minute, with AM/PM where the locale uses a 12-hour clock
        /// (en_US: "5 | 03 | AM").
        case time = 0
        /// A day: month, day and year in the locale's order (en_US: "November | 29 | 2026").
        case date = 1
        /// A day and a time: the weekday, month and day in one wheel, then the hour, the
        /// minute and AM/PM (en_US: "Sun Nov 29 | 5 | 03 | AM"). UIKit's default.
        case dateAndTime = 2
        /// A duration in hours and minutes (`countDownDuration`); the date is ignored.
        case countDownTimer = 3
        /// A month and a year, in wheels only (iOS 17.4 and later).
        case yearAndMonth = 4
    }
}
