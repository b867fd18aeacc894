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

    /// Full-circle arcs from four start angles (columns: 0, π/2, π, -π/2) and one with equal
    /// angles (last column), each a wedge from the centre so its start shows as a radius. The
    /// red dot is the first curve's first control point: it sits on the side the arc sets off
    /// towards. Rows: `UIBezierPath` clockwise to start + 2π, counter-clockwise to start + 2π
    /// (the lecture's skull), counter-clockwise to start − 2π; `CGContext.addArc` with
    /// `clockwise: false` and `clockwise: true` to start + 2π (y-up meaning, so these two run
    /// clockwise and counter-clockwise on screen). Every cell but the last column is a full
    /// circle; the last column is the radius alone.
    @Test func fullCircleArcsInBothDirections() {
        let cell: CGFloat = 40
        let starts: [CGFloat] = [0, .pi / 2, .pi, -.pi / 2]
        let canvas = Canvas(size: CGSize(width: cell * 5, height: cell * 5), scale: 2)
        canvas.draw { context in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: cell * 5, height: cell * 5))
            for row in 0..<5 {
                for column in 0..<5 {
                    let center = CGPoint(x: (CGFloat(column) + 0.5) * cell, y: (CGFloat(row) + 0.5) * cell)
                    let start = column < 4 ? starts[column] : 0
                    let turn: CGFloat = column < 4 ? (row == 2 ? -2 * .pi : 2 * .pi) : 0
                    let path = UIBezierPath()
                    path.move(to: center)
                    switch row {
                    case 0, 1, 2:
                        path.addArc(withCenter: center, radius: 14, startAngle: start, endAngle: start + turn, clockwise: row == 0)
                    default:
                        let built = CGMutablePath()
                        built.move(to: center)
                        built.addArc(center: center, radius: 14, startAngle: start, endAngle: start + turn, clockwise: row == 4)
                        path.cgPath = built
                    }
                    path.close()
                    path.lineWidth = 2
                    UIColor.black.setStroke()
                    path.stroke()
                    if case .addCurveToPoint(let c1, _, _)? = path.cgPath.elements.dropFirst(2).first {
                        UIColor.systemRed.setFill()
                        UIBezierPath(ovalIn: CGRect(x: c1.x - 2.5, y: c1.y - 2.5, width: 5, height: 5)).fill()
                    }
                }
            }
        }
        ReferenceImage.assertMatches(canvas.surface, named: "drawing-full-circle-arcs", tolerance: Self.tolerance)
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
