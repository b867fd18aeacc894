import Foundation

/// Where two bodies touch, or will within the step (a speculative contact): up to two
/// points on one normal, found by the separating-axis test and edge clipping.
///
/// The points are kept in the bodies' own coordinates as well, so the position pass after
/// the step can measure the penetration left at the bodies' new places.
struct PhysicsManifold {
    /// One contact point.
    struct Point {
        /// In world coordinates, on the incident body's edge.
        var position: PhysicsVector
        /// The gap along the normal, in points: negative when overlapping.
        var separation: Double
        /// The point in the incident body's own coordinates.
        var localIncident: PhysicsVector
        var normalImpulse = 0.0
        var tangentImpulse = 0.0
        // Solver scratch.
        var rA = PhysicsVector.zero
        var rB = PhysicsVector.zero
        var normalMass = 0.0
        var tangentMass = 0.0
        var targetVelocity = 0.0
    }

    /// The world normal, from `a` to `b`.
    var normal: PhysicsVector
    var points: (Point, Point)
    var pointCount: Int
    /// Whether the reference face is `b`'s (the normal was found on `b`).
    var referenceIsB: Bool
    /// The reference face's normal and a point on it, in the reference body's coordinates.
    var localNormal: PhysicsVector
    var localPlanePoint: PhysicsVector

    /// The deepest (smallest) separation of the points.
    var minimumSeparation: Double {
        pointCount > 1 ? min(points.0.separation, points.1.separation) : points.0.separation
    }

    func point(_ i: Int) -> Point { i == 0 ? points.0 : points.1 }

    mutating func setPoint(_ i: Int, _ p: Point) {
        if i == 0 { points.0 = p } else { points.1 = p }
    }

    /// The manifold between part `partA` of `a` and part `partB` of `b` (their world
    /// geometry as of the step's start), if they are closer than `margin` points.
    static func collide(_ a: PhysicsBody, _ partA: Int, _ b: PhysicsBody, _ partB: Int,
                        margin: Double, tolerance: Double) -> PhysicsManifold? {
        let shapeA = a.parts[partA], shapeB = b.parts[partB]
        let (edgeA, separationA) = maximumSeparation(shapeA, shapeB)
        if separationA > margin { return nil }
        let (edgeB, separationB) = maximumSeparation(shapeB, shapeA)
        if separationB > margin { return nil }
        // Prefer a's face unless b's is clearly better, so the choice does not flicker
        // between two nearly equal faces from one step to the next.
        let flip = separationB > separationA + tolerance
        let reference = flip ? b : a
        let incident = flip ? a : b
        let referencePart = flip ? shapeB : shapeA
        let incidentPart = flip ? shapeA : shapeB
        let edge = flip ? edgeB : edgeA

        let refVertices = referencePart.worldVertices
        let refCount = refVertices.count
        let n = referencePart.worldNormals[edge]
        // The incident edge: the one facing the reference normal most directly.
        let incNormals = incidentPart.worldNormals
        var i1 = 0
        var lowest = Double.infinity
        for i in 0..<incNormals.count {
            let d = n.dot(incNormals[i])
            if d < lowest {
                lowest = d
                i1 = i
            }
        }
        let incVertices = incidentPart.worldVertices
        let i2 = (i1 + 1) % incVertices.count
        let v11 = refVertices[edge]
        let v12 = refVertices[(edge + 1) % refCount]
        let tangent = (v12 - v11).normalized
        var clip = (incVertices[i1], incVertices[i2])
        guard clipSegment(&clip, normal: -tangent, offset: -tangent.dot(v11)),
              clipSegment(&clip, normal: tangent, offset: tangent.dot(v12)) else { return nil }
        let front = n.dot(v11)
        var manifold = PhysicsManifold(
            normal: flip ? -n : n,
            points: (Point(position: .zero, separation: 0, localIncident: .zero),
                     Point(position: .zero, separation: 0, localIncident: .zero)),
            pointCount: 0, referenceIsB: flip,
            localNormal: reference.localVector(n),
            localPlanePoint: reference.localPoint(v11))
        for p in [clip.0, clip.1] {
            let separation = n.dot(p) - front
            guard separation <= margin else { continue }
            manifold.setPoint(manifold.pointCount,
                              Point(position: p, separation: separation, localIncident: incident.localPoint(p)))
            manifold.pointCount += 1
        }
        return manifold.pointCount > 0 ? manifold : nil
    }

    /// The edge of `a` along whose normal `b` lies farthest out, and that distance (the
    /// largest over a's edges of the smallest signed distance of b's vertices).
    private static func maximumSeparation(_ a: PhysicsBody.Part, _ b: PhysicsBody.Part) -> (Int, Double) {
        let aVertices = a.worldVertices, aNormals = a.worldNormals, bVertices = b.worldVertices
        var bestEdge = 0
        var best = -Double.infinity
        for i in 0..<aVertices.count {
            let n = aNormals[i], v = aVertices[i]
            var smallest = Double.infinity
            for w in bVertices {
                smallest = min(smallest, n.dot(w - v))
            }
            if smallest > best {
                best = smallest
                bestEdge = i
            }
        }
        return (bestEdge, best)
    }

    /// Keeps the part of segment `s` where `normal · p ≤ offset`; false when none is left.
    private static func clipSegment(_ s: inout (PhysicsVector, PhysicsVector), normal: PhysicsVector, offset: Double) -> Bool {
        let d0 = normal.dot(s.0) - offset
        let d1 = normal.dot(s.1) - offset
        if d0 <= 0 && d1 <= 0 { return true }
        if d0 > 0 && d1 > 0 { return false }
        let cut = s.0 + (d0 / (d0 - d1)) * (s.1 - s.0)
        if d0 > 0 { s.0 = cut } else { s.1 = cut }
        return true
    }

    /// The normal, a point on the reference face and the separation of point `i`, measured at
    /// the bodies' current places (for the position pass); the normal points from `a` to `b`.
    func currentGeometry(_ a: PhysicsBody, _ b: PhysicsBody, point i: Int) -> (normal: PhysicsVector, point: PhysicsVector, separation: Double) {
        let reference = referenceIsB ? b : a
        let incident = referenceIsB ? a : b
        let n = reference.worldVector(localNormal)
        let plane = reference.worldPoint(localPlanePoint)
        let p = incident.worldPoint(self.point(i).localIncident)
        let separation = (p - plane).dot(n)
        return (referenceIsB ? -n : n, p, separation)
    }
}
