import Foundation

/// What a label reads from its storyboard or xib element.
extension UILabel {
    /// Decodes the text, font, colour, alignment, line count and line break mode.
    func decodeLabel(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let text = coder.string("text") { self.text = text }
        if let fontElement = element.child("fontDescription", key: "fontDescription"), let font = coder.loader.font(fontElement) {
            self.font = font
        }
        if let color = coder.color("textColor") { textColor = color }
        if let lines = coder.integer("numberOfLines") { numberOfLines = lines }
        if let flag = coder.bool("adjustsFontForContentSizeCategory") { adjustsFontForContentSizeCategory = flag }
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
        if let mode = element["lineBreakMode"] {
            switch mode {
            case "wordWrap": lineBreakMode = .byWordWrapping
            case "characterWrap": lineBreakMode = .byCharWrapping
            case "clip": lineBreakMode = .byClipping
            case "headTruncation": lineBreakMode = .byTruncatingHead
            case "tailTruncation": lineBreakMode = .byTruncatingTail
            case "middleTruncation": lineBreakMode = .byTruncatingMiddle
            default: coder.loader.warn("lineBreakMode=\"\(MessageText.quoted(mode))\" is not a line break mode", at: element)
            }
        }
    }
}
