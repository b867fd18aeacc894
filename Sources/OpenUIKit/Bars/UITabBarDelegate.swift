import Foundation

/// What a tab bar tells its delegate (a tab bar controller is the delegate of its own bar).
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected `item` (a tap; setting `selectedItem` in code does not call this).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// By default nothing happens.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
