import Foundation
import OpenUIKit
import Testing

@MainActor
@Suite struct CGPathTests {
    // MARK: Creating

    @Test func rectPathWithAndWithoutATransform() {
        let rect = CGRect(x: 2, y: 4, width: 8, height: 16)
        let plain = CGPath(rect: rect, transform: nil)
        #expect(plain.elements == [
            .moveToPoint(CGPoint(x: 2, y: 4)), .addLineToPoint(CGPoint(x: 10, y: 4)),
            .addLineToPoint(CGPoint(x: 10, y: 20)), .addLineToPoint(CGPoint(x: 2, y: 20)), .closeSubpath,
        ])
        var shift = CGAffineTransform(translationX: 100, y: 0)
        let moved = CGPath(rect: rect, transform: &shift)
        #expect(moved.boundingBox == CGRect(x: 102, y: 4, width: 8, height: 16))
        #expect(!(moved is CGMutablePath))
    }

    @Test func ellipsePathIsTheSameAsAddEllipse() {
        let rect = CGRect(x: 40, y: 40, width: 200, height: 40)
        let built = CGMutablePath()
        built.addEllipse(in: rect)
        #expect(CGPath(ellipseIn: rect, transform: nil) == built)
        #expect(CGPath(ellipseIn: rect, transform: nil).boundingBox == rect)
    }

    @Test func roundedRectPathLimitsCornersToHalfTheSide() {
        let rect = CGRect(x: 1, y: 1, width: 25, height: 25)
        let before = Diagnostics.warningCount()
        let path = CGPath(roundedRect: rect, cornerWidth: 1, cornerHeight: 13.5, transform: nil)
        #expect(Diagnostics.warningCount() > before)
        #expect(path == CGPath(roundedRect: rect, cornerWidth: 1, cornerHeight: 12.5, transform: nil))
        #expect(path.boundingBox == rect)
        // Half the side both ways is a circle.
        let circle = CGPath(roundedRect: rect, cornerWidth: 12.5, cornerHeight: 12.5, transform: nil)
        #expect(!circle.contains(CGPoint(x: 2, y: 2)))
        #expect(circle.contains(CGPoint(x: 13.5, y: 13.5)))
    }

    @Test func aMutablePathIsAPath() {
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let path: CGPath = mutable
        #expect(path.isRect(nil))
        #expect(path == CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil))
    }

    // MARK: Copying

    @Test func copiesAreEqualButIndependent() throws {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 2, y: 4, width: 8, height: 16))
        let copy = try #require(path.copy())
        #expect(copy == path)
        #expect(copy !== path)
        #expect(!(copy is CGMutablePath))
        let mutable = try #require(path.mutableCopy())
        mutable.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(mutable != path)
        #expect(copy == path)
        path.addLine(to: .zero)
        #expect(copy != path)
    }

    @Test func copyUsingATransformMapsEveryPoint() throws {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        var t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 0))
        let copy = try #require(path.copy(using: &t))
        #expect(copy.boundingBox == CGRect(x: 5, y: 0, width: 20, height: 30))
        #expect(path.copy(using: nil) == path)
        let mutable = try #require(path.mutableCopy(using: &t))
        #expect(mutable == copy)
    }

    // MARK: Reading

    @Test func boundingBoxHoldsControlPointsButBoundingBoxOfPathDoesNot() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // y(t) = 300·t·(1 - t) peaks at 75 when t = ½.
        expect(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75))

        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        expect(quad.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(quad.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aCurveTurningPastItsEndsWidensTheTightBox() {
        // Control points beyond the ends pull the curve out past x = 0 and x = 10.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: -10, y: 10), control2: CGPoint(x: 20, y: 10))
        let tight = path.boundingBoxOfPath
        #expect(tight.minX < 0 && tight.minX > -10)
        #expect(tight.maxX > 10 && tight.maxX < 20)
        expect(CGRect(x: 0, y: tight.minY, width: 1, height: tight.height), CGRect(x: 0, y: 0, width: 1, height: 7.5))
    }

    @Test func emptyPathsHaveNullBoxes() {
        #expect(CGMutablePath().boundingBox.isNull)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
        let point = CGMutablePath()
        point.move(to: CGPoint(x: 3, y: 4))
        #expect(point.boundingBoxOfPath == CGRect(x: 3, y: 4, width: 0, height: 0))
    }

    @Test func circleBoxesAreTheCircle() {
        let circle = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 60, height: 60), transform: nil)
        expect(circle.boundingBoxOfPath, CGRect(x: 10, y: 20, width: 60, height: 60))
    }

    @Test func containsUsesTheFillRule() {
        let rings = CGMutablePath()
        rings.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(rings.contains(CGPoint(x: 50, y: 50)))
        #expect(rings.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!rings.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(rings.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        #expect(!rings.contains(CGPoint(x: 3, y: 3)))
        #expect(!rings.contains(CGPoint(x: CGFloat.nan, y: 3)))
        #expect(!CGMutablePath().contains(.zero))
    }

    @Test func containsClosesOpenSubpaths() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(triangle.contains(CGPoint(x: 2, y: 2)))
        #expect(!triangle.contains(CGPoint(x: 8, y: 8)))
    }

    @Test func containsMapsThePathThroughTheTransform() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let shift = CGAffineTransform(translationX: 100, y: 0)
        #expect(square.contains(CGPoint(x: 105, y: 5), transform: shift))
        #expect(!square.contains(CGPoint(x: 5, y: 5), transform: shift))
    }

    @Test func isRectRecognisesRectanglesOnly() {
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 10, y: 20, width: -5, height: 7), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 5, y: 20, width: 5, height: 7))

        let drawn = CGMutablePath()
        drawn.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 3), CGPoint(x: 4, y: 3), CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 0)])
        #expect(drawn.isRect(&rect))
        #expect(rect == CGRect(x: 0, y: 0, width: 4, height: 3))

        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
        let open = CGMutablePath()
        open.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 3), CGPoint(x: 4, y: 3), CGPoint(x: 4, y: 0)])
        #expect(!open.isRect(nil))
        let skewed = CGMutablePath()
        skewed.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 3), CGPoint(x: 5, y: 3), CGPoint(x: 4, y: 0)])
        skewed.closeSubpath()
        #expect(!skewed.isRect(nil))
        let twoRects = CGMutablePath()
        twoRects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 0, width: 1, height: 1)])
        #expect(!twoRects.isRect(nil))
    }

    @Test func applyWithBlockHandsOutCoreGraphicsElements() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        path.addCurve(to: CGPoint(x: 11, y: 12), control1: CGPoint(x: 7, y: 8), control2: CGPoint(x: 9, y: 10))
        path.addLine(to: .zero)
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(seen.map(\.0) == [.moveToPoint, .addQuadCurveToPoint, .addCurveToPoint, .addLineToPoint, .closeSubpath])
        #expect(seen.flatMap(\.1) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 0].pairs)
    }

    // MARK: Helpers

    func expect(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
            && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
        #expect(close, "\(a) ≠ \(b)", sourceLocation: sourceLocation)
    }
}

private extension Array where Element == CGFloat {
    /// Consecutive numbers as points.
    var pairs: [CGPoint] {
        stride(from: 0, to: count - 1, by: 2).map { CGPoint(x: self[$0], y: self[$0 + 1]) }
    }
}
