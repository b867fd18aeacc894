import Foundation

/// What every bar item reads from its storyboard or xib element.
extension UIBarItem {
    /// Decodes the title, the images (by name from the bundle), `enabled` and `tag`.
    func decodeBarItem(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let title = coder.string("title") { self.title = title }
        if let name = element["image"] { image = coder.loader.image(named: name, at: element) }
        if let name = element["landscapeImage"] { landscapeImagePhone = coder.loader.image(named: name, at: element) }
        if let flag = coder.bool("enabled") { isEnabled = flag }
        if let tag = coder.integer("tag") { self.tag = tag }
        if let insets = element.children.first(where: { $0.key == "imageInsets" }),
           let value = coder.report({ () throws(IBError) in try insets.edgeInsets() }) {
            imageInsets = value
        }
    }
}
