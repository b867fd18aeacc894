import Foundation

/// What a controller reads from its storyboard element besides its view: its bar items, and,
/// for a container, its bars and the children its relationship segues give it.
///
/// UIKit decodes a container's children in the container's `init(coder:)`, so a subclass's
/// own `init(coder:)` already sees them after calling super, and the children are made (each
/// from its scene, lazily like any other) before anyone can ask for the container.
/// Relationship segues never reach `prepare(for:sender:)`.
extension UIViewController {
    /// The relationship names each container accepts, for messages.
    static let relationshipNames: [String: String] = [
        "navigationController": "rootViewController",
        "tabBarController": "viewControllers",
        "splitViewController": "masterViewController and detailViewController, and with columns supplementaryViewController (three columns) and compactViewController",
    ]

    /// Decodes `navigationItem`, `tabBarItem` and `<toolbarItems>`, and for a container its
    /// bars and relationships.
    func decodeControllerItems(from coder: NibCoder) {
        let element = coder.element
        if let item = coder.decodeObject(forKey: "navigationItem") as? UINavigationItem {
            if item.title == nil { item.title = title }
            navigationItemStorage = item
        }
        if let item = coder.decodeObject(forKey: "tabBarItem") as? UITabBarItem {
            if item.title == nil, item.systemItem == nil { item.title = title }
            tabBarItemStorage = item
        }
        if let list = element.child("toolbarItems") {
            let items = UINavigationItem.items(in: list, loader: coder.loader)
            if !items.isEmpty { toolbarItemsStorage = items }
        }
        if let flag = coder.bool("hidesBottomBarWhenPushed") { hidesBottomBarWhenPushed = flag }
        if let flag = coder.bool("definesPresentationContext") { definesPresentationContext = flag }
        switch self {
        case let navigation as UINavigationController: navigation.decodeNavigationController(from: coder)
        case let tabs as UITabBarController: tabs.decodeTabBarController(from: coder)
        case let split as UISplitViewController: split.decodeSplitViewController(from: coder)
        default: warnAboutRelationships(in: coder)
        }
    }

    /// The relationship segues of the controller's element, in document order, each with
    /// its destination made from its scene (left out, reported, when it cannot be).
    func relationshipChildren(from coder: NibCoder) -> [(name: String, controller: UIViewController)] {
        let element = coder.element
        let loader = coder.loader
        guard element.child("connections") != nil else { return [] }
        guard let connections = loader.attempt({ () throws(IBError) in try IBConnection.list(of: element) }) else { return [] }
        var children: [(name: String, controller: UIViewController)] = []
        for case .segue(let segue) in connections where segue.kind == .relationship {
            let name = segue.relationship ?? ""
            let place = "\(loader.fileName): scene \(loader.document.scene(containing: element.id ?? "")?.sceneID ?? "?"), <\(element.name) id=\"\(element.id ?? "?")\">"
            guard let destination = loader.document.element(withID: segue.destination),
                  destination.name.hasSuffix("Controller") else {
                loader.warn("\(place): the relationship \"\(MessageText.quoted(name))\" (line \(segue.location.line)) names \"\(MessageText.quoted(segue.destination))\", which is not a controller of this storyboard; the child is left out")
                continue
            }
            guard let storyboard = loader.storyboard else {
                loader.warn("\(place): relationship segues need a storyboard; the child \(segue.destination) is left out")
                continue
            }
            let noCreator: ((NSCoder) -> UIViewController?)? = nil
            guard let child = storyboard.instantiate(destination, creator: noCreator) else { continue }
            children.append((name, child))
        }
        return children
    }

    /// A plain controller's relationship segues have nothing to set up.
    private func warnAboutRelationships(in coder: NibCoder) {
        let element = coder.element
        guard let connections = element.child("connections") else { return }
        for segue in connections.children(named: "segue") where segue["kind"] == "relationship" {
            coder.loader.warn("<\(element.name) id=\"\(element.id ?? "?")\"> is not a container (\(type(of: self))); its relationship \"\(MessageText.quoted(segue["relationship"] ?? ""))\" is ignored", at: segue)
        }
    }

    /// Reports a relationship the container does not have.
    func warnUnknownRelationship(_ name: String, in coder: NibCoder) {
        let element = coder.element
        coder.loader.warn("<\(element.name) id=\"\(element.id ?? "?")\"> has no relationship \"\(MessageText.quoted(name))\" (it takes \(UIViewController.relationshipNames[element.name] ?? "none")); that child is left out", at: element)
    }
}
