import Foundation

/// Which `UIToolbarAppearance` a toolbar shows, as iOS 15 picks it: at the scroll edge (the
/// content scroll view shows the end of its content, or there is none)
/// `compactScrollEdgeAppearance` in a compact height, else `scrollEdgeAppearance`; otherwise
/// `compactAppearance` in a compact height, else `standardAppearance`.
///
/// The edge is looked at when the toolbar is laid out or drawn again, not on every scroll. A
/// toolbar no appearance was given to (nor read from) keeps drawing with its `barTintColor`
/// and `isTranslucent`; an unset appearance falls back to the next, as before iOS 15.
extension UIToolbar {
    /// Whether the toolbar is at the scroll edge of its content scroll view.
    var isAtScrollEdge: Bool { BottomBarScrollEdge.isAtEdge(contentScrollView) }

    /// Whether the app set any appearance on the toolbar.
    var usesAppearances: Bool {
        appearanceWasTouched || compactAppearance != nil || scrollEdgeAppearance != nil || compactScrollEdgeAppearance != nil
    }

    /// The appearance the toolbar shows now, nil when it draws with its legacy properties.
    var activeAppearance: UIToolbarAppearance? {
        guard usesAppearances else { return nil }
        let compact = traitCollection.verticalSizeClass == .compact
        if isAtScrollEdge {
            if compact, let appearance = compactScrollEdgeAppearance { return appearance }
            if let appearance = scrollEdgeAppearance { return appearance }
        }
        if compact, let appearance = compactAppearance { return appearance }
        return standardAppearanceStorage ?? UIToolbarAppearance()
    }

    /// Redraws the background and remakes the items with the active appearance.
    func appearanceDidChange() {
        setNeedsDisplay()
        barItemDidChange()
    }
}
