import Foundation

/// Core Animation's 4×4 transform, row-vector convention as in Core Animation: a point
/// (x, y, z, 1) times the matrix.
///
/// A layer's `transform` and `sublayerTransform` take it whole: a turn out of the plane is
/// drawn in perspective when `m34` (usually in a superlayer's `sublayerTransform`) gives
/// one, and each layer flattens its sublayers onto its own plane, as Core Animation's
/// layers (other than a transform layer) do.
public struct CATransform3D: Equatable, Sendable {
    /// Row 1, what a point's x contributes to the mapped x, y, z and w.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2, what a point's y contributes to the mapped x, y, z and w.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3, what a point's z contributes to the mapped x, y, z and w.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4, what a point's implicit w of 1 contributes: the translation (`m41`–`m43`) and `m44`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform from its sixteen components, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The transform that leaves every point where it is.
    public static let identity = CATransform3D()
}

/// The identity transform, under Core Animation's C name.
public let CATransform3DIdentity = CATransform3D.identity

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

/// The transform that does what `m` does, in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` only maps the plane onto itself: no perspective, nothing out of the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m43 == 0
        && t.m14 == 0 && t.m24 == 0 && t.m34 == 0 && t.m44 == 1
}

/// The affine part of `t`: what it does to points in the plane z = 0, ignoring perspective.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// A translation by `tx`, `ty` and `tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale about the origin by `sx`, `sy` and `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z); a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let ra = [[a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24], [a.m31, a.m32, a.m33, a.m34], [a.m41, a.m42, a.m43, a.m44]]
    let rb = [[b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34], [b.m41, b.m42, b.m43, b.m44]]
    var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 { for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + ra[i][$1] * rb[$1][j] } } }
    return CATransform3D(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                         m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                         m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                         m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
}

/// `t` preceded by a translation by `tx`, `ty` and `tz`: the translation applies first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` preceded by a scale by `sx`, `sy` and `sz`: the scale applies first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a rotation by `angle` radians about the axis (x, y, z).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Whether `a` and `b` are the same transform, component by component.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// The inverse of `t`; `t` itself when it has none (a transform that collapses space onto a
/// plane or a line), as Core Animation returns.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverted ?? t
}

extension CATransform3D {
    /// The sixteen components, row by row.
    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// A transform from its rows (four of four components).
    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// Whether every component is a finite number.
    var isFinite: Bool { rows.allSatisfy { $0.allSatisfy(\.isFinite) } }

    /// The inverse, by Gauss–Jordan elimination with partial pivoting; nil when singular.
    var inverted: CATransform3D? {
        var a = rows
        var inverse: [[CGFloat]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                  abs(a[pivot][column]) > CATransform3D.singularPivot else { return nil }
            a.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            let k = a[column][column]
            for j in 0..<4 { a[column][j] /= k; inverse[column][j] /= k }
            for i in 0..<4 where i != column {
                let f = a[i][column]
                guard f != 0 else { continue }
                for j in 0..<4 { a[i][j] -= f * a[column][j]; inverse[i][j] -= f * inverse[column][j] }
            }
        }
        let result = CATransform3D(rows: inverse)
        return result.isFinite ? result : nil
    }

    /// The smallest pivot taken as non-zero when inverting.
    static let singularPivot: CGFloat = 1e-15

    /// What the transform does to the plane z = 0 once the result is flattened onto the
    /// plane again (z dropped): rows and columns x, y and w.
    var flattened: PlaneHomography {
        PlaneHomography(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }
}
