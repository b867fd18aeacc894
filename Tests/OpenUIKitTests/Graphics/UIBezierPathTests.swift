import Foundation
import OpenUIKit
import TestSupport
import Testing

@MainActor
@Suite struct UIBezierPathTests {
    @Test func rectPathBoundsAndContainment() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.contains(CGPoint(x: 25, y: 40)))
        #expect(!path.contains(CGPoint(x: 5, y: 40)))
        #expect(!path.isEmpty)
        #expect(UIBezierPath().isEmpty)
        #expect(UIBezierPath().bounds.isNull)
    }

    @Test func ovalContainsItsCentreButNotItsCorners() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(!oval.contains(CGPoint(x: 2, y: 2)))
        #expect(oval.contains(CGPoint(x: 99, y: 25)))
    }

    @Test func roundedRectCornersAreCut() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 50, y: 1)))
        #expect(path.contains(CGPoint(x: 8, y: 8)))
        // A radius larger than half the side is limited to it: a circle.
        let circle = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 50)
        #expect(!circle.contains(CGPoint(x: 1, y: 1)))
        #expect(circle.contains(CGPoint(x: 5, y: 0.5)))
    }

    @Test func arcClockwiseIsTheVisualDirection() {
        // Clockwise on screen from 0 (right) to π/2 (down) passes through the lower right.
        let wedge = UIBezierPath()
        wedge.move(to: CGPoint(x: 50, y: 50))
        wedge.addArc(withCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        wedge.close()
        #expect(wedge.contains(CGPoint(x: 70, y: 70)))
        #expect(!wedge.contains(CGPoint(x: 70, y: 30)))
        let other = UIBezierPath()
        other.move(to: CGPoint(x: 50, y: 50))
        other.addArc(withCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        other.close()
        #expect(!other.contains(CGPoint(x: 70, y: 70)))
        #expect(other.contains(CGPoint(x: 70, y: 30)))
    }

    @Test func fullCircleArcEndsWhereItStarted() {
        let circle = UIBezierPath(arcCenter: CGPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(abs(circle.currentPoint.x - 10) < 1e-9 && abs(circle.currentPoint.y) < 1e-9)
        #expect(abs(circle.bounds.width - 20) < 0.01)
    }

    @Test(arguments: [CGFloat(0), .pi / 2, .pi, -.pi / 2, 3])
    func theSkullIsAFullCircleCounterClockwiseToo(startAngle: CGFloat) {
        // The lecture's FaceIt skull: 0 to 2π with clockwise: false, which iOS draws as the
        // whole circle; any start angle with the end a turn later does the same.
        for clockwise in [false, true] {
            let skull = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: startAngle,
                                     endAngle: startAngle + 2 * .pi, clockwise: clockwise)
            #expect(skull.cgPath.elements.count == 5)
            // Cubic quarter arcs stray from the circle by up to 0.03% of the radius, so a circle
            // starting between the axes measures a few hundredths off its diameter.
            #expect(abs(skull.cgPath.boundingBoxOfPath.width - 100) < 0.05)
            #expect(abs(skull.cgPath.boundingBoxOfPath.height - 100) < 0.05)
            #expect(skull.contains(CGPoint(x: 100, y: 100)))
            // Counter-clockwise on screen is towards smaller angles.
            guard case .addCurveToPoint(let c1, _, _) = skull.cgPath.elements[1] else {
            Issue.record("no curve")
            return
        }
            let start = CGPoint(x: 100 + 50 * cos(startAngle), y: 100 + 50 * sin(startAngle))
            let towardsGrowingAngles = (c1.x - start.x) * -sin(startAngle) + (c1.y - start.y) * cos(startAngle) > 0
            #expect(towardsGrowingAngles == clockwise)
        }
    }

    @Test func theSkullStrokesItsWholeCircle() {
        let canvas = Canvas(size: CGSize(width: 40, height: 40))
        canvas.draw { _ in
            UIColor.black.setStroke()
            let skull = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            skull.lineWidth = 2
            skull.stroke()
        }
        for point in [CGPoint(x: 35, y: 20), CGPoint(x: 20, y: 35), CGPoint(x: 5, y: 20), CGPoint(x: 20, y: 5)] {
            #expect(canvas.pixel(atPoint: point).a > 200, "\(point)")
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 20, y: 20)).a == 0)
    }

    @Test func equalAnglesDrawNoArc() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: true)
        #expect(path.cgPath.elements.count == 1)
        #expect(path.bounds.size == .zero)
    }

    @Test func cgPathGoesInAndOutAsACopy() {
        let built = CGMutablePath()
        built.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let path = UIBezierPath(cgPath: built)
        #expect(path.cgPath == built)
        built.addLine(to: CGPoint(x: 50, y: 50))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))

        path.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2), transform: nil)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 4, height: 2))
        let out = path.cgPath
        path.apply(CGAffineTransform(scaleX: 2, y: 2))
        #expect(out.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 2))
    }

    @Test func hugeSweepIsClampedToOneTurn() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 1e12, clockwise: true)
        #expect(path.cgPath.elements.count <= 5)
    }

    @Test func applyTransformsEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 0)))
        #expect(path.bounds == CGRect(x: 5, y: 0, width: 20, height: 30))
    }

    @Test func evenOddRuleMakesAHole() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 10, y: 50)))
    }

    @Test func nonFinitePointsAreIgnored() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: 0, y: CGFloat.infinity))
        #expect(path.isEmpty)
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 0)))
    }

    @Test func strokeUsesThePathsLineWidthAndLeavesContextStateAlone() {
        let canvas = Canvas(size: CGSize(width: 20, height: 20))
        canvas.draw { context in
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 10))
            line.addLine(to: CGPoint(x: 20, y: 10))
            line.lineWidth = 6
            line.stroke()
            #expect(context.gStateDepth == 0)
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 10, y: 7.5)).a == 255)
        #expect(canvas.pixel(atPoint: CGPoint(x: 10, y: 5.5)).a == 0)
    }

    @Test func addClipLimitsLaterDrawing() {
        let canvas = Canvas(size: CGSize(width: 20, height: 20))
        canvas.draw { context in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).addClip()
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 5, y: 5)).a == 255)
        #expect(canvas.pixel(atPoint: CGPoint(x: 15, y: 5)).a == 0)
    }
}
