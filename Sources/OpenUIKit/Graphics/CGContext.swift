import CCairo
import Foundation

/// A Core Graphics drawing context over a `cairo_t`.
///
/// The names and semantics are Core Graphics': a current path that fill and stroke consume,
/// a graphics state (transform, clip, line and colour settings) saved and restored as a
/// stack, fill and stroke colours kept apart, a global alpha, and blend modes. User space is
/// in points; the target surface's device scale maps points to pixels.
///
/// Cairo puts a context into a permanent error state on a singular matrix or a NaN
/// coordinate, after which everything silently draws nothing. Every entry point here refuses
/// such values instead, with a warning through `Diagnostics`, so the rest of a frame still
/// draws.
public final class CGContext {
    /// The wrapped `cairo_t*`. Code in this package draws text and images straight into it.
    package var cairo: OpaquePointer { reference.pointer }
    private let reference: CairoContextReference

    /// The part of Core Graphics' graphics state that Cairo does not hold.
    struct State {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var interpolationQuality = CGInterpolationQuality.default
        var shadow: ContextShadow?
    }

    var state = State()
    private var savedStates: [State] = []

    /// How many painting operations (fills, strokes, images, text) this context has done;
    /// the view system uses it to learn that a view draws nothing.
    package private(set) var paintCount = 0

    /// Counts a painting operation done straight on `cairo` (text, for example).
    package func notePainting() {
        paintCount += 1
    }

    /// The clip the creator set, in device pixels, that `resetClip()` returns to; nil = the
    /// whole target.
    package var baseClipInDevicePixels: CGRect?

    /// What `deferUntilFirstPaint` put off, and the transform it runs with.
    private var deferredFirstPaint: ((CGContext) -> Void)?
    private var deferredFirstPaintMatrix = cairo_matrix_t()

    /// The memory and surface of a bitmap context (`CGContext(data:width:…)`); nil for other
    /// contexts.
    var bitmap: BitmapContextStorage?

    /// Whether user space starts out y-up, with the origin at the bottom-left corner, as in
    /// the contexts Core Graphics makes itself (bitmap contexts), rather than UIKit's y-down.
    /// `ctm` then reports Core Graphics' y-up device space, and shadow offsets point up.
    var hasYUpBaseSpace = false

    /// Whether the context is a UIKit image context (`UIGraphicsBeginImageContext…`).
    var isImageContext = false

    /// Wraps a `cairo_t`, taking one new reference to it.
    package init(cairo: OpaquePointer) {
        self.reference = CairoContextReference(retaining: cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// A context drawing into `surface`.
    package convenience init(surface: CairoSurface) {
        let cr = cairo_create(surface.pointer)!
        self.init(cairo: cr)
        cairo_destroy(cr)
    }

    // MARK: Graphics state

    /// Pushes a copy of the whole graphics state.
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    /// Pops the graphics state; an unbalanced call is ignored with a warning.
    public func restoreGState() {
        guard let previous = savedStates.popLast() else {
            Diagnostics.warn("CGContext.restoreGState() without a matching saveGState() was ignored")
            return
        }
        cairo_restore(cairo)
        state = previous
    }

    /// How deep the saved-state stack is.
    package var gStateDepth: Int { savedStates.count }

    // MARK: Transform

    /// The current transform from user space to device pixels.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        let scale = deviceScale
        let transform = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        guard hasYUpBaseSpace else { return transform }
        // Core Graphics' device space of a bitmap context is y-up: row 0 of memory is its top.
        let pixelHeight = CGFloat(cairo_image_surface_get_height(cairo_get_target(cairo)))
        return transform.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: pixelHeight))
    }

    /// Points to pixels of the target surface.
    package var deviceScale: CGFloat {
        var sx: Double = 1, sy: Double = 1
        cairo_surface_get_device_scale(cairo_get_target(cairo), &sx, &sy)
        return CGFloat(sx)
    }

    /// Moves user space's origin by `x` and `y` points; a non-finite offset is refused.
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y), operation: "translateBy(x: \(x), y: \(y))")
    }

    /// Scales user space by `x` and `y`; a zero or non-finite factor is refused.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y), operation: "scaleBy(x: \(x), y: \(y))")
    }

    /// Rotates user space by `angle` radians (clockwise on the y-down screen).
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else {
            refuse("rotate(by: \(angle))")
            return
        }
        concatenate(CGAffineTransform(rotationAngle: angle), operation: "rotate(by: \(angle))")
    }

    /// Applies `transform` to user space before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        concatenate(transform, operation: "concatenate(\(transform))")
    }

    private func concatenate(_ transform: CGAffineTransform, operation: String) {
        let resulting = transform.concatenating(ctm)
        guard transform.isFinite, transform.isInvertible, resulting.isFinite, resulting.isInvertible else {
            refuse(operation)
            return
        }
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &m)
    }

    // MARK: Line and colour settings

    /// Sets the stroke width in points; a negative or non-finite width is refused.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return refuse("setLineWidth(\(width))") }
        cairo_set_line_width(cairo, width)
    }

    /// Sets how strokes end at the open ends of subpaths.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, cap.cairoValue)
    }

    /// Sets how strokes turn the corners between segments.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, join.cairoValue)
    }

    /// Sets how long a miter join may grow, as a multiple of the line width (at least 1).
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit >= 1 else { return refuse("setMiterLimit(\(limit))") }
        cairo_set_miter_limit(cairo, limit)
    }

    /// Dashes of alternating on/off `lengths` starting `phase` points in; an empty array
    /// means solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }),
              lengths.isEmpty || lengths.contains(where: { $0 > 0 })
        else { return refuse("setLineDash(phase: \(phase), lengths: \(lengths))") }
        let doubles = lengths.map { Double($0) }
        doubles.withUnsafeBufferPointer { buffer in
            cairo_set_dash(cairo, buffer.baseAddress, Int32(buffer.count), phase)
        }
    }

    /// Sets the colour that fills paint.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the colour that strokes paint.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the fill colour from RGBA components (0…1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour from RGBA components (0…1).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a gray level and alpha (0…1).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour to a gray level and alpha (0…1).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// The current fill colour (what `UIColor.setFill()` last set).
    public var fillColor: CGColor { state.fillColor }
    /// The current stroke colour.
    public var strokeColor: CGColor { state.strokeColor }

    /// A global opacity multiplied into everything drawn afterwards (0…1).
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else { return refuse("setAlpha(\(alpha))") }
        state.alpha = CGColor.clampUnit(alpha)
    }

    /// The global opacity set by `setAlpha(_:)`.
    public var alpha: CGFloat { state.alpha }

    /// Sets how what is painted next combines with what the target already holds.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// How painting combines with the target's pixels, as `setBlendMode(_:)` last set it.
    public var blendMode: CGBlendMode { state.blendMode }

    /// The filter used when images are scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Turns anti-aliasing of paths and edges on (Cairo's default) or off.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    // MARK: Building the current path

    /// Empties the current path.
    public func beginPath() {
        cairo_new_path(cairo)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard point.isFinite else { return refuse("move(to: \(point))") }
        cairo_move_to(cairo, point.x, point.y)
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        guard point.isFinite else { return refuse("addLine(to: \(point))") }
        cairo_line_to(cairo, point.x, point.y)
    }

    /// Starts a subpath at the first point and joins the rest to it by straight lines.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// Adds a cubic Bézier from the current point to `end`, shaped by two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard end.isFinite, control1.isFinite, control2.isFinite else {
            return refuse("addCurve(to: \(end), control1: \(control1), control2: \(control2))")
        }
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    /// A quadratic Bézier from the current point, drawn as the equivalent cubic.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard end.isFinite, control.isFinite else {
            return refuse("addQuadCurve(to: \(end), control: \(control))")
        }
        let start = currentPointOfPath
        let control1 = CGPoint(x: start.x + 2.0 / 3.0 * (control.x - start.x), y: start.y + 2.0 / 3.0 * (control.y - start.y))
        let control2 = CGPoint(x: end.x + 2.0 / 3.0 * (control.x - end.x), y: end.y + 2.0 / 3.0 * (control.y - end.y))
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    /// An arc, joined to the current point by a line if there is one.
    ///
    /// As in Core Graphics, `clockwise` is meant in the unflipped y-up space: in a UIKit
    /// (y-down) context `clockwise: true` runs counter-clockwise on screen. `UIBezierPath`'s
    /// `clockwise` is the visual one. Angles a whole turn apart draw the full circle in
    /// either direction; `ArcApproximation.sweep` has the rules.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else {
            return refuse("addArc(center: \(center), radius: \(radius), startAngle: \(startAngle), endAngle: \(endAngle))")
        }
        let sweep = ArcApproximation.sweep(from: startAngle, to: endAngle, increasing: !clockwise)
        let arc = PathShapes.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
        if cairo_has_current_point(cairo) != 0 {
            cairo_line_to(cairo, arc.start.x, arc.start.y)
        } else {
            cairo_move_to(cairo, arc.start.x, arc.start.y)
        }
        addPath(CGPath(elements: arc.curves))
    }

    /// A line from the current point towards `tangent1End` and an arc of `radius` turning
    /// onto the line `tangent1End → tangent2End`, touching both (Core Graphics'
    /// `addArc(tangent1End:tangent2End:radius:)`). Without a current point it is ignored with
    /// a warning, as Core Graphics ignores it.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard tangent1End.isFinite, tangent2End.isFinite, radius.isFinite, radius >= 0 else {
            return refuse("addArc(tangent1End: \(tangent1End), tangent2End: \(tangent2End), radius: \(radius))")
        }
        guard cairo_has_current_point(cairo) != 0 else {
            return refuse("addArc(tangent1End:tangent2End:radius:) without a current point")
        }
        addPath(CGPath(elements: PathShapes.tangentArc(from: currentPointOfPath, tangent1End: tangent1End,
                                                       tangent2End: tangent2End, radius: radius)))
    }

    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) {
        guard rect.isFinite else { return refuse("addRect(\(rect))") }
        let r = rect.standardized
        cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        rects.forEach { addRect($0) }
    }

    /// Adds the ellipse that fits `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        guard rect.isFinite else { return refuse("addEllipse(in: \(rect))") }
        addPath(CGPath(elements: PathShapes.ellipse(in: rect)))
    }

    /// Appends every element of `path` to the current path.
    public func addPath(_ path: CGPath) {
        for element in path.elements {
            switch element {
            case .moveToPoint(let p): move(to: p)
            case .addLineToPoint(let p): addLine(to: p)
            case .addQuadCurveToPoint(let c, let p): addQuadCurve(to: p, control: c)
            case .addCurveToPoint(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closePath()
            }
        }
    }

    /// Closes the current subpath with a straight line back to its start.
    public func closePath() {
        cairo_close_path(cairo)
    }

    /// The user-space bounds of what filling the current path would cover.
    var fillExtents: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The user-space bounds of what stroking the current path would cover.
    var strokeExtents: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return cairo_has_current_point(cairo) == 0 && x1 == x2 && y1 == y2
    }

    /// The current point in user space (`.zero` when there is none).
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cairo) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounds of the current path's covered area, in user space.
    public var boundingBoxOfPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        if x1 == x2 && y1 == y2 && cairo_has_current_point(cairo) == 0 { return .null }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Whether `point` lies in the area the current path would fill or stroke.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard point.isFinite else { return false }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        switch mode {
        case .stroke:
            return cairo_in_stroke(cairo, point.x, point.y) != 0
        case .fill, .eoFill, .fillStroke, .eoFillStroke:
            let evenOdd = mode == .eoFill || mode == .eoFillStroke
            cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            let inFill = cairo_in_fill(cairo, point.x, point.y) != 0
            let inStroke = (mode == .fillStroke || mode == .eoFillStroke) && cairo_in_stroke(cairo, point.x, point.y) != 0
            return inFill || inStroke
        }
    }

    // MARK: Painting the current path

    /// Fills the current path with the fill colour under `rule`, consuming the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        beginPainting()
        cairo_set_fill_rule(cairo, rule.cairoValue)
        if state.shadow != nil {
            let alpha = state.fillColor.alpha * state.alpha
            castShadow(userExtents: fillExtents) { cr in
                cairo_set_source_rgba(cr, 0, 0, 0, alpha)
                cairo_fill(cr)
            }
        }
        applySource(state.fillColor)
        cairo_fill(cairo)
        checkStatus()
    }

    /// Strokes the current path with the stroke colour and line settings, consuming the path.
    public func strokePath() {
        beginPainting()
        if state.shadow != nil {
            let alpha = state.strokeColor.alpha * state.alpha
            castShadow(userExtents: strokeExtents) { cr in
                cairo_set_source_rgba(cr, 0, 0, 0, alpha)
                cairo_stroke(cr)
            }
        }
        applySource(state.strokeColor)
        cairo_stroke(cairo)
        checkStatus()
    }

    /// Fills, strokes, or both, the current path as `mode` says, consuming the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            beginPainting()
            cairo_set_fill_rule(cairo, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            // One shadow for the filled and stroked shape together, as Core Graphics casts it.
            let shadow = state.shadow
            if shadow != nil {
                let fillAlpha = state.fillColor.alpha * state.alpha, strokeAlpha = state.strokeColor.alpha * state.alpha
                castShadow(userExtents: strokeExtents) { cr in
                    cairo_set_source_rgba(cr, 0, 0, 0, fillAlpha)
                    cairo_fill_preserve(cr)
                    cairo_set_source_rgba(cr, 0, 0, 0, strokeAlpha)
                    cairo_stroke(cr)
                }
                state.shadow = nil
            }
            applySource(state.fillColor)
            cairo_fill_preserve(cairo)
            strokePath()
            state.shadow = shadow
        }
    }

    /// Fills `rect` with the fill colour; the current path is replaced.
    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    /// Fills each rectangle with the fill colour; the current path is replaced.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Fills the ellipse that fits `rect`; the current path is replaced.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the outline of `rect`; the current path is replaced.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes `rect` with a temporary line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Strokes the ellipse that fits `rect`; the current path is replaced.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes pairs of points as separate segments.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` fully transparent, whatever the blend mode.
    public func clear(_ rect: CGRect) {
        beginPainting()
        cairo_save(cairo)
        cairo_new_path(cairo)
        addRect(rect)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cairo)
        cairo_restore(cairo)
        checkStatus()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, which is consumed.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule.cairoValue)
        cairo_clip(cairo)
    }

    /// Intersects the clip with `rect`; the current path is replaced.
    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        clip()
    }

    /// Intersects the clip with the union of `rects`; the current path is replaced.
    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    /// Returns the clip to what it was when the context was handed out (for a view's draw,
    /// the invalidated rect), not to the whole surface.
    public func resetClip() {
        cairo_reset_clip(cairo)
        guard let base = baseClipInDevicePixels else { return }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let scale = deviceScale
        cairo_new_path(cairo)
        cairo_rectangle(cairo, base.minX / scale, base.minY / scale, base.width / scale, base.height / scale)
        cairo_restore(cairo)
        cairo_clip(cairo)
    }

    /// The clip's bounds in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Images and patterns (used by UIImage)

    /// Paints `surface`, whose pixels are `pixelSize`, scaled into `rect`, with the current
    /// alpha, blend mode and interpolation quality, times `alpha`. `upsideDown` puts the
    /// image's first row at `rect`'s maximum y, as Core Graphics' `draw(_:in:)` does.
    package func drawImageSurface(_ surface: CairoSurface, pixelSize: CGSize, in rect: CGRect,
                                  blendMode: CGBlendMode? = nil, alpha: CGFloat = 1, upsideDown: Bool = false) {
        guard rect.isFinite, pixelSize.width > 0, pixelSize.height > 0 else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        beginPainting()
        let filter = state.interpolationQuality.cairoFilter
        let opacity = Double(state.alpha * CGColor.clampUnit(alpha))
        let paintImage = { (cr: OpaquePointer) in
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_clip(cr)
            cairo_translate(cr, r.minX, upsideDown ? r.maxY : r.minY)
            cairo_scale(cr, r.width / pixelSize.width, (upsideDown ? -r.height : r.height) / pixelSize.height)
            cairo_set_source_surface(cr, surface.pointer, 0, 0)
            let pattern = cairo_get_source(cr)
            // Pad rather than fade to transparent at the image's edges when it is scaled.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, filter)
            cairo_paint_with_alpha(cr, opacity)
            cairo_restore(cr)
        }
        if state.shadow != nil {
            castShadow(userExtents: r) { cr in paintImage(cr) }
        }
        let path = cairo_copy_path(cairo)
        cairo_save(cairo)
        cairo_set_operator(cairo, (blendMode ?? state.blendMode).cairoOperator)
        paintImage(cairo)
        cairo_restore(cairo)
        // Drawing an image leaves the current path alone, as in Core Graphics.
        cairo_new_path(cairo)
        if let path {
            if path.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cairo, path) }
            cairo_path_destroy(path)
        }
        checkStatus()
    }

    /// Fills `rect` with `surface` repeated, one pixel of it being `1 / imageScale` points,
    /// tiles anchored at the user-space origin.
    package func fillWithTiledSurface(_ surface: CairoSurface, imageScale: CGFloat, in rect: CGRect) {
        guard rect.isFinite, imageScale.isFinite, imageScale > 0 else { return }
        beginPainting()
        cairo_save(cairo)
        cairo_new_path(cairo)
        addRect(rect)
        guard let pattern = cairo_pattern_create_for_surface(surface.pointer) else {
            cairo_restore(cairo)
            return
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, Double(imageScale), Double(imageScale))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
        cairo_set_operator(cairo, state.blendMode.cairoOperator)
        cairo_clip(cairo)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_restore(cairo)
        checkStatus()
    }

    // MARK: Painting deferred to the first paint

    /// Defers `paint` until just before the first painting operation made through this
    /// context (a fill, stroke, clear, image or text), or until `paintDeferredNow()`. It then
    /// runs with this moment's transform, the base clip and the default graphics state, and
    /// leaves the current path and graphics state as they were, so it paints beneath whatever
    /// comes after. The view system paints a new opaque backing store's background this way:
    /// a view whose `draw(_:)` paints nothing leaves the store's memory untouched.
    package func deferUntilFirstPaint(_ paint: @escaping (CGContext) -> Void) {
        cairo_get_matrix(cairo, &deferredFirstPaintMatrix)
        deferredFirstPaint = paint
    }

    /// Runs what `deferUntilFirstPaint` put off, if it has not run. Package code that paints
    /// straight into `cairo` calls it first, as every painting entry point here does.
    package func paintDeferredNow() {
        guard let paint = deferredFirstPaint else { return }
        deferredFirstPaint = nil
        // Cairo's save and restore do not cover the path, so it is set aside by hand.
        let path = cairo_copy_path(cairo)
        saveGState()
        state = State()
        resetClip()
        cairo_set_matrix(cairo, &deferredFirstPaintMatrix)
        paint(self)
        restoreGState()
        cairo_new_path(cairo)
        if let path {
            if path.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cairo, path) }
            cairo_path_destroy(path)
        }
    }

    private func beginPainting() {
        if deferredFirstPaint != nil { paintDeferredNow() }
    }

    /// Makes `color` (times the global alpha) the Cairo source, with the blend mode.
    package func applySource(_ color: CGColor) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * state.alpha)
        cairo_set_operator(cairo, state.blendMode.cairoOperator)
    }

    // MARK: Refusals

    private func refuse(_ operation: String) {
        Diagnostics.warn("CGContext.\(operation) was ignored: it would put the context into an error state",
                         once: "CGContext.refuse.\(operation.prefix(while: { $0 != "(" }))")
    }

    /// Counts one painting operation and reports (once) a context that Cairo has put into an
    /// error state anyway. Every painting entry point ends with it.
    package func checkStatus() {
        paintCount += 1
        let status = cairo_status(cairo)
        if status != CAIRO_STATUS_SUCCESS {
            Diagnostics.warn("a cairo context stopped drawing: \(CairoSurface.describe(status))", once: "cairo.status")
        }
    }
}
