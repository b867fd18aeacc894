import Foundation

/// `NSValue(caTransform3D:)` and `caTransform3DValue`, as Core Animation adds them: keyframe
/// animations of `transform` take their values boxed. The sixteen components are held row
/// by row as a C array of doubles (`[16d]`; see `NSValue+Geometry` for why).
extension NSValue {
    /// A box of a 3D transform.
    public convenience init(caTransform3D transform: CATransform3D) {
        let t = transform
        self.init(geometryNumbers: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                                    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init))
    }

    /// The boxed transform; zero everywhere, with one warning, for a box of something else.
    public var caTransform3DValue: CATransform3D {
        let n = geometryNumbers(count: 16, as: "caTransform3DValue").map { $0.map { CGFloat($0) } }
            ?? [CGFloat](repeating: 0, count: 16)
        return CATransform3D(m11: n[0], m12: n[1], m13: n[2], m14: n[3], m21: n[4], m22: n[5], m23: n[6], m24: n[7],
                             m31: n[8], m32: n[9], m33: n[10], m34: n[11], m41: n[12], m42: n[13], m43: n[14], m44: n[15])
    }
}
