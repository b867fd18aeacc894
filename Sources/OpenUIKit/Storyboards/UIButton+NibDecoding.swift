import Foundation

/// What a button reads from its storyboard or xib element.
extension UIButton {
    /// Interface Builder's `buttonType=` names (`roundedRect` is what older files call system).
    static let nibButtonTypes: [String: ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]

    /// Interface Builder's `<state key=…>` names.
    static let nibStates: [String: State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

    /// Decodes the type (custom when absent, as Interface Builder writes it), the title font,
    /// each `<state>`'s title, title colour and image, then the `<menu key="menu">` (a pop-up
    /// button's, with `changesSelectionAsPrimaryAction`, titles the button after its selection).
    func decodeButton(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let name = element["buttonType"] {
            if let type = UIButton.nibButtonTypes[name] { adoptType(type, sizingToGlyph: false) } else {
                coder.loader.warn("buttonType=\"\(MessageText.quoted(name))\" is not a button type; the button is custom", at: element)
            }
        }
        if let fontElement = element.child("fontDescription", key: "fontDescription"), let font = coder.loader.font(fontElement) {
            titleLabel?.font = font
        }
        for stateElement in element.children(named: "state") {
            guard let state = stateElement.key.flatMap({ UIButton.nibStates[$0] }) else {
                coder.loader.warn("a button <state> needs key= normal, highlighted, selected or disabled", at: stateElement)
                continue
            }
            if let title = stateElement["title"] ?? stateElement.child("string", key: "title")?.text { setTitle(title, for: state) }
            if let colorElement = stateElement.child("color", key: "titleColor"), let color = coder.loader.color(colorElement) {
                setTitleColor(color, for: state)
            }
            if let name = stateElement["image"] { setImage(coder.loader.image(named: name, at: stateElement), for: state) }
            if let name = stateElement["backgroundImage"] {
                setBackgroundImage(coder.loader.image(named: name, at: stateElement), for: state)
            }
        }
        if let menuElement = element.child("menu", key: "menu") {
            menu = UIMenu.decodeNibMenu(menuElement, loader: coder.loader)
        }
        // Last: a pop-up button's title is its selected action's, not the <state>'s.
        if let flag = coder.bool("changesSelectionAsPrimaryAction") { changesSelectionAsPrimaryAction = flag }
    }
}
