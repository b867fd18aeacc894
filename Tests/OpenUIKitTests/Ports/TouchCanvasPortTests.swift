import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A port of the kind of app that needs pen input, written as a UIKit app writes it: a
/// pressure-sensitive drawing canvas in the manner of Apple's TouchCanvas sample. Each stroke
/// is drawn through every coalesced touch, its width follows the force, and the predicted
/// touches extend it in grey until the next event. The canvas runs headless, fed touches with
/// pressure; the tests read the rendered pixels.
@Suite("Touch canvas (port)")
@MainActor
struct TouchCanvasPortTests {
    /// The app's view, in UIKit's idiom (nothing in it is specific to this library).
    final class StrokeCanvasView: UIView {
        struct StrokePoint {
            var location: CGPoint
            var force: CGFloat
        }

        /// Points of line width per unit of force.
        static let widthPerForce: CGFloat = 4
        /// The thinnest line drawn, in points (a touch without force).
        static let minimumWidth: CGFloat = 1

        private var finishedStrokes: [[StrokePoint]] = []
        private var activeStrokes: [UITouch: [StrokePoint]] = [:]
        private var predictedStrokes: [UITouch: [StrokePoint]] = [:]

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        private func point(_ touch: UITouch) -> StrokePoint {
            StrokePoint(location: touch.preciseLocation(in: self), force: touch.force)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches { activeStrokes[touch] = [point(touch)] }
            setNeedsDisplay()
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches {
                let samples = event?.coalescedTouches(for: touch) ?? [touch]
                activeStrokes[touch, default: []] += samples.map(point)
                predictedStrokes[touch] = (event?.predictedTouches(for: touch) ?? []).map(point)
            }
            setNeedsDisplay()
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches {
                if var stroke = activeStrokes.removeValue(forKey: touch) {
                    stroke += (event?.coalescedTouches(for: touch) ?? [touch]).map(point)
                    finishedStrokes.append(stroke)
                }
                predictedStrokes[touch] = nil
            }
            setNeedsDisplay()
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches {
                activeStrokes[touch] = nil
                predictedStrokes[touch] = nil
            }
            setNeedsDisplay()
        }

        override func draw(_ rect: CGRect) {
            UIColor.black.setStroke()
            for stroke in finishedStrokes + Array(activeStrokes.values) { drawStroke(stroke) }
            UIColor.gray.setStroke()
            for (touch, predicted) in predictedStrokes {
                guard let last = activeStrokes[touch]?.last else { continue }
                drawStroke([last] + predicted)
            }
        }

        private func drawStroke(_ points: [StrokePoint]) {
            guard points.count > 1 else { return }
            for index in 1..<points.count {
                let path = UIBezierPath()
                path.move(to: points[index - 1].location)
                path.addLine(to: points[index].location)
                path.lineWidth = max(StrokeCanvasView.minimumWidth, points[index].force * StrokeCanvasView.widthPerForce)
                path.lineCapStyle = .round
                path.stroke()
            }
        }
    }

    /// A pressure giving `force` on a touchscreen (whose full range is 20/3).
    static func pressure(forForce force: Double) -> Double { force / (20.0 / 3.0) }

    func touch(_ id: Int, _ phase: TouchInput.Phase, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval, force: Double) -> InputEvent {
        .touch(TouchInput(id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: t, deviceID: 9,
                          axes: TouchAxes(pressure: TouchCanvasPortTests.pressure(forForce: force))))
    }

    /// The moves of a burst, merged as the X11 event source merges a turn's motion.
    func burst(_ events: [InputEvent]) -> [InputEvent] {
        var coalescer = InputCoalescer()
        for event in events { coalescer.append(event) }
        return coalescer.take()
    }

    func isDark(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { pixel.r < 40 && pixel.g < 40 && pixel.b < 40 }
    func isWhite(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { pixel.r > 245 && pixel.g > 245 && pixel.b > 245 }
    func isGrey(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        (100...160).contains(pixel.r) && pixel.r == pixel.g && pixel.g == pixel.b
    }

    @Test func strokesFollowEveryCoalescedSampleWithTheirForcesWidth() throws {
        let harness = GestureHarness(size: CGSize(width: 320, height: 200))
        let canvas = StrokeCanvasView(frame: harness.window.bounds)
        harness.window.addSubview(canvas)
        let t = harness.clock.now
        // A light stroke (force 0.5: 2 points wide) along y = 50.
        harness.send([touch(1, .began, 20, 50, at: t, force: 0.5)])
        harness.send(burst((1...13).map { touch(1, .moved, 20 + CGFloat($0) * 20, 50, at: t + Double($0) * 0.01, force: 0.5) }))
        // Before it lifts, the predicted touches run on past x = 280 in grey.
        harness.window.renderIfNeeded()
        let buffer = try #require(harness.window.backBuffer)
        #expect(isGrey(buffer.pixel(x: 300, y: 50)), "predicted: \(buffer.pixel(x: 300, y: 50))")
        harness.send([touch(1, .ended, 280, 50, at: t + 0.14, force: 0.5)])
        // A heavy stroke (force 4: 16 points wide) along y = 140, one burst dipping to
        // (150, 185) and back: only its coalesced samples know the dip.
        let heavy = 4.0
        harness.send([touch(2, .began, 20, 140, at: t + 0.2, force: heavy)])
        harness.send(burst([touch(2, .moved, 100, 140, at: t + 0.21, force: heavy)]))
        harness.send(burst([touch(2, .moved, 150, 185, at: t + 0.22, force: heavy),
                            touch(2, .moved, 200, 140, at: t + 0.23, force: heavy)]))
        harness.send(burst([touch(2, .moved, 280, 140, at: t + 0.24, force: heavy)]))
        harness.send([touch(2, .ended, 280, 140, at: t + 0.25, force: heavy)])
        harness.window.renderIfNeeded()
        let image = try #require(harness.window.backBuffer)
        // The light stroke: dark on its line, white 3 points off it.
        #expect(isDark(image.pixel(x: 150, y: 50)))
        #expect(isWhite(image.pixel(x: 150, y: 46)) && isWhite(image.pixel(x: 150, y: 54)))
        // Its prediction went with the touch.
        #expect(isWhite(image.pixel(x: 300, y: 50)), "\(image.pixel(x: 300, y: 50))")
        // The heavy stroke: dark 6 points off its line, white 10 points off.
        #expect(isDark(image.pixel(x: 60, y: 134)) && isDark(image.pixel(x: 60, y: 146)))
        #expect(isWhite(image.pixel(x: 60, y: 129)) && isWhite(image.pixel(x: 60, y: 151)))
        // The dip a single delivery would have cut across.
        #expect(isDark(image.pixel(x: 150, y: 184)), "\(image.pixel(x: 150, y: 184))")
    }
}
