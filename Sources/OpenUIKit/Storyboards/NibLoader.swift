import Foundation

/// One instantiation of objects from an Interface Builder document, in UIKit's order.
///
/// 1. Every object is made with `init(coder:)` (a ``NibCoder`` over its element); a view
///    makes its subviews as it decodes them. Then the constraints are made, and the
///    size-class variations recorded and resolved (``NibSizeClassVariations``).
/// 2. The user-defined runtime attributes are set.
/// 3. Outlets, outlet collections and actions are connected.
/// 4. `awakeFromNib()` is sent to every object made.
///
/// Steps 2 and 3 follow UIKit's `-[UINib instantiateWithOwner:options:]`, which applies the
/// nib's key-value pairs (the runtime attributes) before it connects its connections; Apple
/// documents only that both happen before `awakeFromNib`.
///
/// A storyboard controller's view hierarchy is a separate instantiation, made when the
/// controller's view is first needed, as a compiled storyboard keeps each scene's views in a
/// nib of their own: until then, the controller's outlets to views are nil.
@MainActor
final class NibLoader {
    let document: IBDocument
    let bundle: Bundle?
    /// The storyboard the objects come from, for `UIViewController.storyboard`.
    let storyboard: UIStoryboard?

    /// Objects made, and placeholders bound to outside objects, by id.
    private(set) var objects: [String: AnyObject] = [:]
    /// Ids this instantiation made (not the placeholders or objects given to it).
    private var madeIDs: Set<String> = []
    private var awakeOrder: [AnyObject] = []
    var attributeWork: [(object: AnyObject, element: IBElement)] = []
    var connectionWork: [IBElement] = []
    /// Elements whose `<constraints>` wait for every item to exist.
    var constraintWork: [IBElement] = []
    /// Elements another instantiation makes, with everything below them (a controller's
    /// views, made when its view loads): connections to them wait for it.
    var deferredRoots: [IBElement] = []
    /// The storyboard controller whose view this instantiation makes, which runs the
    /// segues its views trigger.
    weak var sceneController: UIViewController?
    /// Elements not to make in this instantiation (a controller's `<view key="view">`).
    var skippedElementIDs: Set<String> = []
    /// Views made with `<variation>`s, for the size-class record (`NibLoader+Variations`).
    var variationWork: [(view: UIView, element: IBElement)] = []
    /// Constraints made but left for the size-class record to activate, with their element
    /// and their owner's, when anything in this instantiation varies by size class.
    var variedConstraints: [(constraint: NSLayoutConstraint, element: IBElement, owner: IBElement)] = []

    /// The objects an instantiation usually makes (a scene's views, recognizers and items),
    /// its tables sized for up front: growing a table from empty rehashes every id at each
    /// doubling, which cost more than reserving.
    private static let typicalObjectCount = 16

    init(document: IBDocument, bundle: Bundle?, storyboard: UIStoryboard?) {
        self.document = document
        self.bundle = bundle
        self.storyboard = storyboard
        objects.reserveCapacity(Self.typicalObjectCount)
        madeIDs.reserveCapacity(Self.typicalObjectCount)
        awakeOrder.reserveCapacity(Self.typicalObjectCount)
        attributeWork.reserveCapacity(Self.typicalObjectCount)
        connectionWork.reserveCapacity(Self.typicalObjectCount)
    }

    /// The file's name, for messages.
    var fileName: String { (document.file as NSString).lastPathComponent }

    /// One warning (once per text) for bad or unsupported input.
    func warn(_ message: String) {
        Diagnostics.warn(message, once: "nib: \(message)")
    }

    /// A warning at `element`, naming the file, line and the object's id.
    func warn(_ message: String, at element: IBElement) {
        warn(element.error(message).description)
    }

    /// Runs a typed read, reporting its error as nil.
    func attempt<T>(_ read: () throws(IBError) -> T) -> T? {
        do {
            return try read()
        } catch {
            warn(error.description)
            return nil
        }
    }

    /// Binds a placeholder id (File's Owner, a storyboard's controller) to an object.
    func bind(_ id: String, to object: AnyObject) {
        objects[id] = object
    }

    // MARK: Making objects

    /// Makes the object `element` describes (and, for a view, its subviews), or returns the
    /// one already made for its id; nil for an element that is not an object.
    func make(_ element: IBElement) -> AnyObject? {
        if let id = element.id, let existing = objects[id] { return existing }
        if let id = element.id, skippedElementIDs.contains(id) { return nil }
        guard let kind = NibObjectKind(element: element, loader: self) else { return nil }
        let coder = NibCoder(element: element, loader: self)
        let object: AnyObject?
        switch kind {
        case .view(let viewClass): object = viewClass.init(coder: coder)
        case .viewController(let controllerClass): object = controllerClass.init(coder: coder)
        case .gestureRecognizer(_, let make): object = make(coder)
        case .item(_, let make): object = make(coder)
        }
        guard let object else {
            warn("init(coder:) of \(kind.className) returned nil; the object is left out", at: element)
            return nil
        }
        register(object, for: element)
        return object
    }

    /// Makes a controller through an app's creator block (`instantiateViewController(identifier:creator:)`).
    func makeController<ViewController: UIViewController>(_ element: IBElement,
                                                          creator: (NSCoder) -> ViewController?) -> ViewController? {
        let coder = NibCoder(element: element, loader: self)
        guard let controller = creator(coder) else { return nil }
        register(controller, for: element)
        return controller
    }

    /// Records a made object and the work it brings for the later steps.
    func register(_ object: AnyObject, for element: IBElement) {
        if let id = element.id {
            objects[id] = object
            madeIDs.insert(id)
        }
        awakeOrder.append(object)
        // The lists that bring later work, found in one pass over the children rather than
        // a search of them per list.
        var hasRuntimeAttributes = false
        var hasConnections = false
        var varies = false
        for child in element.children {
            switch child.name {
            case "userDefinedRuntimeAttributes": hasRuntimeAttributes = true
            case "connections": hasConnections = true
            case "variation": varies = true
            case "gestureRecognizers" where !child.children.isEmpty:
                // Xcode writes this list empty and attaches recognizers through the view's
                // <connections>; anything inside it would otherwise be dropped without a word.
                warn("<gestureRecognizers> holds \(child.children.count) element(s), which are not read: a view's recognizers are attached by <outletCollection property=\"gestureRecognizers\"> in its <connections>", at: element)
            default: break
            }
        }
        if hasRuntimeAttributes { attributeWork.append((object, element)) }
        if hasConnections { connectionWork.append(element) }
        if varies, let view = object as? UIView { variationWork.append((view, element)) }
    }

    /// Registers an object a decoded object owns under the id the document gives it (a
    /// view's `<viewLayoutGuide key="safeArea">`), so constraints can name it.
    func registerReference(_ object: AnyObject, for element: IBElement) {
        guard let id = element.id else { return }
        objects[id] = object
    }

    /// Queues a view's `<constraints>` to be made once every item they name exists.
    func addConstraints(of element: IBElement) {
        constraintWork.append(element)
    }

    /// Queues the connections of an element this instantiation did not make (a storyboard
    /// controller's outlets to the views its view load makes).
    func addConnections(of element: IBElement) {
        connectionWork.append(element)
    }

    // MARK: The later steps

    /// Constraints, runtime attributes, connections, then `awakeFromNib()`, for everything
    /// made since the loader was created. With `awaking` false the objects to awake are
    /// returned instead, for the caller to awake later (a storyboard's nested
    /// instantiations).
    @discardableResult
    func finish(awaking: Bool = true) -> [AnyObject] {
        makeConstraints()
        makeSizeClassVariations()
        for (object, element) in attributeWork { applyRuntimeAttributes(of: element, to: object) }
        for element in connectionWork { connect(element) }
        let made = awakeOrder
        attributeWork = []
        connectionWork = []
        awakeOrder = []
        if awaking {
            NibLoader.awake(made)
            return []
        }
        return made
    }

    /// Sends `awakeFromNib()` to each object that has it, in order.
    static func awake(_ objects: [AnyObject]) {
        for object in objects {
            switch object {
            case let view as UIView: view.awakeFromNib()
            case let controller as UIViewController: controller.awakeFromNib()
            case let recognizer as UIGestureRecognizer: recognizer.awakeFromNib()
            default: break
            }
        }
    }

    /// The views made since the loader was created or last finished, in the order made.
    var madeViews: [UIView] { awakeOrder.compactMap { $0 as? UIView } }

    /// Whether the element with `id` is one another instantiation makes (in `deferredRoots`).
    /// A parsed document answers with a range check of the element's place in its tree; an
    /// element made in code, by a walk of the roots' ids.
    func isDeferred(_ id: String) -> Bool {
        guard !deferredRoots.isEmpty, let element = document.element(withID: id) else { return false }
        for root in deferredRoots {
            if let inside = root.contains(element) {
                if inside { return true }
                continue
            }
            var found = false
            root.forEachID { if $0 == id { found = true } }
            if found { return true }
        }
        return false
    }

    /// Whether this instantiation made the object with `id`.
    func made(_ id: String) -> Bool { madeIDs.contains(id) }
}
