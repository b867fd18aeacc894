import Foundation

extension UIView {
    /// Asks for `layoutSubviews()` in the next update pass; calls coalesce.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        markAncestorsForLayout()
    }

    /// Runs any pending layout now: pending `updateConstraints()` and the constraint solver
    /// first, then `layoutSubviews()` once per view that needs it, parents before children.
    /// As in Core Animation, superviews that need layout too are included: the walk goes up
    /// while the superview needs layout, and lays out everything below where it stopped.
    /// Inside a `UIView.animate` block, the frames it changes animate.
    public func layoutIfNeeded() {
        // Traits first, as in an update pass: layout code may read them.
        updateTraitsIfNeeded()
        if LayoutEngine.existing(for: self) != nil {
            updateConstraintsIfNeeded()
            LayoutEngine.engine(for: self).updateIfNeeded()
        }
        var top = self
        while let parent = top.superview, parent.needsLayoutFlag { top = parent }
        top.layoutSubtreeIfNeeded()
    }


    /// Whether a layout is pending for this view (not its subviews).
    public var needsLayout: Bool { needsLayoutFlag }

    /// Returns how many views ran `layoutSubviews()`.
    @discardableResult
    func layoutSubtreeIfNeeded() -> Int {
        var count = 0
        if needsLayoutFlag {
            needsLayoutFlag = false
            count += 1
            traitCollection.performAsCurrent {
                owningViewController?.sendViewIsAppearing()
                owningViewController?.viewWillLayoutSubviews()
                layoutSubviews()
                owningViewController?.viewDidLayoutSubviews()
            }
        }
        guard descendantNeedsLayout else { return count }
        descendantNeedsLayout = false
        for subview in subviews where subview.needsLayoutFlag || subview.descendantNeedsLayout {
            count += subview.layoutSubtreeIfNeeded()
        }
        return count
    }

    private func markAncestorsForLayout() {
        var view = self
        while let parent = view.superview, !parent.descendantNeedsLayout {
            parent.descendantNeedsLayout = true
            view = parent
        }
        window?.requestUpdate()
    }
}
