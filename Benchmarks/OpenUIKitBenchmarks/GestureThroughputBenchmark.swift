import Foundation
import OpenUIKit

/// Touch events per second through a view carrying all six recognizers, against the same
/// events delivered to a view with none (touch routing alone: the floor).
///
/// The stream is what `GestureSynthesizer` makes for a realistic session: drags, pinches,
/// rotations, swipes, taps and presses over one view, 120 Hz moves. Time runs on a manual
/// clock advanced to each event, so recognizer timers (double-tap wait, long press) fire as
/// they would, and no real time is waited.
@MainActor
enum GestureThroughputBenchmark {
    /// Pinch and rotation may go together, as in the demos.
    final class Simultaneity: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
            (g is UIPinchGestureRecognizer || g is UIRotationGestureRecognizer)
                && (other is UIPinchGestureRecognizer || other is UIRotationGestureRecognizer)
        }
    }

    static let windowSize = CGSize(width: 800, height: 800)

    /// A session of gestures over the middle of the window.
    static func makeStream(repetitions: Int) -> [InputEvent] {
        var synth = GestureSynthesizer(startTime: 0)
        let c = CGPoint(x: 400, y: 400)
        var events: [InputEvent] = []
        for _ in 0..<repetitions {
            events += synth.pan(along: [CGPoint(x: 200, y: 200), CGPoint(x: 600, y: 300), CGPoint(x: 500, y: 600)], speed: 400)
            events += synth.wait(0.4)
            events += synth.pinch(center: c, scale: 1.8, velocity: 2)
            events += synth.wait(0.4)
            events += synth.rotate(center: c, angle: .pi / 2, velocity: 2)
            events += synth.wait(0.4)
            events += synth.swipe(from: c, direction: .left)
            events += synth.wait(0.4)
            events += synth.tap(at: c)
            events += synth.wait(0.4)
            events += synth.press(at: c, duration: 0.7)
            events += synth.wait(0.4)
        }
        return events
    }

    static func run() {
        let runner = BenchmarkRunner(warmupRuns: 3, measuredRuns: 25)
        let events = makeStream(repetitions: 20)
        var window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        var clock = ManualInputClock(now: 0)
        var actions = 0
        let delegate = Simultaneity()

        func setUp(withRecognizers: Bool) {
            window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
            clock = ManualInputClock(now: 0)
            window.inputClock = clock
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            guard withRecognizers else { return }
            let recognizers: [UIGestureRecognizer] = [
                UIPanGestureRecognizer(), UIPinchGestureRecognizer(), UIRotationGestureRecognizer(),
                UISwipeGestureRecognizer(), UITapGestureRecognizer(), UILongPressGestureRecognizer(),
            ]
            for recognizer in recognizers {
                recognizer.delegate = delegate
                recognizer.addAction { _ in actions += 1 }
                view.addGestureRecognizer(recognizer)
            }
        }

        func play() {
            for event in events {
                clock.advance(to: event.timestamp)
                window.sendInput(event)
            }
            clock.advance(by: 1)
        }

        print("Gesture throughput: \(events.count) touch events per run (drags, pinches, rotations, swipes, taps, presses at 120 Hz), medians of \(runner.measuredRuns) runs")
        let floor = runner.measure(prepare: { setUp(withRecognizers: false) }, play)
        actions = 0
        let full = runner.measure(prepare: { setUp(withRecognizers: true) }, play)
        let actionsPerRun = actions / (runner.warmupRuns + runner.measuredRuns)
        func rate(_ milliseconds: Double) -> String {
            let perSecond = Double(events.count) / (milliseconds / 1000)
            return String(format: "%10.0f events/s", perSecond)
        }
        printRow("touch delivery only, no recognizers (floor)", floor)
        print("    \(rate(floor.median)) median, \(rate(floor.p90)) at p90 time")
        printRow("six recognizers on the view", full, baseline: floor)
        print("    \(rate(full.median)) median, \(rate(full.p90)) at p90 time; \(actionsPerRun) actions fired per run")
        print(String(format: "    per event: %.2f µs with recognizers, %.2f µs without",
                     full.median * 1000 / Double(events.count), floor.median * 1000 / Double(events.count)))
    }
}
