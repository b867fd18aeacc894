import Foundation

/// Told when a search controller is presented and dismissed, and asked to present it.
/// Every method has a default, as UIKit's optional methods do.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// Presents the search controller when it becomes active (the user begins editing its
    /// bar, or `isActive` is set). The default presents it as the system does, telling
    /// `willPresentSearchController(_:)` and `didPresentSearchController(_:)`; an
    /// implementation of your own presents it instead (with `present(_:animated:completion:)`).
    func presentSearchController(_ searchController: UISearchController)
    /// The system is about to present the search controller.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The system presented the search controller.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The system is about to dismiss the search controller.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The system dismissed the search controller.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Presents the search controller as the system does.
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.presentAutomatically()
    }
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
