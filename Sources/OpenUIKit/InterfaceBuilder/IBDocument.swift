import Foundation

/// An Interface Builder document, a storyboard or a xib, as Xcode 8 and later save it
/// (document format 3.0), read without compiling it.
///
/// Holds the element tree with an index of every id, the scenes of a storyboard or the
/// objects of a xib, and the resources. Reading checks only what every later step relies
/// on: the file is an iOS Interface Builder document of format 3.0, scenes have ids, ids are
/// unique, and the initial view controller exists. Everything else is read on demand by the
/// typed readers, which report the place of any bad value.
struct IBDocument: Sendable {
    enum Kind: Sendable, Hashable {
        /// `<scenes>` of controllers, loaded by `UIStoryboard`.
        case storyboard
        /// `<objects>` loaded by `UINib` / `loadNibNamed(_:owner:options:)`, with a File's Owner.
        case xib
    }

    /// The root's `type=` for a storyboard.
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    /// The root's `type=` for a xib.
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    /// The document format read: Xcode 8 to 15 all write 3.0.
    static let supportedVersion = "3.0"
    /// The `targetRuntime=` of iOS documents (older iPad-only files add `.iPad`).
    static let iOSRuntimePrefix = "iOS.CocoaTouch"

    /// The attributes of `<document>`, `<scenes>`, `<scene>`, `<objects>` and the placeholders
    /// that this type interprets, for `IBCensus`.
    static let attributes: [String: Set<String>] = [
        "document": ["type", "version", "toolsVersion", "targetRuntime", "initialViewController", "launchScreen",
                     "useAutolayout", "useTraitCollections", "useSafeAreas"],
        "scenes": [],
        "scene": ["sceneID"],
        "objects": [],
        "placeholder": ["placeholderIdentifier"],
        "exit": [],
    ]

    /// The file as named to the reader.
    var file: String
    var root: IBElement
    var kind: Kind
    /// `version=`, always `supportedVersion` once read.
    var version: String
    /// The Interface Builder build that saved the file, e.g. `14490.70`; informational.
    var toolsVersion: String?
    /// `targetRuntime=`, e.g. `iOS.CocoaTouch`.
    var targetRuntime: String
    /// The id of the controller `instantiateInitialViewController()` makes, if any.
    var initialViewControllerID: String?
    /// `launchScreen="YES"`: the storyboard `UILaunchStoryboardName` names.
    var isLaunchScreen: Bool
    /// `useAutolayout`, `useTraitCollections`, `useSafeAreas`: whether the file uses
    /// constraints, size-class variations and safe-area guides (absent means no).
    var usesAutolayout: Bool
    var usesTraitCollections: Bool
    var usesSafeAreas: Bool
    /// A storyboard's scenes in document order; empty for a xib.
    var scenes: [IBScene]
    /// A xib's `<objects>` children in document order, placeholders included; empty for a
    /// storyboard.
    var objects: [IBElement]
    var resources: IBResources

    /// What instantiations read from the elements, kept for the next ones.
    let readings = IBElementReadings()

    private var elementsByID: IBIdentifierIndex

    /// Reads and checks the document at `path`.
    init(contentsOfFile path: String) throws(IBError) {
        try self.init(root: try IBXMLReader.read(contentsOfFile: path), file: path)
    }

    /// Reads and checks a document from its bytes; `file` names it in errors.
    init(data: Data, file: String) throws(IBError) {
        try self.init(root: try IBXMLReader.parse(data, file: file), file: file)
    }

    /// Checks a parsed tree and indexes it.
    init(root: IBElement, file: String) throws(IBError) {
        func refuse(_ message: String) -> IBError { IBError(.notInterfaceBuilder, at: root.location, message) }
        guard root.name == "document" else {
            throw refuse("the root element is <\(MessageText.quoted(root.name))>, not an Interface Builder <document>")
        }
        switch root["type"] {
        case IBDocument.storyboardType?: kind = .storyboard
        case IBDocument.xibType?: kind = .xib
        case let other?:
            throw refuse("type=\"\(MessageText.quoted(other))\" is not an iOS storyboard or xib (a macOS or watchOS document?)")
        case nil: throw refuse("the <document> has no type=")
        }
        guard let version = root["version"], version == IBDocument.supportedVersion else {
            throw refuse("the document format is \(root["version"].map { "\"\(MessageText.quoted($0))\"" } ?? "unstated"); only \(IBDocument.supportedVersion) (Xcode 8 and later) is read")
        }
        guard let runtime = root["targetRuntime"], runtime.hasPrefix(IBDocument.iOSRuntimePrefix) else {
            throw refuse("targetRuntime=\"\(MessageText.quoted(root["targetRuntime"] ?? ""))\" is not iOS (iOS.CocoaTouch)")
        }
        self.file = file
        self.root = root
        self.version = version
        toolsVersion = root["toolsVersion"]
        targetRuntime = runtime
        initialViewControllerID = root["initialViewController"]
        isLaunchScreen = try root.bool("launchScreen") ?? false
        usesAutolayout = try root.bool("useAutolayout") ?? false
        usesTraitCollections = try root.bool("useTraitCollections") ?? false
        usesSafeAreas = try root.bool("useSafeAreas") ?? false
        if let list = root.child("resources") {
            resources = try IBResources(list)
        } else {
            resources = IBResources()
        }
        scenes = []
        objects = []
        switch kind {
        case .storyboard:
            for element in root.child("scenes")?.children ?? [] {
                scenes.append(try IBScene(element))
            }
        case .xib:
            guard let list = root.child("objects") else { throw refuse("a xib needs an <objects> list") }
            objects = Array(list.children)
        }
        elementsByID = try IBIdentifierIndex(root: root)
        if let initial = initialViewControllerID, elementsByID.element(withID: initial) == nil {
            throw IBError(.invalidValue, at: root.location, "initialViewController=\"\(MessageText.quoted(initial))\" names no element of the document")
        }
    }

    // MARK: Looking things up

    /// The element with this id, if the document has one.
    func element(withID id: String) -> IBElement? {
        elementsByID.element(withID: id)
    }

    /// The element a reference (`destination=`, `firstItem=`, `reference=`) names, or an error
    /// at `location`, the referring element's place.
    func resolve(_ id: String, from location: IBLocation) throws(IBError) -> IBElement {
        guard let element = elementsByID.element(withID: id) else {
            throw IBError(.invalidValue, at: location, "the reference \"\(MessageText.quoted(id))\" names no element of the document")
        }
        return element
    }

    /// The scene that holds the element with this id (a segue's destination controller).
    ///
    /// Asked about controllers, which are objects of their scene itself, so those are looked
    /// at first; anything deeper is found by walking the scenes. (A map of every id to its
    /// scene, made with the document, cost a second walk of the tree and a hash per id on
    /// every parse for the few lookups a scene's instantiation makes.)
    func scene(containing id: String) -> IBScene? {
        guard elementsByID.element(withID: id) != nil else { return nil }
        if let scene = scenes.first(where: { $0.objects.contains { $0.id == id } }) { return scene }
        return scenes.first { scene in
            var found = false
            scene.element.forEachID { if $0 == id { found = true } }
            return found
        }
    }

    /// The controller `instantiateInitialViewController()` makes.
    var initialViewController: IBElement? {
        initialViewControllerID.flatMap { elementsByID.element(withID: $0) }
    }

    /// The controller whose Storyboard ID is `identifier`
    /// (`instantiateViewController(withIdentifier:)`).
    func viewController(withStoryboardIdentifier identifier: String) -> IBElement? {
        scenes.lazy.compactMap(\.controller).first { $0["storyboardIdentifier"] == identifier }
    }

    /// A xib's File's Owner placeholder (`placeholderIdentifier="IBFilesOwner"`).
    var filesOwner: IBElement? {
        objects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
    }

    /// A xib's top-level objects, the ones `loadNibNamed` returns: its objects without the
    /// placeholders, in order.
    var topLevelObjects: [IBElement] {
        objects.filter { !$0.isPlaceholder }
    }

    /// The colour `element` describes, with fallbacks from this document's resources.
    func color(_ element: IBElement) throws(IBError) -> IBColor {
        try IBColor(element, resources: resources)
    }
}

/// A `<scene sceneID>` of a storyboard: one controller and the objects that belong with it.
struct IBScene: Sendable, Hashable {
    var sceneID: String
    var element: IBElement
    /// The scene's `<objects>` in document order: the controller, the First Responder
    /// placeholder, an optional exit, then other top-level objects such as gesture recognizers.
    var objects: [IBElement]

    init(_ element: IBElement) throws(IBError) {
        try element.expect("scene")
        sceneID = try element.required("sceneID")
        guard let list = element.child("objects") else { throw element.error("a scene needs an <objects> list") }
        self.element = element
        objects = Array(list.children)
    }

    /// The scene's controller: its object with `sceneMemberID="viewController"`.
    var controller: IBElement? {
        objects.first { $0.sceneMemberID == "viewController" }
    }

    /// The scene's exit, the destination of its unwind segues, if it has one.
    var exit: IBElement? {
        objects.first { $0.name == "exit" }
    }

    /// The objects made along with the controller (gesture recognizers): neither the
    /// controller nor a placeholder.
    var otherTopLevelObjects: [IBElement] {
        objects.filter { !$0.isPlaceholder && $0.sceneMemberID != "viewController" }
    }
}
