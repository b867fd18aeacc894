import Foundation

/// What a storyboard prototype (a collection view's or a table view's cell) is made from at
/// each dequeue, long after the scene's loader is gone: the document, bundle and storyboard
/// (kept), and the scene controller whose segues its cells trigger (not kept: the controller
/// owns the list that holds this source).
@MainActor
struct NibPrototypeSource {
    let document: IBDocument
    let bundle: Bundle?
    let storyboard: UIStoryboard?
    weak var sceneController: UIViewController?

    init(_ loader: NibLoader) {
        document = loader.document
        bundle = loader.bundle
        storyboard = loader.storyboard
        sceneController = loader.sceneController
    }

    /// A prototype made by an instantiation of its own over the same document, as a compiled
    /// storyboard keeps each prototype in a nib of its own: its outlets and segues are
    /// connected and it hears `awakeFromNib()`.
    func instantiate(_ element: IBElement) -> AnyObject? {
        let prototypeLoader = NibLoader(document: document, bundle: bundle, storyboard: storyboard)
        prototypeLoader.sceneController = sceneController
        let made = prototypeLoader.make(element)
        prototypeLoader.finish()
        return made
    }
}
