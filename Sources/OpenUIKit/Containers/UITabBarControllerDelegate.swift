import Foundation

/// What a tab bar controller asks and tells its delegate when the user picks a tab.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tab the user tapped may be selected (default true). Not asked when the app
    /// selects a tab in code.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected a tab (it may be the one already selected). Not called when the app
    /// selects a tab in code, as UIKit documents.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// By default every tab may be selected.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// By default nothing happens.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
