import Foundation

/// What a control reads from its storyboard or xib element.
extension UIControl {
    /// Decodes enabled, selected, highlighted, whether a tap opens the menu, and the content
    /// alignments.
    func decodeControl(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let flag = coder.bool("enabled") { isEnabled = flag }
        if let flag = coder.bool("selected") { isSelected = flag }
        if let flag = coder.bool("highlighted") { isHighlighted = flag }
        if let flag = coder.bool("showsMenuAsPrimaryAction") { showsMenuAsPrimaryAction = flag }
        if let name = element["contentHorizontalAlignment"] {
            let alignments: [String: ContentHorizontalAlignment] = [
                "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing,
            ]
            if let alignment = alignments[name] { contentHorizontalAlignment = alignment } else {
                coder.loader.warn("contentHorizontalAlignment=\"\(MessageText.quoted(name))\" is not an alignment", at: element)
            }
        }
        if let name = element["contentVerticalAlignment"] {
            let alignments: [String: ContentVerticalAlignment] = ["center": .center, "top": .top, "bottom": .bottom, "fill": .fill]
            if let alignment = alignments[name] { contentVerticalAlignment = alignment } else {
                coder.loader.warn("contentVerticalAlignment=\"\(MessageText.quoted(name))\" is not an alignment", at: element)
            }
        }
    }
}
