import Foundation

/// Where a storyboard controller's root view comes from: its scene's `<view key="view">`
/// and the scene's other objects (gesture recognizers), made when the view is first needed.
@MainActor
final class StoryboardViewSource {
    let storyboard: UIStoryboard?
    let document: IBDocument
    let bundle: Bundle?
    /// The controller's element, whose connections into its views are made at view load.
    let controllerElement: IBElement
    let viewElement: IBElement?
    let sceneObjects: [IBElement]

    init(storyboard: UIStoryboard?, document: IBDocument, bundle: Bundle?, controllerElement: IBElement,
         viewElement: IBElement?, sceneObjects: [IBElement]) {
        self.storyboard = storyboard
        self.document = document
        self.bundle = bundle
        self.controllerElement = controllerElement
        self.viewElement = viewElement
        self.sceneObjects = sceneObjects
    }

    /// A reference that does not keep its object alive.
    private struct WeakReference {
        weak var object: AnyObject?
    }

    /// The scene's bar button items and views by id, held weakly, for a segue anchored to one
    /// (`popoverAnchorBarButtonItem`, `popoverAnchorView`).
    private var anchors: [String: WeakReference] = [:]

    /// Remembers the bar button items and views an instantiation of the scene made.
    func rememberAnchors(in objects: [String: AnyObject]) {
        for (id, object) in objects where object is UIBarButtonItem || object is UIView {
            anchors[id] = WeakReference(object: object)
        }
    }

    /// The bar button item or view with `id` made for this scene, while it exists.
    func anchor(_ id: String) -> AnyObject? {
        anchors[id]?.object
    }

    /// The elements the view load makes, with everything below them, which the controller's
    /// own instantiation must leave (`NibLoader.isDeferred(_:)`).
    var deferredRoots: [IBElement] {
        (viewElement.map { [$0] } ?? []) + sceneObjects
    }

    /// Makes the view hierarchy for `controller`, in the loading order, and returns its root.
    func loadView(for controller: UIViewController) -> UIView? {
        guard let viewElement else { return nil }
        let loader = NibLoader(document: document, bundle: bundle, storyboard: storyboard)
        if let id = controllerElement.id { loader.bind(id, to: controller) }
        loader.sceneController = controller
        let root = loader.make(viewElement) as? UIView
        for object in sceneObjects { _ = loader.make(object) }
        loader.addConnections(of: controllerElement)
        controller.view = root
        loader.finish()
        rememberAnchors(in: loader.objects)
        return root
    }
}
