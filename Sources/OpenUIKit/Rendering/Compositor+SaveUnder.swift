import CCairo
import Foundation

extension Compositor {
    /// Composites `root` without `overlays` (a run of its last sublayers, see `SaveUnder`)
    /// into `backdrop` inside `damage` (window pixels), as `composite(root:into:scale:damage:)`
    /// does the whole tree: the same pixels as a full composite of the window without them.
    /// Returns the views painted; `damage` grows as that pass grows it.
    static func compositeBackdrop(root: CALayer, leavingOut overlays: [CALayer], into backdrop: CairoSurface, scale: CGFloat,
                                  damage: inout [CGRect]) -> Int {
        let leftOut = Set(overlays.map(ObjectIdentifier.init))
        return inJoiningRounds(damage: &damage, extent: pixelExtent(of: backdrop)) { rects, extent in
            guard let cr = beginPass(on: backdrop, damage: rects, scale: scale) else { return nil }
            defer { cairo_destroy(cr) }
            // What shows where no view paints: black, as in every composite.
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            var compositor = Compositor(cairo: cr, damageBounds: pointBounds(of: rects, scale: scale), damageRects: rects,
                                        pixelExtent: extent, scale: scale, recordsCoverage: true)
            compositor.layersLeftOut = leftOut
            _ = compositor.paint(root, transformToWindow: .identity, remeasure: false)
            cairo_surface_flush(backdrop.pointer)
            return (compositor.viewsPainted, compositor.rectsToJoin)
        }
    }

    /// Restores `backdrop` into `backBuffer` inside `damage` (window pixels) and paints
    /// `overlays`, `root`'s last sublayers, over it as the window's pass paints them: the
    /// same pixels as a full composite, since nothing else paints after them. Returns the
    /// views painted, or nil when the pixels cannot be copied; `damage` grows where a
    /// pass joins rects.
    static func compositeOverlays(_ overlays: [CALayer], of root: CALayer, over backdrop: CairoSurface, into backBuffer: CairoSurface,
                                  scale: CGFloat, damage: inout [CGRect]) -> Int? {
        var copied = true
        let rootState = root.renderState
        let painted = inJoiningRounds(damage: &damage, extent: pixelExtent(of: backBuffer)) { rects, extent in
            guard SaveUnder.copyPixels(from: backdrop, to: backBuffer, in: rects) else {
                copied = false
                return nil
            }
            guard let cr = beginPass(on: backBuffer, damage: rects, scale: scale) else { return nil }
            defer { cairo_destroy(cr) }
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            var compositor = Compositor(cairo: cr, damageBounds: pointBounds(of: rects, scale: scale), damageRects: rects,
                                        pixelExtent: extent, scale: scale, recordsCoverage: true)
            for overlay in overlays {
                // Measured afresh: the overlays are what moves.
                _ = compositor.paintSublayer(overlay, of: rootState, transformToWindow: .identity, remeasure: true)
            }
            cairo_surface_flush(backBuffer.pointer)
            return (compositor.viewsPainted, compositor.rectsToJoin)
        }
        return copied ? painted : nil
    }

    /// Runs `pass` over `damage`, joining the rects a pass asks to join and running it again,
    /// as the window's composite does (at most `maximumDamageRounds` times, then over their
    /// bounding box). Returns the last pass's views painted (0 when a pass could not run).
    private static func inJoiningRounds(damage: inout [CGRect], extent: CGRect,
                                        _ pass: ([CGRect], CGRect) -> (viewsPainted: Int, rectsToJoin: [CGRect])?) -> Int {
        guard !damage.isEmpty else { return 0 }
        var region = DamageRegion(extent: extent)
        for rect in damage { region.add(rect) }
        var rounds = 0
        while true {
            damage = region.rects
            guard let result = pass(damage, extent) else { return 0 }
            guard !result.rectsToJoin.isEmpty else { return result.viewsPainted }
            rounds += 1
            if rounds < maximumDamageRounds {
                for rect in result.rectsToJoin { region.add(rect) }
            } else {
                region.add(region.rects.reduce(CGRect.null) { $0.union($1) })
            }
        }
    }

    /// A Cairo context on `surface` clipped to `damage` (window pixels, drawn in points).
    private static func beginPass(on surface: CairoSurface, damage: [CGRect], scale: CGFloat) -> OpaquePointer? {
        guard let cr = cairo_create(surface.pointer) else { return nil }
        cairo_new_path(cr)
        for rect in damage {
            cairo_rectangle(cr, rect.minX / scale, rect.minY / scale, rect.width / scale, rect.height / scale)
        }
        cairo_clip(cr)
        return cr
    }

    /// The bounding box of `rects` (window pixels) in window points.
    private static func pointBounds(of rects: [CGRect], scale: CGFloat) -> CGRect {
        rects.reduce(CGRect.null) { bounds, rect in
            bounds.union(CGRect(x: rect.minX / scale, y: rect.minY / scale, width: rect.width / scale, height: rect.height / scale))
        }
    }

    /// `surface`'s pixels as a rect.
    private static func pixelExtent(of surface: CairoSurface) -> CGRect {
        CGRect(x: 0, y: 0, width: surface.pixelWidth, height: surface.pixelHeight)
    }
}
