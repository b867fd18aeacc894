import Foundation

/// What an image view reads from its storyboard or xib element.
extension UIImageView {
    /// Decodes the image, by name from the document's bundle.
    func decodeImageView(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let name = coder.element["image"] { image = coder.loader.image(named: name, at: coder.element) }
    }
}
