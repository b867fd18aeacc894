import CCairo
import Foundation

extension Compositor {
    /// Paints `sublayer` of a layer whose values are `parent` (and whose bounds coordinates
    /// `m` maps to the window): through the affine fast path when its transform to the
    /// window is affine, else flattened into an image and projected
    /// (``paintProjected(_:homography:)``). A layer that is not double-sided and faces away
    /// is not drawn. Returns (and records) the window rect the subtree covers.
    mutating func paintSublayer(_ sublayer: CALayer, of parent: LayerState, transformToWindow m: CGAffineTransform,
                                remeasure: Bool) -> CGRect? {
        if !sublayer.flattensSublayers, let transformLayer = sublayer as? CATransformLayer {
            return paintTransformLayer(transformLayer, of: parent, transformToWindow: m)
        }
        let state = sublayer.renderState
        guard let homography = state.homographyToSuperlayer(under: parent) else {
            let toWindow = state.transformToSuperlayer.concatenating(m)
            if !state.isDoubleSided && toWindow.a * toWindow.d - toWindow.b * toWindow.c < 0 { return hideBackFace(of: sublayer) }
            return paint(sublayer, transformToWindow: toWindow, remeasure: remeasure)
        }
        let toWindow = homography.concatenating(m)
        guard toWindow.isFinite else { return hideBackFace(of: sublayer) }
        if !state.isDoubleSided && toWindow.determinant < 0 { return hideBackFace(of: sublayer) }
        if toWindow.isAffine { return paint(sublayer, transformToWindow: toWindow.affine, remeasure: remeasure) }
        return paintProjected(sublayer, homography: toWindow)
    }

    /// Paints what a transform layer shows (its sublayers, through nested transform layers
    /// theirs), back to front, each through the whole 3D map from its bounds to the plane of
    /// the transform layer's superlayer, whose bounds coordinates `m` maps to the window.
    /// Each is painted as it would be as a sublayer there (affine, or flattened and
    /// projected), remeasured every time, since any turn of the transform layer moves them
    /// all. The transform layer (and every one nested in it) records the union as what it
    /// covers.
    private mutating func paintTransformLayer(_ layer: CATransformLayer, of parent: LayerState,
                                              transformToWindow m: CGAffineTransform) -> CGRect? {
        var covered = CGRect.null
        let outerOpacity = inheritedOpacity
        for member in layer.members(under: parent, model: false) {
            inheritedOpacity = outerOpacity * member.opacity
            let h = member.toPlane.flattened.concatenating(m)
            let rect: CGRect?
            if !h.isFinite || (!member.layer.renderState.isDoubleSided && h.determinant < 0) {
                rect = hideBackFace(of: member.layer)
            } else if h.isAffine {
                rect = paint(member.layer, transformToWindow: h.affine, remeasure: true)
            } else {
                rect = paintProjected(member.layer, homography: h)
            }
            if let rect { covered = covered.union(rect) }
        }
        inheritedOpacity = outerOpacity
        let result = covered.isNull ? nil : covered
        if recordsCoverage {
            layer.visitLayerSubtree { nested in
                guard !nested.flattensSublayers else { return }
                nested.hasBeenComposited = true
                nested.compositedRectIsCurrent = true
                nested.descendantGeometryChanged = false
                nested.lastCompositedSubtreeRect = result
            }
        }
        return result
    }

    /// A layer not drawn (its back faces the viewer): it covers nothing.
    private func hideBackFace(of layer: CALayer) -> CGRect? {
        if recordsCoverage {
            layer.hasBeenComposited = true
            layer.compositedRectIsCurrent = true
            layer.descendantGeometryChanged = false
            layer.lastCompositedSubtreeRect = nil
        }
        return nil
    }

    /// Paints `layer` and its subtree under a homography that is not affine (bounds
    /// coordinates to window points), as Core Animation draws a layer turned out of the
    /// plane: the subtree is flattened into an image (at the resolution its nearest part is
    /// shown at) and the image projected by `ProjectedLayerPainter`. Every layer of the
    /// subtree records the projected rect as what it covers, so that a change anywhere in
    /// it damages the whole projected area.
    private mutating func paintProjected(_ layer: CALayer, homography h: PlaneHomography) -> CGRect? {
        let state = layer.renderState
        guard !state.isHidden, state.opacity > 0, let extent = layer.currentSubtreeRect(transformToWindow: .identity),
              extent.width > 0, extent.height > 0 else {
            if recordsCoverage { layer.lastCompositedSubtreeRect = nil }
            return nil
        }
        let near = h.nearLimit(of: extent)
        let windowRect = h.boundingBox(of: extent, minimumW: near)
        if recordsCoverage {
            layer.visitLayerSubtree { member in
                member.hasBeenComposited = true
                member.compositedRectIsCurrent = true
                member.descendantGeometryChanged = false
                member.lastCompositedSubtreeRect = windowRect.isNull ? nil : windowRect
            }
        }
        guard !windowRect.isNull, windowRect.intersects(damageBounds) else { return windowRect.isNull ? nil : windowRect }
        let imageScale = ProjectedLayerPainter.imageScale(for: extent, homography: h, near: near, deviceScale: scale)
        guard let flat = flatImage(of: layer, extent: extent, scale: imageScale) else { return windowRect }
        defer { cairo_surface_destroy(flat.surface) }
        let damage = damageBounds
        let deviceScale = scale
        paintVector(windowRect, transformToWindow: .identity) { cr in
            ProjectedLayerPainter.paint(flat.surface, covering: flat.rect, imageScale: imageScale, homography: h,
                                        near: near, deviceScale: deviceScale, visible: damage, into: cr)
        }
        viewsPainted += 1
        return windowRect
    }

    /// The subtree of `layer` drawn flat, in its bounds coordinates, over `extent` at `scale`
    /// pixels per point, with a transparent margin of `ProjectedLayerPainter.marginPixels`
    /// on every side; and the rect (bounds coordinates) the image covers.
    private func flatImage(of layer: CALayer, extent: CGRect, scale imageScale: CGFloat) -> (surface: OpaquePointer, rect: CGRect)? {
        let margin = CGFloat(ProjectedLayerPainter.marginPixels)
        let width = Int((extent.width * imageScale).rounded(.up) + 2 * margin)
        let height = Int((extent.height * imageScale).rounded(.up) + 2 * margin)
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let origin = CGPoint(x: extent.minX - margin / imageScale, y: extent.minY - margin / imageScale)
        let toImage = CGAffineTransform(translationX: -origin.x, y: -origin.y).concatenating(CGAffineTransform(scaleX: imageScale, y: imageScale))
        var painter = Compositor(cairo: cr, damageBounds: .infinite, scale: imageScale, recordsCoverage: false)
        // The opacity the layers above hand down is drawn into the image, as it would be
        // into the window.
        painter.inheritedOpacity = inheritedOpacity
        _ = painter.paint(layer, transformToWindow: toImage, remeasure: true)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let rect = CGRect(x: origin.x, y: origin.y, width: CGFloat(width) / imageScale, height: CGFloat(height) / imageScale)
        return (surface, rect)
    }
}
