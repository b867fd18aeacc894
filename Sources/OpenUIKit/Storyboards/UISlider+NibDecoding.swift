import Foundation

/// What a slider reads from its storyboard or xib element.
extension UISlider {
    /// Decodes the range (`minValue`, `maxValue`) before the value, `continuous`, the end
    /// images by name and the three tint colours.
    func decodeSlider(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let number = coder.number("maxValue") { maximumValue = Float(number) }
        if let number = coder.number("minValue") { minimumValue = Float(number) }
        if let number = coder.number("value") { value = Float(number) }
        if let flag = coder.bool("continuous") { isContinuous = flag }
        if let name = coder.element["minimumValueImage"] { minimumValueImage = coder.loader.image(named: name, at: coder.element) }
        if let name = coder.element["maximumValueImage"] { maximumValueImage = coder.loader.image(named: name, at: coder.element) }
        if let color = coder.color("minimumTrackTintColor") { minimumTrackTintColor = color }
        if let color = coder.color("maximumTrackTintColor") { maximumTrackTintColor = color }
        if let color = coder.color("thumbTintColor") { thumbTintColor = color }
    }
}
