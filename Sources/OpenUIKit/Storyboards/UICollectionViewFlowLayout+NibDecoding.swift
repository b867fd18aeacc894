import Foundation

/// What a flow layout reads from its `<collectionViewFlowLayout>` element.
extension UICollectionViewFlowLayout {
    /// Decodes the spacings, scroll direction, sizes and section inset.
    func decodeFlowLayout(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let spacing = coder.number("minimumLineSpacing") { minimumLineSpacing = CGFloat(spacing) }
        if let spacing = coder.number("minimumInteritemSpacing") { minimumInteritemSpacing = CGFloat(spacing) }
        if let direction = element["scrollDirection"] {
            switch direction {
            case "vertical": scrollDirection = .vertical
            case "horizontal": scrollDirection = .horizontal
            default: coder.loader.warn("scrollDirection=\"\(MessageText.quoted(direction))\" is not a scroll direction", at: element)
            }
        }
        for child in element.children(named: "size") {
            guard let size = coder.report({ () throws(IBError) in try child.size() }) else { continue }
            switch child.key {
            case "itemSize": itemSize = size
            case "estimatedItemSize": estimatedItemSize = size
            case "headerReferenceSize": headerReferenceSize = size
            case "footerReferenceSize": footerReferenceSize = size
            default: coder.loader.warn("a flow layout's <size key=\"\(MessageText.quoted(child.key ?? ""))\"> is not one it has", at: child)
            }
        }
        if let inset = element.children.first(where: { $0.key == "sectionInset" }),
           let insets = coder.report({ () throws(IBError) in try inset.edgeInsets() }) {
            sectionInset = insets
        }
    }
}
