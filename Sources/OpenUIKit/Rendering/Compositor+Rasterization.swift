import CCairo
import Foundation

extension Compositor {
    /// Paints a layer with `shouldRasterize` from its bitmap, drawing the bitmap first when
    /// there is none or it no longer shows the layer (`RasterizedLayerCache`); `state` holds
    /// the values drawn now (its opacity, with what it inherits, fades the bitmap). Returns
    /// the window-point rect painted, or nil when the layer cannot be rasterized (nothing to
    /// draw, or too big), and must be painted as usual.
    ///
    /// The sublayers are not visited while the bitmap stands: a change among them drops the
    /// bitmap and damages the whole layer (`subtreeDrawingDidChange`), so the rects they
    /// would record are not needed, and they are left not current for when rasterizing stops.
    mutating func paintRasterized(_ layer: CALayer, state: LayerState, transformToWindow m: CGAffineTransform,
                                  remeasure: Bool) -> CGRect? {
        let rasterScale = layer.rasterizationScale
        let cache: RasterizedLayerCache
        if let current = layer.rasterCache, current.isCurrent(for: layer, state: state, scale: rasterScale) {
            cache = current
        } else {
            layer.rasterCache = nil
            guard let made = Compositor.rasterize(layer, scale: rasterScale) else { return nil }
            layer.rasterCache = made
            cache = made
            for sublayer in layer.storedSublayers {
                sublayer.visitLayerSubtree { descendant in
                    // Drawn now, so their changes animate implicitly from here on.
                    descendant.hasBeenComposited = true
                    descendant.compositedRectIsCurrent = false
                    descendant.descendantGeometryChanged = false
                    descendant.lastCompositedSubtreeRect = nil
                }
            }
        }
        let rect = cache.extent.applying(m)
        if rect.intersects(damageBounds) {
            paintRasterCache(cache, transformToWindow: m, alpha: state.opacity)
            viewsPainted += 1
        }
        layer.lastCompositedSubtreeRect = rect
        return rect
    }

    /// Draws `layer` and its subtree into a new bitmap at `scale` pixels per point, in the
    /// layer's bounds coordinates, as if its opacity were 1; nil when it covers nothing or
    /// the bitmap would be too big (with one warning).
    static func rasterize(_ layer: CALayer, scale: CGFloat) -> RasterizedLayerCache? {
        guard let covered = layer.drawnSubtreeRect(transformToWindow: .identity), !covered.isNull, covered.isFinite,
              covered.width > 0, covered.height > 0 else { return nil }
        let extent = RasterizedLayerCache.pixelAligned(covered, scale: scale)
        let width = (extent.width * scale).rounded(), height = (extent.height * scale).rounded()
        guard width * height <= CGFloat(RasterizedLayerCache.maximumPixelCount) else {
            Diagnostics.warn("a layer with shouldRasterize covers \(Int(width))×\(Int(height)) pixels at its rasterizationScale, more than a bitmap may hold: it is drawn without one",
                             once: "CALayer.shouldRasterize.size")
            return nil
        }
        guard let surface = CairoSurface.makeImage(pixelWidth: Int(width), pixelHeight: Int(height), scale: scale, opaque: false),
              let cr = cairo_create(surface.pointer) else { return nil }
        var painter = Compositor(cairo: cr, damageBounds: .infinite, scale: scale, recordsCoverage: false)
        painter.opaqueLayer = layer
        _ = painter.paint(layer, transformToWindow: CGAffineTransform(translationX: -extent.minX, y: -extent.minY), remeasure: true)
        cairo_destroy(cr)
        cairo_surface_flush(surface.pointer)
        return RasterizedLayerCache(surface: surface, extent: extent, scale: scale,
                                    contentKey: RasterizedLayerCache.contentKey(of: layer.renderState), mask: layer.mask.map(ObjectIdentifier.init))
    }

    /// Composites a layer's bitmap under `m` with `alpha`: copied pixel for pixel when it
    /// lands on the window's pixels one for one, else resampled bilinearly (Core Animation's
    /// default filters) through an image on the window's pixel grid, so every frame covers it
    /// the same whatever the damage (see `paintOnPixelGrid`).
    private func paintRasterCache(_ cache: RasterizedLayerCache, transformToWindow m: CGAffineTransform, alpha: CGFloat) {
        let pixelsPerBitmapPixel = scale / cache.scale
        let aligned = Compositor.keepsPixelsOneToOne(m, sx: pixelsPerBitmapPixel, sy: pixelsPerBitmapPixel) && isOnPixels(cache.extent, m)
        let draw = { (cr: OpaquePointer, alpha: CGFloat) in
            cairo_save(cr)
            cairo_translate(cr, cache.extent.minX, cache.extent.minY)
            cairo_set_source_surface(cr, cache.surface.pointer, 0, 0)
            let pattern = cairo_get_source(cr)
            cairo_pattern_set_filter(pattern, aligned ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, cache.extent.width, cache.extent.height)
            if alpha < 1 {
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, Double(alpha))
            } else {
                cairo_fill(cr)
            }
            cairo_restore(cr)
        }
        if aligned || !recordsCoverage {
            var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
            cairo_set_matrix(cairo, &matrix)
            draw(cairo, alpha)
        } else {
            paintOnPixelGrid(cache.extent, transformToWindow: m, alpha: alpha) { draw($0, 1) }
        }
    }
}
