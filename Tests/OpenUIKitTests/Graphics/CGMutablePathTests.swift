import Foundation
import OpenUIKit
import Testing

/// Building paths element by element. Where a test lists exact elements, they are the ones
/// Core Graphics produces for the same calls on iOS.
@MainActor
@Suite struct CGMutablePathTests {
    typealias E = CGPath.Element

    // MARK: Points, lines and curves

    @Test func aMoveAloneMakesThePathNonEmpty() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        path.move(to: CGPoint(x: 50, y: 50))
        #expect(!path.isEmpty)
        #expect(path.currentPoint == CGPoint(x: 50, y: 50))
    }

    @Test func linesAndCurvesAppendInOrder() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 400, y: 400))
        path.addQuadCurve(to: CGPoint(x: 110, y: 180), control: CGPoint(x: 140, y: 250))
        path.addLine(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 5, y: 6), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 3, y: 4))
        path.closeSubpath()
        #expect(path.elements == [
            .moveToPoint(CGPoint(x: 400, y: 400)),
            .addQuadCurveToPoint(control: CGPoint(x: 140, y: 250), to: CGPoint(x: 110, y: 180)),
            .addLineToPoint(.zero),
            .addCurveToPoint(control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 3, y: 4), to: CGPoint(x: 5, y: 6)),
            .closeSubpath,
        ])
        // After a close the current point is the start of the closed subpath.
        #expect(path.currentPoint == CGPoint(x: 400, y: 400))
    }

    @Test func segmentsNeedACurrentPoint() {
        let path = CGMutablePath()
        let before = Diagnostics.warningCount()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        path.addQuadCurve(to: .zero, control: .zero)
        path.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 1, y: 0), radius: 1)
        path.closeSubpath()
        #expect(path.isEmpty)
        #expect(Diagnostics.warningCount() >= before + 4)
    }

    @Test func addLinesStartsWithAMove() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 9, y: 9))
        path.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 1), CGPoint(x: 2, y: 3)])
        #expect(path.elements == [
            .moveToPoint(CGPoint(x: 9, y: 9)),
            .moveToPoint(CGPoint(x: 1, y: 1)), .addLineToPoint(CGPoint(x: 2, y: 1)), .addLineToPoint(CGPoint(x: 2, y: 3)),
        ])
        let single = CGMutablePath()
        single.addLines(between: [.zero])
        #expect(single.elements == [.moveToPoint(.zero)])
        let none = CGMutablePath()
        none.addLines(between: [])
        #expect(none.isEmpty)
    }

    @Test func transformsMapTheAddedPointsOnly() {
        let path = CGMutablePath()
        let shift = CGAffineTransform(translationX: 10, y: 20)
        path.move(to: .zero, transform: shift)
        path.addLine(to: CGPoint(x: 1, y: 0), transform: shift)
        path.addLine(to: CGPoint(x: 1, y: 1))
        #expect(path.elements == [
            .moveToPoint(CGPoint(x: 10, y: 20)), .addLineToPoint(CGPoint(x: 11, y: 20)), .addLineToPoint(CGPoint(x: 1, y: 1)),
        ])
    }

    @Test func nonFiniteInputIsIgnoredWithAWarning() {
        let path = CGMutablePath()
        let before = Diagnostics.warningCount()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 1, height: 1), transform: CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        path.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: true)
        path.addArc(center: .zero, radius: 1, startAngle: .infinity, endAngle: 1, clockwise: true)
        path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: .nan)
        #expect(path.isEmpty)
        #expect(Diagnostics.warningCount() >= before + 6)
    }

    // MARK: Shapes

    @Test func addRectGoesRoundFromTheMinimumCorner() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 2, y: 4, width: 8, height: 16))
        #expect(path.elements == [
            .moveToPoint(CGPoint(x: 2, y: 4)), .addLineToPoint(CGPoint(x: 10, y: 4)),
            .addLineToPoint(CGPoint(x: 10, y: 20)), .addLineToPoint(CGPoint(x: 2, y: 20)), .closeSubpath,
        ])
        // A negative size is standardized first.
        let flipped = CGMutablePath()
        flipped.addRect(CGRect(x: 10, y: 20, width: -8, height: -16))
        #expect(flipped.elements == path.elements)
    }

    @Test func addRectsAddsOneSubpathEach() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(path.elements.count == 10)
        #expect(path.elements[5] == .moveToPoint(CGPoint(x: 5, y: 5)))
    }

    @Test func addEllipseMatchesCoreGraphics() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 40, y: 40, width: 200, height: 40))
        expectElements(path, [
            .moveToPoint(CGPoint(x: 240, y: 60)),
            .addCurveToPoint(control1: CGPoint(x: 240, y: 71.045695), control2: CGPoint(x: 195.228475, y: 80), to: CGPoint(x: 140, y: 80)),
            .addCurveToPoint(control1: CGPoint(x: 84.771525, y: 80), control2: CGPoint(x: 40, y: 71.045695), to: CGPoint(x: 40, y: 60)),
            .addCurveToPoint(control1: CGPoint(x: 40, y: 48.954305), control2: CGPoint(x: 84.771525, y: 40), to: CGPoint(x: 140, y: 40)),
            .addCurveToPoint(control1: CGPoint(x: 195.228475, y: 40), control2: CGPoint(x: 240, y: 48.954305), to: CGPoint(x: 240, y: 60)),
            .closeSubpath,
        ])
    }

    @Test func addRoundedRectStaysInsideTheRectAndCutsTheCorners() {
        let path = CGMutablePath()
        let rect = CGRect(x: 10, y: 10, width: 100, height: 60)
        path.addRoundedRect(in: rect, cornerWidth: 20, cornerHeight: 10)
        #expect(path.elements.first == .moveToPoint(CGPoint(x: 110, y: 20)))
        #expect(path.elements.last == .closeSubpath)
        #expect(path.elements.filter { if case .addCurveToPoint = $0 { true } else { false } }.count == 4)
        #expect(path.boundingBox == rect)
        #expect(path.contains(CGPoint(x: 60, y: 40)))
        #expect(path.contains(CGPoint(x: 60, y: 11)))
        #expect(!path.contains(CGPoint(x: 12, y: 11)))
        #expect(path.contains(CGPoint(x: 17, y: 17)))
    }

    @Test func addRoundedRectLimitsCornersCoreGraphicsWouldRefuse() {
        let rect = CGRect(x: 1, y: 1, width: 25, height: 25)
        let before = Diagnostics.warningCount()
        let tooWide = CGMutablePath()
        tooWide.addRoundedRect(in: rect, cornerWidth: 13.5, cornerHeight: 1)
        #expect(Diagnostics.warningCount() > before)
        let limited = CGMutablePath()
        limited.addRoundedRect(in: rect, cornerWidth: 12.5, cornerHeight: 1)
        #expect(tooWide == limited)
        // Zero corners are a plain rectangle.
        let square = CGMutablePath()
        square.addRoundedRect(in: rect, cornerWidth: 0, cornerHeight: 5)
        #expect(square.isRect(nil))
    }

    @Test func addPathAppendsTransformedElements() {
        let inner = CGMutablePath()
        inner.addRect(CGRect(x: 4, y: 4, width: 8, height: 16))
        let path = CGMutablePath()
        path.addRect(CGRect(x: 2, y: 4, width: 8, height: 16))
        path.addPath(inner)
        path.addPath(inner, transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(path.elements.count == 15)
        #expect(Array(path.elements[5..<10]) == inner.elements)
        #expect(path.elements[10] == .moveToPoint(CGPoint(x: 8, y: 8)))
    }

    // MARK: Arcs

    @Test func addArcMatchesCoreGraphics() {
        // Clockwise in Core Graphics' sense from 225° to 0°: quarter turns from the start, the
        // 45° remainder last.
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 25, y: 100), radius: 20, startAngle: .pi * 1.25, endAngle: 0, clockwise: true)
        expectElements(path, [
            .moveToPoint(CGPoint(x: 10.857863, y: 85.857865)),
            .addCurveToPoint(control1: CGPoint(x: 3.047378, y: 93.668352), control2: CGPoint(x: 3.047379, y: 106.331651),
                             to: CGPoint(x: 10.857865, y: 114.142137)),
            .addCurveToPoint(control1: CGPoint(x: 18.668352, y: 121.952622), control2: CGPoint(x: 31.331651, y: 121.952621),
                             to: CGPoint(x: 39.142137, y: 114.142135)),
            .addCurveToPoint(control1: CGPoint(x: 42.892864, y: 110.391407), control2: CGPoint(x: 45, y: 105.304329),
                             to: CGPoint(x: 45, y: 100)),
        ])
    }

    @Test func addArcJoinsTheCurrentPointWithALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: false)
        #expect(path.elements[1].kindForTesting == "line")
        expectPoint(path.elements[1].pointsForTesting[0], CGPoint(x: 5, y: 0))
        expectPoint(path.currentPoint, CGPoint(x: 15, y: 0))
        // Growing angles from π: through 3π/2, which is y = -5 in y-up space.
        #expect(path.boundingBox.minY < -4)
    }

    @Test(arguments: [true, false])
    func aWholeTurnIsAFullCircleInEitherDirection(clockwise: Bool) {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
        #expect(path.elements.count == 5)
        expectRect(path.boundingBoxOfPath, CGRect(x: 10, y: 10, width: 80, height: 80))
        expectPoint(path.currentPoint, CGPoint(x: 90, y: 50))
        // The first curve leaves the start towards growing angles (+y) unless clockwise.
        guard case .addCurveToPoint(let c1, _, _) = path.elements[1] else {
            Issue.record("no curve")
            return
        }
        #expect(clockwise ? c1.y < 50 : c1.y > 50)
    }

    @Test func equalAnglesAddOnlyTheStartPoint() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: .pi, endAngle: .pi, clockwise: false)
        #expect(path.elements.count == 1)
        expectPoint(path.currentPoint, CGPoint(x: -10, y: 0))
    }

    @Test func addArcAppliesTheTransformToTheWholeArc() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false,
                    transform: CGAffineTransform(scaleX: 30, y: 10).concatenating(CGAffineTransform(translationX: 100, y: 0)))
        expectRect(path.boundingBoxOfPath, CGRect(x: 70, y: -10, width: 60, height: 20))
    }

    @Test func addRelativeArcSweepsTheDelta() {
        let relative = CGMutablePath()
        relative.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, delta: .pi / 2)
        let absolute = CGMutablePath()
        absolute.addArc(center: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(relative == absolute)

        let backwards = CGMutablePath()
        backwards.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi / 2)
        expectPoint(backwards.currentPoint, CGPoint(x: 0, y: -1))

        // More than a turn winds round: 1¼ turns are 5 quarter segments.
        let winding = CGMutablePath()
        winding.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 2.5 * .pi)
        #expect(winding.elements.count == 6)
        expectPoint(winding.currentPoint, CGPoint(x: 0, y: 1))

        // Extra pairs of turns are left out, keeping the end point.
        let many = CGMutablePath()
        many.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 10.5 * .pi)
        #expect(many.elements.count == 1 + 13)
        expectPoint(many.currentPoint, CGPoint(x: 0, y: 1))
    }

    @Test func addArcToTangentsMatchesCoreGraphics() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 400, y: 400))
        path.addArc(tangent1End: CGPoint(x: 140, y: 250), tangent2End: CGPoint(x: 110, y: 180), radius: 50)
        expectElements(path, [
            .moveToPoint(CGPoint(x: 400, y: 400)),
            .addLineToPoint(CGPoint(x: 154.415379, y: 258.316565)),
            .addCurveToPoint(control1: CGPoint(x: 145.057503, y: 252.917790), control2: CGPoint(x: 137.699975, y: 244.633276),
                             to: CGPoint(x: 133.444250, y: 234.703250)),
        ])
    }

    @Test func addArcToTangentsRoundsARightAngleCorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        #expect(path.elements[1] == .addLineToPoint(CGPoint(x: 90, y: 0)))
        #expect(path.elements.count == 3)
        expectPoint(path.currentPoint, CGPoint(x: 100, y: 10))
        // The arc bulges towards the corner but stays inside it.
        expectRect(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func addArcToTangentsOnOneLineIsALineToTheFirst() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        path.addArc(tangent1End: CGPoint(x: 30, y: 0), tangent2End: CGPoint(x: 30, y: 10), radius: 0)
        #expect(path.elements == [.moveToPoint(.zero), .addLineToPoint(CGPoint(x: 10, y: 0)), .addLineToPoint(CGPoint(x: 30, y: 0))])
    }

    // MARK: Helpers

    /// Core Graphics' values are known to six decimals.
    static let tolerance: CGFloat = 1e-5

    func expectPoint(_ a: CGPoint, _ b: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a.x - b.x) < Self.tolerance && abs(a.y - b.y) < Self.tolerance, "\(a) ≠ \(b)", sourceLocation: sourceLocation)
    }

    func expectRect(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        expectPoint(a.origin, b.origin, sourceLocation: sourceLocation)
        expectPoint(CGPoint(x: a.width, y: a.height), CGPoint(x: b.width, y: b.height), sourceLocation: sourceLocation)
    }

    func expectElements(_ path: CGPath, _ expected: [E], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(path.elements.count == expected.count, "\(path.elements)", sourceLocation: sourceLocation)
        for (actual, wanted) in zip(path.elements, expected) {
            let a = actual.pointsForTesting, w = wanted.pointsForTesting
            #expect(actual.kindForTesting == wanted.kindForTesting, sourceLocation: sourceLocation)
            for (p, q) in zip(a, w) { expectPoint(p, q, sourceLocation: sourceLocation) }
        }
    }
}

extension CGPath.Element {
    /// The element's points, for comparing with a tolerance.
    var pointsForTesting: [CGPoint] {
        switch self {
        case .moveToPoint(let p), .addLineToPoint(let p): return [p]
        case .addQuadCurveToPoint(let c, let p): return [c, p]
        case .addCurveToPoint(let c1, let c2, let p): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }

    var kindForTesting: String {
        switch self {
        case .moveToPoint: return "move"
        case .addLineToPoint: return "line"
        case .addQuadCurveToPoint: return "quad"
        case .addCurveToPoint: return "curve"
        case .closeSubpath: return "close"
        }
    }
}
