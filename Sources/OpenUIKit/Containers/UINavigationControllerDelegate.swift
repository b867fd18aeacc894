import Foundation

/// Told when a navigation controller shows a controller. Both methods have defaults that do
/// nothing, as UIKit's optional methods. (The custom-animation methods are not offered yet.)
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `viewController` is about to be shown (after its `viewWillAppear(_:)`).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` was shown (after its `viewDidAppear(_:)`, or at once off screen).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
