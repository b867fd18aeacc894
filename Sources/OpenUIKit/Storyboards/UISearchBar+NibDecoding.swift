import Foundation

/// What a search bar reads from its storyboard or xib element.
extension UISearchBar {
    /// Decodes the text, placeholder and prompt, `searchBarStyle`, the Cancel, bookmark and
    /// scope bar switches, the `<scopeButtonTitles>` and `selectedScopeButtonIndex`,
    /// `barTintColor`, `translucent` and (from `<textInputTraits>`) the field's input traits.
    /// The `delegate` outlet is connected with the document's other outlets.
    func decodeSearchBar(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let text = coder.string("text") { self.text = text }
        if let placeholder = coder.string("placeholder") { self.placeholder = placeholder }
        if let prompt = coder.string("prompt") { self.prompt = prompt }
        if let style = element["searchBarStyle"] {
            switch style {
            case "default": searchBarStyle = .default
            case "prominent": searchBarStyle = .prominent
            case "minimal": searchBarStyle = .minimal
            default: coder.loader.warn("searchBarStyle=\"\(MessageText.quoted(style))\" is not a search bar style", at: element)
            }
        }
        if let flag = coder.bool("showsCancelButton") { showsCancelButton = flag }
        if let flag = coder.bool("showsBookmarkButton") { showsBookmarkButton = flag }
        if let flag = coder.bool("showsScopeBar") { showsScopeBar = flag }
        if let titles = element.child("scopeButtonTitles") {
            scopeButtonTitles = titles.children.filter { $0.name == "string" }.map(\.text)
        }
        if let index = coder.integer("selectedScopeButtonIndex") { selectedScopeButtonIndex = index }
        if let color = coder.color("barTintColor") { barTintColor = color }
        if let flag = coder.bool("translucent") { isTranslucent = flag }
        NibInputTraits(coder: coder)?.apply(to: searchTextField)
    }
}
