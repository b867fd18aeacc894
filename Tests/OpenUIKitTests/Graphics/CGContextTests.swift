import CCairo
import Foundation
import OpenUIKit
import TestSupport
import Testing

@MainActor
@Suite struct CGContextTests {
    @Test func currentContextIsTheOnePushedAroundDrawing() {
        let canvas = Canvas(size: CGSize(width: 4, height: 4))
        #expect(UIGraphicsGetCurrentContext() == nil)
        canvas.draw { context in
            #expect(UIGraphicsGetCurrentContext() === context)
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func fillAndStrokeColoursAreSeparate() {
        let canvas = Canvas(size: CGSize(width: 20, height: 10))
        canvas.draw { context in
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.setLineWidth(2)
            context.stroke(CGRect(x: 11, y: 1, width: 8, height: 8))
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 5, y: 5)) == (255, 0, 0, 255))
        #expect(canvas.pixel(atPoint: CGPoint(x: 11.5, y: 5)) == (0, 0, 255, 255))
        #expect(canvas.pixel(atPoint: CGPoint(x: 15, y: 5)).a == 0)
    }

    @Test func restoreGStateBringsBackColourTransformAndClip() {
        let canvas = Canvas(size: CGSize(width: 20, height: 20))
        canvas.draw { context in
            UIColor.green.setFill()
            context.saveGState()
            UIColor.red.setFill()
            context.translateBy(x: 10, y: 10)
            context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(context.ctm.tx == 10)
            context.restoreGState()
            #expect(context.ctm.isIdentity)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 1, y: 1)) == (0, 255, 0, 255))
    }

    @Test func ctmIncludesTheDeviceScale() {
        let canvas = Canvas(size: CGSize(width: 10, height: 10), scale: 2)
        #expect(canvas.context.ctm == CGAffineTransform(scaleX: 2, y: 2))
        canvas.context.translateBy(x: 3, y: 0)
        #expect(canvas.context.ctm.tx == 6)
    }

    @Test func globalAlphaMultipliesFills() {
        let canvas = Canvas(size: CGSize(width: 4, height: 4))
        canvas.draw { context in
            context.setAlpha(0.5)
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let p = canvas.pixel(atPoint: CGPoint(x: 2, y: 2))
        #expect(p.b == 255 && abs(Int(p.a) - 128) <= 1)
    }

    @Test func copyBlendModeReplacesPixels() {
        let canvas = Canvas(size: CGSize(width: 4, height: 4))
        canvas.draw { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let replaced = canvas.pixel(atPoint: CGPoint(x: 1, y: 1))
        #expect(replaced.r == 0 && replaced.b == 255 && abs(Int(replaced.a) - 128) <= 1)
        #expect(canvas.pixel(atPoint: CGPoint(x: 3, y: 1)) == (255, 0, 0, 255))
    }

    @Test func rectFrameDrawsOnePointInside() {
        let canvas = Canvas(size: CGSize(width: 10, height: 10))
        canvas.draw { _ in
            UIColor.black.setFill()
            UIRectFrame(CGRect(x: 2, y: 2, width: 6, height: 6))
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 2.5, y: 5)).a == 255)
        #expect(canvas.pixel(atPoint: CGPoint(x: 1.5, y: 5)).a == 0)
        #expect(canvas.pixel(atPoint: CGPoint(x: 3.5, y: 5)).a == 0)
    }

    @Test func blendModesMapToCairoOperators() {
        // Multiply: white × red = red; darken of red over blue at full alpha = black.
        let canvas = Canvas(size: CGSize(width: 2, height: 1))
        canvas.draw { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            context.setBlendMode(.multiply)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 0.5, y: 0.5)) == (255, 0, 0, 255))
        #expect(canvas.pixel(atPoint: CGPoint(x: 1.5, y: 0.5)) == (0, 0, 0, 255))
    }

    @Test func resetClipReturnsToTheBaseClipNotTheWholeSurface() {
        let canvas = Canvas(size: CGSize(width: 10, height: 10))
        canvas.context.baseClipInDevicePixels = CGRect(x: 0, y: 0, width: 5, height: 10)
        canvas.draw { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
            context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            context.resetClip()
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 3, y: 3)).a == 255)
        #expect(canvas.pixel(atPoint: CGPoint(x: 8, y: 3)).a == 0)
    }

    @Test func lineDashLeavesGaps() {
        let canvas = Canvas(size: CGSize(width: 20, height: 4))
        canvas.draw { context in
            UIColor.black.setStroke()
            context.setLineWidth(2)
            context.setLineDash(phase: 0, lengths: [5, 5])
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 20, y: 2)])
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 2, y: 2)).a == 255)
        #expect(canvas.pixel(atPoint: CGPoint(x: 7, y: 2)).a == 0)
        #expect(canvas.pixel(atPoint: CGPoint(x: 12, y: 2)).a == 255)
    }

    @Test func addArcClockwiseIsCoreGraphicsFlippedSense() {
        // Core Graphics' `clockwise` is meant in y-up space, so on the y-down screen
        // clockwise: false from 0 to π/2 sweeps through the lower-right quadrant.
        let canvas = Canvas(size: CGSize(width: 20, height: 20))
        canvas.draw { context in
            context.move(to: CGPoint(x: 10, y: 10))
            context.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            context.closePath()
            UIColor.black.setFill()
            context.fillPath()
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 14, y: 14)).a == 255)
        #expect(canvas.pixel(atPoint: CGPoint(x: 14, y: 6)).a == 0)
    }

    @Test(arguments: [true, false])
    func addArcOfAWholeTurnIsAFullCircle(clockwise: Bool) {
        let canvas = Canvas(size: CGSize(width: 20, height: 20))
        canvas.draw { context in
            context.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            UIColor.black.setFill()
            context.fillPath()
        }
        for point in [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 4), CGPoint(x: 10, y: 16), CGPoint(x: 4, y: 10)] {
            #expect(canvas.pixel(atPoint: point).a == 255, "\(point)")
        }
    }

    @Test func addArcToTangentsRoundsACorner() {
        let canvas = Canvas(size: CGSize(width: 20, height: 20))
        canvas.draw { context in
            context.move(to: CGPoint(x: 0, y: 0))
            context.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 10)
            context.addLine(to: CGPoint(x: 20, y: 20))
            context.addLine(to: CGPoint(x: 0, y: 20))
            #expect(abs(context.boundingBoxOfPath.width - 20) < 1e-9)
            UIColor.black.setFill()
            context.fillPath()
        }
        // The corner at (20, 0) is cut by the quarter circle around (10, 10).
        #expect(canvas.pixel(atPoint: CGPoint(x: 19, y: 1)).a == 0)
        #expect(canvas.pixel(atPoint: CGPoint(x: 15, y: 5)).a == 255)
        #expect(canvas.pixel(atPoint: CGPoint(x: 5, y: 1)).a == 255)
    }

    @Test func addArcToTangentsWithoutACurrentPointIsIgnored() {
        let canvas = Canvas(size: CGSize(width: 4, height: 4))
        let before = Diagnostics.warningCount()
        canvas.draw { context in
            context.addArc(tangent1End: CGPoint(x: 2, y: 0), tangent2End: CGPoint(x: 2, y: 2), radius: 1)
            #expect(context.isPathEmpty)
        }
        #expect(Diagnostics.warningCount() > before)
    }

    @Test func aMutablePathDrawsThroughAddPath() {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 2, y: 2, width: 16, height: 16), cornerWidth: 6, cornerHeight: 6)
        let canvas = Canvas(size: CGSize(width: 20, height: 20))
        canvas.draw { context in
            context.addPath(path)
            UIColor.black.setFill()
            context.fillPath(using: .winding)
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 10, y: 10)).a == 255)
        #expect(canvas.pixel(atPoint: CGPoint(x: 2.5, y: 2.5)).a == 0)
    }

    // MARK: Cairo error states are refused, and the rest of the frame still draws

    @Test(arguments: [
        "scaleBy(0,0)", "scaleBy(nan)", "translateBy(inf)", "rotate(nan)", "concatenate(singular)",
        "move(nan)", "addLine(inf)", "addRect(nan)", "setLineWidth(nan)", "setLineDash(negative)",
        "setLineDash(all zero)", "addArc(nan)", "addCurve(nan)", "restore(unbalanced)",
    ])
    func badCallIsIgnoredAndLaterDrawingStillWorks(_ bad: String) {
        let canvas = Canvas(size: CGSize(width: 10, height: 10))
        let before = Diagnostics.warningCount()
        canvas.draw { context in
            switch bad {
            case "scaleBy(0,0)": context.scaleBy(x: 0, y: 0)
            case "scaleBy(nan)": context.scaleBy(x: .nan, y: 1)
            case "translateBy(inf)": context.translateBy(x: .infinity, y: 0)
            case "rotate(nan)": context.rotate(by: .nan)
            case "concatenate(singular)": context.concatenate(CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0))
            case "move(nan)": context.move(to: CGPoint(x: CGFloat.nan, y: 0))
            case "addLine(inf)": context.addLine(to: CGPoint(x: 0, y: CGFloat.infinity))
            case "addRect(nan)": context.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
            case "setLineWidth(nan)": context.setLineWidth(.nan)
            case "setLineDash(negative)": context.setLineDash(phase: 0, lengths: [-1, 2])
            case "setLineDash(all zero)": context.setLineDash(phase: 0, lengths: [0, 0])
            case "addArc(nan)": context.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
            case "addCurve(nan)": context.addCurve(to: .zero, control1: CGPoint(x: CGFloat.nan, y: 0), control2: .zero)
            case "restore(unbalanced)": context.restoreGState()
            default: Issue.record("unknown case \(bad)")
            }
            context.beginPath()
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.setLineWidth(1)
            context.stroke(CGRect(x: 2, y: 2, width: 4, height: 4))
        }
        #expect(cairo_status(canvas.context.cairo) == CAIRO_STATUS_SUCCESS)
        #expect(canvas.pixel(atPoint: CGPoint(x: 8, y: 8)) == (255, 0, 0, 255))
        #expect(Diagnostics.warningCount() > before)
    }

    @Test func zeroSizeRectsDrawNothing() {
        let canvas = Canvas(size: CGSize(width: 4, height: 4))
        canvas.draw { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 0, height: 0))
            UIRectFill(.zero)
            UIRectFrame(CGRect(x: 1, y: 1, width: 0, height: 3))
            UIBezierPath(roundedRect: .zero, cornerRadius: 4).fill()
        }
        #expect(cairo_status(canvas.context.cairo) == CAIRO_STATUS_SUCCESS)
        for x in 0..<4 { for y in 0..<4 { #expect(canvas.surface.pixel(x: x, y: y).a == 0) } }
    }
}
