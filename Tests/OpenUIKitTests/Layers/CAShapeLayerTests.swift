import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// `CAShapeLayer`: Core Animation's defaults and constants, refused values, what it draws
/// (pixels), its animations on the manual frame clock at 0, ¼, ½ and 1, and that an
/// animating stroke damages only the shape's own area.
@MainActor
@Suite(.serialized) struct CAShapeLayerTests {
    /// The defaults Apple's CAShapeLayer reference gives: fill opaque black, no stroke,
    /// line width 1, miter limit 10, stroke from 0 to 1, butt caps, miter joins, non-zero
    /// fill rule, no dashes.
    @Test func defaultsAreCoreAnimations() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.strokeColor == nil)
        #expect(layer.lineWidth == 1)
        #expect(layer.miterLimit == 10)
        #expect(layer.strokeStart == 0)
        #expect(layer.strokeEnd == 1)
        #expect(layer.lineCap == .butt)
        #expect(layer.lineJoin == .miter)
        #expect(layer.fillRule == .nonZero)
        #expect(layer.lineDashPattern == nil)
        #expect(layer.lineDashPhase == 0)
        // The constants' raw values are Core Animation's strings (kCALineCapRound and so on).
        #expect(CAShapeLayerLineCap.round.rawValue == "round")
        #expect(CAShapeLayerLineJoin.bevel.rawValue == "bevel")
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        #expect(CAShapeLayerFillRule.nonZero.rawValue == "non-zero")
    }

    @Test func badValuesAreRefusedAndTheOldOnesKept() {
        let layer = CAShapeLayer()
        layer.lineWidth = 3
        layer.lineWidth = -1
        layer.lineWidth = .nan
        #expect(layer.lineWidth == 3)
        layer.lineDashPattern = [4, 2]
        layer.lineDashPattern = [4, -2]
        layer.lineDashPattern = [0, 0]
        #expect(layer.lineDashPattern == [4, 2])
        layer.lineCap = CAShapeLayerLineCap(rawValue: "pointy")
        #expect(layer.lineCap == .butt)
        layer.strokeEnd = .infinity
        #expect(layer.strokeEnd == 1)
    }

    @Test func theLayerKeepsACopyOfAMutablePath() {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.path = path
        path.addRect(CGRect(x: 20, y: 20, width: 10, height: 10))
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// A window on the manual clock with one horizontal line, 100 points long, drawn as a
    /// 6-point red stroke from x = 50 to 150 at y = 50.
    @MainActor final class LineStage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let frames: HeadlessFrameClock
        let line = CAShapeLayer()

        init() {
            window.backgroundColor = .white
            frames = HeadlessFrameClock(window: window)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 50, y: 50))
            path.addLine(to: CGPoint(x: 150, y: 50))
            line.path = path
            line.strokeColor = UIColor.red.cgColor
            line.lineWidth = 6
            window.layer.addSublayer(line)
            window.renderIfNeeded()
        }

        func isRed(atX x: CGFloat) -> Bool {
            let p = window.backBuffer!.pixel(x: Int(x), y: 50)
            return p.r > 200 && p.g < 60 && p.b < 60
        }
    }

    @Test func strokeStartAndEndTrimTheLineByLength() {
        let stage = LineStage()
        #expect(stage.isRed(atX: 52) && stage.isRed(atX: 148), "the whole line is drawn")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stage.line.strokeStart = 0.25
        stage.line.strokeEnd = 0.5
        CATransaction.commit()
        stage.window.renderIfNeeded()
        #expect(!stage.isRed(atX: 70))
        #expect(stage.isRed(atX: 80) && stage.isRed(atX: 95))
        #expect(!stage.isRed(atX: 105))
    }

    @Test func strokeEndAnimatesOnTheFrameClock() {
        let stage = LineStage()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        stage.line.add(draw, forKey: "draw")
        stage.window.renderIfNeeded()
        #expect(nearly(stage.line.presentation()!.strokeEnd, 0), "at 0")
        #expect(!stage.isRed(atX: 55))
        stage.frames.advance(by: 0.25)
        #expect(nearly(stage.line.presentation()!.strokeEnd, 0.25), "at ¼")
        #expect(stage.isRed(atX: 70) && !stage.isRed(atX: 80))
        stage.frames.advance(by: 0.25)
        #expect(nearly(stage.line.presentation()!.strokeEnd, 0.5), "at ½")
        #expect(stage.isRed(atX: 95) && !stage.isRed(atX: 105))
        #expect(stage.line.strokeEnd == 1, "the model never changes")
        stage.frames.advance(by: 0.5)
        #expect(stage.line.animationKeys() == nil, "at 1 the animation is over")
        #expect(stage.isRed(atX: 145))
    }

    /// Speed: a free-standing shape layer whose stroke animates damages only the area its
    /// shape covers, nothing else of the window.
    @Test func anAnimatingStrokeDamagesOnlyItsShape() throws {
        let stage = LineStage()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        other.backgroundColor = .blue
        stage.window.addSubview(other)
        stage.window.renderIfNeeded()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        stage.line.add(draw, forKey: "draw")
        stage.window.renderIfNeeded()
        stage.frames.clock.advance(by: 0.5)
        let stats = try #require(stage.window.renderIfNeeded())
        let damage = stats.damageInWindowPixels.reduce(CGRect.null) { $0.union($1) }
        // The line's stroke box: 50…150 across, 47…53 down, grown by the miter limit's
        // reach (half the width times 10, Core Animation's default), which bounds any join.
        let shapeBox = CGRect(x: 50, y: 47, width: 100, height: 6).insetBy(dx: -30, dy: -30)
        #expect(!damage.isNull)
        // The layer has no frame: its empty bounds at 0, 0 must not stretch the damage there.
        #expect(shapeBox.insetBy(dx: -1, dy: -1).contains(damage), "damage \(damage) stays inside the shape's box")
        #expect(stats.drawCalls == 0, "no view draws again")
    }

    @Test func implicitAnimationsRunForAShapeOnScreen() {
        let stage = LineStage()
        stage.line.strokeEnd = 0
        stage.window.renderIfNeeded()
        #expect(stage.line.animationKeys() == ["strokeEnd"])
        #expect(nearly(stage.line.presentation()!.strokeEnd, 1))
        stage.frames.advance(by: CATransaction.animationDuration() + 0.1)
        #expect(stage.line.animationKeys() == nil)
        #expect(!stage.isRed(atX: 60))
    }

    @Test func pathsOfTheSameElementsAnimatePointByPoint() {
        let stage = LineStage()
        let from = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let to = CGPath(rect: CGRect(x: 40, y: 20, width: 30, height: 10), transform: nil)
        let move = CABasicAnimation(keyPath: "path")
        move.fromValue = from
        move.toValue = to
        move.duration = 1
        stage.line.add(move, forKey: "move")
        stage.window.renderIfNeeded()
        #expect(stage.line.presentation()!.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10), "at 0")
        stage.frames.advance(by: 0.25)
        #expect(stage.line.presentation()!.path?.boundingBox == CGRect(x: 10, y: 5, width: 15, height: 10), "at ¼")
        stage.frames.advance(by: 0.25)
        #expect(stage.line.presentation()!.path?.boundingBox == CGRect(x: 20, y: 10, width: 20, height: 10), "at ½")
        stage.frames.advance(by: 0.5)
        #expect(stage.line.presentation()!.path?.boundingBox == CGRect(x: 50, y: 50, width: 100, height: 0), "at 1, the model path")
    }

    @Test func colorsAndLineWidthAnimate() {
        let stage = LineStage()
        let color = CABasicAnimation(keyPath: "strokeColor")
        color.fromValue = UIColor.red.cgColor
        color.toValue = UIColor.blue.cgColor
        color.duration = 1
        let width = CABasicAnimation(keyPath: "lineWidth")
        width.fromValue = 2
        width.toValue = 10
        width.duration = 1
        stage.line.add(color, forKey: "color")
        stage.line.add(width, forKey: "width")
        stage.window.renderIfNeeded()
        stage.frames.advance(by: 0.5)
        let shown = stage.line.presentation()!
        #expect(nearly(shown.lineWidth, 6), "at ½")
        #expect(nearly(shown.strokeColor!.red, 0.5) && nearly(shown.strokeColor!.blue, 0.5))
    }

    /// What a stroke can reach past its path, which bounds its damage: half the width for a
    /// circle (its four curves meet smoothly, so no miter has a point), half the width
    /// times 1 / sin(θ/2) at a mitred corner whose sides meet at θ (√2 for a square, 2 for
    /// an equilateral triangle), and only half the width at a corner too sharp for the
    /// miter limit, which is bevelled (Core Graphics' rule).
    @Test func aStrokeReachesAsFarAsItsSharpestMiter() {
        var style = ShapeLayerStyle()
        style.strokeColor = .black
        style.lineWidth = 6
        style.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        #expect(style.extent == CGRect(x: -3, y: -3, width: 106, height: 106))
        style.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let square = 3 * 2.0.squareRoot()
        #expect(abs(style.extent.minX + square) < 1e-9 && abs(style.extent.width - (100 + 2 * square)) < 1e-9)
        let triangle = CGMutablePath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 100, y: 0))
        triangle.addLine(to: CGPoint(x: 50, y: 50 * 3.0.squareRoot()))
        triangle.closeSubpath()
        style.path = triangle
        #expect(abs(style.extent.minX + 6) < 1e-9, "60° corners reach twice half the width")
        // A 10° spike: 1 / sin 5° ≈ 11.5 is past the limit of 10, so it is bevelled.
        let spike = CGMutablePath()
        spike.move(to: CGPoint(x: 0, y: 0))
        spike.addLine(to: CGPoint(x: 100, y: 100 * tan(5 * CGFloat.pi / 180)))
        spike.addLine(to: CGPoint(x: 0, y: 2 * 100 * tan(5 * CGFloat.pi / 180)))
        style.path = spike
        #expect(abs(style.extent.maxX - 103) < 1e-9)
        style.miterLimit = 12
        #expect(abs(style.extent.maxX - (100 + 3 / sin(5 * CGFloat.pi / 180))) < 1e-6, "within a limit of 12, mitred")
        // Round joins never reach past half the width.
        style.lineJoin = .round
        #expect(abs(style.extent.maxX - 103) < 1e-9)
    }
}
