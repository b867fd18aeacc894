import Foundation

/// What a stepper reads from its storyboard or xib element.
extension UIStepper {
    /// Decodes the range (`minimumValue`, `maximumValue`), `stepValue`, the value and the
    /// three switches (`continuous`, `autorepeat`, `wraps`).
    func decodeStepper(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let minimum = coder.number("minimumValue"), maximum = coder.number("maximumValue")
        // Widen before narrowing, so that no intermediate range is empty.
        if let maximum, maximum > minimumValue { maximumValue = maximum }
        if let minimum { minimumValue = minimum }
        if let maximum { maximumValue = maximum }
        if let step = coder.number("stepValue") { stepValue = step }
        if let number = coder.number("value") { value = number }
        if let flag = coder.bool("continuous") { isContinuous = flag }
        if let flag = coder.bool("autorepeat") { autorepeat = flag }
        if let flag = coder.bool("wraps") { wraps = flag }
    }
}
