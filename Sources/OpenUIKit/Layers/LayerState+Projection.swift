import Foundation

extension LayerState {
    /// How far from zero the out-of-plane terms of a transform may be and still count as
    /// affine: decomposed and recomposed rotations leave about 1e-16 there.
    static let affineTolerance: CGFloat = 1e-12

    /// The whole transform: `nonAffineTransform` when set, else the affine `transform` as a
    /// 4×4. Setting an affine one (within ``affineTolerance``) keeps the affine fast path.
    var transform3D: CATransform3D {
        get { nonAffineTransform ?? CATransform3DMakeAffineTransform(transform) }
        set {
            // `transform`'s observer clears the 3D one, so it is set first.
            transform = CATransform3DGetAffineTransform(newValue)
            if !LayerState.isNearlyAffine(newValue) { nonAffineTransform = newValue }
        }
    }

    /// The sublayer transform, the identity when none is set.
    var sublayerTransformValue: CATransform3D {
        get { sublayerTransform ?? .identity }
        set { sublayerTransform = newValue == .identity ? nil : newValue }
    }

    static func isNearlyAffine(_ t: CATransform3D) -> Bool {
        let tolerance = affineTolerance
        return abs(t.m13) <= tolerance && abs(t.m23) <= tolerance && abs(t.m31) <= tolerance && abs(t.m32) <= tolerance
            && abs(t.m33 - 1) <= tolerance && abs(t.m43) <= tolerance && abs(t.m14) <= tolerance && abs(t.m24) <= tolerance
            && abs(t.m34) <= tolerance && abs(t.m44 - 1) <= tolerance
    }

    /// The point of the bounds the transforms act about.
    var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps this layer's bounds coordinates into its superlayer's (whose values are
    /// `parent`) when that takes more than `transformToSuperlayer`: the layer's transform is
    /// not affine, or the superlayer has a sublayer transform. The layer's transform acts
    /// about its anchor point (at depth `anchorPointZ`), it is placed at its position and `zPosition`, the superlayer's
    /// sublayer transform acts about the superlayer's anchor point, and the result is
    /// flattened onto the superlayer's plane (as Core Animation's layers flatten their
    /// sublayers). Nil when the affine map says it all.
    func homographyToSuperlayer(under parent: LayerState?) -> PlaneHomography? {
        guard nonAffineTransform != nil || parent?.sublayerTransform != nil else { return nil }
        return transform3DToSuperlayer(under: parent).flattened
    }

    /// The whole map from this layer's bounds coordinates into its superlayer's space
    /// (whose values are `parent`), before it is flattened onto the superlayer's plane:
    /// what a `CATransformLayer` chains through, keeping depth.
    func transform3DToSuperlayer(under parent: LayerState?) -> CATransform3D {
        let sublayer = parent?.sublayerTransform
        let anchor = anchorInBounds
        var t = CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ), transform3D)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let parent, let sublayer {
            let about = parent.anchorInBounds
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(-about.x, -about.y, 0))
            t = CATransform3DConcat(t, sublayer)
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(about.x, about.y, 0))
        }
        return t
    }
}
