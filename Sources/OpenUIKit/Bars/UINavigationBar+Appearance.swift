import Foundation

/// Which `UINavigationBarAppearance` a navigation bar shows, as iOS 15 picks it: the top item's
/// appearance for the bar's state, else the bar's; for the scroll edge (the content scrolled to
/// its top, or no scrolling content) `scrollEdgeAppearance`, in a compact height
/// `compactAppearance`, else `standardAppearance`.
///
/// A bar no appearance was given to (nor read from, to be changed in place) keeps drawing with
/// its `barTintColor` and `isTranslucent`; an unset scroll-edge appearance falls back to the
/// standard one, as before iOS 15.
extension UINavigationBar {
    /// Whether the bar is at the scroll edge: its content scroll view is scrolled to its top
    /// (within half a point), or it has none.
    var isAtScrollEdge: Bool {
        guard let scrollView = contentScrollView else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + Self.scrollEdgeTolerance
    }

    /// How far past the top a scroll view may be and still be at the edge, in points.
    static let scrollEdgeTolerance: CGFloat = 0.5

    /// Whether the app set any appearance on the bar or on its top item.
    var usesAppearances: Bool {
        if appearanceWasTouched || compactAppearance != nil || scrollEdgeAppearance != nil
            || compactScrollEdgeAppearance != nil { return true }
        guard let item = topItem else { return false }
        return item.standardAppearance != nil || item.compactAppearance != nil
            || item.scrollEdgeAppearance != nil || item.compactScrollEdgeAppearance != nil
    }

    /// The appearance the bar shows now, nil when it draws with its legacy properties.
    var activeAppearance: UINavigationBarAppearance? {
        guard usesAppearances else { return nil }
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        if isAtScrollEdge {
            if compact, let appearance = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance {
                return appearance
            }
            if let appearance = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return appearance }
        }
        if compact, let appearance = item?.compactAppearance ?? compactAppearance { return appearance }
        return item?.standardAppearance ?? standardAppearanceStorage ?? UINavigationBarAppearance()
    }

    /// The title's attributes: the active appearance's over the bar's `titleTextAttributes`.
    var effectiveTitleTextAttributes: [NSAttributedString.Key: Any]? {
        merged(titleTextAttributes, activeAppearance?.titleTextAttributes)
    }

    /// The large title's attributes: the active appearance's over `largeTitleTextAttributes`.
    var effectiveLargeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        merged(largeTitleTextAttributes, activeAppearance?.largeTitleTextAttributes)
    }

    private func merged(_ base: [NSAttributedString.Key: Any]?, _ over: [NSAttributedString.Key: Any]?) -> [NSAttributedString.Key: Any]? {
        guard let over, !over.isEmpty else { return base }
        return (base ?? [:]).merging(over) { _, new in new }
    }

    /// The content scroll view moved: when it crossed the scroll edge, the bar's background
    /// and titles change.
    func contentScrollViewDidScroll() {
        let atEdge = isAtScrollEdge
        guard atEdge != lastScrollEdgeState else { return }
        lastScrollEdgeState = atEdge
        guard usesAppearances else { return }
        appearanceDidChange()
    }

    /// Redraws the background and rebuilds the titles with the active appearance.
    func appearanceDidChange() {
        setNeedsDisplay()
        barItemDidChange()
    }
}
