import Foundation

extension UIStoryboard {
    /// The scenes this storyboard's canvas shows, in document order; none when the file could
    /// not be read (reported when it was opened).
    var canvasScenes: [StoryboardCanvasScene] {
        guard let document else { return [] }
        return StoryboardCanvasScene.scenes(of: document, storyboardName: name)
    }

    /// A new instance of `scene`'s controller, made as `instantiateViewController` makes it,
    /// inside the containers that draw the scene's bars (`StoryboardCanvasScene.bars`): a
    /// navigation controller of its own for a navigation bar or a toolbar, a tab bar
    /// controller of its own for a tab bar. With a status bar, the outermost controller's
    /// safe area starts below it, as iOS's does, so a navigation bar sits under it. Nil when
    /// the controller could not be made (reported by the loader).
    func makeCanvasController(for scene: StoryboardCanvasScene) -> UIViewController? {
        guard var controller = instantiate(scene.controller, creator: nil) else { return nil }
        let bars = scene.bars
        let isContainer = controller is UITabBarController || controller is UISplitViewController
        if let navigation = controller as? UINavigationController {
            if bars.toolbar { navigation.isToolbarHidden = false }
        } else if (bars.navigationBar || bars.toolbar) && !isContainer {
            let navigation = UINavigationController(rootViewController: controller)
            navigation.isNavigationBarHidden = !bars.navigationBar
            navigation.isToolbarHidden = !bars.toolbar
            controller = navigation
        }
        if bars.tabBar, !isContainer {
            let tabs = UITabBarController()
            tabs.viewControllers = [controller]
            controller = tabs
        }
        if bars.statusBar { controller.containerSafeAreaInsets.top = scene.statusBarHeight }
        return controller
    }

    /// Puts the canvas's status bar over the top of `window`, `height` points tall, in the
    /// colour of the navigation bar under it when the root controller shows one (iOS extends
    /// the bar's background up behind the status bar), else clear.
    static func addCanvasStatusBar(to window: UIWindow, height: CGFloat, isLight: Bool) {
        guard height > 0 else { return }
        let bar = CanvasStatusBarView(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: height))
        bar.isLight = isLight
        var top = window.rootViewController
        if let tabs = top as? UITabBarController { top = tabs.selectedViewController }
        if let navigation = top as? UINavigationController, !navigation.isNavigationBarHidden {
            let navigationBar = navigation.navigationBar
            bar.backgroundColor = BarBackground(barTintColor: navigationBar.barTintColor, isTranslucent: navigationBar.isTranslucent,
                                                hairlineEdge: .bottom).fillColor
        }
        window.addSubview(bar)
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
