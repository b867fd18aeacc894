import Foundation
@testable import OpenUIKit
import Testing

/// Core Animation's transform functions and the decomposition transforms interpolate
/// through: inverses, equality, and recomposing what was taken apart.
@MainActor
@Suite struct CATransform3DTests {
    func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
    }

    var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return t
    }

    @Test func invertUndoesATransformAndLeavesASingularOneAlone() {
        let t = CATransform3DTranslate(CATransform3DRotate(perspective, 0.7, 0.3, 1, 0.2), 12, -5, 8)
        #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        // Core Animation returns the argument when there is no inverse (a flattening scale).
        let flat = CATransform3DMakeScale(2, 2, 0)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func equalityAndIdentity() {
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity))
        #expect(!CATransform3DEqualToTransform(perspective, CATransform3DIdentity))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(0, 0, 1, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 1, 0)))
    }

    @Test func decompositionRecomposesTheTransform() throws {
        let t = CATransform3DTranslate(CATransform3DScale(CATransform3DRotate(perspective, 1.1, 0.2, 1, 0.4), 1.5, 0.8, 1.2), 30, -12, 7)
        let parts = try #require(CATransform3D.Decomposed(t))
        // The decomposition divides by m44 first: the same projective map, with m44 = 1.
        let normalized = CATransform3D(rows: t.rows.map { $0.map { $0 / t.m44 } })
        #expect(close(parts.recomposed, normalized, 1e-9))
        // A perspective is kept as a perspective, whatever the turn after it.
        let turned = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        let turnedParts = try #require(CATransform3D.Decomposed(turned))
        #expect(abs(turnedParts.perspective.z - (-1.0 / 500)) < 1e-12)
        #expect(abs(turnedParts.eulerAngles.y - .pi / 3) < 1e-12)
    }

    /// Half-way from flat to half a turn about y, in perspective, is a quarter turn in the
    /// same perspective: the rotation is interpolated as a quaternion, the perspective on its
    /// own (as Core Animation does).
    @Test func interpolationTurnsAboutTheAxisInPerspective() {
        let from = perspective, to = CATransform3DRotate(perspective, .pi, 0, 1, 0)
        let half = CATransform3D.interpolate(from, to, 0.5)
        #expect(close(half, CATransform3DRotate(perspective, .pi / 2, 0, 1, 0), 1e-9))
        let quarter = CATransform3D.interpolate(from, to, 0.25)
        #expect(close(quarter, CATransform3DRotate(perspective, .pi / 4, 0, 1, 0), 1e-9))
        // Two affine ends interpolate as affine transforms always have.
        let a = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        let b = CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 1).translatedBy(x: 10, y: 0))
        #expect(CATransform3D.interpolate(a, b, 0.4)
            == CATransform3DMakeAffineTransform(CGAffineTransform.interpolate(CATransform3DGetAffineTransform(a), CATransform3DGetAffineTransform(b), 0.4)))
    }

    /// The plane homography of a turn about y seen in perspective: the near edge grows and
    /// the far edge shrinks about the axis, by d / (d ∓ depth).
    @Test func flattenedPerspectiveTurnProjectsAsCoreAnimationDoes() throws {
        let t = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective)
        let h = t.flattened
        let right = try #require(h.apply(CGPoint(x: 50, y: 40)))
        // x = 50 turns to x = 50·cos 60° = 25 at depth z = −50·sin 60° (away from the eye,
        // since a positive turn about y moves +x to −z), w = 1 + z / 500.
        let w = 1 + 50 * sin(CGFloat.pi / 3) / 500
        #expect(abs(right.x - 25 / w) < 1e-9 && abs(right.y - 40 / w) < 1e-9)
        let back = try #require(h.inverted?.apply(right))
        #expect(abs(back.x - 50) < 1e-9 && abs(back.y - 40) < 1e-9)
    }
}
