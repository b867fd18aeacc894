import Foundation

/// A storyboard file read at run time: it makes the controllers of its scenes, each with its
/// own `init(coder:)`, and their views when they are first needed.
///
/// `UIStoryboard(name: "Main", bundle: nil)` reads `Main.storyboard` from the bundle (the
/// main bundle when nil), the XML file Xcode saves: nothing is compiled first. As UIKit
/// keeps a storyboard it has read, a storyboard made again from a file whose bytes have not
/// changed reuses the document parsed the first time, and each scene's constraints,
/// connections and runtime attributes are read from it once.
///
/// **A missing or unreadable file.** UIKit raises an exception from the initializer. Here
/// the storyboard is made anyway and one message names the file and the problem; then
/// ``instantiateInitialViewController()`` returns nil, which callers already handle (a
/// storyboard may have no initial controller), and
/// ``instantiateViewController(withIdentifier:)``, which cannot return nil, returns a plain
/// `UIViewController` after a message. The same holds for an unknown identifier, for which
/// UIKit raises too.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The parsed document, or nil when it could not be read (reported).
    let document: IBDocument?
    /// The bundle images and nibs are found in.
    let bundle: Bundle?
    /// The storyboard's name, for messages.
    let name: String

    /// The storyboard named `name` (without `.storyboard`) in `storyboardBundleOrNil`, or,
    /// when nil, in the main bundle or the app's folder (its `Base.lproj` too).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        document = UIStoryboard.read(name: name, in: storyboardBundleOrNil)
        super.init()
    }

    /// The storyboard in the file at `path`, its images and nibs found as for a nil bundle:
    /// what the storyboard canvas reads, since it draws every storyboard of an app whatever
    /// folder holds it.
    init(contentsOfFile path: String) {
        name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        bundle = nil
        document = UIStoryboard.read(path: path)
        super.init()
    }

    private static func read(name: String, in bundle: Bundle?) -> IBDocument? {
        guard let path = InterfaceBuilderFileLookup.path(of: name, ofType: "storyboard", in: bundle) else {
            Diagnostics.warn("Could not find a storyboard named '\(MessageText.quoted(name))' in \(InterfaceBuilderFileLookup.searchedDescription(for: bundle)); its controllers cannot be made",
                             once: "storyboard.missing.\(name)")
            return nil
        }
        return read(path: path)
    }

    private static func read(path: String) -> IBDocument? {
        do {
            let document = try IBDocumentCache.document(contentsOfFile: path)
            guard document.kind == .storyboard else {
                Diagnostics.warn("\(path) is a xib, not a storyboard: load it with UINib", once: "storyboard.kind.\(path)")
                return nil
            }
            return document
        } catch {
            Diagnostics.warn(error.description, once: "storyboard.read.\(path)")
            return nil
        }
    }

    // MARK: Making controllers

    /// A new instance of the initial view controller, made with its `init(coder:)`; nil when
    /// the storyboard has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let element = document?.initialViewController else { return nil }
        return instantiate(element, creator: nil)
    }

    /// A new instance of the initial view controller, made by `block` (which may call a
    /// custom `init?(coder:…)`), or with `init(coder:)` when `block` is nil.
    open func instantiateInitialViewController<ViewController: UIViewController>(creator block: ((NSCoder) -> ViewController?)?) -> ViewController? {
        guard let element = document?.initialViewController else { return nil }
        guard let made = instantiate(element, creator: block) else { return nil }
        let controller: ViewController? = checked(made, element: element)
        return controller
    }

    /// A new instance of the controller whose Storyboard ID is `identifier`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let element = controllerElement(identifier), let controller = instantiate(element, creator: nil) else {
            return UIViewController()
        }
        return controller
    }

    /// A new instance of the controller whose Storyboard ID is `identifier`, made by `block`
    /// when given. A controller of another class than `ViewController` is reported, and a
    /// plain instance of `ViewController` returned instead.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String,
                                                                          creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        if let element = controllerElement(identifier), let made = instantiate(element, creator: block),
           let controller: ViewController = checked(made, element: element) {
            return controller
        }
        return UIStoryboard.standIn(ViewController.self)
    }

    /// What an identifier that names nothing gives, since the method cannot return nil: a
    /// controller of the asked-for class made from an empty coder (its view is a plain view).
    private static func standIn<ViewController: UIViewController>(_ type: ViewController.Type) -> ViewController {
        let root = IBElement(name: "document", attributes: ["type": IBDocument.storyboardType, "version": IBDocument.supportedVersion,
                                                            "targetRuntime": IBDocument.iOSRuntimePrefix],
                             children: [IBElement(name: "scenes")])
        // This tree passes every check of the document reader, and UIViewController's
        // `init?(coder:)` never returns nil: only a subclass's own can, and then there is
        // nothing of its type to return (UIKit raises at the missing identifier already).
        let document = try! IBDocument(root: root, file: "(none)")
        let loader = NibLoader(document: document, bundle: nil, storyboard: nil)
        guard let controller = type.init(coder: NibCoder(element: IBElement(name: "viewController"), loader: loader)) else {
            preconditionFailure("\(type).init(coder:) returned nil for the stand-in of a missing storyboard identifier")
        }
        return controller
    }

    private func checked<ViewController: UIViewController>(_ made: UIViewController, element: IBElement) -> ViewController? {
        guard let controller = made as? ViewController else {
            Diagnostics.warn("\(name).storyboard: the controller \(element.id ?? "?") is a \(type(of: made)), not a \(ViewController.self)",
                             once: "storyboard.type.\(name).\(element.id ?? "")")
            return nil
        }
        return controller
    }

    private func controllerElement(_ identifier: String) -> IBElement? {
        guard let document else { return nil }
        guard let element = document.viewController(withStoryboardIdentifier: identifier) else {
            Diagnostics.warn("Storyboard (\(name).storyboard) doesn't contain a view controller with identifier '\(MessageText.quoted(identifier))'",
                             once: "storyboard.identifier.\(name).\(identifier)")
            return nil
        }
        return element
    }

    /// The controllers being made now, outermost first: a container makes its relationship
    /// children while it is made, and a controller among them again would be a cycle.
    private var instantiating: [IBElement] = []
    /// Objects made by the instantiations running now, waiting for the outermost to end
    /// before they hear `awakeFromNib()`.
    private var pendingAwake: [AnyObject] = []

    /// Makes the controller of `element` (through `creator` when given), connects its
    /// controller-level connections (its bar button items' actions and segues) and sends it
    /// `awakeFromNib()`; its view waits.
    ///
    /// A container makes its relationship children (each a nested call) in its
    /// `init(coder:)`. Every object made by the nested calls hears `awakeFromNib()` only
    /// once the outermost controller is made and connected, children first, so a child's
    /// `awakeFromNib()` finds its container (`splitViewController?.delegate = self`, as the
    /// lectures do).
    func instantiate<ViewController: UIViewController>(_ element: IBElement, creator: ((NSCoder) -> ViewController?)?) -> UIViewController? {
        guard let document else { return nil }
        if let id = element.id, instantiating.contains(where: { $0.id == id }) {
            let chain = (instantiating + [element]).map { "<\($0.name) id=\"\($0.id ?? "?")\">" }.joined(separator: " → ")
            let scene = document.scene(containing: id)?.sceneID ?? "?"
            Diagnostics.warn("\((document.file as NSString).lastPathComponent): scene \(scene), object \(id): the controllers' relationships form a cycle (\(chain)); the repeated controller is left out",
                             once: "storyboard.cycle.\(name).\(id)")
            return nil
        }
        instantiating.append(element)
        let loader = NibLoader(document: document, bundle: bundle, storyboard: self)
        let controller: UIViewController?
        if let creator {
            controller = loader.makeController(element, creator: creator)
        } else {
            controller = loader.make(element) as? UIViewController
        }
        // Segues from the controller's bar button items run from the controller.
        loader.sceneController = controller
        pendingAwake += loader.finish(awaking: false)
        controller?.storyboardSource?.rememberAnchors(in: loader.objects)
        instantiating.removeLast()
        if instantiating.isEmpty {
            let waiting = pendingAwake
            pendingAwake = []
            NibLoader.awake(waiting)
        }
        return controller
    }
}
