import Foundation

extension CALayer {
    // MARK: The layer tree

    /// The sublayers in the order they are drawn: by `zPosition`, and in `sublayers` order
    /// among equal ones (a stable sort, as Core Animation's within one superlayer).
    var sublayersInDrawingOrder: [CALayer] {
        // Kept between frames until a sublayer joins, leaves or changes its drawn depth: a
        // frame walks every sublayer of a big layer through here, and must not pay for
        // reading every depth again.
        if let order = drawingOrderCache { return order }
        let order: [CALayer]
        if storedSublayers.contains(where: { $0.renderZPosition != 0 }) {
            let depths = storedSublayers.map(\.renderZPosition)
            order = depths.indices.sorted { a, b in depths[a] != depths[b] ? depths[a] < depths[b] : a < b }
                .map { storedSublayers[$0] }
        } else {
            // Almost every layer's sublayers have no depth: the list is the order.
            order = storedSublayers
        }
        drawingOrderCache = order
        return order
    }

    /// Called whenever the model or presentation state is written: a new drawn depth
    /// reorders the superlayer's drawing.
    func renderDepthMayHaveChanged() {
        let depth = presentationState?.zPosition ?? modelState.zPosition
        guard depth != renderZPosition else { return }
        renderZPosition = depth
        storedSuperlayer?.drawingOrderCache = nil
    }

    // MARK: Hit testing and coordinates

    func transformToRoot(from layer: CALayer?) -> CGAffineTransform {
        layer?.modelTransformToRoot ?? .identity
    }

    /// Maps bounds coordinates into the root layer's, with the model values.
    var modelTransformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer = self
        while let parent = layer.storedSuperlayer {
            t = t.concatenating(layer.modelState.transformToSuperlayer)
            layer = parent
        }
        return t
    }

    /// Maps bounds coordinates into the window's as drawn now (presentation values while
    /// animating). A mask maps through the layer it masks.
    var renderTransformToWindow: CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer = self
        while true {
            if let parent = layer.storedSuperlayer {
                t = t.concatenating(layer.renderState.transformToSuperlayer)
                layer = parent
            } else if let masked = layer.maskedLayer {
                t = t.concatenating(layer.renderState.transformToSuperlayer)
                layer = masked
            } else {
                return t
            }
        }
    }

    // MARK: Window membership

    /// The window whose render tree holds this layer: the one whose layer is at the root of
    /// this layer's tree (a mask belongs to the tree of the layer it masks).
    var window: UIWindow? {
        var layer = self
        while let next = layer.storedSuperlayer ?? layer.maskedLayer { layer = next }
        return layer.owningView as? UIWindow
    }

    /// The core of every insertion: `layer` leaves its superlayer (damaging where it was)
    /// and joins this one at `index` (clamped), then hands its pending work to the window.
    func attachSublayer(_ layer: CALayer, at index: Int) {
        guard layer !== self, !isDescendantLayer(of: layer) else {
            return Diagnostics.warn("a layer cannot be added as a sublayer of itself or of its own sublayer; ignored")
        }
        if layer.maskedLayer != nil {
            Diagnostics.warn("a layer that is another layer's mask was added as a sublayer; it stops being the mask")
            layer.maskedLayer?.mask = nil
        }
        if layer.storedSuperlayer === self {
            guard let current = storedSublayers.firstIndex(where: { $0 === layer }) else { return }
            storedSublayers.remove(at: current)
            storedSublayers.insert(layer, at: Swift.min(Swift.max(0, index > current ? index - 1 : index), storedSublayers.count))
            layer.layerGeometryDidChange()
            return
        }
        layer.removeFromSuperlayer()
        if storedSublayers.isEmpty { sublayerPresenceDidChange() }
        insertRaw(layer, at: index)
        layer.attachPendingLayerWork()
    }

    /// Inserts without any damage or bookkeeping (the view hierarchy does its own).
    func insertRaw(_ layer: CALayer, at index: Int) {
        storedSublayers.insert(layer, at: Swift.min(Swift.max(0, index), storedSublayers.count))
        layer.storedSuperlayer = self
        subtreeDrawingDidChange()
    }

    /// Leaves the superlayer without any damage or bookkeeping.
    func detachFromSuperlayer() {
        storedSuperlayer?.subtreeDrawingDidChange()
        storedSuperlayer?.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
    }

    /// Whether this layer is `layer` or lies below it.
    func isDescendantLayer(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let l = current {
            if l === layer { return true }
            current = l.storedSuperlayer
        }
        return false
    }

    func visitLayerSubtree(_ body: (CALayer) -> Void) {
        body(self)
        for layer in storedSublayers { layer.visitLayerSubtree(body) }
    }

    // MARK: Damage

    /// Records that this layer's screen area (or order, or look) changed, so its window
    /// damages where it was and where it is now in the next update pass.
    func layerGeometryDidChange() {
        (storedSuperlayer ?? maskedLayer)?.subtreeDrawingDidChange()
        if let maskedLayer {
            // A mask draws nothing of its own: what changes is the layer it masks.
            maskedLayer.shadowMask = nil
            return maskedLayer.layerGeometryDidChange()
        }
        guard let window else { return }
        // A view moved, showed, hid or joined the window: the Tab order may be another. (A
        // free-standing layer, such as the focus ring itself, holds no focusable view.)
        if owningView != nil { window.focusOrderMayHaveChanged() }
        // This subtree's rect, and every ancestor's union of rects, must be measured again,
        // even when the layer is already listed, for it may have moved to new ancestors.
        compositedRectIsCurrent = false
        var ancestor = storedSuperlayer
        while let layer = ancestor {
            layer.descendantGeometryChanged = true
            ancestor = layer.storedSuperlayer
        }
        // What the ancestors and their sublayers paint changed: a shadow cast by them is stale.
        storedSuperlayer?.invalidateContentShadows(in: window)
        noteGeometryChange(in: window)
    }

    private func noteGeometryChange(in window: UIWindow) {
        guard !geometryChangePending else { return }
        geometryChangePending = true
        window.noteGeometryChange(self)
    }

    /// Forgets the shadows this layer and its ancestors cast from what they paint, since a
    /// change below changed their shape; a shadow cast by content (no `shadowPath`) may then
    /// cover other pixels, reaching beyond what changed, so the whole of each such layer is
    /// damaged, where it was and where it is.
    func invalidateContentShadows(in window: UIWindow?) {
        var current: CALayer? = self
        while let layer = current {
            layer.shadowMask = nil
            if let window, layer.castsContentShadow { layer.noteGeometryChange(in: window) }
            current = layer.storedSuperlayer
        }
    }

    /// Whether the layer's shadow follows what it and its sublayers paint.
    var castsContentShadow: Bool {
        let state = renderState
        return state.hasShadow && state.shadowPath == nil
    }

    /// What the layer itself paints, in bounds coordinates: its bounds and its shadow, which,
    /// when cast by content, follows the sublayers reaching outside the bounds too.
    var paintedExtent: CGRect {
        let state = renderState
        guard castsContentShadow, !state.masksToBounds, !storedSublayers.isEmpty else { return state.visualExtent }
        let shape = state.paintedBounds.union(sublayersRect(transformToWindow: .identity))
        let reach = state.shadowBlurReach
        return state.paintedBounds.union(shape.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height)
            .insetBy(dx: -reach, dy: -reach))
    }

    /// After joining a window: hand pending display and damage to it.
    func attachPendingLayerWork() {
        guard let window else { return }
        layerGeometryDidChange()
        visitLayerSubtree { layer in
            if layer.invalidContentRect != nil && !layer.displayPending {
                layer.displayPending = true
                window.noteNeedsDisplay(layer)
            }
            if layer.owningView == nil && layer.needsLayoutFlag { window.noteNeedsLayout(layer) }
            // Animations added while the layer was in no window start now.
            if !layer.animations.isEmpty && layer.animationEngine == nil { AnimationEngine.layerStartedAnimating(layer) }
        }
    }

    /// Damages the area this subtree covered at the last composite, for a layer leaving.
    func damageLastCompositedArea() {
        visitLayerSubtree { $0.hasBeenComposited = false }
        guard let window, let rect = lastCompositedSubtreeRect else { return }
        window.addDamage(inWindowPoints: rect)
        visitLayerSubtree { $0.lastCompositedSubtreeRect = nil }
    }

    /// For a layer that just got its first sublayer or lost its last: damages its own area
    /// when it is translucent. The compositor fades such a layer with sublayers as one
    /// group and one without by painting its content faded, and the two round differently
    /// (by a level here and there), so its pixels change even when the sublayer that came
    /// or went paints nothing.
    func sublayerPresenceDidChange() {
        let state = modelState
        guard let window, !state.isHidden, state.opacity > 0, state.opacity < 1 else { return }
        // Measured when the frame is made: a scroll before then moves the layer.
        window.addOwnAreaDamage(of: self)
    }

    /// The window-point rect this layer and its visible subtree cover now; nil when hidden.
    /// A rasterized layer covers its bitmap's whole pixels (`rasterizedSubtreeRect`).
    func currentSubtreeRect(transformToWindow t: CGAffineTransform) -> CGRect? {
        if shouldRasterize { return rasterizedSubtreeRect(transformToWindow: t) }
        return drawnSubtreeRect(transformToWindow: t)
    }

    /// What `currentSubtreeRect` is for a layer drawn as its tree, not from a bitmap.
    func drawnSubtreeRect(transformToWindow t: CGAffineTransform) -> CGRect? {
        let state = renderState
        guard !state.isHidden, state.opacity > 0 else { return nil }
        var rect = paintedExtent.applying(t)
        // A flip's near side grows past the bounds.
        if let transition = state.transition, transition.isTurned {
            rect = rect.union(transition.projectedExtent(of: state.bounds).applying(t))
        }
        if !state.masksToBounds { rect = rect.union(sublayersRect(transformToWindow: t)) }
        return rect
    }

    /// The window-point rect the visible sublayers and their subtrees cover now (every
    /// instance of a replicator's); null when none shows. `t` maps this layer's bounds
    /// coordinates to the window.
    func sublayersRect(transformToWindow t: CGAffineTransform) -> CGRect {
        if replicatesSublayers, let replicator = self as? CAReplicatorLayer { return replicator.instancesRect(transformToWindow: t) }
        var rect = CGRect.null
        for layer in storedSublayers {
            if let r = subtreeRect(ofSublayer: layer, transformToWindow: t) {
                rect = rect.union(r)
            }
        }
        return rect
    }
}
