import Foundation

/// What a navigation item reads from its storyboard element.
extension UINavigationItem {
    /// Interface Builder's `largeTitleDisplayMode=` names.
    static let nibLargeTitleDisplayModes: [String: LargeTitleDisplayMode] = [
        "automatic": .automatic, "always": .always, "never": .never, "inline": .inline,
    ]

    /// Decodes the title, prompt, back button title, large-title mode and the back-button
    /// flags, and makes the items: `leftBarButtonItem`, `rightBarButtonItem` and
    /// `backBarButtonItem` (keyed `<barButtonItem>`s), the `<leftBarButtonItems>` and
    /// `<rightBarButtonItems>` lists, and a `titleView`.
    func decodeNavigationItem(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let title = coder.string("title") { self.title = title }
        if let prompt = coder.string("prompt") { self.prompt = prompt }
        if let title = coder.string("backButtonTitle") { backButtonTitle = title }
        if let name = element["largeTitleDisplayMode"] {
            if let mode = UINavigationItem.nibLargeTitleDisplayModes[name] { largeTitleDisplayMode = mode } else {
                coder.loader.warn("largeTitleDisplayMode=\"\(MessageText.quoted(name))\" is not a large title display mode", at: element)
            }
        }
        if let flag = coder.bool("hidesBackButton") { hidesBackButton = flag }
        if let flag = coder.bool("leftItemsSupplementBackButton") { leftItemsSupplementBackButton = flag }
        let left = barButtonItems(in: element, list: "leftBarButtonItems", single: "leftBarButtonItem", coder: coder)
        if !left.isEmpty { leftBarButtonItems = left }
        let right = barButtonItems(in: element, list: "rightBarButtonItems", single: "rightBarButtonItem", coder: coder)
        if !right.isEmpty { rightBarButtonItems = right }
        if let item = coder.decodeObject(forKey: "backBarButtonItem") as? UIBarButtonItem { backBarButtonItem = item }
        if let view = coder.decodeObject(forKey: "titleView") as? UIView { titleView = view }
        if let appearance = UINavigationBarAppearance.decoded("standardAppearance", coder: coder) { standardAppearance = appearance }
        if let appearance = UINavigationBarAppearance.decoded("compactAppearance", coder: coder) { compactAppearance = appearance }
        if let appearance = UINavigationBarAppearance.decoded("scrollEdgeAppearance", coder: coder) { scrollEdgeAppearance = appearance }
        if let appearance = UINavigationBarAppearance.decoded("compactScrollEdgeAppearance", coder: coder) {
            compactScrollEdgeAppearance = appearance
        }
    }

    /// The items of a keyless list element, in document order, else the one keyed item.
    private func barButtonItems(in element: IBElement, list: String, single: String, coder: NibCoder) -> [UIBarButtonItem] {
        if let listElement = element.child(list) {
            return UINavigationItem.items(in: listElement, loader: coder.loader)
        }
        return (coder.decodeObject(forKey: single) as? UIBarButtonItem).map { [$0] } ?? []
    }

    /// The `<barButtonItem>`s of a list element (`<rightBarButtonItems>`, `<toolbarItems>`,
    /// a toolbar's `<items>`), made in document order; anything else in it is reported.
    @MainActor
    static func items(in list: IBElement, loader: NibLoader) -> [UIBarButtonItem] {
        list.children.compactMap { child in
            guard child.name == "barButtonItem" else {
                loader.warn("a <\(child.name)> in <\(list.name)> is not a bar button item; it is left out", at: child)
                return nil
            }
            return loader.make(child) as? UIBarButtonItem
        }
    }
}
