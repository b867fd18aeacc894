import CCairo
import Foundation

extension Compositor {
    /// Paints a `CAReplicatorLayer`'s sublayers once per instance, under the replicator's
    /// matrix `m`; returns the window-point rect they cover, nil when none shows.
    ///
    /// Instance k is drawn under the k-th instance transform (its affine part), with the
    /// sublayers' animations seen at the instance's time (`withSublayers(showingInstance:)`)
    /// and, when its colour is not white, through a group multiplied by that colour. Without
    /// `preservesDepth` the instances are drawn one after another, each with all the
    /// sublayers in their order; with it every sublayer of every instance is drawn from the
    /// farthest to the nearest. The sublayers are painted afresh for each instance
    /// (`remeasure`): the rects they record are the last instance's, so no instance may be
    /// skipped on them.
    mutating func paintInstances(of replicator: CAReplicatorLayer, transformToWindow m: CGAffineTransform) -> CGRect? {
        let state = replicator.renderState
        let style = state.replicator
        let transforms = style.instanceTransforms(about: CGPoint(x: state.bounds.midX, y: state.bounds.midY))
        let sublayers = replicator.sublayersInDrawingOrder
        var rect = CGRect.null
        if style.preservesDepth {
            var copies: [(order: Int, instance: Int, sublayer: CALayer, depth: CGFloat)] = []
            for (instance, transform) in transforms.enumerated() {
                for sublayer in sublayers {
                    let shown = sublayer.renderState
                    copies.append((copies.count, instance, sublayer,
                                   ReplicatorLayerStyle.depth(of: shown.position, z: shown.zPosition, under: transform)))
                }
            }
            // Farthest first; copies at one depth keep their instance order.
            copies.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.order < $1.order }
            for copy in copies {
                rect = rect.union(paintInstance(copy.instance, of: replicator, sublayers: [copy.sublayer],
                                                transform: transforms[copy.instance], color: style.color(ofInstance: copy.instance),
                                                transformToWindow: m))
            }
        } else {
            for (instance, transform) in transforms.enumerated() {
                rect = rect.union(paintInstance(instance, of: replicator, sublayers: sublayers, transform: transform,
                                                color: style.color(ofInstance: instance), transformToWindow: m))
            }
        }
        return rect.isNull ? nil : rect
    }

    /// Paints `sublayers` as instance `index` shows them; returns the rect they cover.
    private mutating func paintInstance(_ index: Int, of replicator: CAReplicatorLayer, sublayers: [CALayer], transform: CATransform3D,
                                        color: ReplicatorLayerStyle.InstanceColor, transformToWindow m: CGAffineTransform) -> CGRect {
        guard color.alpha > 0 else { return .null }
        let placed = CATransform3DGetAffineTransform(transform).concatenating(m)
        let tinted = !color.isWhite
        if tinted {
            // The group's pattern is placed for the matrix outside it: window points.
            cairo_identity_matrix(cairo)
            pushGroup()
        }
        var rect = CGRect.null
        replicator.withSublayers(showingInstance: index) {
            for sublayer in sublayers {
                let toWindow = sublayer.renderState.transformToSuperlayer.concatenating(placed)
                if let r = paint(sublayer, transformToWindow: toWindow, remeasure: true) { rect = rect.union(r) }
            }
        }
        if tinted { popGroup(tintedBy: color) }
        return rect
    }

    /// Ends an instance's group and paints it multiplied by `color`: a fade alone as the
    /// group's alpha, a tint by multiplying the group's pixels (premultiplied, so each colour
    /// channel by its component and the alpha, the alpha by the alpha).
    private func popGroup(tintedBy color: ReplicatorLayerStyle.InstanceColor) {
        var alpha = color.alpha
        if !color.isGrey, let group = cairo_get_group_target(cairo) {
            if Compositor.multiplyPixels(of: group, by: color) {
                alpha = 1
            } else {
                Diagnostics.warn("a CAReplicatorLayer's instance colours are drawn only into bitmaps: here (a PDF or other vector target) only their alpha shows",
                                 once: "CAReplicatorLayer.instanceColor.vector")
            }
        }
        cairo_pop_group_to_source(cairo)
        cairo_identity_matrix(cairo)
        if alpha < 1 { cairo_paint_with_alpha(cairo, Double(alpha)) } else { cairo_paint(cairo) }
    }

    /// Multiplies every pixel of an ARGB32 image surface by `color`; false (changing
    /// nothing) for any other kind of surface.
    static func multiplyPixels(of surface: OpaquePointer, by color: ReplicatorLayerStyle.InstanceColor) -> Bool {
        cairo_surface_flush(surface)
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return false }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Factors in 16.16 fixed point (65,536 is 1); a premultiplied channel takes the
        // alpha's factor too.
        func factor(_ value: CGFloat) -> UInt32 { UInt32((value * 65_536).rounded()) }
        let fa = factor(color.alpha), fr = factor(color.red * color.alpha)
        let fg = factor(color.green * color.alpha), fb = factor(color.blue * color.alpha)
        func scaled(_ channel: UInt32, _ f: UInt32) -> UInt32 { (channel * f + 32_768) >> 16 }
        for y in 0..<height {
            data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { row in
                for x in 0..<width {
                    let p = row[x]
                    guard p != 0 else { continue }
                    row[x] = scaled(p >> 24, fa) << 24 | scaled((p >> 16) & 0xFF, fr) << 16
                        | scaled((p >> 8) & 0xFF, fg) << 8 | scaled(p & 0xFF, fb)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return true
    }
}
