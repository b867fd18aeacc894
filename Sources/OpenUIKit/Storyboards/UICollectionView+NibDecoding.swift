import Foundation

/// What a collection view reads from its storyboard or xib element: its layout, and its
/// prototype cells and supplementary views, registered under their reuse identifiers.
extension UICollectionView {
    /// The supplementary prototypes' keys and the kinds they register for.
    static let supplementaryPrototypeKinds: [String: String] = [
        "sectionHeaderView": UICollectionView.elementKindSectionHeader,
        "sectionFooterView": UICollectionView.elementKindSectionFooter,
    ]

    /// Decodes `<collectionViewFlowLayout key="collectionViewLayout">` (or a custom
    /// `<collectionViewLayout>`), the `<cells>` prototypes and the header and footer
    /// prototypes. Each dequeue of a prototype makes it anew from its element, as a compiled
    /// storyboard keeps each prototype in a nib of its own.
    func decodeCollectionView(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let layoutElement = element.children.first(where: { $0.key == "collectionViewLayout" }) {
            if let layout = Self.makeLayout(layoutElement, loader: coder.loader) {
                collectionViewLayout = layout
            }
        }
        let loader = coder.loader
        for cell in element.child("cells")?.children ?? [] {
            guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty else {
                loader.warn("a prototype <\(cell.name)> has no reuseIdentifier; it cannot be dequeued and is left out", at: cell)
                continue
            }
            let source = NibPrototypeSource(loader)
            cellMakers[identifier] = { source.instantiate(cell) as? UICollectionViewCell }
        }
        for child in element.children {
            guard let key = child.key, let kind = Self.supplementaryPrototypeKinds[key] else { continue }
            guard let identifier = child["reuseIdentifier"], !identifier.isEmpty else {
                loader.warn("a \(key) prototype has no reuseIdentifier; it cannot be dequeued and is left out", at: child)
                continue
            }
            let source = NibPrototypeSource(loader)
            supplementaryMakers[ElementKey(kind: kind, identifier: identifier)] = { source.instantiate(child) as? UICollectionReusableView }
        }
    }

    /// The layout element's object: a flow layout (or the custom subclass it names), or a
    /// custom `<collectionViewLayout customClass=…>`.
    private static func makeLayout(_ element: IBElement, loader: NibLoader) -> UICollectionViewLayout? {
        let layoutCoder = NibCoder(element: element, loader: loader)
        switch element.name {
        case "collectionViewFlowLayout":
            let type = NibObjectKind.resolve(element, base: UICollectionViewFlowLayout.self, loader: loader)
            return type.init(coder: layoutCoder)
        case "collectionViewLayout":
            guard element.customClass != nil else {
                loader.warn("a <collectionViewLayout> without a customClass names no layout; a flow layout is used", at: element)
                return nil
            }
            let type = NibObjectKind.resolve(element, base: UICollectionViewLayout.self, loader: loader)
            return type.init(coder: layoutCoder)
        default:
            loader.warn("<\(element.name) key=\"collectionViewLayout\"> is not a layout OpenUIKit decodes; a flow layout is used", at: element)
            return nil
        }
    }
}
