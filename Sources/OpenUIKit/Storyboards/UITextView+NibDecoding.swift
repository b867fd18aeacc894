import Foundation

/// What a text view reads from its storyboard or xib element.
extension UITextView {
    /// Decodes the text, font, colour, alignment, editable and selectable flags, the
    /// container inset and the input traits (the scroll view's attributes are the scroll
    /// view's to decode).
    func decodeTextView(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let text = coder.string("text") { self.text = text }
        if let fontElement = element.child("fontDescription", key: "fontDescription"), let font = coder.loader.font(fontElement) {
            self.font = font
        }
        if let color = coder.color("textColor") { textColor = color }
        if let flag = coder.bool("editable") { isEditable = flag }
        if let flag = coder.bool("selectable") { isSelectable = flag }
        if let inset = element.child("inset", key: "textContainerInset") ?? element.child("edgeInsets", key: "textContainerInset") {
            if let insets = coder.report({ () throws(IBError) in try inset.edgeInsets() }) { textContainerInset = insets }
        }
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
        NibInputTraits(coder: coder)?.apply(to: self)
    }
}
