import Foundation

/// The wheels of a `UIDatePicker` in wheels style: which wheels a mode shows, in the locale's
/// order, their rows' titles, the rows that show a date, and the date a set of rows means.
/// It is the data source and delegate of the date picker's `UIPickerView`.
///
/// The order and the words come from Foundation: the locale's date pattern for month, day
/// and year (`DateFormatter.dateFormat(fromTemplate:options:locale:)`), its time pattern for
/// the hour, minute and AM/PM (where AM/PM goes, whether the clock has 12 or 24 hours), and
/// its month names and AM/PM symbols.
@MainActor
final class DatePickerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    /// What one wheel shows.
    enum Wheel: Equatable {
        /// Whole days around `dayAnchor` ("Sun Nov 29").
        case day
        case month
        case dayOfMonth
        case year
        /// Hours on a 12-hour clock (1…12) or a 24-hour one (00…23).
        case hour(twelveHour: Bool)
        case minute
        case meridiem
        case countDownHours
        case countDownMinutes
    }

    /// How many days either side of the anchor the day wheel of `.dateAndTime` reaches.
    static let daysEachWay = 1000
    /// The years the year wheel offers.
    static let years = 1...9999

    let locale: Locale
    /// The picker's calendar, in the picker's time zone.
    let calendar: Calendar
    let minuteInterval: Int
    private(set) var wheels: [Wheel] = []
    /// The first moment of the day in the middle of the day wheel.
    private(set) var dayAnchor: Date
    /// Called when the user brings a wheel to rest on a new row.
    var userDidTurn: (() -> Void)?

    private let dayFormatter = DateFormatter()
    private let monthFormatter = DateFormatter()
    private let dayOfMonthFormatter = DateFormatter()
    private let yearFormatter = DateFormatter()
    private let symbols = DateFormatter()

    init(mode: UIDatePicker.Mode, locale: Locale, calendar: Calendar, minuteInterval: Int, around date: Date) {
        self.locale = locale
        self.calendar = calendar
        self.minuteInterval = max(1, minuteInterval)
        dayAnchor = calendar.startOfDay(for: date)
        super.init()
        for formatter in [dayFormatter, monthFormatter, dayOfMonthFormatter, yearFormatter, symbols] {
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
        }
        // iOS writes the day wheel without the pattern's commas ("Sun Nov 29").
        dayFormatter.dateFormat = pattern("EEEMMMd").replacingOccurrences(of: ",", with: "")
        monthFormatter.dateFormat = pattern("MMMM")
        dayOfMonthFormatter.dateFormat = pattern("d")
        yearFormatter.dateFormat = pattern("y")
        wheels = Self.wheels(for: mode, locale: locale)
    }

    private func pattern(_ template: String) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
    }

    /// The wheels of `mode`, left to right, in `locale`'s order.
    static func wheels(for mode: UIDatePicker.Mode, locale: Locale) -> [Wheel] {
        switch mode {
        case .date: return dateWheels(template: "MMMMdy", locale: locale)
        case .yearAndMonth: return dateWheels(template: "MMMMy", locale: locale)
        case .time: return timeWheels(locale: locale)
        case .dateAndTime: return [.day] + timeWheels(locale: locale)
        case .countDownTimer: return [.countDownHours, .countDownMinutes]
        }
    }

    /// Month, day and year in the order their letters come in the locale's pattern.
    private static func dateWheels(template: String, locale: Locale) -> [Wheel] {
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        var found: [(String.Index, Wheel)] = []
        let letters: [(Character, Wheel)] = [("M", .month), ("L", .month), ("d", .dayOfMonth), ("y", .year)]
        for (letter, wheel) in letters where template.contains(letter == "L" ? "M" : letter) {
            if let index = pattern.firstIndex(of: letter), !found.contains(where: { $0.1 == wheel }) { found.append((index, wheel)) }
        }
        let ordered = found.sorted { $0.0 < $1.0 }.map(\.1)
        // A pattern missing a field still gets the wheel, last.
        let wanted: [Wheel] = template.contains("d") ? [.month, .dayOfMonth, .year] : [.month, .year]
        return ordered + wanted.filter { !ordered.contains($0) }
    }

    /// Hour and minute, with AM/PM before or after them where the locale's clock has 12 hours.
    private static func timeWheels(locale: Locale) -> [Wheel] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: locale) ?? "h:mm a"
        let twelveHour = pattern.contains("h") || pattern.contains("K")
        guard twelveHour else { return [.hour(twelveHour: false), .minute] }
        let meridiem = pattern.firstIndex(of: "a")
        let hour = pattern.firstIndex(where: { $0 == "h" || $0 == "K" })
        if let meridiem, let hour, meridiem < hour { return [.meridiem, .hour(twelveHour: true), .minute] }
        return [.hour(twelveHour: true), .minute, .meridiem]
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard wheels.indices.contains(component) else { return 0 }
        switch wheels[component] {
        case .day: return 2 * Self.daysEachWay + 1
        case .month: return calendar.maximumRange(of: .month)?.count ?? 12
        case .dayOfMonth: return calendar.maximumRange(of: .day)?.count ?? 31
        case .year: return Self.years.count
        case .hour(let twelveHour): return twelveHour ? 12 : 24
        case .minute, .countDownMinutes: return 60 / minuteInterval
        case .meridiem: return 2
        case .countDownHours: return 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard wheels.indices.contains(component) else { return nil }
        return title(of: wheels[component], row: row)
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard wheels.indices.contains(component) else { return 0 }
        let available = pickerView.bounds.width - 2 * UIPickerView.sideInsetInPoints
            - UIPickerView.componentSpacingInPoints * CGFloat(max(wheels.count - 1, 0))
        let shares = wheels.map(Self.widthShare)
        return max(0, available * Self.widthShare(wheels[component]) / shares.reduce(0, +))
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        userDidTurn?()
    }

    /// How wide a wheel is relative to the others: the day and month wheels hold words.
    private static func widthShare(_ wheel: Wheel) -> CGFloat {
        switch wheel {
        case .day: 3
        case .month: 2.4
        case .year, .countDownHours, .countDownMinutes: 1.6
        default: 1
        }
    }

    /// The title of `row` of `wheel`.
    func title(of wheel: Wheel, row: Int) -> String {
        switch wheel {
        case .day:
            let day = calendar.date(byAdding: .day, value: row - Self.daysEachWay, to: dayAnchor) ?? dayAnchor
            return dayFormatter.string(from: day)
        case .month:
            let date = calendar.date(from: DateComponents(year: 2001, month: row + 1, day: 1)) ?? dayAnchor
            return monthFormatter.string(from: date)
        case .dayOfMonth:
            let date = calendar.date(from: DateComponents(year: 2001, month: 1, day: row + 1)) ?? dayAnchor
            return dayOfMonthFormatter.string(from: date)
        case .year:
            let date = calendar.date(from: DateComponents(year: Self.years.lowerBound + row, month: 1, day: 1)) ?? dayAnchor
            return yearFormatter.string(from: date)
        case .hour(let twelveHour):
            return twelveHour ? String(row + 1) : String(format: "%02d", row)
        case .minute:
            return String(format: "%02d", row * minuteInterval)
        case .meridiem:
            return row == 0 ? symbols.amSymbol : symbols.pmSymbol
        case .countDownHours:
            return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes:
            return "\(row * minuteInterval) min"
        }
    }

    // MARK: Dates and rows

    /// Moves the day wheel's middle to `date`'s day when `date` lies beyond its reach.
    /// Returns whether it moved (the wheel's titles changed).
    func reanchorIfNeeded(for date: Date) -> Bool {
        let days = calendar.dateComponents([.day], from: dayAnchor, to: calendar.startOfDay(for: date)).day ?? 0
        guard abs(days) > Self.daysEachWay else { return false }
        dayAnchor = calendar.startOfDay(for: date)
        return true
    }

    /// The row of each wheel that shows `date` (or, counting down, `duration`).
    func rows(for date: Date, duration: TimeInterval) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let totalMinutes = Int(duration / 60)
        return wheels.map { wheel in
            switch wheel {
            case .day:
                let days = calendar.dateComponents([.day], from: dayAnchor, to: calendar.startOfDay(for: date)).day ?? 0
                return min(max(days + Self.daysEachWay, 0), 2 * Self.daysEachWay)
            case .month: return (parts.month ?? 1) - 1
            case .dayOfMonth: return (parts.day ?? 1) - 1
            case .year: return min(max((parts.year ?? 2001) - Self.years.lowerBound, 0), Self.years.count - 1)
            case .hour(let twelveHour):
                let hour = parts.hour ?? 0
                return twelveHour ? (hour % 12 == 0 ? 11 : hour % 12 - 1) : hour
            case .minute: return (parts.minute ?? 0) / minuteInterval
            case .meridiem: return (parts.hour ?? 0) < 12 ? 0 : 1
            case .countDownHours: return min(totalMinutes / 60, 23)
            case .countDownMinutes: return (totalMinutes % 60) / minuteInterval
            }
        }
    }

    /// The date the rows show, keeping from `base` what the wheels do not show (the time of a
    /// date-only picker, the day of a time-only one). A day beyond the month's last comes
    /// back to the last (the 31st of February is the 28th or 29th).
    func date(fromRows rows: [Int], keeping base: Date) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: base)
        var hour12: Int?
        var afternoon: Bool?
        for (wheel, row) in zip(wheels, rows) {
            switch wheel {
            case .day:
                let day = calendar.date(byAdding: .day, value: row - Self.daysEachWay, to: dayAnchor) ?? dayAnchor
                let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
                parts.year = dayParts.year
                parts.month = dayParts.month
                parts.day = dayParts.day
            case .month: parts.month = row + 1
            case .dayOfMonth: parts.day = row + 1
            case .year: parts.year = Self.years.lowerBound + row
            case .hour(let twelveHour):
                if twelveHour { hour12 = row + 1 } else { parts.hour = row }
            case .minute: parts.minute = row * minuteInterval
            case .meridiem: afternoon = row == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if hour12 != nil || afternoon != nil {
            let current = parts.hour ?? 0
            let inHalf = hour12.map { $0 % 12 } ?? current % 12
            let pm = afternoon ?? (current >= 12)
            parts.hour = inHalf + (pm ? 12 : 0)
        }
        if wheels.contains(where: { if case .minute = $0 { return true }; return false }) { parts.second = 0 }
        // The last day of the month picked, so an impossible day comes back to it.
        if let year = parts.year, let month = parts.month,
           let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
           let days = calendar.range(of: .day, in: .month, for: first)?.count {
            parts.day = min(parts.day ?? 1, days)
        }
        return calendar.date(from: parts) ?? base
    }

    /// The duration the count-down wheels show, in seconds.
    func duration(fromRows rows: [Int]) -> TimeInterval {
        var minutes = 0
        for (wheel, row) in zip(wheels, rows) {
            if wheel == .countDownHours { minutes += row * 60 }
            if wheel == .countDownMinutes { minutes += row * minuteInterval }
        }
        return TimeInterval(minutes * 60)
    }
}
