import Foundation

/// Smooth pseudo-random vectors over the plane and time, for noise and turbulence fields:
/// value noise on a square lattice of `cellSize` points, a fresh lattice every second of
/// `time`, interpolated smoothly between lattice points and between the two lattices.
///
/// Deterministic: the same point and time give the same vector on every run, so simulations
/// with noise fields repeat.
struct FieldNoise {
    /// Lattice spacing, in points.
    var cellSize: Double

    /// The noise vector at `p` (points) and `time` (lattice steps): each component in −1…1.
    func vector(at p: PhysicsVector, time: Double) -> PhysicsVector {
        let x = p.x / cellSize, y = p.y / cellSize
        guard x.isFinite, y.isFinite, time.isFinite else { return .zero }
        let t0 = time.rounded(.down)
        let blend = FieldNoise.smooth(time - t0)
        let a = lattice(x, y, Int(t0.clamped(to: -1e9...1e9)))
        let b = lattice(x, y, Int(t0.clamped(to: -1e9...1e9)) + 1)
        return PhysicsVector(x: a.x + (b.x - a.x) * blend, y: a.y + (b.y - a.y) * blend)
    }

    private func lattice(_ x: Double, _ y: Double, _ t: Int) -> PhysicsVector {
        let x0 = x.rounded(.down), y0 = y.rounded(.down)
        let fx = FieldNoise.smooth(x - x0), fy = FieldNoise.smooth(y - y0)
        let i = Int(x0.clamped(to: -1e9...1e9)), j = Int(y0.clamped(to: -1e9...1e9))
        let c00 = FieldNoise.random(i, j, t), c10 = FieldNoise.random(i + 1, j, t)
        let c01 = FieldNoise.random(i, j + 1, t), c11 = FieldNoise.random(i + 1, j + 1, t)
        func mix(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
        return PhysicsVector(x: mix(mix(c00.x, c10.x, fx), mix(c01.x, c11.x, fx), fy),
                             y: mix(mix(c00.y, c10.y, fx), mix(c01.y, c11.y, fx), fy))
    }

    /// The smoothstep curve 3f² − 2f³: no kink where cells meet.
    private static func smooth(_ f: Double) -> Double { f * f * (3 - 2 * f) }

    /// A fixed pseudo-random vector for a lattice point, each component in −1…1.
    private static func random(_ i: Int, _ j: Int, _ t: Int) -> PhysicsVector {
        var h = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15
        h ^= UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= UInt64(bitPattern: Int64(t)) &* 0x1656_67B1_9E37_79F9
        h = (h ^ (h >> 31)) &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 29
        let scale = 1.0 / Double(UInt32.max)
        return PhysicsVector(x: Double(UInt32(truncatingIfNeeded: h)) * scale * 2 - 1,
                             y: Double(UInt32(truncatingIfNeeded: h >> 32)) * scale * 2 - 1)
    }
}

private extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
