import Foundation

/// How a controller decodes itself from a storyboard and loads its view from one, or from
/// a nib.
extension UIViewController {
    /// Decodes the title, the bar items and a container's children, and remembers the scene
    /// the view will load from.
    func decodeViewController(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let title = coder.string("title") { self.title = title }
        let loader = coder.loader
        let scene = element.id.flatMap { loader.document.scene(containing: $0) }
        let viewElement = element.child(key: "view")
        let sceneObjects = scene?.otherTopLevelObjects.filter { !$0.name.hasSuffix("Controller") } ?? []
        let source = StoryboardViewSource(storyboard: loader.storyboard, document: loader.document, bundle: loader.bundle,
                                          controllerElement: element, viewElement: viewElement, sceneObjects: sceneObjects)
        loader.deferredRoots += source.deferredRoots
        if let id = viewElement?.id { loader.skippedElementIDs.insert(id) }
        storyboardSource = source
        decodeControllerItems(from: coder)
    }

    /// Loads the root view from the storyboard scene or nib the controller has; false when
    /// it has neither.
    func loadViewFromInterfaceBuilder() -> Bool {
        if let source = storyboardSource {
            if source.loadView(for: self) != nil { return true }
            return false
        }
        let bundle = nibBundle
        guard let name = nibName ?? defaultNibName(in: bundle) else { return false }
        let nib = UINib(nibName: name, bundle: bundle)
        _ = nib.instantiate(withOwner: self, options: nil)
        if viewIfLoaded == nil {
            Diagnostics.warn("\(name).xib loaded for \(type(of: self)) but did not set its view outlet; the controller gets a plain view",
                             once: "nib.view.\(name)")
        }
        return viewIfLoaded != nil
    }

    /// UIKit's rule when `nibName` is nil: a nib named after the class without its
    /// `Controller` suffix (`MyView` for `MyViewController`), else named after the class.
    func defaultNibName(in bundle: Bundle?) -> String? {
        let className = String(describing: type(of: self))
        var candidates: [String] = []
        if className.hasSuffix("Controller") { candidates.append(String(className.dropLast("Controller".count))) }
        candidates.append(className)
        return candidates.first { UINib.path(of: $0, in: bundle) != nil }
    }
}
