import CCairo
import Foundation

/// A context's shadow setting (`CGContext.setShadow(offset:blur:color:)`), and the casting
/// of one painting operation's shadow.
///
/// The shadow of an operation is the alpha of what it paints, blurred, moved by the offset
/// and painted in the shadow colour beneath it; it is clipped by the context's clip like the
/// operation itself, but the operation casting it is not (something clipped away still casts
/// a shadow into the clip, as in Core Graphics). The blur is a Gaussian of standard deviation
/// `blur / 2` points, approximated by three box passes each way.
struct ContextShadow {
    /// The offset in the context's base space, in points: not affected by the transform.
    var offset: CGSize
    /// The blur, in points.
    var blur: CGFloat
    /// The shadow's colour.
    var color: CGColor

    /// Standard deviations per unit of `blur`: Core Graphics' blur reads as twice the
    /// Gaussian's σ (HTML canvas's `shadowBlur`, modelled on it, is defined so).
    static let sigmaPerBlur: CGFloat = 0.5

    /// How many σ the blurred mask reaches past the shape; beyond 3σ a Gaussian is below 1/255.
    static let reachInSigmas: CGFloat = 3

    /// The largest blur, in points, taken; larger blurs are clamped (they would only spread
    /// an invisible shadow over a huge area at great cost).
    static let maximumBlur: CGFloat = 500

    /// The default colour: black at a third opacity, as Core Graphics documents.
    static let defaultColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)
}

extension CGContext {
    /// Casts a shadow from everything painted afterwards (until the graphics state is
    /// restored): black at one-third opacity, moved by `offset` and blurred by `blur` points.
    ///
    /// The offset is in the context's base space, not affected by the transform. As on iOS,
    /// positive heights move the shadow down in a UIKit context (a view's `draw(_:)`, an
    /// image renderer or image context) and up in a bitmap context made by
    /// `CGContext(data:width:…)`, whose base space is y-up. A negative or non-finite blur or
    /// offset is refused.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: ContextShadow.defaultColor)
    }

    /// Casts a shadow of `color` from everything painted afterwards; a nil or fully
    /// transparent colour turns shadows off. Otherwise as ``setShadow(offset:blur:)``.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite, blur >= 0 else {
            Diagnostics.warn("CGContext.setShadow(offset: \(offset), blur: \(blur)) was ignored: the offset must be finite and the blur finite and not negative",
                             once: "CGContext.setShadow")
            return
        }
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = ContextShadow(offset: offset, blur: min(blur, ContextShadow.maximumBlur), color: color)
    }

    /// Paints the shadow the operation `paintMask` would cast, if a shadow is set: the
    /// operation runs once more into a scratch bitmap (with the current path, transform and
    /// line settings, but no clip), whose alpha is blurred and painted in the shadow colour.
    /// `userExtents` bounds what the operation paints, in user space, when known.
    func castShadow(userExtents: CGRect?, _ paintMask: (OpaquePointer) -> Void) {
        guard let shadow = state.shadow else { return }
        let target = cairo_get_target(cairo)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            Diagnostics.warn("CGContext shadows are drawn only into bitmaps; a PDF page gets the shape without its shadow",
                             once: "CGContext.shadow.notImage")
            return
        }
        let scale = deviceScale
        let dx = shadow.offset.width * scale
        let dy = (hasYUpBaseSpace ? -1 : 1) * shadow.offset.height * scale
        let sigma = shadow.blur * ContextShadow.sigmaPerBlur * scale
        let margin = (sigma * ContextShadow.reachInSigmas).rounded(.up)

        // The part of the scratch bitmap that can cast into the clip.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        var region = devicePixelRect(ofUserRect: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
            .offsetBy(dx: -dx, dy: -dy).insetBy(dx: -margin, dy: -margin)
        if let userExtents, userExtents.isFinite, !userExtents.isNull {
            region = region.intersection(devicePixelRect(ofUserRect: userExtents).insetBy(dx: -margin, dy: -margin))
        }
        region = region.integral
        let limit = CGFloat(CairoSurface.maximumPixelDimension)
        guard !region.isNull, region.width >= 1, region.height >= 1, region.width <= limit, region.height <= limit,
              let scratch = CairoSurface.makeImage(pixelWidth: Int(region.width), pixelHeight: Int(region.height)),
              let scratchContext = cairo_create(scratch.pointer) else { return }
        defer { cairo_destroy(scratchContext) }

        // Same user space, moved into the scratch bitmap's pixels.
        var userToDevice = cairo_matrix_t(), toPixels = cairo_matrix_t(), scratchMatrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &userToDevice)
        cairo_matrix_init(&toPixels, Double(scale), 0, 0, Double(scale), -region.minX, -region.minY)
        cairo_matrix_multiply(&scratchMatrix, &userToDevice, &toPixels)
        cairo_set_matrix(scratchContext, &scratchMatrix)
        copyLineSettings(to: scratchContext)
        if let path = cairo_copy_path(cairo) {
            if path.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(scratchContext, path) }
            cairo_path_destroy(path)
        }
        paintMask(scratchContext)
        scratch.flush()

        guard let mask = ShadowBlur.blurredAlphaMask(of: scratch, sigma: sigma) else { return }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_scale(cairo, 1 / Double(scale), 1 / Double(scale))
        let color = shadow.color
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * state.alpha)
        cairo_set_operator(cairo, state.blendMode.cairoOperator)
        cairo_mask_surface(cairo, mask.pointer, region.minX + dx, region.minY + dy)
        cairo_restore(cairo)
    }

    /// The device-pixel bounding box of a user-space rect.
    private func devicePixelRect(ofUserRect rect: CGRect) -> CGRect {
        let scale = deviceScale
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { corner -> CGPoint in
            var x = Double(corner.x), y = Double(corner.y)
            cairo_user_to_device(cairo, &x, &y)
            return CGPoint(x: x * scale, y: y * scale)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Gives `other` this context's stroke and fill settings.
    private func copyLineSettings(to other: OpaquePointer) {
        cairo_set_line_width(other, cairo_get_line_width(cairo))
        cairo_set_line_cap(other, cairo_get_line_cap(cairo))
        cairo_set_line_join(other, cairo_get_line_join(cairo))
        cairo_set_miter_limit(other, cairo_get_miter_limit(cairo))
        cairo_set_fill_rule(other, cairo_get_fill_rule(cairo))
        cairo_set_antialias(other, cairo_get_antialias(cairo))
        let count = Int(cairo_get_dash_count(cairo))
        if count > 0 {
            var dashes = [Double](repeating: 0, count: count)
            var offset = 0.0
            cairo_get_dash(cairo, &dashes, &offset)
            cairo_set_dash(other, dashes, Int32(count), offset)
        }
    }
}
