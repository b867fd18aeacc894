import CCairo
import Foundation

/// Draws a `CAShapeLayer`'s path with Cairo: the fill under the stroke, the stroke trimmed to
/// `strokeStart`…`strokeEnd` of the path's length, with its width, caps, joins and dashes.
@MainActor
enum ShapeLayerPainter {
    /// Paints `style` into `cr`, whose matrix maps the layer's bounds coordinates, with its
    /// colours' alpha multiplied by `alpha`.
    static func paint(_ style: ShapeLayerStyle, into cr: OpaquePointer, alpha: CGFloat) {
        guard let path = style.path else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if style.fills, let fill = style.fillColor {
            cairo_new_path(cr)
            Compositor.addPath(cr, path)
            cairo_set_fill_rule(cr, style.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha * alpha)
            cairo_fill(cr)
        }
        guard style.strokes, let stroke = style.strokeColor else { return }
        cairo_new_path(cr)
        Compositor.addPath(cr, path)
        let start = Swift.min(1, Swift.max(0, style.strokeStart)), end = Swift.min(1, Swift.max(0, style.strokeEnd))
        guard end > start else { return }
        if start > 0 || end < 1 { trimPath(cr, from: start, to: end) }
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, Swift.max(1, style.miterLimit))
        if let dashes = style.lineDashPattern, !dashes.isEmpty {
            // Core Graphics' rule, which Cairo shares: an odd count repeats the pattern once.
            var lengths = dashes.map { Double($0) }
            cairo_set_dash(cr, &lengths, Int32(lengths.count), Double(style.lineDashPhase))
        }
        cairo_set_source_rgba(cr, stroke.red, stroke.green, stroke.blue, stroke.alpha * alpha)
        cairo_stroke(cr)
    }

    /// Replaces Cairo's current path by the part of it from `start` to `end` (fractions of
    /// its whole length, every subpath's closing segment included), as Core Animation trims
    /// a stroke. Curves are measured on Cairo's flattening of them, at its tolerance in
    /// device pixels, so the cut falls within that tolerance of the true curve.
    static func trimPath(_ cr: OpaquePointer, from start: CGFloat, to end: CGFloat) {
        let subpaths = flattenedSubpaths(cr)
        cairo_new_path(cr)
        let total = subpaths.reduce(0) { $0 + length(of: $1) }
        guard total > 0 else { return }
        let from = Double(start) * total, to = Double(end) * total
        var covered = 0.0
        // A lone point has no length to trim (and Cairo puts one after every close).
        for subpath in subpaths {
            let points = subpath.points
            let subLength = length(of: subpath)
            if covered >= from && covered + subLength <= to {
                // The whole subpath: kept as it is, closed when it was.
                cairo_move_to(cr, points[0].x, points[0].y)
                for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
                if subpath.closed { cairo_close_path(cr) }
                covered += subLength
                continue
            }
            var drawing = false
            let ring = subpath.closed ? points + [points[0]] : points
            for (a, b) in zip(ring, ring.dropFirst()) {
                let segment = hypot(b.x - a.x, b.y - a.y)
                let lo = Swift.max(from, covered), hi = Swift.min(to, covered + segment)
                if hi > lo || (segment == 0 && lo == hi && drawing) {
                    let t0 = segment > 0 ? (lo - covered) / segment : 0, t1 = segment > 0 ? (hi - covered) / segment : 0
                    if !drawing {
                        cairo_move_to(cr, a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0)
                        drawing = true
                    }
                    cairo_line_to(cr, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1)
                } else if drawing {
                    drawing = false
                }
                covered += segment
            }
        }
    }

    /// One subpath of a flattened path: its points, and whether it was closed.
    struct FlatSubpath {
        var points: [(x: Double, y: Double)]
        var closed: Bool
    }

    /// The length of a flattened subpath, its closing segment included when closed.
    static func length(of subpath: FlatSubpath) -> Double {
        let ring = subpath.closed ? subpath.points + [subpath.points[0]] : subpath.points
        return zip(ring, ring.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// Cairo's current path with its curves flattened into lines, as subpaths.
    static func flattenedSubpaths(_ cr: OpaquePointer) -> [FlatSubpath] {
        guard let path = cairo_copy_path_flat(cr) else { return [] }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS else { return [] }
        var subpaths: [FlatSubpath] = []
        var current: FlatSubpath?
        var i = 0
        let count = Int(path.pointee.num_data)
        while i < count {
            let header = path.pointee.data[i].header
            let length = Swift.max(1, Int(header.length))
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                if let current, current.points.count > 1 { subpaths.append(current) }
                let p = path.pointee.data[i + 1].point
                current = FlatSubpath(points: [(p.x, p.y)], closed: false)
            case CAIRO_PATH_LINE_TO:
                let p = path.pointee.data[i + 1].point
                if current == nil { current = FlatSubpath(points: [], closed: false) }
                current?.points.append((p.x, p.y))
            case CAIRO_PATH_CLOSE_PATH:
                if var closed = current, closed.points.count > 1 {
                    closed.closed = true
                    subpaths.append(closed)
                    // Cairo follows a close with a move to the subpath's start.
                    current = nil
                }
            default:
                break
            }
            i += length
        }
        if let current, current.points.count > 1 { subpaths.append(current) }
        return subpaths
    }
}
