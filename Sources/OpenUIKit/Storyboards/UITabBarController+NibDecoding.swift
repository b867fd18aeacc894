import Foundation

/// What a tab bar controller reads from its storyboard element.
extension UITabBarController {
    /// The tabs from the `viewControllers` relationships, in document order, and the bar's
    /// values.
    func decodeTabBarController(from coder: NibCoder) {
        var tabs: [UIViewController] = []
        for (name, child) in relationshipChildren(from: coder) {
            if name == "viewControllers" { tabs.append(child) } else { warnUnknownRelationship(name, in: coder) }
        }
        if !tabs.isEmpty { setViewControllers(tabs, animated: false) }
        if let barElement = coder.element.child("tabBar", key: "tabBar") {
            tabBar.decodeTabBar(from: NibCoder(element: barElement, loader: coder.loader))
        }
    }
}
