import CCairo
import Foundation

/// Painting gradients across the clip.
///
/// Cairo pads a gradient's end colours on both sides (`CAIRO_EXTEND_PAD`, both options) or
/// neither (`CAIRO_EXTEND_NONE`); one side alone is drawn as the unpadded gradient plus the
/// end colour over the region past that end: the half-plane behind the start or past the
/// end of a linear gradient, the start circle or the area outside the end circle of a
/// radial one (exact when the start circle lies inside the end circle, the usual case).
/// Gradients cast no shadow here.
extension CGContext {
    /// Fills the clip with `gradient` along the line from `start` to `end` (user space), the
    /// colour constant along perpendiculars. A zero-length or non-finite line draws nothing.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard start.isFinite, end.isFinite else {
            Diagnostics.warn("CGContext.drawLinearGradient(start: \(start), end: \(end)) was ignored: not finite", once: "CGContext.linearGradient.notFinite")
            return
        }
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        let direction = CGPoint(x: dx / length, y: dy / length)
        paintGradient(gradient, pattern: pattern, options: options,
                      before: { reach in self.halfPlane(at: start, towards: CGPoint(x: -direction.x, y: -direction.y), reach: reach) },
                      after: { reach in self.halfPlane(at: end, towards: direction, reach: reach) })
    }

    /// Fills the clip with `gradient` blending from the circle at `startCenter` of
    /// `startRadius` to the one at `endCenter` of `endRadius` (user space). Negative or
    /// non-finite values draw nothing.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite,
              startRadius >= 0, endRadius >= 0 else {
            Diagnostics.warn("CGContext.drawRadialGradient(startRadius: \(startRadius), endRadius: \(endRadius)) was ignored: centres and radii must be finite, radii not negative",
                             once: "CGContext.radialGradient.invalid")
            return
        }
        guard let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius,
                                                        endCenter.x, endCenter.y, endRadius) else { return }
        paintGradient(gradient, pattern: pattern, options: options,
                      before: { _ in
                          cairo_new_path(self.cairo)
                          cairo_arc(self.cairo, startCenter.x, startCenter.y, startRadius, 0, 2 * .pi)
                      },
                      after: { clipReach in
                          let reach = clipReach + abs(endCenter.x) + abs(endCenter.y) + endRadius
                          cairo_new_path(self.cairo)
                          cairo_set_fill_rule(self.cairo, CAIRO_FILL_RULE_EVEN_ODD)
                          cairo_rectangle(self.cairo, endCenter.x - reach, endCenter.y - reach, 2 * reach, 2 * reach)
                          cairo_arc(self.cairo, endCenter.x, endCenter.y, endRadius, 0, 2 * .pi)
                      })
    }

    /// Paints `pattern` (consumed) through the clip, then the solid end colours over the
    /// regions the one-sided options ask for. `before` and `after` build those regions as
    /// the current path, given a distance that reaches past the clip.
    private func paintGradient(_ gradient: CGGradient, pattern: OpaquePointer, options: CGGradientDrawingOptions,
                               before: (CGFloat) -> Void, after: (CGFloat) -> Void) {
        defer { cairo_pattern_destroy(pattern) }
        paintDeferredNow()
        gradient.addStops(to: pattern)
        let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        cairo_pattern_set_extend(pattern, options.isSuperset(of: both) ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        let path = cairo_copy_path(cairo)
        cairo_save(cairo)
        cairo_set_operator(cairo, state.blendMode.cairoOperator)
        cairo_set_source(cairo, pattern)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        if !options.isSuperset(of: both) {
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
            // Far enough from any point of the gradient's geometry to cover the whole clip.
            let reach = CGFloat(abs(x1) + abs(x2) + abs(y1) + abs(y2) + 1) * 4
            if options.contains(.drawsBeforeStartLocation), let first = gradient.stops.first {
                fillSolid(first, region: { before(reach) })
            }
            if options.contains(.drawsAfterEndLocation), let last = gradient.stops.last {
                fillSolid(last, region: { after(reach) })
            }
        }
        cairo_restore(cairo)
        cairo_new_path(cairo)
        if let path {
            if path.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cairo, path) }
            cairo_path_destroy(path)
        }
        checkStatus()
    }

    private func fillSolid(_ stop: CGGradient.Stop, region: () -> Void) {
        cairo_save(cairo)
        region()
        cairo_set_source_rgba(cairo, CGColor.clampUnit(stop.red), CGColor.clampUnit(stop.green), CGColor.clampUnit(stop.blue),
                              CGColor.clampUnit(stop.alpha) * state.alpha)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// The half-plane whose edge passes through `point` perpendicular to `direction` (a unit
    /// vector) and which lies on `direction`'s side, as a square `reach` deep, as the path.
    private func halfPlane(at point: CGPoint, towards direction: CGPoint, reach: CGFloat) {
        let normal = CGPoint(x: -direction.y, y: direction.x)
        let reach = reach + abs(point.x) + abs(point.y)
        cairo_new_path(cairo)
        cairo_move_to(cairo, point.x + normal.x * reach, point.y + normal.y * reach)
        cairo_line_to(cairo, point.x - normal.x * reach, point.y - normal.y * reach)
        cairo_line_to(cairo, point.x - normal.x * reach + direction.x * reach, point.y - normal.y * reach + direction.y * reach)
        cairo_line_to(cairo, point.x + normal.x * reach + direction.x * reach, point.y + normal.y * reach + direction.y * reach)
        cairo_close_path(cairo)
    }
}
