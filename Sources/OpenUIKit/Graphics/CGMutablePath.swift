import Foundation

/// A path that can be added to: Core Graphics' `CGMutablePath`, a `CGPath` subclass, so a
/// path under construction can be handed to anything that takes a `CGPath`.
///
/// Every method maps the points it adds through `transform` (the identity by default). As in
/// Core Graphics, a line, curve or tangent arc needs a current point: added to an empty path
/// it is ignored with a warning. Non-finite points, sizes, angles and transforms are ignored
/// with a warning too.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    override init(elements: [Element]) {
        super.init(elements: elements)
    }

    // MARK: Points, lines and curves

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard accept([point], transform, in: "move(to:)") else { return }
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard accept([point], transform, in: "addLine(to:)"), hasCurrentPoint(for: "addLine(to:)") else { return }
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    /// A move to the first point and lines through the others (nothing for no points).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first, accept(points, transform, in: "addLines(between:)") else { return }
        elements.append(.moveToPoint(first.applying(transform)))
        for point in points.dropFirst() { elements.append(.addLineToPoint(point.applying(transform))) }
    }

    /// A cubic Bézier from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard accept([end, control1, control2], transform, in: "addCurve(to:control1:control2:)"),
              hasCurrentPoint(for: "addCurve(to:control1:control2:)") else { return }
        elements.append(.addCurveToPoint(control1: control1.applying(transform), control2: control2.applying(transform),
                                         to: end.applying(transform)))
    }

    /// A quadratic Bézier from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard accept([end, control], transform, in: "addQuadCurve(to:control:)"),
              hasCurrentPoint(for: "addQuadCurve(to:control:)") else { return }
        elements.append(.addQuadCurveToPoint(control: control.applying(transform), to: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start; the next segment starts
    /// there. Nothing on an empty path.
    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    // MARK: Arcs

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians from
    /// the positive x axis), joined to the current point by a line when there is one.
    ///
    /// `clockwise` is meant in Core Graphics' y-up space, where angles grow
    /// counter-clockwise: `clockwise: false` runs towards growing angles, which on UIKit's
    /// y-down screen looks clockwise. `ArcApproximation.sweep` has the rules for angles a
    /// whole turn or more apart.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        guard acceptArc(center: center, radius: radius, angles: [startAngle, endAngle], transform, in: "addArc(center:)") else { return }
        let sweep = ArcApproximation.sweep(from: startAngle, to: endAngle, increasing: !clockwise)
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// An arc of the circle around `center` from `startAngle` through `delta` radians:
    /// positive towards growing angles (counter-clockwise in y-up space), negative the other
    /// way, joined to the current point by a line when there is one.
    ///
    /// More than a turn keeps winding round the circle. Beyond two turns the extra pairs of
    /// turns are left out: they repaint the same pixels, and the end point and whether the
    /// winding count is odd (what an even-odd fill sees) stay the same.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard acceptArc(center: center, radius: radius, angles: [startAngle, delta], transform, in: "addRelativeArc") else { return }
        let twoTurns = 4 * CGFloat.pi
        var sweep = delta
        if abs(delta) >= twoTurns {
            let magnitude = abs(delta).truncatingRemainder(dividingBy: twoTurns) + twoTurns
            sweep = delta < 0 ? -magnitude : magnitude
        }
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// A line from the current point towards `tangent1End` and an arc of `radius` that turns
    /// from that line onto the line `tangent1End → tangent2End`, touching both; the arc's end
    /// becomes the current point. A zero radius or legs on one line give the line to
    /// `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let operation = "addArc(tangent1End:tangent2End:radius:)"
        guard accept([tangent1End, tangent2End], transform, in: operation), acceptRadius(radius, in: operation),
              hasCurrentPoint(for: operation) else { return }
        // The current point is stored transformed; the new geometry is in the caller's space.
        guard let current = untransformedCurrentPoint(transform, in: operation) else { return }
        elements += PathShapes.tangentArc(from: current, tangent1End: tangent1End, tangent2End: tangent2End,
                                          radius: radius, transform: transform)
    }

    // MARK: Shapes

    /// A closed rectangle: a move to its minimum corner and lines round the others.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard CGPath.accept(rect: rect, transform: transform, in: "CGMutablePath.addRect") else { return }
        elements += PathShapes.rect(rect, transform: transform)
    }

    /// One closed rectangle per element of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, starting at the middle of its right edge.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard CGPath.accept(rect: rect, transform: transform, in: "CGMutablePath.addEllipse") else { return }
        elements += PathShapes.ellipse(in: rect, transform: transform)
    }

    /// A closed rectangle with quarter-ellipse corners `cornerWidth` by `cornerHeight`.
    ///
    /// Core Graphics requires `0 <= cornerWidth <= rect.width / 2` and the same for the
    /// height, and stops the program otherwise; here a size out of that range is limited to
    /// it, with a warning.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let operation = "CGMutablePath.addRoundedRect"
        guard CGPath.accept(rect: rect, transform: transform, in: operation),
              let corner = CGPath.cornerSize(cornerWidth, cornerHeight, in: rect, operation: operation) else { return }
        elements += PathShapes.roundedRect(rect, cornerWidth: corner.width, cornerHeight: corner.height, transform: transform)
    }

    /// Every element of `path`, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        guard transform.isFinite else { return refuse("addPath with a non-finite transform", key: "addPath") }
        elements += transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) }
    }

    // MARK: Helpers

    private func appendArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
                           transform: CGAffineTransform) {
        let arc = PathShapes.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
        elements.append(elements.isEmpty ? .moveToPoint(arc.start) : .addLineToPoint(arc.start))
        elements += arc.curves
    }

    private func hasCurrentPoint(for operation: String) -> Bool {
        if !elements.isEmpty { return true }
        refuse("\(operation) on an empty path has no current point to start from", key: operation)
        return false
    }

    /// The current point in the space of `transform`'s input, or nil when `transform` has no
    /// inverse (the arc's geometry cannot then be related to the current point).
    private func untransformedCurrentPoint(_ transform: CGAffineTransform, in operation: String) -> CGPoint? {
        if transform.isIdentity { return currentPoint }
        guard transform.isInvertible else {
            refuse("\(operation) with a singular transform", key: operation)
            return nil
        }
        return currentPoint.applying(transform.inverted())
    }

    private func accept(_ points: [CGPoint], _ transform: CGAffineTransform, in operation: String) -> Bool {
        if transform.isFinite && points.allSatisfy(\.isFinite) { return true }
        refuse("\(operation) with a non-finite point or transform", key: operation)
        return false
    }

    private func acceptRadius(_ radius: CGFloat, in operation: String) -> Bool {
        if radius.isFinite && radius >= 0 { return true }
        refuse("\(operation) with radius \(radius)", key: operation)
        return false
    }

    private func acceptArc(center: CGPoint, radius: CGFloat, angles: [CGFloat], _ transform: CGAffineTransform,
                           in operation: String) -> Bool {
        guard accept([center], transform, in: operation), acceptRadius(radius, in: operation) else { return false }
        if angles.allSatisfy(\.isFinite) { return true }
        refuse("\(operation) with angles \(angles)", key: operation)
        return false
    }

    private func refuse(_ what: String, key: String) {
        Diagnostics.warn("CGMutablePath.\(what) was ignored", once: "CGMutablePath.\(key)")
    }
}
