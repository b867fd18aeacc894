import Foundation

extension UIView {
    /// UIKit's margins for a view whose app set none: 8 points on every side.
    static let defaultLayoutMargin: CGFloat = 8
    /// The system minimum side margins of a controller's root view, in points: 16 in a
    /// compact width, 20 in a regular one. Its top and bottom minimums are 0.
    static let rootViewCompactSideMargin: CGFloat = 16
    static let rootViewRegularSideMargin: CGFloat = 20

    /// The space to keep between the view's edges and its content, as laid out: what the app
    /// set (or UIKit's default), raised to the system minimum on a controller's root view,
    /// measured from the safe area when `insetsLayoutMarginsFromSafeArea`, and widened where
    /// the superview's margins reach in when `preservesSuperviewLayoutMargins`.
    public var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            guard newValue.top.isFinite, newValue.left.isFinite, newValue.bottom.isFinite, newValue.right.isFinite else {
                return UIView.refuse("layoutMargins = \(newValue)")
            }
            directionalLayoutMargins = directional(newValue)
        }
    }

    /// The margins by leading and trailing edge: leading is the left margin in a
    /// left-to-right view and the right one in a right-to-left view
    /// (`effectiveUserInterfaceLayoutDirection`), so margins set this way flip with the view.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directional(effectiveLayoutMargins) }
        set {
            guard newValue.top.isFinite, newValue.leading.isFinite, newValue.bottom.isFinite, newValue.trailing.isFinite else {
                return UIView.refuse("directionalLayoutMargins = \(newValue)")
            }
            guard layoutStateStorage?.directionalLayoutMargins != newValue else { return }
            layoutState.directionalLayoutMargins = newValue
            layoutMarginsMayHaveChanged()
        }
    }

    /// Whether the superview's margins also keep content in (default false).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStateStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutState.preservesSuperviewLayoutMargins = newValue
            layoutMarginsMayHaveChanged()
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStateStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsMayHaveChanged()
        }
    }

    /// The view's bounds less its margins, as a guide to constrain content to.
    public var layoutMarginsGuide: UILayoutGuide { layoutState.marginsGuide }

    /// The view's bounds less its safe-area insets, as a guide. A desktop window has no
    /// notch or system bars, so only a controller's `additionalSafeAreaInsets` make it smaller
    /// than the bounds.
    public var safeAreaLayoutGuide: UILayoutGuide { layoutState.safeAreaGuide }

    /// How far the safe area lies inside each edge: the superview's safe area where it
    /// reaches into this view, plus the controller's `additionalSafeAreaInsets` on a root view
    /// (and the insets its container adds, such as a navigation controller's bars).
    public var safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let parent = superview {
            let outer = parent.safeAreaInsets
            if outer != .zero {
                let frame = untransformedFrame, b = parent.bounds
                insets = UIEdgeInsets(top: Swift.max(0, outer.top - (frame.minY - b.minY)),
                                      left: Swift.max(0, outer.left - (frame.minX - b.minX)),
                                      bottom: Swift.max(0, outer.bottom - (b.maxY - frame.maxY)),
                                      right: Swift.max(0, outer.right - (b.maxX - frame.maxX)))
            }
        }
        if let controller = owningViewController {
            // The app's additional insets, and those its container gives it (a navigation bar).
            for extra in [controller.additionalSafeAreaInsets, controller.containerSafeAreaInsets] where extra != .zero {
                insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                      bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
            }
        }
        return insets
    }

    private var effectiveLayoutMargins: UIEdgeInsets {
        let set = layoutStateStorage?.directionalLayoutMargins
        var margins: UIEdgeInsets
        if let controller = owningViewController {
            let side = traitCollection.horizontalSizeClass == .regular ? UIView.rootViewRegularSideMargin : UIView.rootViewCompactSideMargin
            let minimum = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
            if let set {
                margins = absolute(set)
                if controller.viewRespectsSystemMinimumLayoutMargins {
                    margins = UIEdgeInsets(top: Swift.max(margins.top, minimum.top), left: Swift.max(margins.left, minimum.left),
                                           bottom: Swift.max(margins.bottom, minimum.bottom), right: Swift.max(margins.right, minimum.right))
                }
            } else {
                margins = controller.viewRespectsSystemMinimumLayoutMargins ? minimum : .zero
            }
        } else if let set {
            margins = absolute(set)
        } else {
            let d = UIView.defaultLayoutMargin
            margins = UIEdgeInsets(top: d, left: d, bottom: d, right: d)
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let outer = parent.layoutMargins, frame = untransformedFrame, b = parent.bounds
            margins = UIEdgeInsets(top: Swift.max(margins.top, outer.top - (frame.minY - b.minY)),
                                   left: Swift.max(margins.left, outer.left - (frame.minX - b.minX)),
                                   bottom: Swift.max(margins.bottom, outer.bottom - (b.maxY - frame.maxY)),
                                   right: Swift.max(margins.right, outer.right - (b.maxX - frame.maxX)))
        }
        return margins
    }

    /// `insets` by leading and trailing edge, in this view's direction.
    private func directional(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                                       bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
    }

    /// `insets` by left and right edge, in this view's direction.
    private func absolute(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                            bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
    }

    /// Tells the view (and its controller) when its margins changed, and lays out again.
    func layoutMarginsMayHaveChanged() {
        let now = layoutMargins
        guard layoutStateStorage?.reportedMargins != now else { return }
        layoutState.reportedMargins = now
        LayoutEngine.existing(for: self)?.setNeedsRebuild()
        setNeedsLayout()
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        for subview in subviews where subview.layoutStateStorage?.preservesSuperviewLayoutMargins == true {
            subview.layoutMarginsMayHaveChanged()
        }
    }

    /// Tells the subtree that the safe area changed (a controller's additional insets).
    func safeAreaInsetsMayHaveChanged() {
        let now = safeAreaInsets
        if layoutStateStorage?.reportedSafeArea != now {
            layoutState.reportedSafeArea = now
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            LayoutEngine.existing(for: self)?.setNeedsRebuild()
            setNeedsLayout()
            if insetsLayoutMarginsFromSafeArea { layoutMarginsMayHaveChanged() }
        }
        for subview in subviews { subview.safeAreaInsetsMayHaveChanged() }
    }
}
