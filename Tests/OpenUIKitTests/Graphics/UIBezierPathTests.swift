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
