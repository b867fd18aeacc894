import CCairo
import CPixelKernels
import Foundation

/// Draws a flat image of a layer under any plane homography (a layer turned out of the
/// plane and seen in perspective) with affine draws only.
///
/// Under a homography, W = m13·x + m23·y + m33 is constant along a family of parallel lines
/// of the source plane, and along each such line the map is affine (the division by W is
/// the same everywhere on it). So the image is cut into strips along those lines, each
/// about one device pixel wide once projected, and each strip drawn with one affine draw
/// that is exact along its middle line and across it by its secant: exact to a fraction of
/// a pixel, for one draw of the image's pixels in total plus a small cost per strip. (For a
/// turn about the vertical axis the lines are the image's columns, as in
/// `FlipStripPainter`.) Points at or behind the eye (W at most `near`) are not drawn.
@MainActor
enum ProjectedLayerPainter {
    /// The most strips one image is cut into; past this (an image thousands of pixels
    /// across the lines) strips grow wider than a pixel.
    static let maximumStrips = 4096
    /// How wide a strip is once projected, in device pixels.
    static let stripWidthPixels: CGFloat = 1
    /// The transparent border, in image pixels, around a flattened layer: strips are
    /// filled without antialiasing (so that neighbours leave no seam), and their outer ends
    /// fall in this border, where there is nothing to cut; the layer's own edges keep the
    /// antialiasing they were drawn with, resampled.
    static let marginPixels = 2
    /// The most image pixels a flattened layer has on a side; a layer magnified past it is
    /// drawn from a coarser image.
    static let maximumImageSide: CGFloat = 4096
    /// The finest step the image scale takes, in multiples of the device scale: a turning
    /// layer keeps one image scale (and its cached shadow) over many frames.
    static let imageScaleStep: CGFloat = 0.25
    /// The most the image scale exceeds the device scale (a layer right in front of the eye
    /// is drawn from a coarser image rather than a huge one).
    static let maximumMagnification: CGFloat = 4

    /// Pixels per point for the flat image of `extent` (bounds coordinates) shown through
    /// `h`: the device scale times the largest magnification of its corners in front of the
    /// near limit, so that its nearest part is not blurred; in steps of `imageScaleStep`.
    static func imageScale(for extent: CGRect, homography h: PlaneHomography, near: CGFloat, deviceScale: CGFloat) -> CGFloat {
        var magnification: CGFloat = 1
        for corner in [CGPoint(x: extent.minX, y: extent.minY), CGPoint(x: extent.maxX, y: extent.minY),
                       CGPoint(x: extent.maxX, y: extent.maxY), CGPoint(x: extent.minX, y: extent.maxY)] {
            let w = h.w(at: corner)
            guard w > near else { continue }
            // The Jacobian's columns at the corner: (∂X/∂x·W − X·∂W/∂x) / W², and for y.
            let x = corner.x * h.m11 + corner.y * h.m21 + h.m31, y = corner.x * h.m12 + corner.y * h.m22 + h.m32
            let dx = hypot((h.m11 * w - x * h.m13) / (w * w), (h.m12 * w - y * h.m13) / (w * w))
            let dy = hypot((h.m21 * w - x * h.m23) / (w * w), (h.m22 * w - y * h.m23) / (w * w))
            magnification = Swift.max(magnification, dx, dy)
        }
        var scale = deviceScale * Swift.min(maximumMagnification, magnification)
        scale = (scale / (deviceScale * imageScaleStep)).rounded(.up) * deviceScale * imageScaleStep
        let side = Swift.max(extent.width, extent.height) * scale
        if side > maximumImageSide { scale *= maximumImageSide / side }
        return Swift.max(scale, 1 / Swift.max(extent.width, extent.height, 1))
    }

    /// Paints `image` (a layer's bounds coordinates over `rect`, at `imageScale` pixels per
    /// point) into `cr`, whose user space is window points at `deviceScale` pixels each,
    /// through `h` (bounds coordinates to window points); only strips touching `visible`
    /// (window points) are drawn, and nothing where W ≤ `near`.
    static func paint(_ image: OpaquePointer, covering rect: CGRect, imageScale: CGFloat, homography h: PlaneHomography,
                      near: CGFloat, deviceScale: CGFloat, visible: CGRect, into cr: OpaquePointer) {
        guard rect.width > 0, rect.height > 0, imageScale > 0 else { return }
        if !drawsProjectionsInStrips,
           paintThroughKernel(image, covering: rect, imageScale: imageScale, homography: h, near: near, visible: visible, into: cr) {
            return
        }
        guard let pattern = cairo_pattern_create_for_surface(image) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        // Source coordinates (u, v): u across the lines of equal W (W grows with u), v along.
        let gradient = hypot(h.m13, h.m23)
        let n = gradient > 0 ? CGPoint(x: h.m13 / gradient, y: h.m23 / gradient) : CGPoint(x: 1, y: 0)
        let d = CGPoint(x: -n.y, y: n.x)
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        let us = corners.map { $0.x * n.x + $0.y * n.y }, vs = corners.map { $0.x * d.x + $0.y * d.y }
        guard var uLow = us.min(), let uHigh = us.max(), let vLow = vs.min(), let vHigh = vs.max() else { return }
        // W = gradient·u + m33: keep u where W > near.
        if gradient > 0 { uLow = Swift.max(uLow, (near - h.m33) / gradient) }
        guard uHigh > uLow else { return }
        // The map in (u, v): N = u·nu + v·nv + n0 (x and y before the division), W as above.
        let nu = CGPoint(x: n.x * h.m11 + n.y * h.m21, y: n.x * h.m12 + n.y * h.m22)
        let nv = CGPoint(x: d.x * h.m11 + d.y * h.m21, y: d.x * h.m12 + d.y * h.m22)
        let n0 = CGPoint(x: h.m31, y: h.m32)
        func project(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
            let w = gradient * u + h.m33
            return CGPoint(x: (u * nu.x + v * nv.x + n0.x) / w, y: (u * nu.y + v * nv.y + n0.y) / w)
        }
        // How far a point moves on screen per unit of u at (u, v), in window points.
        func speed(_ u: CGFloat, _ v: CGFloat) -> CGFloat {
            let w = gradient * u + h.m33
            let x = u * nu.x + v * nv.x + n0.x, y = u * nu.y + v * nv.y + n0.y
            return hypot((nu.x * w - x * gradient) / (w * w), (nu.y * w - y * gradient) / (w * w))
        }
        let toPixels = CGAffineTransform(a: n.x * imageScale, b: n.y * imageScale, c: d.x * imageScale, d: d.y * imageScale,
                                         tx: -rect.minX * imageScale, ty: -rect.minY * imageScale)
        let minimumStep = (uHigh - uLow) / CGFloat(maximumStrips)
        let pixel = stripWidthPixels / deviceScale
        cairo_save(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        cairo_set_source(cr, pattern)
        var strips: [Strip] = []
        var ua = uLow
        while ua < uHigh {
            let fastest = Swift.max(speed(ua, vLow), speed(ua, vHigh), 1e-9)
            let ub = Swift.min(uHigh, ua + Swift.max(minimumStep, pixel / fastest))
            if let (va, vb) = vRange(ofStripFrom: ua, to: ub, in: corners, n: n, d: d) {
                strips.append(Strip(ua: ua, ub: ub, va: va, vb: vb))
            }
            ua = ub
        }
        for index in strips.indices {
            let strip = strips[index]
            let (ua, ub, va, vb) = (strip.ua, strip.ub, strip.va, strip.vb)
            // Neighbours draw their shared side as one segment, the union of both strips'
            // ranges there: two different segments of the same line round differently to
            // Cairo's fixed point, and a pixel whose centre falls between them is drawn by
            // neither (a hole showing what lies behind).
            var left = (va, vb), right = (va, vb)
            if index > 0, strips[index - 1].ub == ua {
                left = (Swift.min(va, strips[index - 1].va), Swift.max(vb, strips[index - 1].vb))
            }
            if index + 1 < strips.count, strips[index + 1].ua == ub {
                right = (Swift.min(va, strips[index + 1].va), Swift.max(vb, strips[index + 1].vb))
            }
            let quad = [project(ua, left.0), project(ua, left.1), project(ub, right.1), project(ub, right.0)]
            let box = quad.dropFirst().reduce(CGRect(origin: quad[0], size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
            guard box.insetBy(dx: -pixel, dy: -pixel).intersects(visible) else { continue }
            // The strip's affine map (u, v) → window: exact along its middle line, its
            // secant across.
            let uc = (ua + ub) / 2, vc = (va + vb) / 2
            let middle = project(uc, vc)
            let across = project(ub, vc), back = project(ua, vc)
            let du = CGPoint(x: (across.x - back.x) / (ub - ua), y: (across.y - back.y) / (ub - ua))
            let w = gradient * uc + h.m33
            let dv = CGPoint(x: nv.x / w, y: nv.y / w)
            let toWindow = CGAffineTransform(a: du.x, b: du.y, c: dv.x, d: dv.y,
                                             tx: middle.x - uc * du.x - vc * dv.x, ty: middle.y - uc * du.y - vc * dv.y)
            guard toWindow.isInvertible else { continue }
            let p = toWindow.inverted().concatenating(toPixels)
            var matrix = cairo_matrix_t(xx: p.a, yx: p.b, xy: p.c, yy: p.d, x0: p.tx, y0: p.ty)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_new_path(cr)
            cairo_move_to(cr, quad[0].x, quad[0].y)
            for point in quad.dropFirst() { cairo_line_to(cr, point.x, point.y) }
            cairo_close_path(cr)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// Whether projected images are drawn in affine strips rather than by the per-pixel
    /// kernel: only when `OPENUIKIT_PROJECTIONS_IN_STRIPS=1` asks, so the benchmarks' `flip3d`
    /// case can measure both paths in one binary. The kernel samples each pixel's own centre
    /// where strips approximate a row of pixels by one affine map, so the two differ by a few
    /// levels along a turned layer's edges.
    static let drawsProjectionsInStrips = environmentValue("OPENUIKIT_PROJECTIONS_IN_STRIPS") == "1"

    /// Paints the projection pixel by pixel with `openuikit_composite_projected_over`: each
    /// device pixel inside the image's projected box samples the image where the inverse map
    /// takes its centre. Exact where strips are exact to a fraction of a pixel, one division a
    /// pixel instead of one Cairo fill per device-pixel strip. Returns false, having painted
    /// nothing, where it cannot: a group pushed, a matrix other than the identity on the
    /// context, a clip that is not whole-pixel rectangles, pixels other than 32-bit ones.
    private static func paintThroughKernel(_ image: OpaquePointer, covering rect: CGRect, imageScale: CGFloat,
                                           homography h: PlaneHomography, near: CGFloat, visible: CGRect,
                                           into cr: OpaquePointer) -> Bool {
        guard let target = cairo_get_group_target(cr), target == cairo_get_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let destination = PixelKernelImage.pixels(of: target), let source = PixelKernelImage.pixels(of: image),
              let inverse = h.inverted else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xx == 1, matrix.yx == 0, matrix.xy == 0, matrix.yy == 1, matrix.x0 == 0, matrix.y0 == 0 else { return false }
        var offsetX = 0.0, offsetY = 0.0, deviceScaleX = 1.0, deviceScaleY = 1.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        cairo_surface_get_device_scale(target, &deviceScaleX, &deviceScaleY)
        guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded(), deviceScaleX == deviceScaleY, deviceScaleX > 0,
              let clip = PixelKernelImage.clipInPixels(of: cr, scale: deviceScaleX, offsetX: offsetX, offsetY: offsetY) else { return false }
        // Target pixel centre (window pixels: target pixels less the offset) → user space
        // (window points) → bounds coordinates → image pixels. W stays the third coordinate's
        // inverse, since the maps on either side of the inverse are affine.
        let toImage = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
            .concatenating(CGAffineTransform(scaleX: imageScale, y: imageScale))
        let g = PlaneHomography(affine: CGAffineTransform(scaleX: 1 / deviceScaleX, y: 1 / deviceScaleX))
            .concatenating(inverse).concatenating(toImage)
        guard g.isFinite else { return false }
        let projection = openuikit_projection(map: (g.m11, g.m21, g.m31, g.m12, g.m22, g.m32, g.m13, g.m23, g.m33),
                                              minimumW: 0, maximumW: near > 0 ? 1 / near : .infinity,
                                              originX: Int32(-offsetX), originY: Int32(-offsetY))
        // Where anything can land: the image's projected box (a pixel wider for the
        // resampling) within what is visible, in target pixels.
        let box = h.boundingBox(of: rect, minimumW: near).intersection(visible)
        guard !box.isNull, !box.isEmpty else { return true }
        let pixels = CGRect(x: (box.minX * deviceScaleX).rounded(.down) - 1 + offsetX, y: (box.minY * deviceScaleX).rounded(.down) - 1 + offsetY,
                            width: 0, height: 0)
        let far = CGPoint(x: (box.maxX * deviceScaleX).rounded(.up) + 1 + offsetX, y: (box.maxY * deviceScaleX).rounded(.up) + 1 + offsetY)
        let area = CGRect(x: pixels.minX, y: pixels.minY, width: far.x - pixels.minX, height: far.y - pixels.minY)
            .intersection(CGRect(x: 0, y: 0, width: Double(destination.width), height: Double(destination.height)))
        guard !area.isNull, !area.isEmpty else { return true }
        cairo_surface_flush(image)
        cairo_surface_flush(target)
        for piece in clip {
            let part = piece.intersection(area)
            guard !part.isNull, !part.isEmpty else { continue }
            let x = Int32(part.minX), y = Int32(part.minY), width = Int32(part.width), height = Int32(part.height)
            openuikit_composite_projected_over(destination, source, projection, x, y, width, height)
            cairo_surface_mark_dirty_rectangle(target, x, y, width, height)
        }
        return true
    }

    /// One strip: u from `ua` to `ub` (across the lines of equal W), v from `va` to `vb`
    /// (along them), the part of the image's rect between those lines.
    private struct Strip {
        let ua: CGFloat, ub: CGFloat, va: CGFloat, vb: CGFloat
    }

    /// The v range of the part of the rect (`corners`, convex) between the lines u = `ua`
    /// and u = `ub`; nil when the strip misses it.
    private static func vRange(ofStripFrom ua: CGFloat, to ub: CGFloat, in corners: [CGPoint], n: CGPoint, d: CGPoint) -> (CGFloat, CGFloat)? {
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for i in 0..<corners.count {
            let p = corners[i], q = corners[(i + 1) % corners.count]
            let pu = p.x * n.x + p.y * n.y, qu = q.x * n.x + q.y * n.y
            let pv = p.x * d.x + p.y * d.y, qv = q.x * d.x + q.y * d.y
            if pu >= ua && pu <= ub { low = Swift.min(low, pv); high = Swift.max(high, pv) }
            for u in [ua, ub] where (pu - u) * (qu - u) < 0 {
                let v = pv + (qv - pv) * (u - pu) / (qu - pu)
                low = Swift.min(low, v); high = Swift.max(high, v)
            }
        }
        return high > low ? (low, high) : nil
    }
}
