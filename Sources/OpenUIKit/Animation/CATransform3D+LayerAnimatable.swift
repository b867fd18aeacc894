import Foundation

/// 3D transforms interpolate as Core Animation's do: two affine ones as
/// `CGAffineTransform.interpolate` does (so the plane's animations are unchanged); any other
/// pair through their decomposition (`CATransform3D.Decomposed`: scale, shear, rotation as a
/// quaternion turned along the shorter arc, translation, perspective), each part mixed and
/// the whole recomposed. A transform with no decomposition (one that collapses space) jumps
/// at the middle.
extension CATransform3D: LayerAnimatable {
    static func interpolate(_ from: CATransform3D, _ to: CATransform3D, _ progress: Double) -> CATransform3D {
        if LayerState.isNearlyAffine(from) && LayerState.isNearlyAffine(to) {
            let affine = CGAffineTransform.interpolate(CATransform3DGetAffineTransform(from), CATransform3DGetAffineTransform(to), progress)
            return CATransform3DMakeAffineTransform(affine)
        }
        guard let a = Decomposed(from), let b = Decomposed(to) else { return progress < 0.5 ? from : to }
        return Decomposed.interpolate(a, b, progress).recomposed
    }
}
