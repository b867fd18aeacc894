import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// `CAGradientLayer`: Core Animation's defaults, what each type draws (pixels at known
/// places), and `colors` and `locations` animating on the manual frame clock.
@MainActor
@Suite(.serialized) struct CAGradientLayerTests {
    /// Apple's reference: no colours, no locations, start (0.5, 0), end (0.5, 1), axial.
    @Test func defaultsAreCoreAnimations() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil)
        #expect(layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        #expect(CAGradientLayerType.conic.rawValue == "conic")
    }

    @Test func colorsThatAreNotCGColorsAreLeftOut() {
        let layer = CAGradientLayer()
        layer.colors = [UIColor.red.cgColor, UIColor.blue, UIColor.green.cgColor]
        #expect(layer.colors?.count == 2)
    }

    /// A window with one 100×100 gradient at (0, 0), on the manual clock.
    @MainActor final class Stage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let frames: HeadlessFrameClock
        let gradient = CAGradientLayer()

        init() {
            window.backgroundColor = .white
            frames = HeadlessFrameClock(window: window)
            gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            window.layer.addSublayer(gradient)
            window.renderIfNeeded()
        }

        func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
            let p = window.backBuffer!.pixel(x: x, y: y)
            return (Int(p.r), Int(p.g), Int(p.b))
        }
    }

    func near(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int), _ tolerance: Int = 4) -> Bool {
        abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance
    }

    @Test func axialRunsFromTheStartPointToTheEndPoint() {
        let stage = Stage()
        #expect(near(stage.pixel(50, 0), (255, 0, 0), 6), "red at the top")
        #expect(near(stage.pixel(50, 99), (0, 0, 255), 6), "blue at the bottom")
        #expect(near(stage.pixel(50, 50), (126, 0, 128), 6), "half way in the middle")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stage.gradient.locations = [0.5, 1]
        CATransaction.commit()
        stage.window.renderIfNeeded()
        #expect(near(stage.pixel(50, 40), (255, 0, 0)), "red held up to its location")
    }

    @Test func radialAndConicPlaceTheirColours() {
        let stage = Stage()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stage.gradient.type = .radial
        stage.gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        stage.gradient.endPoint = CGPoint(x: 1, y: 1)
        CATransaction.commit()
        stage.window.renderIfNeeded()
        #expect(near(stage.pixel(50, 50), (255, 0, 0), 8), "red at the centre")
        #expect(near(stage.pixel(0, 0), (0, 0, 255)), "blue past the ellipse")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stage.gradient.type = .conic
        stage.gradient.endPoint = CGPoint(x: 1, y: 0.5)
        stage.gradient.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
        CATransaction.commit()
        stage.window.renderIfNeeded()
        // Starting rightwards and going clockwise on screen: a quarter turn on is straight
        // down, half way from red (at 0) to green (at ½).
        let down = stage.pixel(50, 95)
        #expect(down.r > 100 && down.g > 100 && down.b < 20, "red-green below the centre: \(down)")
        let up = stage.pixel(50, 5)
        #expect(up.g > 100 && up.b > 100 && up.r < 20, "green-blue above: \(up)")
    }

    @Test func colorsAndLocationsAnimateOnTheFrameClock() {
        let stage = Stage()
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
        colors.toValue = [UIColor.blue.cgColor, UIColor.green.cgColor]
        colors.duration = 1
        let locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0, 1]
        locations.toValue = [0.4, 1]
        locations.duration = 1
        stage.gradient.add(colors, forKey: "colors")
        stage.gradient.add(locations, forKey: "locations")
        stage.window.renderIfNeeded()
        func firstColor() -> CGColor { (stage.gradient.presentation()!.colors!.first as! CGColor) }
        #expect(nearly(firstColor().red, 1) && nearly(firstColor().blue, 0), "at 0")
        stage.frames.advance(by: 0.25)
        #expect(nearly(firstColor().red, 0.75) && nearly(firstColor().blue, 0.25), "at ¼")
        #expect(nearly(CGFloat(stage.gradient.presentation()!.locations![0].doubleValue), 0.1), "at ¼")
        stage.frames.advance(by: 0.25)
        #expect(nearly(firstColor().red, 0.5) && nearly(firstColor().blue, 0.5), "at ½")
        #expect(nearly(CGFloat(stage.gradient.presentation()!.locations![0].doubleValue), 0.2), "at ½")
        stage.frames.advance(by: 0.5)
        #expect(stage.gradient.animationKeys() == nil, "at 1 the model shows again")
        #expect(near(stage.pixel(50, 0), (255, 0, 0), 6))
    }
}
