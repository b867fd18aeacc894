import Foundation

/// Something with a trait collection that hears when it changes: `UIView` (and so `UIWindow`)
/// and `UIViewController`.
///
/// Traits flow from the window down: a view in a window has its window's traits, and a
/// controller has its view's. When they really change (the window's scale, its size across a
/// size-class boundary, the user's text size), or a view moves into a window whose traits
/// differ from what it last saw, `traitCollectionDidChange(_:)` is called with the collection
/// before the change, on the window first, then on each controller before its view, and on
/// every view before its subviews.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits that describe this object's environment now.
    var traitCollection: UITraitCollection { get }

    /// Called after `traitCollection` changed; `previousTraitCollection` is what it was.
    /// Implementations call super first, so that what sits higher adapts first.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
