import Foundation

extension UIView {
    /// The window at the root of this view's hierarchy, if it has one.
    public var window: UIWindow? {
        var view: UIView = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
    }

    /// Detaches the view from its superview (and window): what the base
    /// `removeFromSuperview()` does.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        layoutWillLeaveSuperview()
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        damageLastCompositedArea(in: oldWindow)
        oldWindow?.focusOrderMayHaveChanged()
        parent.subviews.removeAll { $0 === self }
        if layer.storedSuperlayer === parent.layer { layer.detachFromSuperlayer() }
        if parent.layer.storedSublayers.isEmpty { parent.subviewPresenceDidChange() }
        superview = nil
        // Leaving the window stops the subtree's animations, as in UIKit: their completions
        // hear `finished == false`.
        windowDidChangeForAnimations(from: oldWindow, to: nil)
        parent.setNeedsLayout()
        if oldWindow != nil { propagateDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Whether this view is `view` or lies somewhere below it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search starting at this view.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }


    // MARK: Implementation

    func insert(_ view: UIView, at requestedIndex: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.warn("a view cannot be added as a subview of itself or of its own descendant; ignored")
            return
        }
        if view.superview === self {
            // Already ours: only the order changes.
            guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: current)
            let index = Swift.min(Swift.max(0, requestedIndex > current ? requestedIndex - 1 : requestedIndex), subviews.count)
            subviews.insert(view, at: index)
            placeLayerOfSubview(at: index)
            view.geometryDidChange()
            return
        }
        let oldWindow = view.window
        let newWindow = window
        // What the view reports before the move, for views that have never seen traits.
        let predicted = newWindow != nil && oldWindow !== newWindow ? UIView.predictedTraitCollection : nil
        if let oldParent = view.superview {
            view.layoutWillLeaveSuperview()
            oldParent.willRemoveSubview(view)
        }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        if let oldParent = view.superview {
            view.damageLastCompositedArea(in: oldWindow)
            oldParent.subviews.removeAll { $0 === view }
            if view.layer.storedSuperlayer === oldParent.layer { view.layer.detachFromSuperlayer() }
            oldParent.setNeedsLayout()
            if oldParent.layer.storedSublayers.isEmpty { oldParent.subviewPresenceDidChange() }
        }
        if layer.storedSublayers.isEmpty { subviewPresenceDidChange() }
        let index = Swift.min(Swift.max(0, requestedIndex), subviews.count)
        subviews.insert(view, at: index)
        placeLayerOfSubview(at: index)
        view.superview = self
        view.layoutDidJoinSuperview()
        if view.needsUpdateConstraintsFlag || view.descendantNeedsUpdateConstraints { view.markAncestorsForConstraintUpdate() }
        if let newWindow, oldWindow !== newWindow { newWindow.constraintUpdatePassPending = true }
        view.windowDidChangeForAnimations(from: oldWindow, to: newWindow)
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        if let predicted { view.deliverTraitsAfterMoving(to: newWindow, predicted: predicted) }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        if view.needsLayoutFlag || view.descendantNeedsLayout { view.setNeedsLayout() }
        if view.storedTintColor == nil { view.notifyTintColorDidChange() }
        view.attachPendingWork()
    }

    /// Puts the layer of `subviews[index]` among this view's sublayers where UIKit does:
    /// just below the layer of the next subview, or on top of every sublayer for the last
    /// subview. A layer elsewhere (moved with `addSublayer`) is taken back.
    private func placeLayerOfSubview(at index: Int) {
        let sublayer = subviews[index].layer
        if sublayer.storedSuperlayer != nil, sublayer.storedSuperlayer !== layer { sublayer.damageLastCompositedArea() }
        sublayer.detachFromSuperlayer()
        let next = index + 1 < subviews.count ? subviews[index + 1].layer : nil
        let at = next.flatMap { n in layer.storedSublayers.firstIndex { $0 === n } } ?? layer.storedSublayers.count
        layer.insertRaw(sublayer, at: at)
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        owningViewController?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        owningViewController?.rootViewDidMoveToWindow()
        for subview in subviews { subview.propagateDidMoveToWindow() }
    }
}
