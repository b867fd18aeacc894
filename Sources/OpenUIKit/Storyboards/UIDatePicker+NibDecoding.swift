import Foundation

/// What a date picker reads from its storyboard or xib element.
extension UIDatePicker {
    /// Interface Builder's names for the modes.
    static let nibModes: [String: Mode] = [
        "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer, "yearAndMonth": .yearAndMonth,
    ]
    /// Interface Builder's names for the styles (no `style` attribute is automatic).
    static let nibStyles: [String: UIDatePickerStyle] = [
        "automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline,
    ]

    /// Decodes `datePickerMode`, `style`, `minuteInterval`, `roundsToMinuteInterval`, the
    /// `<locale key="locale">`, the `<date>`s `minimumDate`, `maximumDate` and `date`, and
    /// `countDownDuration`.
    func decodeDatePicker(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let name = element["datePickerMode"] {
            if let mode = Self.nibModes[name] { datePickerMode = mode } else {
                coder.loader.warn("datePickerMode=\"\(MessageText.quoted(name))\" is not a date picker mode; dateAndTime is used", at: element)
            }
        }
        if let name = element["style"] {
            if let style = Self.nibStyles[name] { preferredDatePickerStyle = style } else {
                coder.loader.warn("style=\"\(MessageText.quoted(name))\" is not a date picker style; automatic is used", at: element)
            }
        }
        if let interval = coder.integer("minuteInterval") { minuteInterval = interval }
        if let flag = coder.bool("roundsToMinuteInterval") { roundsToMinuteInterval = flag }
        if let identifier = element.child("locale", key: "locale")?["localeIdentifier"] { locale = Locale(identifier: identifier) }
        if let date = nibDate("minimumDate", coder) { minimumDate = date }
        if let date = nibDate("maximumDate", coder) { maximumDate = date }
        if let date = nibDate("date", coder) { self.date = date }
        if let duration = coder.number("countDownDuration") { countDownDuration = duration }
    }

    /// A `<date key=… timeIntervalSinceReferenceDate=…>` child as a date; nil when absent or
    /// malformed (reported).
    private func nibDate(_ key: String, _ coder: NibCoder) -> Date? {
        guard let child = coder.element.child("date", key: key) else { return nil }
        guard let seconds = coder.report({ () throws(IBError) in try child.number("timeIntervalSinceReferenceDate") }) ?? nil,
              seconds.isFinite else {
            if child["timeIntervalSinceReferenceDate"] == nil {
                coder.loader.warn("<date key=\"\(key)\"> has no timeIntervalSinceReferenceDate; it is ignored", at: child)
            }
            return nil
        }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}
