import Foundation

/// One layer a `CATransformLayer` shows: the layer, the whole 3D map from its bounds
/// coordinates into the space of the plane it flattens onto (the nearest ancestor that is
/// not a transform layer), the opacity the transform layers above it multiply in, and the
/// depth it is sorted by.
struct TransformLayerMember {
    let layer: CALayer
    let toPlane: CATransform3D
    /// The product of the opacities of the transform layers it sits under (its own is
    /// applied when it is painted).
    let opacity: CGFloat
    /// The depth of the middle of its bounds in the plane's space (larger is nearer the
    /// eye, as Core Animation's z axis points at the viewer).
    let depth: CGFloat

    /// The depth of the middle of `bounds` under `map` (row vectors, as `CATransform3D`
    /// maps points): z over w, so a perspective in the chain is taken into account. A middle
    /// behind the eye (w ≤ 0) counts as the farthest.
    static func depth(of bounds: CGRect, under map: CATransform3D) -> CGFloat {
        let x = bounds.midX, y = bounds.midY
        let z = x * map.m13 + y * map.m23 + map.m43
        let w = x * map.m14 + y * map.m24 + map.m44
        guard w > 0, (z / w).isFinite else { return -.greatestFiniteMagnitude }
        return z / w
    }
}
