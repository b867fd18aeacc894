import Foundation
import OpenUIKit
import Testing

@Suite struct CGAffineTransformTests {
    let tolerance: CGFloat = 1e-9

    func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func identityLeavesPointsAlone() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func rotationIsClockwiseOnTheYDownScreen() {
        // A quarter turn takes the +x axis to +y, which points down the screen.
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(p, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesLeftThenRight() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
    }

    @Test func translatedScaledRotatedPrependLikeCoreGraphics() {
        let base = CGAffineTransform(translationX: 100, y: 0)
        // The new operation acts first, in the coordinate space before `base`.
        #expect(CGPoint.zero.applying(base.scaledBy(x: 2, y: 2).translatedBy(x: 5, y: 0)) == CGPoint(x: 110, y: 0))
        let rotated = base.rotated(by: .pi)
        #expect(close(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 99, y: 0)))
    }

    @Test func invertedRoundTrips() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: -0.5).translatedBy(x: 12, y: -7)
        let p = CGPoint(x: 13.25, y: -42)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        #expect(t.concatenating(t.inverted()).a - 1 < tolerance)
    }

    @Test func singularTransformInvertsToItself() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(!singular.isInvertible)
        #expect(singular.inverted() == singular)
    }

    @Test func sizeIgnoresTranslation() {
        let t = CGAffineTransform(translationX: 50, y: 50).scaledBy(x: 2, y: 3)
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 15))
    }

    @Test func rectBecomesTheBoundingBoxOfItsCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX - -50) < tolerance)
        #expect(abs(rotated.width - 50) < tolerance)
        #expect(abs(rotated.height - 100) < tolerance)
        let diagonal = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(diagonal.width - 2 * 2.0.squareRoot()) < tolerance)
        #expect(CGRect.null.applying(CGAffineTransform(rotationAngle: 1)).isNull)
    }
}
