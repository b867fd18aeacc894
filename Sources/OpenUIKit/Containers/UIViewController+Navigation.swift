import Foundation

/// A view controller's part in a navigation interface: its navigation item, its toolbar
/// items, the Edit/Done item, and the navigation controller it is in.
extension UIViewController {
    /// `navigationItem`: made on first use with the controller's `title`.
    func makeNavigationItemIfNeeded() -> UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The nearest navigation controller among this controller and its ancestors (a
    /// navigation controller's own is its parent's), or nil.
    public var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// `setToolbarItems(_:animated:)`: the toolbar follows when this controller is on top.
    func storeToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// `editButtonItem`: made on first use, sending `toggleEditing` to this controller.
    func makeEditButtonItemIfNeeded() -> UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: nil, style: .plain, target: self, action: Selector(UIViewController.toggleEditing))
        editButtonItemStorage = item
        item.showEditing(isEditing)
        return item
    }

    /// The Edit/Done item's action.
    func toggleEditing() {
        setEditing(!isEditing, animated: true)
    }
}

extension UIBarButtonItem {
    /// Shows the Edit/Done item's state: "Done" in bold while editing, else "Edit".
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
        possibleTitles = ["Edit", "Done"]
    }
}
