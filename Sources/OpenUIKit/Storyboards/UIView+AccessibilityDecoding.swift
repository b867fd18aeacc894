import Foundation

/// What a view reads from its `<accessibility key="accessibilityConfiguration">` element:
/// the identity inspector's Accessibility section.
///
/// Interface Builder writes `label=`, `hint=`, `identifier=` (and `value=` where a view has
/// one) as attributes, the Enabled checkbox as `<bool key="isElement">`, and the Traits
/// checkboxes as `YES` attributes of `<accessibilityTraits key="traits">`; an
/// `<accessibilityTraits>` element replaces the view's default traits, as the inspector's
/// checkboxes do.
extension UIView {
    /// Interface Builder's trait attribute names.
    static let accessibilityTraitNames: [String: UIAccessibilityTraits] = [
        "none": .none, "button": .button, "link": .link, "image": .image, "selected": .selected,
        "playsSound": .playsSound, "keyboardKey": .keyboardKey, "staticText": .staticText,
        "summaryElement": .summaryElement, "notEnabled": .notEnabled, "updatesFrequently": .updatesFrequently,
        "searchField": .searchField, "startsMediaSession": .startsMediaSession, "adjustable": .adjustable,
        "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
        "header": .header, "tabBar": .tabBar, "supportsZoom": .supportsZoom, "toggleButton": .toggleButton,
    ]

    func decodeAccessibility(from coder: NibCoder) {
        guard let element = coder.element.child("accessibility", key: "accessibilityConfiguration") else { return }
        if let label = element["label"] { accessibilityLabel = label }
        if let hint = element["hint"] { accessibilityHint = hint }
        if let value = element["value"] { accessibilityValue = value }
        if let identifier = element["identifier"] { accessibilityIdentifier = identifier }
        if let flag = element.child("bool", key: "isElement") {
            if let isElement = coder.report({ () throws(IBError) in try flag.bool("value") }), let isElement {
                isAccessibilityElement = isElement
            }
        }
        guard let traitsElement = element.child("accessibilityTraits", key: "traits") else { return }
        var traits = UIAccessibilityTraits.none
        for (name, _) in traitsElement.attributes.sorted(by: { $0.key < $1.key }) where name != "key" {
            guard let trait = UIView.accessibilityTraitNames[name] else {
                coder.loader.warn("<accessibilityTraits> has \(MessageText.quoted(name))=, which is not an accessibility trait; it is ignored",
                                  at: traitsElement)
                continue
            }
            if let on = coder.report({ () throws(IBError) in try traitsElement.bool(name) }), on == true { traits.insert(trait) }
        }
        accessibilityTraits = traits
    }
}
