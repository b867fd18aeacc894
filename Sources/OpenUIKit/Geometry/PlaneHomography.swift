import Foundation

/// A projective map of the plane onto the plane: what a 3D layer transform does to a flat
/// layer once the result is flattened again (Core Animation's layers flatten their
/// sublayers into their own plane).
///
/// Row-vector convention, as `CGAffineTransform` and `CATransform3D`: a point (x, y) maps to
/// (X / W, Y / W) where (X, Y, W) = (x, y, 1) times the matrix. The third column (`m13`,
/// `m23`, `m33`) is W; when it is (0, 0, 1) the map is affine.
struct PlaneHomography: Equatable {
    var m11: CGFloat, m12: CGFloat, m13: CGFloat
    var m21: CGFloat, m22: CGFloat, m23: CGFloat
    var m31: CGFloat, m32: CGFloat, m33: CGFloat

    /// How far off zero the perspective terms may be and still count as zero: products of
    /// rotations built from `.pi` leave about 1e-16 there.
    static let affineTolerance: CGFloat = 1e-12

    static let identity = PlaneHomography(affine: .identity)

    init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
         m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    init(affine t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// Whether W is the same everywhere, so that the map is affine.
    var isAffine: Bool {
        abs(m13) <= PlaneHomography.affineTolerance && abs(m23) <= PlaneHomography.affineTolerance && m33 != 0
    }

    /// The map as an affine transform; meaningful when `isAffine`.
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }

    var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// `self`, then `other`.
    func concatenating(_ other: PlaneHomography) -> PlaneHomography {
        let a = self, b = other
        return PlaneHomography(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// `self`, then `t`.
    func concatenating(_ t: CGAffineTransform) -> PlaneHomography {
        concatenating(PlaneHomography(affine: t))
    }

    /// The inverse map; nil when the plane collapses onto a line (seen edge-on).
    var inverted: PlaneHomography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        // The adjugate over the determinant.
        let r = PlaneHomography(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        return r.isFinite ? r : nil
    }

    /// W at `p`: positive in front of the eye.
    func w(at p: CGPoint) -> CGFloat { p.x * m13 + p.y * m23 + m33 }

    /// Where `p` lands; nil behind the eye (W ≤ 0), where it has no image.
    func apply(_ p: CGPoint) -> CGPoint? {
        let w = w(at: p)
        guard w > 0 else { return nil }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// The bounding box of what `rect` covers where it lies in front of the eye (W at least
    /// `minimumW`): its corners and, where W crosses that limit, the points of its sides
    /// there. Null when none of it is in front.
    func boundingBox(of rect: CGRect, minimumW: CGFloat = 0) -> CGRect {
        guard !rect.isNull, !rect.isEmpty || rect.width > 0 || rect.height > 0 else { return .null }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        let limit = Swift.max(minimumW, 0)
        var points: [CGPoint] = []
        for i in 0..<4 {
            let p = corners[i], q = corners[(i + 1) % 4]
            let wp = w(at: p), wq = w(at: q)
            if wp > limit { points.append(p) }
            // A side crossing the limit: keep where it crosses (nudged to the front side).
            if (wp > limit) != (wq > limit), wp != wq {
                let t = (limit - wp) / (wq - wp)
                let nudge = PlaneHomography.crossingNudge * (wq > wp ? 1 : -1)
                let s = Swift.min(1, Swift.max(0, t + nudge))
                points.append(CGPoint(x: p.x + (q.x - p.x) * s, y: p.y + (q.y - p.y) * s))
            }
        }
        var box = CGRect.null
        for p in points {
            guard let image = apply(p), image.x.isFinite, image.y.isFinite else { continue }
            box = box.union(CGRect(origin: image, size: .zero))
        }
        return box
    }

    /// The least W drawn or measured for `rect`: points nearer the eye than this fraction of
    /// the farthest corner's W are magnified more than its inverse over that corner, and are
    /// left out (the near plane), so a plane passing by the eye stays bounded.
    func nearLimit(of rect: CGRect) -> CGFloat {
        let ws = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { w(at: $0) }
        return (ws.max() ?? 0) * PlaneHomography.nearClipRatio
    }

    /// The near plane, as a fraction of the farthest W (see ``nearLimit(of:)``).
    static let nearClipRatio: CGFloat = 1.0 / 64

    /// How far past a side's crossing of the near limit (as a fraction of the side) its
    /// kept end point moves, so that it lies strictly in front.
    private static let crossingNudge: CGFloat = 1e-9
}
