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
        // A shadow's blur reaches three standard deviations, but its last stretch rounds to
        // no alpha at all: the bitmap is cut to what it paints, so that each frame that moves
        // it damages, restores and composites only pixels it changes.
        let (kept, keptExtent) = trimmed(surface, extent: extent, scale: scale)
        return RasterizedLayerCache(surface: kept, extent: keptExtent, scale: scale,
                                    contentKey: RasterizedLayerCache.contentKey(of: layer.renderState), mask: layer.mask.map(ObjectIdentifier.init))
    }

    /// `surface` (a bitmap of `extent`, bounds coordinates, at `scale`) cut to its pixels
    /// with any alpha plus `RasterizedLayerCache.transparentMargin` all round, and the
    /// extent of what is kept; unchanged when that is (nearly) the whole of it.
    private static func trimmed(_ surface: CairoSurface, extent: CGRect, scale: CGFloat) -> (CairoSurface, CGRect) {
        let source = surface.pointer
        guard let painted = paintedPixels(of: source) else { return (surface, extent) }
        let margin = RasterizedLayerCache.transparentMargin
        let width = surface.pixelWidth, height = surface.pixelHeight
        let minX = Swift.max(0, painted.minX - margin), minY = Swift.max(0, painted.minY - margin)
        let maxX = Swift.min(width, painted.maxX + margin), maxY = Swift.min(height, painted.maxY + margin)
        let keptWidth = maxX - minX, keptHeight = maxY - minY
        // Not worth a second bitmap for a few rows.
        guard keptWidth * keptHeight < width * height * RasterizedLayerCache.trimWorthPercent / 100,
              let kept = CairoSurface.makeImage(pixelWidth: keptWidth, pixelHeight: keptHeight, scale: scale, opaque: false),
              let from = cairo_image_surface_get_data(source), let to = cairo_image_surface_get_data(kept.pointer) else {
            return (surface, extent)
        }
        let fromStride = Int(cairo_image_surface_get_stride(source)), toStride = Int(cairo_image_surface_get_stride(kept.pointer))
        let bytesPerPixel = 4
        for row in 0..<keptHeight {
            memcpy(to + row * toStride, from + (minY + row) * fromStride + minX * bytesPerPixel, keptWidth * bytesPerPixel)
        }
        cairo_surface_mark_dirty(kept.pointer)
        let keptExtent = CGRect(x: extent.minX + CGFloat(minX) / scale, y: extent.minY + CGFloat(minY) / scale,
                                width: CGFloat(keptWidth) / scale, height: CGFloat(keptHeight) / scale)
        return (kept, keptExtent)
    }

    /// The pixel bounds (min inclusive, max exclusive) of `surface`'s pixels with any alpha,
    /// a 32-bit premultiplied image; nil when it has none or is not such an image. Rows are
    /// read from each end inwards and stop at the first painted pixel, so a bitmap with a
    /// wide transparent margin costs about that margin, not its whole area.
    private static func paintedPixels(of surface: OpaquePointer) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let wordsPerRow = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        // Premultiplied: a pixel without alpha is all zero.
        func rowIsClear(_ y: Int) -> Bool {
            let row = pixels + y * wordsPerRow
            for x in 0..<width where row[x] != 0 { return false }
            return true
        }
        var minY = 0
        while minY < height && rowIsClear(minY) { minY += 1 }
        guard minY < height else { return nil }
        var maxY = height
        while rowIsClear(maxY - 1) { maxY -= 1 }
        var minX = width, maxX = 0
        for y in minY..<maxY {
            let row = pixels + y * wordsPerRow
            var x = 0
            while x < minX && row[x] == 0 { x += 1 }
            if x < minX && x < width { minX = x }
            var end = width
            while end > maxX && row[end - 1] == 0 { end -= 1 }
            if end > maxX { maxX = end }
        }
        return (minX, minY, maxX, maxY)
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
