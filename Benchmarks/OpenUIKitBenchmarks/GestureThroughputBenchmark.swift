import CAllocationCounter
import Foundation
import OpenUIKit

/// Touch events per second through a view carrying all six recognizers, against the same
/// events delivered to a view with none (touch routing alone: the floor).
///
/// The stream is what `GestureSynthesizer` makes for a realistic session: drags, pinches,
/// rotations, swipes, taps and presses over one view, 120 Hz moves. Time runs on a manual
/// clock advanced to each event, so recognizer timers (double-tap wait, long press) fire as
/// they would, and no real time is waited.
///
/// Besides time, it counts heap allocations: per event over a whole run, and per touch phase
/// in one more run, to show where (if anywhere) the hot path allocates. The six recognizers
/// run twice: with closure actions, and with `Selector` actions sent to a target.
@MainActor
enum GestureThroughputBenchmark {
    /// Pinch and rotation may go together, as in the demos.
    final class Simultaneity: NSObject, UIGestureRecognizerDelegate {
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

    /// What the recognizers' actions are: closures, or `Selector`s sent to a target (the form
    /// `#selector(...)` code is ported to).
    enum ActionForm {
        case closure, selector
    }

    /// The target of the selector actions.
    @MainActor
    final class ActionCounter {
        var count = 0
        func recognized(_ recognizer: UIGestureRecognizer) { count += 1 }
    }

    /// One window with one full-window view, with or without the six recognizers.
    @MainActor
    final class Scene {
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        let clock = ManualInputClock(now: 0)
        let counter = ActionCounter()
        var actions = 0

        init(withRecognizers: Bool, delegate: UIGestureRecognizerDelegate, actionForm: ActionForm = .closure) {
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
                switch actionForm {
                case .closure: recognizer.addAction { [unowned self] _ in actions += 1 }
                case .selector: recognizer.addTarget(counter, action: Selector(ActionCounter.recognized))
                }
                view.addGestureRecognizer(recognizer)
            }
        }

        func play(_ events: [InputEvent]) {
            for event in events {
                clock.advance(to: event.timestamp)
                window.sendInput(event)
            }
            clock.advance(by: 1)
        }

        /// Plays `events` counting the allocations of each step: advancing the clock (timers)
        /// and delivering each touch phase.
        func playCountingAllocations(_ events: [InputEvent]) -> AllocationTally {
            var tally = AllocationTally()
            for event in events {
                allocation_counter_start()
                clock.advance(to: event.timestamp)
                tally.timers += allocation_counter_stop()
                allocation_counter_start()
                window.sendInput(event)
                let allocations = allocation_counter_stop()
                if case .touch(let touch) = event {
                    tally.add(allocations, for: touch.phase)
                } else {
                    tally.other += allocations
                }
            }
            allocation_counter_start()
            clock.advance(by: 1)
            tally.timers += allocation_counter_stop()
            return tally
        }
    }

    /// Allocations of one run, by what caused them.
    struct AllocationTally {
        var began: UInt64 = 0, moved: UInt64 = 0, ended: UInt64 = 0, timers: UInt64 = 0, other: UInt64 = 0
        var beganEvents = 0, movedEvents = 0, endedEvents = 0

        mutating func add(_ allocations: UInt64, for phase: TouchInput.Phase) {
            switch phase {
            case .began: began += allocations; beganEvents += 1
            case .moved: moved += allocations; movedEvents += 1
            case .ended, .cancelled: ended += allocations; endedEvents += 1
            }
        }

        var description: String {
            func phase(_ name: String, _ allocations: UInt64, _ events: Int) -> String {
                String(format: "%@ %llu in %d events (%.2f each)", name, allocations, events,
                       events > 0 ? Double(allocations) / Double(events) : 0)
            }
            return [phase("began", began, beganEvents), phase("moved", moved, movedEvents), phase("ended", ended, endedEvents),
                    "timers and clock \(timers)"].joined(separator: ", ")
                + (other > 0 ? ", other \(other)" : "")
        }
    }

    static func run() {
        let runner = BenchmarkRunner(warmupRuns: 3, measuredRuns: 25)
        let events = makeStream(repetitions: 20)
        let delegate = Simultaneity()
        var scene = Scene(withRecognizers: false, delegate: delegate)

        print("Gesture throughput: \(events.count) touch events per run (drags, pinches, rotations, swipes, taps, presses at 120 Hz), medians of \(runner.measuredRuns) runs")
        let floor = runner.measure(prepare: { scene = Scene(withRecognizers: false, delegate: delegate) }) { scene.play(events) }
        scene = Scene(withRecognizers: false, delegate: delegate)
        let floorTally = scene.playCountingAllocations(events)
        let full = runner.measure(prepare: { scene = Scene(withRecognizers: true, delegate: delegate) }) { scene.play(events) }
        let actionsPerRun = scene.actions
        scene = Scene(withRecognizers: true, delegate: delegate)
        let fullTally = scene.playCountingAllocations(events)
        let selectors = runner.measure(prepare: { scene = Scene(withRecognizers: true, delegate: delegate, actionForm: .selector) }) {
            scene.play(events)
        }
        let selectorActionsPerRun = scene.counter.count
        scene = Scene(withRecognizers: true, delegate: delegate, actionForm: .selector)
        let selectorTally = scene.playCountingAllocations(events)

        func report(_ name: String, _ summary: BenchmarkRunner.Summary, _ tally: AllocationTally) {
            let count = Double(events.count)
            // The p90 run is the slow one: its rate is the lower figure.
            func line(_ clock: String, median: Double, p90: Double) -> String {
                String(format: "    %@ %10.0f events/s median   %10.0f events/s p90   %6.3f µs/event median   %6.3f µs/event p90",
                       clock, count / (median / 1000), count / (p90 / 1000), median * 1000 / count, p90 * 1000 / count)
            }
            print(name)
            print(line("wall", median: summary.median, p90: summary.p90))
            print(line("CPU ", median: summary.cpuMedian, p90: summary.cpuP90))
            print(String(format: "    %.3f allocations/event (%llu per run)", Double(summary.allocationsPerRun) / count,
                         summary.allocationsPerRun))
            print("    allocations by phase: " + tally.description)
        }
        report("touch delivery only, no recognizers (floor)", floor, floorTally)
        report("six recognizers on the view (\(actionsPerRun) actions fired per run)", full, fullTally)
        print(String(format: "    ratio (six recognizers / floor, median times): %.2f wall, %.2f CPU",
                     full.median / floor.median, full.cpuMedian / floor.cpuMedian))
        report("six recognizers, actions as Selectors sent to a target (\(selectorActionsPerRun) per run)", selectors, selectorTally)
        print(String(format: "    ratio (selector actions / closure actions, median times): %.2f wall, %.2f CPU",
                     selectors.median / full.median, selectors.cpuMedian / full.cpuMedian))
    }
}
