import Foundation

/// How a date picker shows its value and its editor, as UIKit's `UIDatePickerStyle` (iOS 13.4
/// and later). The raw values are UIKit's.
public enum UIDatePickerStyle: Int, Sendable {
    /// The best style for the mode: compact for the date and time modes, wheels for
    /// `.countDownTimer` and `.yearAndMonth`, as iOS 14 and later choose.
    case automatic = 0
    /// Spinning wheels, one per part of the value.
    case wheels = 1
    /// Rounded grey buttons showing the date and the time; tapping one shows an editor in a
    /// popover. Not available for `.countDownTimer` (wheels are used).
    case compact = 2
    /// An editor shown in place. iOS shows a month calendar; here the wheels are shown
    /// instead, and `datePickerStyle` reports `.wheels`.
    case inline = 3
}
