import Foundation

/// Which `UITabBarAppearance` a tab bar shows: the selected item's appearance for the bar's
/// state, else the bar's; at the scroll edge (the selected controller's content ends within
/// its view, or it has no scroll view) `scrollEdgeAppearance`, else `standardAppearance`.
///
/// The edge is looked at when the bar is laid out or drawn again (a selection, a layout of
/// the tab bar controller), not on every scroll. A bar no appearance was given to (nor read
/// from, to be changed in place) keeps drawing with its `barTintColor` and `isTranslucent`;
/// an unset scroll-edge appearance falls back to the standard one, as before iOS 15.
extension UITabBar {
    /// Whether the bar is at the scroll edge of its content scroll view.
    var isAtScrollEdge: Bool { BottomBarScrollEdge.isAtEdge(contentScrollView) }

    /// Whether the app set any appearance on the bar or on its selected item.
    var usesAppearances: Bool {
        if appearanceWasTouched || scrollEdgeAppearanceStorage != nil { return true }
        guard let item = selectedItem else { return false }
        return item.standardAppearance != nil || item.scrollEdgeAppearance != nil
    }

    /// The appearance the bar shows now, nil when it draws with its legacy properties.
    var activeAppearance: UITabBarAppearance? {
        guard usesAppearances else { return nil }
        let item = selectedItem
        if isAtScrollEdge, let appearance = item?.scrollEdgeAppearance ?? scrollEdgeAppearanceStorage {
            return appearance
        }
        return item?.standardAppearance ?? standardAppearanceStorage ?? UITabBarAppearance()
    }

    /// Redraws the background and the items with the active appearance.
    func appearanceDidChange() {
        setNeedsDisplay()
        barItemDidChange()
    }
}
