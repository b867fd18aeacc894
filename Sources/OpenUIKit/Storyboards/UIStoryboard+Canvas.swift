import Foundation

extension UIStoryboard {
    /// The scenes this storyboard's canvas shows, in document order; none when the file could
    /// not be read (reported when it was opened).
    var canvasScenes: [StoryboardCanvasScene] {
        guard let document else { return [] }
        return StoryboardCanvasScene.scenes(of: document, storyboardName: name)
    }

    /// A new instance of `scene`'s controller, made as `instantiateViewController` makes it;
    /// inside a navigation controller when the canvas shows a navigation bar above it. Nil
    /// when the controller could not be made (reported by the loader).
    func makeCanvasController(for scene: StoryboardCanvasScene) -> UIViewController? {
        guard let controller = instantiate(scene.controller, creator: nil) else { return nil }
        guard scene.showsNavigationBar, !(controller is UINavigationController) else { return controller }
        return UINavigationController(rootViewController: controller)
    }

    /// Calls ``UIView/prepareForInterfaceBuilder()`` on every view under `root` (itself
    /// included) whose class is ``InterfaceBuilderDesignable``, parents first.
    static func prepareDesignables(under root: UIView) {
        var pending = [root]
        while let view = pending.popLast() {
            if view is InterfaceBuilderDesignable { view.prepareForInterfaceBuilder() }
            pending.append(contentsOf: view.subviews.reversed())
        }
    }
}
