import Foundation

/// A vector path: a list of move, line, curve and close elements in user space.
///
/// As in Core Graphics, a `CGPath` never changes once made and `CGMutablePath` is the
/// subclass that builds one, usable wherever a `CGPath` is. Arcs and ovals are stored as
/// cubic Béziers, so bounds, hit testing and transforms treat every shape alike.
///
/// Not `Sendable`, like Core Graphics' own type: a `CGMutablePath` is a `CGPath`, and one
/// being appended to on one thread cannot be read safely on another. Hand another isolation
/// domain the `elements` (a `Sendable` value) or build the path there.
public class CGPath: Hashable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case moveToPoint(CGPoint)
        /// A straight line from the current point to the point.
        case addLineToPoint(CGPoint)
        /// A quadratic Bézier from the current point to `to`, bent towards `control`.
        case addQuadCurveToPoint(control: CGPoint, to: CGPoint)
        /// A cubic Bézier from the current point to `to`, shaped by two control points.
        case addCurveToPoint(control1: CGPoint, control2: CGPoint, to: CGPoint)
        /// A straight line back to the start of the current subpath, which it ends.
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

        /// Every point the element names, control points included, in Core Graphics' order.
        var points: [CGPoint] {
            switch self {
            case .moveToPoint(let p), .addLineToPoint(let p): return [p]
            case .addQuadCurveToPoint(let c, let p): return [c, p]
            case .addCurveToPoint(let c1, let c2, let p): return [c1, c2, p]
            case .closeSubpath: return []
            }
        }

        var type: CGPathElementType {
            switch self {
            case .moveToPoint: return .moveToPoint
            case .addLineToPoint: return .addLineToPoint
            case .addQuadCurveToPoint: return .addQuadCurveToPoint
            case .addCurveToPoint: return .addCurveToPoint
            case .closeSubpath: return .closeSubpath
            }
        }
    }

    /// The path's elements in order. Only `CGMutablePath` appends to them.
    public internal(set) var elements: [Element]

    /// A path of `elements`, empty by default.
    public init(elements: [Element] = []) {
        self.elements = elements
    }

    // MARK: Creating paths of simple shapes

    /// A closed rectangle (standardized), mapped through `transform` when one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        guard CGPath.accept(rect: rect, transform: t, in: "CGPath(rect:)") else {
            self.init()
            return
        }
        self.init(elements: PathShapes.rect(rect, transform: t))
    }

    /// A closed ellipse inscribed in `rect`, mapped through `transform` when one is given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        guard CGPath.accept(rect: rect, transform: t, in: "CGPath(ellipseIn:)") else {
            self.init()
            return
        }
        self.init(elements: PathShapes.ellipse(in: rect, transform: t))
    }

    /// A closed rectangle with quarter-ellipse corners `cornerWidth` by `cornerHeight`.
    ///
    /// Core Graphics requires `0 <= cornerWidth <= rect.width / 2` and the same for the
    /// height, and stops the program otherwise; here a size out of that range is limited to
    /// it, with a warning.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        guard CGPath.accept(rect: rect, transform: t, in: "CGPath(roundedRect:)"),
              let corner = CGPath.cornerSize(cornerWidth, cornerHeight, in: rect, operation: "CGPath(roundedRect:)")
        else {
            self.init()
            return
        }
        self.init(elements: PathShapes.roundedRect(rect, cornerWidth: corner.width, cornerHeight: corner.height, transform: t))
    }

    // MARK: Copying

    /// An immutable copy.
    public func copy() -> CGPath? {
        CGPath(elements: elements)
    }

    /// An immutable copy with every point mapped through `transform` (none when nil).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        guard t.isFinite else {
            Diagnostics.warn("CGPath.copy(using:) with a non-finite transform gave no path", once: "CGPath.copy(using:)")
            return nil
        }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A copy that can be added to.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements)
    }

    /// A copy that can be added to, with every point mapped through `transform` (none when
    /// nil).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let copy = copy(using: transform) else { return nil }
        return CGMutablePath(elements: copy.elements)
    }

    // MARK: Reading

    /// Whether the path has no elements at all (a lone move counts as an element).
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included
    /// (Core Graphics' `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        CGPath.bounds(of: elements.lazy.flatMap(\.points))
    }

    /// The smallest rectangle holding the path itself: curves are measured where they turn,
    /// not by their control points. `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var onPath: [CGPoint] = []
        walk { segment in
            switch segment {
            case .start(let p):
                onPath.append(p)
            case .line(_, let end):
                onPath.append(end)
            case .quadratic(let p0, let c, let end):
                onPath.append(end)
                onPath += BezierGeometry.quadraticExtremes(p0, c, end)
            case .cubic(let p0, let c1, let c2, let end):
                onPath.append(end)
                onPath += BezierGeometry.cubicExtremes(p0, c1, c2, end)
            }
        }
        return CGPath.bounds(of: onPath)
    }

    /// The end point of the last element, where the next segment would start; after a close,
    /// the start of the closed subpath. `.zero` for an empty path.
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

    /// Whether `point` is inside the area a fill with `rule` would paint, the path first
    /// mapped through `transform`. Open subpaths count as closed, as when filling.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        guard point.isFinite, transform.isFinite, !elements.isEmpty else { return false }
        let mapped = transform.isIdentity ? self : CGPath(elements: elements.map { $0.applying(transform) })
        // A hundredth of a point is far below what a pixel shows at any supported scale.
        let tolerance: CGFloat = 0.01
        var winding = 0
        var polygon: [CGPoint] = []
        func closePolygon() {
            winding += BezierGeometry.windingNumber(of: point, around: polygon)
            polygon.removeAll(keepingCapacity: true)
        }
        mapped.walk { segment in
            switch segment {
            case .start(let p):
                closePolygon()
                polygon.append(p)
            case .line(_, let end):
                polygon.append(end)
            case .quadratic(let p0, let c, let end):
                polygon += BezierGeometry.flattenQuadratic(p0, c, end, tolerance: tolerance)
            case .cubic(let p0, let c1, let c2, let end):
                polygon += BezierGeometry.flattenCubic(p0, c1, c2, end, tolerance: tolerance)
            }
        }
        closePolygon()
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// Whether the path is exactly one rectangle with sides parallel to the axes (a move and
    /// three or four lines, closed or ending where it began), and if so which, standardized.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard case .moveToPoint(let first)? = elements.first else { return false }
        var corners = [first]
        var closed = false
        for element in elements.dropFirst() {
            switch element {
            case .addLineToPoint(let p) where !closed: corners.append(p)
            case .closeSubpath where !closed: closed = true
            default: return false
            }
        }
        if corners.count == 5, corners[4] == first { corners.removeLast() }
        guard corners.count == 4, closed || elements.count == 5 else { return false }
        // Sides alternate between horizontal and vertical, whichever comes first.
        func axisAligned(startingHorizontal: Bool) -> Bool {
            (0..<4).allSatisfy { i in
                let a = corners[i], b = corners[(i + 1) % 4]
                return (i % 2 == 0) == startingHorizontal ? a.y == b.y && a.x != b.x : a.x == b.x && a.y != b.y
            }
        }
        guard axisAligned(startingHorizontal: true) || axisAligned(startingHorizontal: false) else { return false }
        rect?.pointee = CGPath.bounds(of: corners)
        return true
    }

    /// Calls `block` with each element in order, in Core Graphics' form: a type and a
    /// buffer holding the element's points, valid only during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        buffer.initialize(repeating: .zero, count: 3)
        defer {
            buffer.deinitialize(count: 3)
            buffer.deallocate()
        }
        for element in elements {
            for (index, point) in element.points.enumerated() { buffer[index] = point }
            var pathElement = CGPathElement(type: element.type, points: buffer)
            withUnsafePointer(to: &pathElement) { block($0) }
        }
    }

    /// Whether the two paths have the same elements, as Core Graphics compares paths.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the elements, consistent with `==`: Core Graphics' paths are `Hashable` too.
    /// (As with any value-hashed mutable object, a `CGMutablePath` must not change while a
    /// set or dictionary holds it.)
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    // MARK: Helpers

    /// A drawn piece of the path, with the point it starts from.
    enum Segment {
        case start(CGPoint)
        case line(from: CGPoint, to: CGPoint)
        case quadratic(from: CGPoint, control: CGPoint, to: CGPoint)
        case cubic(from: CGPoint, control1: CGPoint, control2: CGPoint, to: CGPoint)
    }

    /// Walks the elements as segments. Each subpath reports its start; a close is the line
    /// back to it. A segment with no current point before it (a path that does not start with
    /// a move) starts at the origin, as `currentPoint` does.
    func walk(_ body: (Segment) -> Void) {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        var inSubpath = false
        func begin() {
            guard !inSubpath else { return }
            inSubpath = true
            subpathStart = current
            body(.start(current))
        }
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                current = p
                inSubpath = false
                begin()
            case .addLineToPoint(let p):
                begin()
                body(.line(from: current, to: p))
                current = p
            case .addQuadCurveToPoint(let c, let p):
                begin()
                body(.quadratic(from: current, control: c, to: p))
                current = p
            case .addCurveToPoint(let c1, let c2, let p):
                begin()
                body(.cubic(from: current, control1: c1, control2: c2, to: p))
                current = p
            case .closeSubpath:
                if inSubpath, current != subpathStart { body(.line(from: current, to: subpathStart)) }
                current = subpathStart
                inSubpath = false
            }
        }
    }

    static func bounds<Points: Sequence<CGPoint>>(of points: Points) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in points {
            minX = Swift.min(minX, p.x)
            minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x)
            maxY = Swift.max(maxY, p.y)
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func accept(rect: CGRect, transform: CGAffineTransform, in operation: String) -> Bool {
        if rect.isFinite && transform.isFinite { return true }
        Diagnostics.warn("\(operation) with rect \(rect) or a non-finite transform was ignored", once: operation)
        return false
    }

    /// The corner size Core Graphics accepts for `rect`: each between zero and half the side.
    /// Anything else is limited to that range with a warning; non-finite sizes refuse the
    /// whole shape (nil).
    static func cornerSize(_ width: CGFloat, _ height: CGFloat, in rect: CGRect, operation: String) -> CGSize? {
        guard width.isFinite, height.isFinite else {
            Diagnostics.warn("\(operation) with corner size \(width) × \(height) was ignored", once: "\(operation).corner")
            return nil
        }
        let r = rect.standardized
        let limited = CGSize(width: Swift.min(Swift.max(width, 0), r.width / 2),
                             height: Swift.min(Swift.max(height, 0), r.height / 2))
        if limited.width != width || limited.height != height {
            Diagnostics.warn("\(operation): corner size \(width) × \(height) is outside 0…half of \(r.size) "
                             + "(Core Graphics stops the program); limited to \(limited.width) × \(limited.height)",
                             once: "\(operation).corner")
        }
        return limited
    }
}
