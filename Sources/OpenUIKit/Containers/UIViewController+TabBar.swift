import Foundation

/// A view controller's part in a tab bar interface: its tab bar item and the tab bar
/// controller it is in.
extension UIViewController {
    /// `tabBarItem`: made on first use with the controller's `title`.
    func makeTabBarItemIfNeeded() -> UITabBarItem {
        if let item = tabBarItemStorage { return item }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        tabBarItemStorage = item
        return item
    }

    /// Setting `tabBarItem`: the tab bar controller showing this controller shows the new one.
    func storeTabBarItem(_ item: UITabBarItem?) {
        tabBarItemStorage = item
        tabBarController?.refreshTabBarItems()
    }

    /// The nearest tab bar controller among this controller's ancestors, or nil.
    public var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }
}
