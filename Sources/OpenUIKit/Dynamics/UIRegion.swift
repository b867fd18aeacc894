import Foundation

/// Where a field behavior acts: a rectangle or circle centred on the field's `position`, or
/// the infinite region, combined by union, difference, intersection and inversion.
///
/// A region has no position of its own: a point is in it when the point's offset from the
/// field's position is (`contains(_:)` takes that offset).
@preconcurrency @MainActor
open class UIRegion: NSObject, NSCopying {
    /// The shape, as a tree of set operations over rectangles and circles.
    indirect enum Shape: Equatable, Sendable {
        case everything
        case rectangle(CGSize)
        case circle(radius: CGFloat)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .everything:
                return true
            case .rectangle(let size):
                return abs(p.x) <= size.width / 2 && abs(p.y) <= size.height / 2
            case .circle(let radius):
                return p.x * p.x + p.y * p.y <= radius * radius
            case .inverse(let shape):
                return !shape.contains(p)
            case .union(let a, let b):
                return a.contains(p) || b.contains(p)
            case .difference(let a, let b):
                return a.contains(p) && !b.contains(p)
            case .intersection(let a, let b):
                return a.contains(p) && b.contains(p)
            }
        }
    }

    /// Set once, as the region is made (a region never changes), so reading it needs no actor.
    nonisolated(unsafe) var shape: Shape

    /// The region that holds every point: where a field acts unless told otherwise.
    open class var infinite: UIRegion {
        let region = UIRegion(size: .zero)
        region.shape = .everything
        return region
    }

    /// A circle of `radius` points about the field's position. A negative or non-finite
    /// radius gives an empty region, with a warning.
    nonisolated public init(radius: CGFloat) {
        shape = .circle(radius: UIRegion.accepted(radius, "radius"))
        super.init()
    }

    /// A rectangle of `size` centred on the field's position. Negative or non-finite sides
    /// count as 0, with a warning.
    nonisolated public required init(size: CGSize) {
        shape = .rectangle(CGSize(width: UIRegion.accepted(size.width, "size"), height: UIRegion.accepted(size.height, "size")))
        super.init()
    }

    /// Every point this region does not hold.
    open func inverse() -> Self { made(.inverse(shape)) }

    /// The points in this region or in `region`.
    open func byUnion(with region: UIRegion) -> Self { made(.union(shape, region.shape)) }

    /// The points in this region that are not in `region`.
    open func byDifference(from region: UIRegion) -> Self { made(.difference(shape, region.shape)) }

    /// The points in both this region and `region`.
    open func byIntersection(with region: UIRegion) -> Self { made(.intersection(shape, region.shape)) }

    /// Whether `point`, an offset from the field's position in points, is in the region.
    open func contains(_ point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        return shape.contains(point)
    }

    /// A region of the same shape.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { made(shape) }

    /// Two regions are equal when they are built the same way.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIRegion else { return false }
        return other.shape == shape
    }

    /// A hash that agrees with `isEqual(_:)`: regions of the same kind of shape hash alike.
    nonisolated open override var hash: Int { String(describing: shape).hashValue }

    nonisolated private func made(_ newShape: Shape) -> Self {
        let region = Self(size: .zero)
        region.shape = newShape
        return region
    }

    nonisolated private static func accepted(_ value: CGFloat, _ name: String) -> CGFloat {
        if value.isFinite, value >= 0 { return value }
        Diagnostics.warn("UIRegion's \(name) must be a finite number of points, 0 or more, not \(value); 0 is used",
                         once: "UIRegion \(name) invalid")
        return 0
    }
}
