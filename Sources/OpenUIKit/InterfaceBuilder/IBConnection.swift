import Foundation

/// One child of a `<connections>` element: how the object that owns the list (the source) is
/// wired to another object of the document (the destination, by id).
///
/// Outlets, outlet collections and actions stay inside a scene; segues lead to other scenes
/// (an unwind segue leads to its own scene's exit).
enum IBConnection: Sendable, Hashable {
    /// `<outlet property destination>`: the source's `property` is set to the destination.
    case outlet(Outlet)
    /// `<outletCollection property destination [appends]>`: the destination is added to the
    /// source's array `property`, in document order.
    case outletCollection(OutletCollection)
    /// `<action selector destination [eventType]>`: the source sends `selector` to the
    /// destination (on `eventType` when the source is a control).
    case action(Action)
    /// `<segue destination kind …>`: a transition to, or relationship with, a controller.
    case segue(IBSegue)

    struct Outlet: Sendable, Hashable {
        var id: String?
        /// The id of the object that owns the `<connections>` list.
        var source: String
        var property: String
        var destination: String
        var location: IBLocation
    }

    struct OutletCollection: Sendable, Hashable {
        var id: String?
        var source: String
        var property: String
        var destination: String
        /// `appends="YES"` (only on `gestureRecognizers`): add to the property's existing
        /// value (`addGestureRecognizer`) rather than build the array afresh.
        var appends: Bool
        var location: IBLocation
    }

    struct Action: Sendable, Hashable {
        var id: String?
        var source: String
        /// The Objective-C selector: `flipCard:` for one parameter, `flipCard` for none.
        var selector: String
        var destination: String
        /// A `UIControl.Event` member's name (`touchUpInside`, `valueChanged`); nil for a bar
        /// button item or gesture recognizer, which have a single action.
        var eventType: String?
        var location: IBLocation
    }

    /// The attributes this reader interprets per connection element, for `IBCensus`.
    /// `collectionClass` (older Xcode's `NSMutableArray`) means nothing to a Swift array.
    static let attributes: [String: Set<String>] = [
        "connections": [],
        "outlet": ["id", "property", "destination"],
        "outletCollection": ["id", "property", "destination", "appends", "collectionClass"],
        "action": ["id", "selector", "destination", "eventType"],
        "segue": IBSegue.attributes,
    ]

    /// The connections of `element`, the object that owns them, in document order; empty
    /// when it has no `<connections>`. An owner without an id cannot be a source, so
    /// connections on one are refused.
    static func list(of element: IBElement) throws(IBError) -> [IBConnection] {
        guard let list = element.child("connections") else { return [] }
        guard let source = element.id else { throw element.error("has connections but no id to be their source") }
        var result: [IBConnection] = []
        for child in list.children {
            result.append(try IBConnection(child, source: source))
        }
        return result
    }

    /// One connection element, whose owner has the id `source`.
    init(_ element: IBElement, source: String) throws(IBError) {
        switch element.name {
        case "outlet":
            self = .outlet(Outlet(id: element.id, source: source, property: try element.required("property"),
                                  destination: try element.required("destination"), location: element.location))
        case "outletCollection":
            self = .outletCollection(OutletCollection(
                id: element.id, source: source, property: try element.required("property"),
                destination: try element.required("destination"), appends: try element.bool("appends") ?? false,
                location: element.location))
        case "action":
            self = .action(Action(id: element.id, source: source, selector: try element.required("selector"),
                                  destination: try element.required("destination"), eventType: element["eventType"],
                                  location: element.location))
        case "segue":
            self = .segue(try IBSegue(element, source: source))
        default:
            throw element.error("is not a connection (outlet, outletCollection, action or segue)")
        }
    }

    /// Where the connection element is in its file.
    var location: IBLocation {
        switch self {
        case .outlet(let o): o.location
        case .outletCollection(let c): c.location
        case .action(let a): a.location
        case .segue(let s): s.location
        }
    }

    /// The id of the object the connection leads to.
    var destination: String {
        switch self {
        case .outlet(let o): o.destination
        case .outletCollection(let c): c.destination
        case .action(let a): a.destination
        case .segue(let s): s.destination
        }
    }
}

/// A `<segue>`: a transition from its source (a control, a cell, a bar button item, or the
/// controller itself for a manual segue) to a destination controller, or a container's
/// relationship with a child.
struct IBSegue: Sendable, Hashable {
    /// The `kind=` values: those of iOS 8 and later, and the deprecated ones before them.
    enum Kind: String, Sendable, Hashable, CaseIterable {
        case relationship, show, showDetail, presentation, popoverPresentation, embed, unwind, custom
        case push, modal, popover, replace
    }

    /// The attributes this reader interprets, for `IBCensus`.
    static let attributes: Set<String> = [
        "id", "destination", "kind", "relationship", "identifier", "customClass", "customModule", "customModuleProvider",
        "unwindAction", "modalPresentationStyle", "modalTransitionStyle", "popoverAnchorBarButtonItem", "popoverAnchorView",
        "trigger",
    ]

    var id: String?
    /// The id of the object whose `<connections>` hold the segue.
    var source: String
    /// The destination controller's id (the scene's exit for an unwind segue).
    var destination: String
    var kind: Kind
    /// For `kind="relationship"`: `rootViewController`, `viewControllers`,
    /// `masterViewController`, `detailViewController`.
    var relationship: String?
    /// The identifier `performSegue(withIdentifier:)` and `prepare(for:sender:)` see.
    var identifier: String?
    /// For a custom segue: its `UIStoryboardSegue` subclass.
    var customClass: String?
    var customModule: String?
    /// For an unwind segue: the selector of the destination's unwind action.
    var unwindAction: String?
    /// `UIModalPresentationStyle` and `UIModalTransitionStyle` member names, if given.
    var modalPresentationStyle: String?
    var modalTransitionStyle: String?
    /// For a popover: the id of the bar button item or view it points at.
    var popoverAnchor: String?
    /// For a table cell's segue: `accessoryAction` when the accessory button triggers it
    /// rather than selecting the row.
    var trigger: String?
    var location: IBLocation

    init(_ element: IBElement, source: String) throws(IBError) {
        try element.expect("segue")
        let written = try element.required("kind")
        guard let kind = Kind(rawValue: written) else {
            throw element.error("kind=\"\(MessageText.quoted(written))\" is not a segue kind")
        }
        id = element.id
        self.source = source
        destination = try element.required("destination")
        self.kind = kind
        relationship = element["relationship"]
        if kind == .relationship, relationship == nil { throw element.error("a relationship segue needs relationship=") }
        if kind == .unwind, element["unwindAction"] == nil { throw element.error("an unwind segue needs unwindAction=") }
        identifier = element["identifier"]
        customClass = element.customClass
        customModule = element.customModule
        unwindAction = element["unwindAction"]
        modalPresentationStyle = element["modalPresentationStyle"]
        modalTransitionStyle = element["modalTransitionStyle"]
        popoverAnchor = element["popoverAnchorBarButtonItem"] ?? element["popoverAnchorView"]
        trigger = element["trigger"]
        location = element.location
    }
}
