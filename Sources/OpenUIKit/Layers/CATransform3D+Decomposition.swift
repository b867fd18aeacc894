import Foundation

extension CATransform3D {
    /// A transform taken apart the way Core Animation interpolates transforms: a point is
    /// scaled, sheared, turned (a unit quaternion), moved, and then put through the
    /// perspective (row-vector order, so `scale · skew · rotation · translation ·
    /// perspective`). Each part interpolates on its own; the rotation along the shortest arc.
    struct Decomposed: Equatable {
        var scale: (x: Double, y: Double, z: Double)
        /// The shears xy, xz and yz.
        var skew: (xy: Double, xz: Double, yz: Double)
        /// (x, y, z, w), of unit length.
        var quaternion: (x: Double, y: Double, z: Double, w: Double)
        var translation: (x: Double, y: Double, z: Double)
        /// The fourth column the perspective matrix has (identity elsewhere).
        var perspective: (x: Double, y: Double, z: Double, w: Double)

        static func == (a: Decomposed, b: Decomposed) -> Bool {
            a.scale == b.scale && a.skew == b.skew && a.quaternion == b.quaternion
                && a.translation == b.translation && a.perspective == b.perspective
        }

        /// Takes `t` apart; nil when it has no such form (a transform that collapses space,
        /// or whose `m44` is 0).
        init?(_ t: CATransform3D) {
            var m = t.rows.map { $0.map(Double.init) }
            guard m[3][3] != 0 else { return nil }
            let norm = m[3][3]
            for i in 0..<4 { for j in 0..<4 { m[i][j] /= norm } }
            // The affine part A: M with its fourth column (0, 0, 0, 1); then M = A · P, where P
            // is the identity with fourth column p = A⁻¹ · (M's fourth column).
            var affine = m
            for i in 0..<3 { affine[i][3] = 0 }
            affine[3][3] = 1
            let affineTransform = CATransform3D(rows: affine.map { $0.map { CGFloat($0) } })
            guard let inverse = affineTransform.inverted else { return nil }
            let column = [m[0][3], m[1][3], m[2][3], m[3][3]]
            if column[0] != 0 || column[1] != 0 || column[2] != 0 {
                let r = inverse.rows.map { $0.map(Double.init) }
                let p = (0..<4).map { i in (0..<4).reduce(0.0) { $0 + r[i][$1] * column[$1] } }
                perspective = (p[0], p[1], p[2], p[3])
            } else {
                perspective = (0, 0, 0, 1)
            }
            translation = (m[3][0], m[3][1], m[3][2])
            // Gram–Schmidt on the linear rows: the lengths are the scales, the projections
            // the shears, and what is left an orthonormal rotation.
            var rows = (0..<3).map { i in [m[i][0], m[i][1], m[i][2]] }
            func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
            func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
            func combine(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]] }
            func normalized(_ a: [Double], _ l: Double) -> [Double] { l == 0 ? a : a.map { $0 / l } }
            var sx = length(rows[0])
            rows[0] = normalized(rows[0], sx)
            var xy = dot(rows[0], rows[1])
            rows[1] = combine(rows[1], rows[0], -xy)
            var sy = length(rows[1])
            rows[1] = normalized(rows[1], sy)
            if sy != 0 { xy /= sy }
            var xz = dot(rows[0], rows[2])
            rows[2] = combine(rows[2], rows[0], -xz)
            var yz = dot(rows[1], rows[2])
            rows[2] = combine(rows[2], rows[1], -yz)
            var sz = length(rows[2])
            rows[2] = normalized(rows[2], sz)
            if sz != 0 { xz /= sz; yz /= sz }
            // A mirrored frame: flip every axis so the rest is a proper rotation.
            let cross = [rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1],
                         rows[1][2] * rows[2][0] - rows[1][0] * rows[2][2],
                         rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0]]
            if dot(rows[0], cross) < 0 {
                sx = -sx; sy = -sy; sz = -sz
                rows = rows.map { $0.map { -$0 } }
            }
            scale = (sx, sy, sz)
            skew = (xy, xz, yz)
            quaternion = Decomposed.quaternion(fromRotationRows: rows)
        }

        /// The unit quaternion of a rotation matrix in rows (row-vector convention, as
        /// `CATransform3DMakeRotation` builds them), from its largest component.
        static func quaternion(fromRotationRows r: [[Double]]) -> (x: Double, y: Double, z: Double, w: Double) {
            let trace = r[0][0] + r[1][1] + r[2][2]
            // Four times the squares of w, x, y and z.
            let w4 = 1 + trace, x4 = 1 + r[0][0] - r[1][1] - r[2][2]
            let y4 = 1 - r[0][0] + r[1][1] - r[2][2], z4 = 1 - r[0][0] - r[1][1] + r[2][2]
            let largest = Swift.max(w4, x4, y4, z4)
            var q: (x: Double, y: Double, z: Double, w: Double)
            if largest == w4 {
                let w = w4.squareRoot() / 2, k = 1 / (4 * w)
                q = ((r[1][2] - r[2][1]) * k, (r[2][0] - r[0][2]) * k, (r[0][1] - r[1][0]) * k, w)
            } else if largest == x4 {
                let x = x4.squareRoot() / 2, k = 1 / (4 * x)
                q = (x, (r[0][1] + r[1][0]) * k, (r[0][2] + r[2][0]) * k, (r[1][2] - r[2][1]) * k)
            } else if largest == y4 {
                let y = y4.squareRoot() / 2, k = 1 / (4 * y)
                q = ((r[0][1] + r[1][0]) * k, y, (r[1][2] + r[2][1]) * k, (r[2][0] - r[0][2]) * k)
            } else {
                let z = z4.squareRoot() / 2, k = 1 / (4 * z)
                q = ((r[0][2] + r[2][0]) * k, (r[1][2] + r[2][1]) * k, z, (r[0][1] - r[1][0]) * k)
            }
            let l = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
            return l == 0 ? (0, 0, 0, 1) : (q.x / l, q.y / l, q.z / l, q.w / l)
        }

        /// The rotation matrix of a unit quaternion, in rows.
        static func rotationRows(of q: (x: Double, y: Double, z: Double, w: Double)) -> [[Double]] {
            let (x, y, z, w) = q
            return [[1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
                    [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
                    [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)]]
        }

        /// The parts put back together.
        var recomposed: CATransform3D {
            let r = Decomposed.rotationRows(of: quaternion)
            // scale · skew · rotation, row by row: row i of (S·K) times R.
            let sk: [[Double]] = [[scale.x, 0, 0],
                                  [scale.y * skew.xy, scale.y, 0],
                                  [scale.z * skew.xz, scale.z * skew.yz, scale.z]]
            var linear = [[Double]](repeating: [0, 0, 0], count: 3)
            for i in 0..<3 { for j in 0..<3 { linear[i][j] = (0..<3).reduce(0) { $0 + sk[i][$1] * r[$1][j] } } }
            let affine = CATransform3D(rows: [
                [linear[0][0], linear[0][1], linear[0][2], 0],
                [linear[1][0], linear[1][1], linear[1][2], 0],
                [linear[2][0], linear[2][1], linear[2][2], 0],
                [translation.x, translation.y, translation.z, 1],
            ].map { $0.map { CGFloat($0) } })
            var p = CATransform3D.identity
            p.m14 = CGFloat(perspective.x); p.m24 = CGFloat(perspective.y)
            p.m34 = CGFloat(perspective.z); p.m44 = CGFloat(perspective.w)
            return CATransform3DConcat(affine, p)
        }

        /// `a` to `b` by `p` (0…1, or past it for springs): each part linearly, the rotation
        /// along the shorter great arc.
        static func interpolate(_ a: Decomposed, _ b: Decomposed, _ p: Double) -> Decomposed {
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
            var r = a
            r.scale = (mix(a.scale.x, b.scale.x), mix(a.scale.y, b.scale.y), mix(a.scale.z, b.scale.z))
            r.skew = (mix(a.skew.xy, b.skew.xy), mix(a.skew.xz, b.skew.xz), mix(a.skew.yz, b.skew.yz))
            r.translation = (mix(a.translation.x, b.translation.x), mix(a.translation.y, b.translation.y),
                             mix(a.translation.z, b.translation.z))
            r.perspective = (mix(a.perspective.x, b.perspective.x), mix(a.perspective.y, b.perspective.y),
                             mix(a.perspective.z, b.perspective.z), mix(a.perspective.w, b.perspective.w))
            r.quaternion = slerp(a.quaternion, b.quaternion, p)
            return r
        }

        /// Below this angle between two quaternions (radians) they are mixed linearly:
        /// the sine in slerp's denominator loses its precision.
        static let linearQuaternionAngle = 1e-6

        static func slerp(_ a: (x: Double, y: Double, z: Double, w: Double), _ b: (x: Double, y: Double, z: Double, w: Double),
                          _ p: Double) -> (x: Double, y: Double, z: Double, w: Double) {
            var b = b
            var cosine = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
            if cosine < 0 {
                // q and −q are one rotation: take the nearer, so the turn is the short way.
                b = (-b.x, -b.y, -b.z, -b.w)
                cosine = -cosine
            }
            let angle = acos(Swift.min(1, cosine))
            let ka: Double, kb: Double
            if angle < linearQuaternionAngle {
                ka = 1 - p; kb = p
            } else {
                ka = sin((1 - p) * angle) / sin(angle); kb = sin(p * angle) / sin(angle)
            }
            let q = (a.x * ka + b.x * kb, a.y * ka + b.y * kb, a.z * ka + b.z * kb, a.w * ka + b.w * kb)
            let l = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
            return l == 0 ? (0, 0, 0, 1) : (q.0 / l, q.1 / l, q.2 / l, q.3 / l)
        }

        /// The rotation as turns about x, then y, then z (radians): what Core Animation's
        /// `transform.rotation.x`, `.y` and `.z` key paths read and write here.
        var eulerAngles: (x: Double, y: Double, z: Double) {
            get {
                let r = Decomposed.rotationRows(of: quaternion)
                // R = Rx · Ry · Rz: its first row is (cy·cz, cy·sz, −sy), its third column
                // (−sy, sx·cy, cx·cy).
                let sy = Swift.min(1, Swift.max(-1, -r[0][2]))
                let y = asin(sy)
                if abs(cos(y)) < Decomposed.gimbalLockCosine {
                    // Edge-on about y: x and z turn about one axis; give it all to x.
                    return (atan2(-r[2][1], r[1][1]), y, 0)
                }
                return (atan2(r[1][2], r[2][2]), y, atan2(r[0][1], r[0][0]))
            }
            set {
                let rotation = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(CGFloat(newValue.x), 1, 0, 0),
                                                                       CATransform3DMakeRotation(CGFloat(newValue.y), 0, 1, 0)),
                                                   CATransform3DMakeRotation(CGFloat(newValue.z), 0, 0, 1))
                let rows = rotation.rows.prefix(3).map { $0.prefix(3).map(Double.init) }
                quaternion = Decomposed.quaternion(fromRotationRows: rows)
            }
        }

        /// Below this cosine of the y angle, x and z are taken as one turn (gimbal lock).
        static let gimbalLockCosine = 1e-9
    }
}
