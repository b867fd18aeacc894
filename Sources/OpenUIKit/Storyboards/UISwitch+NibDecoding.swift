import Foundation

/// What a switch reads from its storyboard or xib element.
extension UISwitch {
    /// Decodes `on` and the two tint colours.
    func decodeSwitch(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let flag = coder.bool("on") { isOn = flag }
        if let color = coder.color("onTintColor") { onTintColor = color }
        if let color = coder.color("thumbTintColor") { thumbTintColor = color }
    }
}
