import CCairo
import Foundation

/// The backdrop pass: a layer with a `BackdropStyle` (a visual effect view's) shows the
/// window's pixels already composited under it, blurred, saturated and tinted; a vibrancy
/// effect pulls its sublayers' colours toward those pixels.
///
/// The pixels are read from what the pass is drawing into (the back buffer, or the group of
/// a fading ancestor) when the layer's turn comes, so they are exactly what lies behind it:
/// everything earlier in the tree, nothing above it. They are read over the layer's bounds
/// grown by the blur's reach, at one sample per few window pixels for a wide blur
/// (`BackdropBlur.downsampling`), blurred there and drawn back scaled up, clipped to the
/// layer's rounded bounds (and so, like everything it paints, to its mask and its
/// ancestors' clips). The window's damage is grown beforehand (`BackdropLayers`) so that
/// everything the blur reads is composited afresh in the same pass.
///
/// Only the window's own passes read pixels: a backdrop drawn into a transition's
/// snapshot, a rasterized bitmap, a shadow's shape or a PDF paints its tint alone.
extension Compositor {
    /// The pixels taken from under a layer, after the blur.
    struct BackdropSample {
        /// ARGB32 samples, one per `downsampling`² window pixels.
        let image: CairoSurface
        /// The window pixels the image covers.
        let pixelRect: CGRect
        /// How many window pixels one sample stands for, each way.
        let downsampling: Int
    }

    /// The window pixels (whole ones, within `extent` unless it is null) that a backdrop over
    /// `bounds` reads: the bounds in the window grown by `reach` points; nil when empty.
    static func sampleRect(of bounds: CGRect, reach: CGFloat, transformToWindow m: CGAffineTransform, scale: CGFloat,
                           extent: CGRect) -> CGRect? {
        let inWindow = bounds.applying(m).insetBy(dx: -reach, dy: -reach)
        guard !inWindow.isNull, inWindow.isFinite, inWindow.width > 0, inWindow.height > 0 else { return nil }
        let minX = (inWindow.minX * scale).rounded(.down), minY = (inWindow.minY * scale).rounded(.down)
        var rect = CGRect(x: minX, y: minY, width: (inWindow.maxX * scale).rounded(.up) - minX,
                          height: (inWindow.maxY * scale).rounded(.up) - minY)
        if !extent.isNull { rect = rect.intersection(extent) }
        guard !rect.isNull, rect.width >= 1, rect.height >= 1 else { return nil }
        return rect
    }

    /// Reads, blurs and saturates the pixels under `bounds` as `style` asks; nil outside the
    /// window's passes, or when the target is not an image in memory.
    func sampleBackdrop(_ style: BackdropStyle, bounds: CGRect, transformToWindow m: CGAffineTransform) -> BackdropSample? {
        guard recordsCoverage, let target = cairo_get_group_target(cairo),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let rect = Compositor.sampleRect(of: bounds, reach: style.sampleReach, transformToWindow: m, scale: scale,
                                               extent: pixelExtent) else { return nil }
        let sigma = style.blurRadius * scale
        let factor = BackdropBlur.downsampling(forStandardDeviationInPixels: sigma)
        let width = Int((rect.width / CGFloat(factor)).rounded(.up)), height = Int((rect.height / CGFloat(factor)).rounded(.up))
        guard let image = CairoSurface.makeImage(pixelWidth: width, pixelHeight: height),
              let cr = cairo_create(image.pointer) else { return nil }
        cairo_surface_flush(target)
        // The target's user units are window points (its device scale holds the pixels, and
        // a group's device offset its place), so the read is placed in points.
        let samplesPerPoint = Double(scale) / Double(factor)
        cairo_scale(cr, samplesPerPoint, samplesPerPoint)
        cairo_translate(cr, -Double(rect.minX / scale), -Double(rect.minY / scale))
        cairo_set_source_surface(cr, target, 0, 0)
        let source = cairo_get_source(cr)
        // A whole-pixel copy, or an averaging reduction; the window's edge repeats past it.
        cairo_pattern_set_filter(source, factor == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image.pointer)
        BackdropBlur.blur(image, standardDeviation: sigma / CGFloat(factor))
        BackdropBlur.saturate(image, by: style.saturation)
        return BackdropSample(image: image, pixelRect: rect, downsampling: factor)
    }

    /// Sets `sample` as `cr`'s source, placed over the window pixels it came from (the
    /// current matrix must be the identity: window points).
    private func setBackdropSource(_ sample: BackdropSample, on cr: OpaquePointer) {
        let pointsPerSample = Double(sample.downsampling) / Double(scale)
        cairo_translate(cr, Double(sample.pixelRect.minX / scale), Double(sample.pixelRect.minY / scale))
        cairo_scale(cr, pointsPerSample, pointsPerSample)
        cairo_set_source_surface(cr, sample.image.pointer, 0, 0)
        let source = cairo_get_source(cr)
        cairo_pattern_set_filter(source, sample.downsampling == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
    }

    /// Paints a blur effect's look inside `bounds` with round corners of `radius`: the
    /// blurred backdrop (when one could be read), then the tint, both at `alpha`.
    func paintBackdrop(_ sample: BackdropSample?, style: BackdropStyle, bounds: CGRect, radius: CGFloat, corners: CACornerMask,
                       transformToWindow m: CGAffineTransform, alpha: CGFloat, onPixelGrid: Bool) {
        let draw = { (cr: OpaquePointer) in
            var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
            cairo_save(cr)
            cairo_set_matrix(cr, &matrix)
            cairo_new_path(cr)
            Compositor.addRoundedRect(cr, bounds, radius: radius, corners: corners)
            cairo_clip(cr)
            if let sample {
                cairo_save(cr)
                cairo_identity_matrix(cr)
                self.setBackdropSource(sample, on: cr)
                cairo_paint_with_alpha(cr, Double(alpha))
                cairo_restore(cr)
            }
            if let tint = style.tint, tint.alpha > 0 {
                cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha * alpha)
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
        if onPixelGrid { paintOnPixelGrid(bounds, transformToWindow: m, alpha: 1, draw) } else { draw(cairo) }
    }

    /// Starts the group a vibrancy effect's sublayers paint into.
    func beginVibrancy() {
        cairo_identity_matrix(cairo)
        pushGroup()
    }

    /// Ends the vibrancy group and paints it with `amount` of its colour replaced by the
    /// backdrop's under it (`sample`), keeping its coverage: where a label is opaque, it
    /// shows `1 − amount` of its colour and `amount` of what is behind.
    func endVibrancy(_ sample: BackdropSample?, amount: CGFloat) {
        cairo_identity_matrix(cairo)
        let content = cairo_pop_group(cairo)
        defer { cairo_pattern_destroy(content) }
        pushGroup()
        cairo_set_source(cairo, content)
        cairo_paint(cairo)
        if let sample, amount > 0 {
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_ATOP)
            setBackdropSource(sample, on: cairo)
            cairo_paint_with_alpha(cairo, Double(Swift.min(1, amount)))
            cairo_restore(cairo)
        }
        cairo_pop_group_to_source(cairo)
        cairo_paint(cairo)
    }
}
