import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// Reference images of the layer tree's effects, as iOS draws them: a replicator (a
/// 12-bar activity indicator caught mid-spin, its bars' fades delayed one after another,
/// and rows of instances tinted by colour and alpha offsets), group opacity on and off (two
/// overlapping squares in a half-transparent layer), and a rasterized card at
/// `rasterizationScale` 0.25 and 1.
///
/// Tolerance 2 (of 255), as for the other compositing references.
@MainActor
@Suite struct LayerEffectsReferenceTests {
    static let tolerance = 2

    func replicatorScene(scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        window.screenScale = scale
        window.backgroundColor = UIColor(white: 0.94, alpha: 1)
        // Exact binary times: a 64 Hz display, a 0.75 s fade, each bar 1/16 s behind.
        window.inputClock = ManualInputClock(now: 0)
        let frames = HeadlessFrameClock(window: window, refreshInterval: 1.0 / 64)

        // The activity indicator: a bar at the top, turned 30° per instance about the middle.
        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 5, height: 16)
        bar.position = CGPoint(x: 30, y: 10)
        bar.cornerRadius = 2.5
        bar.backgroundColor = UIColor.darkGray.cgColor
        bar.opacity = 0.25
        spinner.addSublayer(bar)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        spinner.instanceDelay = 0.75 / 12
        window.layer.addSublayer(spinner)

        // A row of white squares going to red: the blue and green taken out step by step.
        let warm = CAReplicatorLayer()
        warm.frame = CGRect(x: 100, y: 14, width: 130, height: 30)
        let square = CALayer()
        square.frame = CGRect(x: 2, y: 3, width: 16, height: 24)
        square.backgroundColor = UIColor.white.cgColor
        square.cornerRadius = 3
        warm.addSublayer(square)
        warm.instanceCount = 6
        warm.instanceTransform = CATransform3DMakeTranslation(21, 0, 0)
        warm.instanceBlueOffset = -1.0 / 5
        warm.instanceGreenOffset = -1.0 / 5
        window.layer.addSublayer(warm)

        // Blue dots fading out along a row, each a little smaller: alpha offset and scale.
        let fading = CAReplicatorLayer()
        fading.frame = CGRect(x: 100, y: 56, width: 130, height: 30)
        let dot = CAShapeLayer()
        dot.frame = CGRect(x: 2, y: 3, width: 24, height: 24)
        dot.path = UIBezierPath(ovalIn: dot.bounds).cgPath
        dot.fillColor = UIColor.systemBlue.cgColor
        fading.addSublayer(dot)
        fading.instanceCount = 6
        fading.instanceTransform = CATransform3DScale(CATransform3DMakeTranslation(21, 0, 0), 0.92, 0.92, 1)
        fading.instanceAlphaOffset = -0.15
        window.layer.addSublayer(fading)
        window.renderIfNeeded()

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.25
        fade.duration = 0.75
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")
        // Well into the second turn, so every bar has started.
        frames.advance(by: 1.25)
        return window
    }

    func groupOpacityScene(scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        window.screenScale = scale
        window.backgroundColor = .white
        for (index, grouped) in [true, false].enumerated() {
            let parent = CALayer()
            parent.frame = CGRect(x: 10 + CGFloat(index) * 95, y: 10, width: 85, height: 60)
            parent.opacity = 0.5
            parent.allowsGroupOpacity = grouped
            let red = CALayer()
            red.frame = CGRect(x: 0, y: 0, width: 50, height: 45)
            red.backgroundColor = UIColor.systemRed.cgColor
            red.cornerRadius = 6
            parent.addSublayer(red)
            let blue = CALayer()
            blue.frame = CGRect(x: 30, y: 15, width: 50, height: 45)
            blue.backgroundColor = UIColor.systemBlue.cgColor
            blue.cornerRadius = 6
            parent.addSublayer(blue)
            window.layer.addSublayer(parent)
        }
        window.renderIfNeeded()
        return window
    }

    func rasterizationScene(scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        window.screenScale = scale
        window.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.2, alpha: 1)
        for (index, rasterizationScale) in [CGFloat(0.25), 1].enumerated() {
            let card = CALayer()
            card.frame = CGRect(x: 15 + CGFloat(index) * 95, y: 12, width: 75, height: 96)
            card.backgroundColor = UIColor.white.cgColor
            card.cornerRadius = 7
            card.borderWidth = 0.5
            card.borderColor = UIColor.gray.cgColor
            let heart = CAShapeLayer()
            heart.frame = CGRect(x: 17, y: 28, width: 40, height: 40)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 20, y: 38))
            path.addCurve(to: CGPoint(x: 0, y: 12), controlPoint1: CGPoint(x: 8, y: 28), controlPoint2: CGPoint(x: 0, y: 22))
            path.addArc(withCenter: CGPoint(x: 10, y: 12), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
            path.addArc(withCenter: CGPoint(x: 30, y: 12), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
            path.addCurve(to: CGPoint(x: 20, y: 38), controlPoint1: CGPoint(x: 40, y: 22), controlPoint2: CGPoint(x: 32, y: 28))
            path.close()
            heart.path = path.cgPath
            heart.fillColor = UIColor.systemRed.cgColor
            card.addSublayer(heart)
            let corner = CATextLayer()
            corner.frame = CGRect(x: 6, y: 4, width: 30, height: 24)
            corner.string = "A"
            corner.fontSize = 20
            corner.foregroundColor = UIColor.systemRed.cgColor
            corner.contentsScale = scale
            card.addSublayer(corner)
            card.shouldRasterize = true
            card.rasterizationScale = rasterizationScale
            window.layer.addSublayer(card)
        }
        window.renderIfNeeded()
        return window
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func replicatorLayers(scale: CGFloat) {
        let window = replicatorScene(scale: scale)
        ReferenceImage.assertMatches(window.backBuffer!, named: "replicator-layers@\(Int(scale))x", tolerance: Self.tolerance)
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func groupOpacity(scale: CGFloat) {
        let window = groupOpacityScene(scale: scale)
        ReferenceImage.assertMatches(window.backBuffer!, named: "group-opacity@\(Int(scale))x", tolerance: Self.tolerance)
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func rasterizedLayers(scale: CGFloat) {
        let window = rasterizationScene(scale: scale)
        ReferenceImage.assertMatches(window.backBuffer!, named: "rasterized-layers@\(Int(scale))x", tolerance: Self.tolerance)
    }
}
