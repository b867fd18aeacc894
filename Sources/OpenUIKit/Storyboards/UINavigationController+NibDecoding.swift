import Foundation

/// What a navigation controller reads from its storyboard element.
extension UINavigationController {
    /// The root from `rootViewController`, the bars' values, and which bars are hidden.
    func decodeNavigationController(from coder: NibCoder) {
        var root: [UIViewController] = []
        for (name, child) in relationshipChildren(from: coder) {
            if name == "rootViewController", root.isEmpty { root.append(child) } else { warnUnknownRelationship(name, in: coder) }
        }
        if !root.isEmpty { setViewControllers(root, animated: false) }
        if let barElement = coder.element.child("navigationBar", key: "navigationBar") {
            navigationBar.decodeNavigationBar(from: NibCoder(element: barElement, loader: coder.loader))
        }
        if let toolbarElement = coder.element.child("toolbar", key: "toolbar") {
            toolbar.decodeToolbar(from: NibCoder(element: toolbarElement, loader: coder.loader))
        }
        if let hidden = coder.bool("navigationBarHidden") { setNavigationBarHidden(hidden, animated: false) }
        if let hidden = coder.bool("toolbarHidden") { setToolbarHidden(hidden, animated: false) }
    }
}
