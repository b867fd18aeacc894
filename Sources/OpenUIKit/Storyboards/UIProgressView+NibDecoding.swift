import Foundation

/// What a progress view reads from its storyboard or xib element.
extension UIProgressView {
    /// Decodes `progressViewStyle` (`default`, `bar`), `progress` and the two tint colours.
    func decodeProgressView(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let name = coder.element["progressViewStyle"] {
            switch name {
            case "default": progressViewStyle = .default
            case "bar": progressViewStyle = .bar
            default: coder.loader.warn("progressViewStyle=\"\(MessageText.quoted(name))\" is not a progress view style", at: coder.element)
            }
        }
        if let number = coder.number("progress") { progress = Float(number) }
        if let color = coder.color("progressTintColor") { progressTintColor = color }
        if let color = coder.color("trackTintColor") { trackTintColor = color }
    }
}
