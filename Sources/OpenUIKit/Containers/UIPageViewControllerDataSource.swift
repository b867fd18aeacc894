import Foundation

/// What a page view controller asks for its pages: the one before and the one after a page,
/// asked only when the user (or the page indicator) moves that way, and, for the scroll
/// style's page indicator, how many pages there are and which is shown.
///
/// The two page methods are required, as in UIKit. The two presentation methods are
/// optional: the page indicator shows only when the data source implements both (the
/// defaults below tell the controller they were not implemented).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page indicator shows; asked after
    /// `setViewControllers(_:direction:animated:completion:)`.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is the current page's; asked after
    /// `setViewControllers(_:direction:animated:completion:)` (the user's turns move it by one).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented: no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pageViewController.answeredByDefault = true
        return 0
    }
    /// Not implemented: no page indicator.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.answeredByDefault = true
        return 0
    }
}
