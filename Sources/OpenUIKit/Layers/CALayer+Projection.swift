import Foundation

extension CALayer {
    // MARK: Geometry through 3D transforms

    /// The window rect `sublayer`'s subtree covers, for a sublayer of this layer whose
    /// bounds coordinates `t` maps to the window: through its homography when its
    /// transform (or this layer's sublayer transform) is not affine.
    func subtreeRect(ofSublayer sublayer: CALayer, transformToWindow t: CGAffineTransform) -> CGRect? {
        if !sublayer.flattensSublayers, let transformLayer = sublayer as? CATransformLayer {
            return transformLayer.membersRect(under: renderState, toWindow: PlaneHomography(affine: t))
        }
        let state = sublayer.renderState
        guard let h = state.homographyToSuperlayer(under: renderState) else {
            return sublayer.currentSubtreeRect(transformToWindow: state.transformToSuperlayer.concatenating(t))
        }
        return sublayer.currentSubtreeRect(homographyToWindow: h.concatenating(t))
    }

    /// The window rect this layer's subtree covers now when `h` maps its bounds coordinates
    /// to the window: its bounding box through the homography, which keeps in front of the
    /// eye; nil when hidden or wholly behind the eye.
    func currentSubtreeRect(homographyToWindow h: PlaneHomography) -> CGRect? {
        if h.isAffine { return currentSubtreeRect(transformToWindow: h.affine) }
        guard let own = currentSubtreeRect(transformToWindow: .identity) else { return nil }
        let box = h.boundingBox(of: own, minimumW: h.nearLimit(of: own))
        return box.isNull ? nil : box
    }

    /// Maps bounds coordinates into the window's as drawn now, through every 3D transform
    /// and sublayer transform on the way (a mask maps through the layer it masks).
    var renderHomographyToWindow: PlaneHomography { homographyToRoot(model: false) }

    /// The window-point rect this layer and its visible subtree cover now, through 3D
    /// transforms too; nil when hidden. What the damage step adds for a layer that changed.
    var currentSubtreeRectInWindow: CGRect? {
        if !flattensSublayers, let transformLayer = self as? CATransformLayer, let parent = storedSuperlayer {
            return transformLayer.membersRect(under: parent.renderState, toWindow: parent.renderHomographyToWindow)
        }
        return currentSubtreeRect(homographyToWindow: renderHomographyToWindow)
    }

    /// Maps this layer's bounds coordinates into the root layer's, with the model values,
    /// through every 3D transform and sublayer transform on the way.
    var modelHomographyToRoot: PlaneHomography { homographyToRoot(model: true) }

    /// Maps bounds coordinates to the root's (the window's), with the model or the drawn
    /// values. Each layer flattens onto its superlayer's plane, except under a transform
    /// layer, where the maps are joined whole and flattened onto the first ancestor that
    /// flattens. The drawn values also map a mask through the layer it masks.
    private func homographyToRoot(model: Bool) -> PlaneHomography {
        var h = PlaneHomography.identity
        // The part of the chain still in 3D, below transform layers.
        var pending: CATransform3D?
        var layer = self
        while true {
            let state = model ? layer.modelState : layer.renderState
            if let parent = layer.storedSuperlayer {
                let parentState = model ? parent.modelState : parent.renderState
                if pending != nil || !parent.flattensSublayers {
                    let joined = CATransform3DConcat(pending ?? CATransform3DIdentity, state.transform3DToSuperlayer(under: parentState))
                    if parent.flattensSublayers {
                        h = h.concatenating(joined.flattened)
                        pending = nil
                    } else {
                        pending = joined
                    }
                } else {
                    h = h.concatenating(state.homographyToSuperlayer(under: parentState) ?? PlaneHomography(affine: state.transformToSuperlayer))
                }
                layer = parent
            } else if !model, let masked = layer.maskedLayer {
                h = h.concatenating(state.transformToSuperlayer)
                layer = masked
            } else {
                return h
            }
        }
    }
}

extension CALayer {
    // MARK: Hit testing and conversion through 3D transforms

    /// `point`, given in the superlayer's coordinates, in this layer's bounds coordinates
    /// (model values), through the inverse of the plane's homography when the layer is
    /// turned out of the plane; nil when no point of the layer lands there (seen edge-on, or
    /// the point is past the layer's horizon).
    func pointInBounds(fromSuperlayer point: CGPoint) -> CGPoint? {
        let state = modelState
        guard let h = state.homographyToSuperlayer(under: storedSuperlayer?.modelState) else {
            let t = state.transformToSuperlayer
            return t.isInvertible ? point.applying(t.inverted()) : nil
        }
        // Seen edge-on (a turn of exactly 90° leaves about 1e-17 here), nothing is hit.
        guard abs(h.determinant) > CALayer.edgeOnDeterminant, let inverse = h.inverted, let local = inverse.apply(point) else { return nil }
        // The point found must lie in front of the eye, not on the plane's far side.
        return h.w(at: local) > 0 ? local : nil
    }

    /// Below this determinant a layer's homography is taken as edge-on: its plane covers
    /// no area on screen.
    static let edgeOnDeterminant: CGFloat = 1e-9

    /// `point` mapped from `source`'s bounds coordinates into `target`'s (nil: the root of
    /// this layer's tree), with the model values and through 3D transforms; nil when it has
    /// no image there (behind the eye, or a layer seen edge-on).
    static func map(_ point: CGPoint, from source: CALayer?, to target: CALayer?) -> CGPoint? {
        let inRoot = source.map { $0.modelHomographyToRoot.apply(point) } ?? point
        guard let inRoot else { return nil }
        guard let target else { return inRoot }
        return target.modelHomographyToRoot.inverted?.apply(inRoot)
    }

    /// The bounding box of `rect` mapped from `source`'s bounds coordinates into `target`'s
    /// (nil: the root's), through 3D transforms; null when none of it has an image there.
    static func map(_ rect: CGRect, from source: CALayer?, to target: CALayer?) -> CGRect {
        var h = source?.modelHomographyToRoot ?? .identity
        if let target {
            guard let inverse = target.modelHomographyToRoot.inverted else { return .null }
            h = h.concatenating(inverse)
        }
        if h.isAffine { return rect.applying(h.affine) }
        return h.boundingBox(of: rect, minimumW: h.nearLimit(of: rect))
    }
}
