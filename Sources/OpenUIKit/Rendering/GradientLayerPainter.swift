import CCairo
import Foundation

/// Draws a `CAGradientLayer`'s colours over its bounds (inside its rounded corners) with
/// Cairo: an axial gradient as a linear pattern, a radial one as a radial pattern stretched
/// into the ellipse Core Animation describes, and a conic one, which Cairo has no pattern
/// for, as a mesh of thin wedges about the centre whose corner colours follow the stops.
@MainActor
enum GradientLayerPainter {
    /// How many wedges a full turn of a conic gradient is cut into (besides a cut at every
    /// colour stop): 2° each, below which the straight interpolation across a wedge differs
    /// from the true angle by far less than one level of colour.
    static let conicWedgesPerTurn = 180

    /// Paints `style` over `bounds` (clipped to `corners` of `cornerRadius`) into `cr`, whose
    /// matrix maps bounds coordinates, with the colours' alpha multiplied by `alpha`.
    static func paint(_ style: GradientLayerStyle, in bounds: CGRect, cornerRadius: CGFloat, corners: CACornerMask = .all,
                      into cr: OpaquePointer, alpha: CGFloat) {
        let stops = style.stops
        guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        Compositor.addRoundedRect(cr, bounds, radius: cornerRadius, corners: corners)
        cairo_clip(cr)
        func unit(_ p: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        let start = unit(style.startPoint), end = unit(style.endPoint)
        let pattern: OpaquePointer?
        switch style.type {
        case .radial:
            // An ellipse about the start point whose radii are the end point's offsets.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0 || ry > 0 else { return paintSolid(stops[stops.count - 1].color, cr, alpha) }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            // Pattern space is the unit circle; an ellipse with one radius 0 is a line,
            // taken as a circle of the other radius.
            var matrix = cairo_matrix_t(xx: 1 / (rx > 0 ? rx : ry), yx: 0, xy: 0, yy: 1 / (ry > 0 ? ry : rx), x0: 0, y0: 0)
            matrix.x0 = -start.x * matrix.xx
            matrix.y0 = -start.y * matrix.yy
            if let pattern { cairo_pattern_set_matrix(pattern, &matrix) }
        case .conic:
            pattern = conicMesh(stops: stops, center: start, toward: end, reaching: bounds, alpha: alpha)
        default:
            guard start != end else { return paintSolid(stops[stops.count - 1].color, cr, alpha) }
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        if style.type != .conic {
            for stop in stops {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(pattern, Double(stop.offset), c.red, c.green, c.blue, c.alpha * alpha)
            }
            // Past its ends a gradient layer keeps its end colours, filling the bounds.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
    }

    private static func paintSolid(_ color: CGColor, _ cr: OpaquePointer, _ alpha: CGFloat) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
        cairo_paint(cr)
    }

    /// The colour `t` (0…1) of the way along the stops, held at the ends.
    static func color(at t: CGFloat, in stops: [(offset: CGFloat, color: CGColor)]) -> [CGFloat] {
        guard let first = stops.first, let last = stops.last else { return [0, 0, 0, 0] }
        if t <= first.offset { return first.color.components }
        if t >= last.offset { return last.color.components }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= a.offset && t <= b.offset {
            let f = b.offset > a.offset ? (t - a.offset) / (b.offset - a.offset) : 1
            return zip(a.color.components, b.color.components).map { $0 + ($1 - $0) * f }
        }
        return last.color.components
    }

    /// A mesh pattern of wedges about `center`, the first along the direction towards
    /// `toward`, going clockwise on screen, long enough to cover `bounds`.
    static func conicMesh(stops: [(offset: CGFloat, color: CGColor)], center: CGPoint, toward: CGPoint, reaching bounds: CGRect,
                          alpha: CGFloat) -> OpaquePointer? {
        let startAngle = toward == center ? 0 : atan2(toward.y - center.y, toward.x - center.x)
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        // One point past the farthest corner, so the wedges' ends lie outside the bounds.
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! + 1
        var cuts = (0...conicWedgesPerTurn).map { CGFloat($0) / CGFloat(conicWedgesPerTurn) }
        cuts += stops.map(\.offset).filter { $0 > 0 && $0 < 1 }
        cuts.sort()
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        for (t0, t1) in zip(cuts, cuts.dropFirst()) where t1 > t0 {
            let a0 = startAngle + t0 * 2 * .pi, a1 = startAngle + t1 * 2 * .pi
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            // The arc between them as one cubic (its handles at 4/3·tan(θ/4) of the radius).
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
            let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
            let from = color(at: t0, in: stops), to = color(at: t1, in: stops)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_curve_to(mesh, c1.x, c1.y, c2.x, c2.y, p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, c) in [(0, from), (1, from), (2, to), (3, to)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c[0], c[1], c[2], c[3] * alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
