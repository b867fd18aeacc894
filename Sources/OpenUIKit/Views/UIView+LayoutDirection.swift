import Foundation

/// Right-to-left layout: which way a view's content runs.
///
/// The app's direction comes from the user's language (`UIApplication.userInterfaceLayoutDirection`)
/// and reaches views as their traits' `layoutDirection`. Each view then applies its own
/// `semanticContentAttribute`: playback and spatial controls, and views forced left to right,
/// stay left to right; views forced right to left run right to left. As in UIKit, the result
/// (`effectiveUserInterfaceLayoutDirection`) is the view's alone: forcing a view's direction
/// does not change its subviews'.
extension UIView {
    /// The direction a view with `attribute` has in the app's current direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction a view with `semanticContentAttribute` has in an interface laid out in
    /// `layoutDirection`: that direction for `.unspecified`, left to right for playback,
    /// spatial and forced left-to-right content, right to left for forced right-to-left content.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The base implementation of `effectiveUserInterfaceLayoutDirection`. Traits with no
    /// direction (a collection the app made) stand for the app's.
    var resolvedLayoutDirection: UIUserInterfaceLayoutDirection {
        let base: UIUserInterfaceLayoutDirection = switch traitCollection.layoutDirection {
        case .rightToLeft: .rightToLeft
        case .leftToRight: .leftToRight
        case .unspecified: InterfaceLayoutDirection.current
        }
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: base)
    }

    /// The view's direction may have changed (its attribute, or its traits' direction): its
    /// constraints' leading and trailing, its directional margins and its natural text are
    /// worked out again.
    func layoutDirectionMayHaveChanged() {
        LayoutEngine.existing(for: self)?.setNeedsRebuild()
        setNeedsLayout()
        superview?.setNeedsLayout()
        layoutMarginsMayHaveChanged()
        setNeedsDisplay()
    }
}
