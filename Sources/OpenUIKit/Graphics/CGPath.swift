import Foundation

/// An immutable vector path: a list of move, line, curve and close elements in user space.
///
/// Arcs and ovals are stored as cubic Béziers, so bounds, hit testing and transforms treat
/// every shape alike. `UIBezierPath` builds one; `CGContext.addPath(_:)` draws one.
public final class CGPath: Equatable, Sendable {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        case moveToPoint(CGPoint)
        case addLineToPoint(CGPoint)
        case addQuadCurveToPoint(control: CGPoint, to: CGPoint)
        case addCurveToPoint(control1: CGPoint, control2: CGPoint, to: CGPoint)
        case closeSubpath

        /// The element mapped through `t`.
        public func applying(_ t: CGAffineTransform) -> Element {
            switch self {
            case .moveToPoint(let p): return .moveToPoint(p.applying(t))
            case .addLineToPoint(let p): return .addLineToPoint(p.applying(t))
            case .addQuadCurveToPoint(let c, let p):
                return .addQuadCurveToPoint(control: c.applying(t), to: p.applying(t))
            case .addCurveToPoint(let c1, let c2, let p):
                return .addCurveToPoint(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }

        /// Every point the element names, control points included.
        var points: [CGPoint] {
            switch self {
            case .moveToPoint(let p), .addLineToPoint(let p): return [p]
            case .addQuadCurveToPoint(let c, let p): return [c, p]
            case .addCurveToPoint(let c1, let c2, let p): return [c1, c2, p]
            case .closeSubpath: return []
            }
        }
    }

    public let elements: [Element]

    public init(elements: [Element] = []) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included
    /// (Core Graphics' `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for element in elements {
            for p in element.points {
                minX = Swift.min(minX, p.x)
                minY = Swift.min(minY, p.y)
                maxX = Swift.max(maxX, p.x)
                maxY = Swift.max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The end point of the last element, where the next segment would start.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                subpathStart = p
                current = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(_, let p), .addCurveToPoint(_, _, let p):
                current = p
            case .closeSubpath:
                current = subpathStart
            }
        }
        return current
    }

    /// Calls `body` with each element in order (Core Graphics' `applyWithBlock`, by value).
    public func applyWithBlock(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// A copy mapped through `transform`.
    public func copy(using transform: CGAffineTransform) -> CGPath {
        CGPath(elements: elements.map { $0.applying(transform) })
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}
