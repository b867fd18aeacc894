import Foundation

/// What a `<menu key="menu">` makes: the menu Xcode 12 and later write inside a button or a
/// bar button item, with its `<children>` of `<command>`, `<action>` and nested `<menu>`
/// elements, turned into a `UIMenu` tree at load time as UIKit turns it.
///
/// A `<command>` sends its connected action's selector up the responder chain from the
/// control (or bar item) whose menu it is in, as a `UICommand` does; here it is a `UIAction`
/// whose handler does that. An `<action>` has no handler of its own in a file, so it does
/// nothing when chosen unless it has a connected action too.
extension UIMenu {
    /// The attributes a `<menu>` may carry.
    static let nibMenuAttributes: Set<String> = [
        "id", "key", "title", "subtitle", "image", "catalog", "identifier", "displayInline", "destructive", "singleSelection",
    ]

    /// The attributes a `<command>` or an `<action>` may carry.
    static let nibElementAttributes: Set<String> = [
        "id", "title", "subtitle", "image", "catalog", "identifier", "discoverabilityTitle", "state", "destructive", "disabled",
        "hidden", "propertyList",
    ]

    /// Interface Builder's `state=` names.
    static let nibStates: [String: UIMenuElement.State] = ["off": .off, "on": .on, "mixed": .mixed]

    /// The menu `element` (a `<menu>`) describes; what cannot be read is left out with a warning.
    static func decodeNibMenu(_ element: IBElement, loader: NibLoader) -> UIMenu {
        warnUnread(element, known: nibMenuAttributes, loader: loader)
        var options: Options = []
        if flag("displayInline", of: element, loader: loader) { options.insert(.displayInline) }
        if flag("destructive", of: element, loader: loader) { options.insert(.destructive) }
        if flag("singleSelection", of: element, loader: loader) { options.insert(.singleSelection) }
        var children: [UIMenuElement] = []
        for child in element.children {
            switch child.name {
            case "children":
                for member in child.children {
                    if let made = decodeNibMenuElement(member, loader: loader) { children.append(made) }
                }
            default:
                loader.warn("<menu> holds a <\(child.name)>, which is not read: a menu's elements are in its <children>", at: child)
            }
        }
        return UIMenu(title: element["title"] ?? "", subtitle: element["subtitle"], image: image(of: element, loader: loader),
                      identifier: element["identifier"].map(Identifier.init(rawValue:)), options: options, children: children)
    }

    /// One member of a menu's `<children>`: a nested menu, a command or an action.
    private static func decodeNibMenuElement(_ element: IBElement, loader: NibLoader) -> UIMenuElement? {
        switch element.name {
        case "menu":
            return decodeNibMenu(element, loader: loader)
        case "command", "action":
            return decodeNibAction(element, loader: loader)
        default:
            loader.warn("a menu's <children> holds a <\(element.name)>, which is not a <menu>, <command> or <action>; it is left out",
                        at: element)
            return nil
        }
    }

    /// A `<command>` or an `<action>`: its title, image, state and attributes, and the
    /// selector its `<connections>` send, up the responder chain from the menu's owner.
    private static func decodeNibAction(_ element: IBElement, loader: NibLoader) -> UIAction {
        warnUnread(element, known: nibElementAttributes, loader: loader)
        var attributes: UIMenuElement.Attributes = []
        if flag("destructive", of: element, loader: loader) { attributes.insert(.destructive) }
        if flag("disabled", of: element, loader: loader) { attributes.insert(.disabled) }
        if flag("hidden", of: element, loader: loader) { attributes.insert(.hidden) }
        var state = UIMenuElement.State.off
        if let name = element["state"] {
            if let known = nibStates[name] { state = known } else {
                loader.warn("state=\"\(MessageText.quoted(name))\" is not off, on or mixed; the element is off", at: element)
            }
        }
        var selectorName: String?
        for child in element.children {
            guard child.name == "connections" else {
                loader.warn("<\(element.name)> holds a <\(child.name)>, which is not read", at: child)
                continue
            }
            for connection in child.children {
                if connection.name == "action", let name = connection["selector"], selectorName == nil {
                    selectorName = name
                } else {
                    loader.warn("a menu's <\(element.name)> sends one <action selector=…>; its <\(connection.name)> is not connected",
                                at: connection)
                }
            }
        }
        let selector = selectorName.map { name in
            Selector(actionNamed: name) { target in
                InterfaceBuilderKeys.tables(for: target).action(name)
            }
        }
        return UIAction(title: element["title"] ?? "", subtitle: element["subtitle"], image: image(of: element, loader: loader),
                        identifier: element["identifier"].map(UIAction.Identifier.init(rawValue:)),
                        discoverabilityTitle: element["discoverabilityTitle"], attributes: attributes, state: state) { action in
            guard let selector else { return }
            sendUpResponderChain(selector, from: action.sender)
        }
    }

    /// Sends `selector` to the first responder up the chain from `sender` (a control, or the
    /// view a bar shows for a bar button item) that performs it, with `sender` as the sender.
    private static func sendUpResponderChain(_ selector: Selector, from sender: Any?) {
        var current: UIResponder? = (sender as? UIResponder) ?? (sender as? UIBarButtonItem)?.shownView
        while let candidate = current {
            if selector.canBePerformed(by: candidate), selector.perform(on: candidate, sender: sender, event: nil) { return }
            current = candidate.next
        }
        Diagnostics.warn("no responder up the chain from the menu's \(sender.map { "\(type(of: $0))" } ?? "owner") performs \(selector); the menu's command did nothing",
                         once: "nib menu: \(selector)")
    }

    /// A YES/NO attribute, false when absent or unreadable (with a warning).
    private static func flag(_ name: String, of element: IBElement, loader: NibLoader) -> Bool {
        loader.attempt { () throws(IBError) in try element.bool(name) } == true
    }

    /// The element's image: an SF Symbol for `catalog="system"`, else the bundle's image.
    private static func image(of element: IBElement, loader: NibLoader) -> UIImage? {
        guard let name = element["image"] else { return nil }
        if element["catalog"] == "system" {
            if let symbol = UIImage(systemName: name) { return symbol }
            loader.warn("no system image named \"\(MessageText.quoted(name))\"", at: element)
            return nil
        }
        return loader.image(named: name, at: element)
    }

    /// One warning for each attribute of `element` outside `known`.
    private static func warnUnread(_ element: IBElement, known: Set<String>, loader: NibLoader) {
        for attribute in element.attributes.keys where !known.contains(attribute) {
            loader.warn("<\(element.name)> attribute \(attribute)= is not read; it is ignored", at: element)
        }
    }
}
