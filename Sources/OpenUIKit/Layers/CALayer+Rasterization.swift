import Foundation

extension CALayer {
    // MARK: Layers whose subtree is drawn from elsewhere than the tree as it is

    /// Whether the compositor draws this layer's sublayers from something other than the
    /// tree as it stands: a rasterized bitmap, or a replicator's instances.
    var drawsSubtreeIndirectly: Bool { shouldRasterize || replicatesSublayers }

    /// The window-point rect a rasterized layer covers: its bitmap's extent while the bitmap
    /// still shows the layer (cut to what it paints), else its subtree's extent grown to the
    /// whole pixels of a bitmap, as the compositor will draw it (the damage must cover every
    /// pixel the bitmap paints). `t` maps the layer's bounds coordinates to the window.
    func rasterizedSubtreeRect(transformToWindow t: CGAffineTransform) -> CGRect? {
        if let cache = rasterCache {
            let state = renderState
            guard !state.isHidden, state.opacity > 0 else { return nil }
            if cache.isCurrent(for: self, state: state, scale: rasterizationScale) { return cache.extent.applying(t) }
        }
        guard let covered = drawnSubtreeRect(transformToWindow: .identity) else { return nil }
        return RasterizedLayerCache.pixelAligned(covered, scale: rasterizationScale).applying(t)
    }

    /// `shouldRasterize` or `rasterizationScale` changed: the bitmap goes, and the layer's
    /// area is composited again.
    func rasterizationDidChange() {
        rasterCache = nil
        layerGeometryDidChange()
    }

    /// Something at or below this layer changed how its subtree looks (a sublayer moved,
    /// animated, redrew, came or went): every rasterized bitmap from here up (a mask's
    /// changes go up through the layer it masks) is dropped. And the nearest layer up that
    /// draws its subtree indirectly is damaged as a whole, where it was and where it is: a
    /// change inside a replicator shows in every instance, and inside a rasterized layer the
    /// sublayers' own rects are not tracked, so neither tells by itself what the change
    /// covers on screen.
    func subtreeDrawingDidChange() {
        var indirect: CALayer?
        var current: CALayer? = self
        while let layer = current {
            layer.rasterCache = nil
            if indirect == nil && layer.drawsSubtreeIndirectly { indirect = layer }
            current = layer.storedSuperlayer ?? layer.maskedLayer
        }
        // Its own geometry change goes on up from there (a replicator inside another).
        indirect?.layerGeometryDidChange()
    }
}
