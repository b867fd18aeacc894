import Foundation

/// What an activity indicator reads from its storyboard or xib element.
extension UIActivityIndicatorView {
    /// Decodes `style` (the current names and the older `gray`, `white` and `whiteLarge`),
    /// `hidesWhenStopped`, the `color`, and `animating` last, so that an indicator the
    /// storyboard starts is shown.
    func decodeActivityIndicator(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let name = coder.element["style"] {
            let raw: [String: Int] = ["whiteLarge": 0, "white": 1, "gray": 2, "medium": 100, "large": 101]
            if let value = raw[name], let style = Style(rawValue: value) {
                self.style = style
            } else {
                coder.loader.warn("style=\"\(MessageText.quoted(name))\" is not an activity indicator style", at: coder.element)
            }
        }
        if let flag = coder.bool("hidesWhenStopped") { hidesWhenStopped = flag }
        if let color = coder.color("color") { self.color = color }
        if coder.bool("animating") == true { startAnimating() }
    }
}
