import CCairo
import Foundation

/// A vector path with its own stroke settings, drawn into the current context.
///
/// As in UIKit, `fill()` uses the context's fill colour and `stroke()` its stroke colour,
/// and neither changes the context's graphics state. `clockwise` in the arc methods is the
/// visual direction on the y-down screen. Non-finite points are ignored with a warning, and
/// so are stroke settings Cairo could not use (the previous setting stays).
///
/// As in UIKit, a path is an `NSObject` (equal only to itself, hashed by identity) that any
/// thread may build and draw into its own current context, and is not `Sendable`: it is
/// mutable and shared by reference.
open class UIBezierPath: NSObject, NSCopying {
    private var elements: [CGPath.Element] = []

    /// The stroke's width in points; a negative or non-finite width is refused.
    open var lineWidth: CGFloat = 1 {
        didSet {
            guard !(lineWidth.isFinite && lineWidth >= 0) else { return }
            UIBezierPath.refuse("lineWidth = \(lineWidth)")
            lineWidth = oldValue
        }
    }
    /// How stroked open subpaths end; `butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked corners are joined; `miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// How long a mitred corner may get, relative to the line width; below 1 (a miter is never
    /// shorter than the line is wide) or non-finite is refused.
    open var miterLimit: CGFloat = 10 {
        didSet {
            guard !(miterLimit.isFinite && miterLimit >= 1) else { return }
            UIBezierPath.refuse("miterLimit = \(miterLimit)")
            miterLimit = oldValue
        }
    }
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule (else non-zero).
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path with the default stroke settings.
    public override init() {
        super.init()
    }

    /// A closed rectangle, clockwise on screen from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        guard acceptRect(rect, in: "init(rect:)") else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// An ellipse inscribed in `rect`, starting at its right-most point and running clockwise.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        guard acceptRect(rect, in: "init(ovalIn:)") else { return }
        elements = PathShapes.ellipse(in: rect)
    }

    /// A rectangle with circular corners; the radius is limited to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded (`cornerRadii.width` is the radius).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        guard acceptRect(rect, in: "init(roundedRect:)") else { return }
        let r = rect.standardized
        let requested = cornerRadii.width.isFinite ? Swift.max(0, cornerRadii.width) : 0
        let radius = Swift.min(requested, r.width / 2, r.height / 2)
        func cornerRadius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let tl = cornerRadius(.topLeft), tr = cornerRadius(.topRight)
        let br = cornerRadius(.bottomRight), bl = cornerRadius(.bottomLeft)
        move(to: CGPoint(x: r.minX + tl, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            addArc(withCenter: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            addArc(withCenter: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        }
        addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            addArc(withCenter: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            addArc(withCenter: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
        }
        close()
    }

    /// An open arc; angles in radians from the positive x axis, `clockwise` as seen on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding the same elements as `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        elements = cgPath.elements
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        guard accept([point], in: "move(to:)") else { return }
        elements.append(.moveToPoint(point))
    }

    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) {
        guard accept([point], in: "addLine(to:)") else { return }
        elements.append(.addLineToPoint(point))
    }

    /// Adds a cubic Bézier from the current point to `end`, shaped by two control points.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard accept([end, controlPoint1, controlPoint2], in: "addCurve(to:controlPoint1:controlPoint2:)") else { return }
        elements.append(.addCurveToPoint(control1: controlPoint1, control2: controlPoint2, to: end))
    }

    /// Adds a quadratic Bézier from the current point to `end`, bent towards `controlPoint`.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        guard accept([end, controlPoint], in: "addQuadCurve(to:controlPoint:)") else { return }
        elements.append(.addQuadCurveToPoint(control: controlPoint, to: end))
    }

    /// Adds an arc, joined by a line from the current point if the path has one.
    ///
    /// `clockwise` is the direction seen on the y-down screen, where angles grow clockwise.
    /// Angles a whole turn apart draw the full circle in either direction (the lecture's
    /// skull, `0` to `2π` with `clockwise: false`); the rules are `ArcApproximation.sweep`'s.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard accept([center], in: "addArc"), radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else {
            Diagnostics.warn("UIBezierPath.addArc with radius \(radius), angles \(startAngle)…\(endAngle) was ignored", once: "UIBezierPath.addArc")
            return
        }
        let sweep = ArcApproximation.sweep(from: startAngle, to: endAngle, increasing: clockwise)
        let arc = PathShapes.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
        elements.append(elements.isEmpty ? .moveToPoint(arc.start) : .addLineToPoint(arc.start))
        elements += arc.curves
    }

    /// Closes the current subpath with a line back to its start; an empty path stays empty.
    open func close() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// Appends the elements of `other`, not its stroke settings.
    open func append(_ other: UIBezierPath) {
        elements.append(contentsOf: other.elements)
    }

    /// Removes every element, leaving the stroke settings.
    open func removeAllPoints() {
        elements.removeAll()
    }

    /// Maps every point of the path through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        guard transform.isFinite else {
            Diagnostics.warn("UIBezierPath.apply with a non-finite transform was ignored", once: "UIBezierPath.apply")
            return
        }
        elements = elements.map { $0.applying(transform) }
    }

    /// Dashes of alternating on/off lengths; an empty pattern is a solid line. A non-finite
    /// phase, a negative or non-finite length, or lengths that are all zero are refused.
    open func setLineDash(_ pattern: [CGFloat], phase: CGFloat) {
        guard phase.isFinite, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }),
              pattern.isEmpty || pattern.contains(where: { $0 > 0 })
        else { return UIBezierPath.refuse("setLineDash(\(pattern), phase: \(phase))") }
        dashPattern = pattern
        dashPhase = phase
    }

    // MARK: Reading

    /// The path's elements as an immutable `CGPath`; setting it replaces them.
    open var cgPath: CGPath {
        get { CGPath(elements: elements) }
        set { elements = newValue.elements }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { elements.isEmpty }

    /// The box holding every point, control points included (UIKit's `bounds`).
    open var bounds: CGRect { cgPath.boundingBox }

    /// Where the next segment would start: the last element's end, or a closed subpath's start.
    open var currentPoint: CGPoint { cgPath.currentPoint }

    /// Whether `point` is inside the area `fill()` would paint.
    open func contains(_ point: CGPoint) -> Bool {
        guard point.isFinite, !elements.isEmpty else { return false }
        return UIBezierPath.hitTesting.contains(point, in: cgPath, mode: usesEvenOddFillRule ? .eoFill : .fill)
    }

    // MARK: Drawing into the current context

    /// Fills with the context's fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Fills as `fill()` does, combined by `blendMode` and with the context's alpha times `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha * context.alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes with the context's stroke colour and this path's line settings.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes as `stroke()` does, combined by `blendMode` and with the context's alpha times
    /// `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha * context.alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with this path's area.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Copying

    /// A new path with the same elements and stroke settings, which changes independently:
    /// UIKit's paths are `NSCopying`, and code copies one before changing it
    /// (`path.copy() as! UIBezierPath`). The copy is a plain `UIBezierPath`, since a subclass's
    /// own state is unknown here; a subclass that has some overrides this.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.elements = elements
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    // MARK: Helpers

    /// Asks Cairo whether points are inside paths.
    private static let hitTesting = PathHitTesting()

    private func accept(_ points: [CGPoint], in operation: String) -> Bool {
        if points.allSatisfy(\.isFinite) { return true }
        Diagnostics.warn("UIBezierPath.\(operation) with a non-finite point was ignored", once: "UIBezierPath.\(operation)")
        return false
    }

    private static func refuse(_ what: String) {
        Diagnostics.warn("UIBezierPath.\(what) was refused: Cairo cannot stroke with it; the previous setting stays",
                         once: "UIBezierPath.\(what.prefix(while: { $0 != " " && $0 != "(" }))")
    }

    private func acceptRect(_ rect: CGRect, in operation: String) -> Bool {
        if rect.isFinite { return true }
        Diagnostics.warn("UIBezierPath.\(operation) with rect \(rect) made an empty path", once: "UIBezierPath.\(operation)")
        return false
    }
}

/// A 1×1 context used only to ask Cairo whether a point is inside a path. Paths are tested
/// from any thread and a context holds one current path, so each question takes the lock.
/// (Unchecked `Sendable`: the context is reached only with the lock held.)
private final class PathHitTesting: @unchecked Sendable {
    private let lock = NSLock()
    private let context = CGContext(surface: CairoSurface.makeImage(pixelWidth: 1, pixelHeight: 1)
        ?? UIGraphicsImageRenderer.transparentPixel())

    /// Whether `point` is inside `path` under `mode`'s fill rule.
    func contains(_ point: CGPoint, in path: CGPath, mode: CGPathDrawingMode) -> Bool {
        lock.withLock {
            context.beginPath()
            context.addPath(path)
            let inside = context.pathContains(point, mode: mode)
            context.beginPath()
            return inside
        }
    }
}

/// Which corners of a rectangle to round.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the minimum x and minimum y: top left on the y-down screen.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y: top right on the y-down screen.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y: bottom left on the y-down screen.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at the maximum x and maximum y: bottom right on the y-down screen.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
