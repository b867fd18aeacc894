import CCairo
import Foundation

/// Draws an image of a view's face turned about one axis under perspective, as a flip
/// transition shows it, with affine draws only.
///
/// A turn about the vertical axis keeps every column of the face a straight vertical
/// segment: the column at `u` points from the middle lands at one place across and is
/// scaled up or down about the middle by its depth alone. So the face is drawn one strip
/// per window pixel column: each strip is the image's columns that land in that pixel,
/// stretched across it and scaled vertically by their depth. That is the exact projection
/// up to the strip's width (the depth varies by under a pixel's worth across it), at the
/// cost of one affine draw of the face in total pixels plus a small cost per strip. A turn
/// about the horizontal axis is drawn the same way in rows.
@MainActor
enum FlipStripPainter {
    /// The most strips one face is cut into; past this (a face thousands of pixels wide)
    /// strips grow wider than a pixel.
    static let maximumStrips = 4096

    /// Paints `image` (the face's content, `bounds` at `imageScale` pixels per point, no
    /// device scale) into `cr` (window points, device scale `scale`) as `transition` turns
    /// it, with `m` mapping bounds coordinates to window points; `alpha` fades it.
    static func paint(_ image: OpaquePointer, imageScale: CGFloat, bounds: CGRect, transition: LayerTransition,
                      transformToWindow m: CGAffineTransform, scale: CGFloat, alpha: CGFloat, into cr: OpaquePointer) {
        guard bounds.width > 0, bounds.height > 0, let pattern = cairo_pattern_create_for_surface(image) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        // Work in "turn coordinates": x across the turning axis, y along it, from the middle.
        // For a turn about the horizontal axis the two are swapped.
        let vertical = transition.turnsAboutHorizontalAxis
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let swap = vertical ? CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0) : .identity
        let turnToBounds = swap.concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        let toWindow = turnToBounds.concatenating(m)
        let boundsToPixels = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: imageScale, y: imageScale))
        let half = (vertical ? bounds.height : bounds.width) / 2, along = (vertical ? bounds.width : bounds.height) / 2
        let distance = LayerTransition.eyeDistance(forHalfExtent: half)
        let ends = [transition.project(-half, distance: distance).offset, transition.project(half, distance: distance).offset]
        let low = ends.min()!, high = ends.max()!
        guard high - low > 0 else { return }
        // One strip per device pixel along the window's direction of x in turn space.
        let pixelsPerUnit = hypot(toWindow.a, toWindow.b) * scale
        guard pixelsPerUnit > 0 else { return }
        var step = 1 / pixelsPerUnit
        var first = low
        // When turn-space x runs along a window axis, strips fall exactly on pixel columns
        // (or rows), so neighbours neither overlap nor leave a seam.
        let axisAligned: (scale: CGFloat, offset: CGFloat)?
        if abs(toWindow.b) < 1e-9 && abs(toWindow.c) < 1e-9 {
            axisAligned = (toWindow.a, toWindow.tx)
        } else if abs(toWindow.a) < 1e-9 && abs(toWindow.d) < 1e-9 {
            axisAligned = (toWindow.b, toWindow.ty)
        } else {
            axisAligned = nil
        }
        if let (k, t) = axisAligned {
            let pixel = (low * k + t) * scale
            first = ((k > 0 ? pixel.rounded(.down) : pixel.rounded(.up)) / scale - t) / k
        }
        let count = Swift.min(maximumStrips, Int(((high - first) / step).rounded(.up)))
        if count == maximumStrips { step = (high - first) / CGFloat(count) }
        // The height of a pixel in turn space, added to each strip so that its ends, where
        // the depth differs slightly from its middle's, are not cut.
        let pixelAlong = 1 / Swift.max(1e-9, hypot(toWindow.c, toWindow.d) * scale)
        cairo_save(cr)
        var matrix = cairo_matrix_t(xx: toWindow.a, yx: toWindow.b, xy: toWindow.c, yy: toWindow.d, x0: toWindow.tx, y0: toWindow.ty)
        cairo_set_matrix(cr, &matrix)
        cairo_set_source(cr, pattern)
        for index in 0..<Swift.max(0, count) {
            let x0 = first + CGFloat(index) * step, x1 = first + CGFloat(index + 1) * step
            let a = Swift.max(x0, low), b = Swift.min(x1, high)
            guard b > a else { continue }
            // The face's points landing in [a, b], and the scale at their middle.
            let u0 = transition.unproject(a, distance: distance), u1 = transition.unproject(b, distance: distance)
            guard u1 != u0 else { continue }
            let depthScale = transition.project((u0 + u1) / 2, distance: distance).scale
            guard depthScale > 0 else { continue }
            // Turn space on screen → turn space on the face: [a, b] back onto [u0, u1], and the
            // perpendicular unscaled.
            let r = (u1 - u0) / (b - a)
            let toFace = CGAffineTransform(a: r, b: 0, c: 0, d: 1 / depthScale, tx: u0 - a * r, ty: 0)
            let p = toFace.concatenating(turnToBounds).concatenating(boundsToPixels)
            var patternMatrix = cairo_matrix_t(xx: p.a, yx: p.b, xy: p.c, yy: p.d, x0: p.tx, y0: p.ty)
            cairo_pattern_set_matrix(pattern, &patternMatrix)
            cairo_new_path(cr)
            let reach = along * depthScale + pixelAlong
            cairo_rectangle(cr, x0, -reach, x1 - x0, 2 * reach)
            if alpha < 1 {
                cairo_save(cr)
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, Double(alpha))
                cairo_restore(cr)
            } else {
                cairo_fill(cr)
            }
        }
        cairo_restore(cr)
    }
}
