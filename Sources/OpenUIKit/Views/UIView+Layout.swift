import Foundation

extension UIView {
    /// Marks the view for layout: what the base `setNeedsLayout()` does.
    func markNeedsLayout() {
        needsLayoutFlag = true
        markAncestorsForLayout()
    }

    /// Runs pending layout now: what the base `layoutIfNeeded()` does.
    func performPendingLayout() {
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
                // Through the layer's delegate method, as UIKit does: views that override
                // `layoutSublayers(of:)` place their sublayers here.
                layoutSublayers(of: layer)
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
