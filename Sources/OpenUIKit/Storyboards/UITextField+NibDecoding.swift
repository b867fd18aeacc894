import Foundation

/// What a text field reads from its storyboard or xib element.
extension UITextField {
    /// Decodes the text, placeholder, font, colour, alignment, border style, clear button
    /// mode, font shrinking and (from `<textInputTraits>`) the input traits.
    func decodeTextField(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let text = coder.string("text") { self.text = text }
        if let placeholder = coder.string("placeholder") { self.placeholder = placeholder }
        if let fontElement = element.child("fontDescription", key: "fontDescription"), let font = coder.loader.font(fontElement) {
            self.font = font
        }
        if let color = coder.color("textColor") { textColor = color }
        if let flag = coder.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = flag }
        if let size = coder.number("minimumFontSize") { minimumFontSize = CGFloat(size) }
        if let flag = coder.bool("clearsOnBeginEditing") { clearsOnBeginEditing = flag }
        if let alignment = element["textAlignment"] {
            switch alignment {
            case "left": textAlignment = .left
            case "center": textAlignment = .center
            case "right": textAlignment = .right
            case "justified": textAlignment = .justified
            case "natural": textAlignment = .natural
            default: coder.loader.warn("textAlignment=\"\(MessageText.quoted(alignment))\" is not an alignment", at: element)
            }
        }
        if let style = element["borderStyle"] {
            switch style {
            case "none": borderStyle = .none
            case "line": borderStyle = .line
            case "bezel": borderStyle = .bezel
            case "roundedRect": borderStyle = .roundedRect
            default: coder.loader.warn("borderStyle=\"\(MessageText.quoted(style))\" is not a text field border style", at: element)
            }
        }
        if let mode = element["clearButtonMode"] {
            switch mode {
            case "never": clearButtonMode = .never
            case "whileEditing": clearButtonMode = .whileEditing
            case "unlessEditing": clearButtonMode = .unlessEditing
            case "always": clearButtonMode = .always
            default: coder.loader.warn("clearButtonMode=\"\(MessageText.quoted(mode))\" is not a view mode", at: element)
            }
        }
        NibInputTraits(coder: coder)?.apply(to: self)
    }
}
