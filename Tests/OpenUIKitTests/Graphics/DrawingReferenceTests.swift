import Foundation
import OpenUIKit
import TestSupport
import Testing

/// Reference images of paths drawn through the Core Graphics layer.
///
/// Tolerance 2 (of 255) everywhere here: only geometry is drawn, and Cairo's rasteriser is
/// deterministic for a given version; 2 absorbs rounding differences in its edge coverage
/// across builds without hiding a moved edge, which changes pixels by 50 or more.
@MainActor
@Suite struct DrawingReferenceTests {
    static let tolerance = 2

    /// The lecture's card face: a rounded rect as the clip, filled white, stroked black.
    @Test(arguments: [1.0, 2.0])
    func roundedRectClippedFilledAndStroked(scale: Double) {
        let canvas = Canvas(size: CGSize(width: 120, height: 168), scale: scale)
        canvas.draw { _ in
            UIColor(red: 0.1, green: 0.45, blue: 0.2, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 120, height: 168))
            let bounds = CGRect(x: 10, y: 10, width: 100, height: 148)
            let cornerRadius = bounds.height * 0.06
            let card = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius)
            card.addClip()
            UIColor.white.setFill()
            UIRectFill(bounds)
            UIColor.black.setStroke()
            card.lineWidth = 2
            card.stroke()
        }
        ReferenceImage.assertMatches(canvas.surface, named: "drawing-rounded-card@\(Int(scale))x", tolerance: Self.tolerance)
    }

    /// An open arc with round caps, a filled pie wedge, and a cubic and a quadratic curve.
    @Test func arcsAndBezierCurves() {
        let canvas = Canvas(size: CGSize(width: 160, height: 100))
        canvas.draw { context in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 160, height: 100))

            let arc = UIBezierPath(arcCenter: CGPoint(x: 40, y: 50), radius: 30, startAngle: .pi, endAngle: .pi / 2, clockwise: true)
            arc.lineWidth = 6
            arc.lineCapStyle = .round
            UIColor.systemBlue.setStroke()
            arc.stroke()

            let wedge = UIBezierPath()
            wedge.move(to: CGPoint(x: 40, y: 50))
            wedge.addArc(withCenter: CGPoint(x: 40, y: 50), radius: 20, startAngle: 0, endAngle: .pi / 3, clockwise: true)
            wedge.close()
            UIColor.systemOrange.setFill()
            wedge.fill()

            let curve = UIBezierPath()
            curve.move(to: CGPoint(x: 85, y: 80))
            curve.addCurve(to: CGPoint(x: 150, y: 80), controlPoint1: CGPoint(x: 95, y: 0), controlPoint2: CGPoint(x: 140, y: 100))
            curve.lineWidth = 3
            UIColor.black.setStroke()
            curve.stroke()

            context.setStrokeColor(UIColor.systemRed.cgColor)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 85, y: 20))
            context.addQuadCurve(to: CGPoint(x: 150, y: 20), control: CGPoint(x: 117, y: 60))
            context.strokePath()
        }
        ReferenceImage.assertMatches(canvas.surface, named: "drawing-arcs-and-curves", tolerance: Self.tolerance)
    }

    /// A half-transparent fill over a pattern: the checks must show through evenly.
    @Test func halfTransparentFillOverChecks() {
        let canvas = Canvas(size: CGSize(width: 80, height: 80))
        canvas.draw { context in
            for row in 0..<8 {
                for column in 0..<8 {
                    ((row + column).isMultiple(of: 2) ? UIColor.black : UIColor.white).setFill()
                    context.fill(CGRect(x: column * 10, y: row * 10, width: 10, height: 10))
                }
            }
            UIColor.systemRed.withAlphaComponent(0.5).setFill()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 60, height: 60)).fill()
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 35, y: 35)).r > 120)
        ReferenceImage.assertMatches(canvas.surface, named: "drawing-translucent-over-checks", tolerance: Self.tolerance)
    }
}
