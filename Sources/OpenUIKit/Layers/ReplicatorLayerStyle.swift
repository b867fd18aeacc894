import Foundation

/// What a `CAReplicatorLayer` does to its sublayers, as one value in its `LayerState`, so the
/// model and the presentation (mid-animation) each have their own and the compositor reads the
/// one shown.
struct ReplicatorLayerStyle: Equatable {
    /// How many times the sublayers are drawn; 1 draws them once, as a plain layer does.
    var instanceCount = 1
    /// Seconds each instance's sublayer animations lag behind the previous instance's.
    var instanceDelay: CGFloat = 0
    /// What turns instance k − 1 into instance k, about the middle of the replicator's bounds.
    var instanceTransform = CATransform3D.identity
    /// Whether instances are drawn in the order of their depth rather than one after another.
    var preservesDepth = false
    /// The colour the first instance is multiplied by; nil counts as opaque white.
    var instanceColor: CGColor? = .white
    /// What each further instance adds to the colour's components.
    var instanceRedOffset: CGFloat = 0
    var instanceGreenOffset: CGFloat = 0
    var instanceBlueOffset: CGFloat = 0
    var instanceAlphaOffset: CGFloat = 0

    /// Whether the sublayers are drawn anything but once, as they are.
    var replicates: Bool { instanceCount != 1 }

    /// The transform of every instance, in the replicator's bounds coordinates: the identity
    /// for instance 0, then `instanceTransform` applied once more for each further instance,
    /// about `center` (the middle of the bounds, as Core Animation documents). The whole 4×4
    /// matrices are kept; drawing in the plane uses their affine part
    /// (`CATransform3DGetAffineTransform`), depth ordering their z.
    func instanceTransforms(about center: CGPoint) -> [CATransform3D] {
        let count = Swift.max(0, instanceCount)
        guard count > 0 else { return [] }
        // The step about the centre: move the centre to the origin, transform, move it back
        // (row vectors: the leftmost matrix applies first).
        let step = ReplicatorLayerStyle.product(ReplicatorLayerStyle.product(CATransform3DMakeTranslation(-center.x, -center.y, 0), instanceTransform),
                                                CATransform3DMakeTranslation(center.x, center.y, 0))
        var transforms = [CATransform3D.identity]
        transforms.reserveCapacity(count)
        for _ in 1..<count { transforms.append(ReplicatorLayerStyle.product(transforms[transforms.count - 1], step)) }
        return transforms
    }

    /// The colour instance `index` multiplies its sublayers by: `instanceColor` plus `index`
    /// times the offsets, each component clamped to 0…1.
    func color(ofInstance index: Int) -> InstanceColor {
        let base = instanceColor ?? .white
        let k = CGFloat(index)
        func unit(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(1, Swift.max(0, value)) : 0 }
        return InstanceColor(red: unit(base.red + k * instanceRedOffset), green: unit(base.green + k * instanceGreenOffset),
                             blue: unit(base.blue + k * instanceBlueOffset), alpha: unit(base.alpha + k * instanceAlphaOffset))
    }

    /// An instance's colour, components 0…1.
    struct InstanceColor: Equatable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

        /// Whether multiplying by it changes nothing.
        var isWhite: Bool { red == 1 && green == 1 && blue == 1 && alpha == 1 }
        /// Whether it changes only the alpha (a fade), which a group painted with that alpha does.
        var isGrey: Bool { red == 1 && green == 1 && blue == 1 }
    }

    /// `a` then `b`, without the allocations of `CATransform3DConcat`'s general form: this
    /// runs once per instance per frame.
    static func product(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        func row(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            (x * b.m11 + y * b.m21 + z * b.m31 + w * b.m41, x * b.m12 + y * b.m22 + z * b.m32 + w * b.m42,
             x * b.m13 + y * b.m23 + z * b.m33 + w * b.m43, x * b.m14 + y * b.m24 + z * b.m34 + w * b.m44)
        }
        let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
        let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
        return CATransform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                             m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// How far towards the viewer `point` (in the replicator's coordinates, at depth `z`)
    /// lies under `transform`: what orders instances when depth is preserved.
    static func depth(of point: CGPoint, z: CGFloat, under transform: CATransform3D) -> CGFloat {
        point.x * transform.m13 + point.y * transform.m23 + z * transform.m33 + transform.m43
    }
}
