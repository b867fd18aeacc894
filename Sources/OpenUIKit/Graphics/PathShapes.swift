import Foundation

/// The element lists of the shapes `CGMutablePath`, `CGContext` and `UIBezierPath` build, in
/// one place so all three produce the same elements for the same shape.
///
/// Every function takes untransformed geometry and maps the points it emits through
/// `transform`; callers have already refused non-finite input.
enum PathShapes {
    /// A closed rectangle: a move to the minimum corner, lines through the other three
    /// corners in order of increasing angle, and a close (Core Graphics' `addRect` order).
    static func rect(_ rect: CGRect, transform: CGAffineTransform = .identity) -> [CGPath.Element] {
        let r = rect.standardized
        return [
            .moveToPoint(CGPoint(x: r.minX, y: r.minY).applying(transform)),
            .addLineToPoint(CGPoint(x: r.maxX, y: r.minY).applying(transform)),
            .addLineToPoint(CGPoint(x: r.maxX, y: r.maxY).applying(transform)),
            .addLineToPoint(CGPoint(x: r.minX, y: r.maxY).applying(transform)),
            .closeSubpath,
        ]
    }

    /// A closed ellipse inscribed in `rect`: a move to the middle of the right edge, four
    /// quarter curves in order of increasing angle (through the `maxY` side first), a close.
    /// A rect without width and height adds nothing.
    static func ellipse(in rect: CGRect, transform: CGAffineTransform = .identity) -> [CGPath.Element] {
        let r = rect.standardized
        guard r.width > 0 || r.height > 0 else { return [] }
        let stretch = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: r.midX, y: r.midY))
            .concatenating(transform)
        var elements: [CGPath.Element] = [.moveToPoint(CGPoint(x: 1, y: 0).applying(stretch))]
        for (c1, c2, end) in ArcApproximation.segments(center: .zero, radius: 1, startAngle: 0, sweep: 2 * .pi) {
            elements.append(.addCurveToPoint(control1: c1.applying(stretch), control2: c2.applying(stretch), to: end.applying(stretch)))
        }
        elements.append(.closeSubpath)
        return elements
    }

    /// A closed rectangle whose corners are quarter ellipses `cornerWidth` wide and
    /// `cornerHeight` high, in the same direction as `ellipse(in:)`, starting where the
    /// top-right corner meets the right edge. Either size zero gives the plain rectangle.
    ///
    /// The corner sizes must already be within `0...half the side`.
    static func roundedRect(
        _ rect: CGRect, cornerWidth cw: CGFloat, cornerHeight ch: CGFloat, transform: CGAffineTransform = .identity
    ) -> [CGPath.Element] {
        guard cw > 0, ch > 0 else { return self.rect(rect, transform: transform) }
        let r = rect.standardized
        func corner(_ center: CGPoint, from angle: CGFloat) -> [CGPath.Element] {
            let toCorner = CGAffineTransform(scaleX: cw, y: ch)
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
                .concatenating(transform)
            return ArcApproximation.segments(center: .zero, radius: 1, startAngle: angle, sweep: .pi / 2).map {
                .addCurveToPoint(control1: $0.0.applying(toCorner), control2: $0.1.applying(toCorner), to: $0.2.applying(toCorner))
            }
        }
        func line(_ x: CGFloat, _ y: CGFloat) -> CGPath.Element {
            .addLineToPoint(CGPoint(x: x, y: y).applying(transform))
        }
        var elements: [CGPath.Element] = [.moveToPoint(CGPoint(x: r.maxX, y: r.minY + ch).applying(transform))]
        elements.append(line(r.maxX, r.maxY - ch))
        elements += corner(CGPoint(x: r.maxX - cw, y: r.maxY - ch), from: 0)
        elements.append(line(r.minX + cw, r.maxY))
        elements += corner(CGPoint(x: r.minX + cw, y: r.maxY - ch), from: .pi / 2)
        elements.append(line(r.minX, r.minY + ch))
        elements += corner(CGPoint(x: r.minX + cw, y: r.minY + ch), from: .pi)
        elements.append(line(r.maxX - cw, r.minY))
        elements += corner(CGPoint(x: r.maxX - cw, y: r.minY + ch), from: 3 * .pi / 2)
        elements.append(.closeSubpath)
        return elements
    }

    /// An arc of `sweep` radians from `startAngle`: where it starts (transformed), and its
    /// curves. The caller joins the start to the path with a move or a line.
    static func arc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform = .identity
    ) -> (start: CGPoint, curves: [CGPath.Element]) {
        let start = ArcApproximation.point(center: center, radius: radius, angle: startAngle).applying(transform)
        let curves = ArcApproximation.segments(center: center, radius: radius, startAngle: startAngle, sweep: sweep).map {
            CGPath.Element.addCurveToPoint(control1: $0.0.applying(transform), control2: $0.1.applying(transform), to: $0.2.applying(transform))
        }
        return (start, curves)
    }

    /// The elements `addArc(tangent1End:tangent2End:radius:)` appends after `current`: a line
    /// to where the arc touches the line `current → tangent1End` (left out when that is the
    /// current point), then the arc of `radius` that also touches `tangent1End → tangent2End`.
    /// When no such arc exists (a zero radius, a zero-length leg, or legs on one line) it is a
    /// line to `tangent1End`.
    ///
    /// `current` is in the path's own space, so only the new points are transformed.
    static func tangentArc(
        from current: CGPoint, tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> [CGPath.Element] {
        let lineToCorner: [CGPath.Element] = [.addLineToPoint(p1.applying(transform))]
        let v1 = CGPoint(x: current.x - p1.x, y: current.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard radius > 0, l1 > 0, l2 > 0 else { return lineToCorner }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        let dot = Swift.max(-1, Swift.min(1, u1.x * u2.x + u1.y * u2.y))
        guard abs(cross) > 1e-12 else { return lineToCorner }
        // The angle between the legs at the corner; the arc turns through the rest of π.
        let corner = acos(dot)
        let reach = radius / tan(corner / 2)
        let touch1 = CGPoint(x: p1.x + u1.x * reach, y: p1.y + u1.y * reach)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(corner / 2)
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centerDistance,
                             y: p1.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(touch1.y - center.y, touch1.x - center.x)
        // Travelling current → corner → tangent2End turns the way the arc runs; its sign is
        // that of (corner - current) × (tangent2End - corner), which is -cross.
        let sweep = (cross < 0 ? 1 : -1) * (.pi - corner)
        let arc = arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
        let joinsAtCurrentPoint = touch1 == current
        return (joinsAtCurrentPoint ? [] : [.addLineToPoint(touch1.applying(transform))]) + arc.curves
    }
}
