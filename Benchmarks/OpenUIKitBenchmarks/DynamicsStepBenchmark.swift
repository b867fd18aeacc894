import Foundation
import OpenUIKit
import PlayingCardKit

/// UIKit Dynamics: the cost of one simulation step (1/120 s) with 52 cards colliding on the
/// table and with 1,000 small items, each against the same scene with collisions off (the
/// floor: forces and integration only), in the same run; and the frame a person sees, 52
/// spinning cards drawn through the turned composite, against the same cards kept upright.
/// `--dynamics-frames-only` runs the frames alone (for a profiler).
///
/// Elastic items with no resistance and no gravity keep flying and colliding, so every
/// measured step does the same kind of work.
@MainActor
enum DynamicsStepBenchmark {
    /// Steps per measured run: one step is a few microseconds to a few milliseconds.
    static let stepsPerRun = 20

    static func run() {
        let runner = BenchmarkRunner(warmupRuns: 5, measuredRuns: 40)
        if CommandLine.arguments.contains("--dynamics-frames-only") {
            measureFrames(runner)
            return
        }
        print("UIKit Dynamics: one 1/120 s step, medians of \(runner.measuredRuns) runs of \(stepsPerRun) steps (per step)")
        for (name, count, size, side) in [("52 cards on a 1024×700 table", 52, CGSize(width: 70, height: 100), CGSize(width: 1024, height: 700)),
                                          ("1,000 items (20×20) in 1400×1000", 1000, CGSize(width: 20, height: 20), CGSize(width: 1400, height: 1000))] {
            let off = measureSteps(runner, count: count, itemSize: size, tableSize: side, collisions: false)
            let on = measureSteps(runner, count: count, itemSize: size, tableSize: side, collisions: true)
            printRow("\(name): collisions off (floor)", off)
            printRow("\(name): collisions on", on, baseline: off)
        }
        measureFrames(runner)
    }

    /// A window with `count` items spread over the table, flying in random directions.
    static func makeScene(count: Int, itemSize: CGSize, tableSize: CGSize, collisions: Bool, turning: Bool = true,
                          makeItem: (CGRect) -> UIView = { UIView(frame: $0) }) -> (UIWindow, HeadlessFrameClock, UIDynamicAnimator) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: tableSize))
        window.inputClock = ManualInputClock(now: 0)
        let clock = HeadlessFrameClock(window: window)
        let table = UIView(frame: window.bounds)
        window.addSubview(table)
        var generator = SeededGenerator(seed: 29)
        let columns = Int((Double(count) * Double(tableSize.width / tableSize.height)).squareRoot().rounded(.up))
        let rows = (count + columns - 1) / columns
        let cell = CGSize(width: tableSize.width / CGFloat(columns), height: tableSize.height / CGFloat(rows))
        var items: [UIView] = []
        for i in 0..<count {
            let center = CGPoint(x: (CGFloat(i % columns) + 0.5) * cell.width, y: (CGFloat(i / columns) + 0.5) * cell.height)
            let item = makeItem(CGRect(x: center.x - itemSize.width / 2, y: center.y - itemSize.height / 2,
                                       width: itemSize.width, height: itemSize.height))
            table.addSubview(item)
            items.append(item)
        }
        let animator = UIDynamicAnimator(referenceView: table)
        let material = UIDynamicItemBehavior(items: items)
        material.elasticity = 1
        material.friction = 0.2
        material.allowsRotation = turning
        for item in items {
            let angle = Double.random(in: 0..<(2 * Double.pi), using: &generator)
            let speed = Double.random(in: 300...900, using: &generator)
            material.addLinearVelocity(CGPoint(x: speed * cos(angle), y: speed * sin(angle)), for: item)
            material.addAngularVelocity(CGFloat(Double.random(in: -4...4, using: &generator)), for: item)
        }
        animator.addBehavior(material)
        let collision = UICollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        if collisions { animator.addBehavior(collision) }
        return (window, clock, animator)
    }

    static func measureSteps(_ runner: BenchmarkRunner, count: Int, itemSize: CGSize, tableSize: CGSize, collisions: Bool) -> BenchmarkRunner.Summary {
        let (window, _, animator) = makeScene(count: count, itemSize: itemSize, tableSize: tableSize, collisions: collisions)
        // Half a second first, so the items have spread out and are hitting each other.
        animator.runSteps(60)
        let summary = runner.measure { animator.runSteps(stepsPerRun) }
        _ = window
        return summary.scaled(by: 1 / Double(stepsPerRun))
    }

    /// The frame: two steps and the render of 52 spinning, colliding playing cards; and the
    /// same cards flying upright (no turns), whose frame is the floor of the turned one.
    static func measureFrames(_ runner: BenchmarkRunner) {
        var frames: [Bool: BenchmarkRunner.Summary] = [:]
        var steps: BenchmarkRunner.Summary?
        for turning in [false, true] {
            let (window, clock, animator) = makeScene(count: 52, itemSize: CGSize(width: 70, height: 100),
                                                      tableSize: CGSize(width: 1024, height: 700), collisions: true,
                                                      turning: turning, makeItem: { frame in
                let card = PlayingCardView(frame: frame)
                card.rank = 12
                card.suit = "♥️"
                return card
            })
            window.renderIfNeeded()
            clock.advance(by: 0.5)
            frames[turning] = runner.measure { clock.advance(by: 1.0 / 60) }
            if turning { steps = runner.measure { animator.runSteps(2) } }
        }
        guard let steps, let upright = frames[false], let turned = frames[true] else { return }
        printRow("52 cards: two steps (the physics of a frame)", steps)
        printRow("52 cards upright: a frame (steps + render)", upright, baseline: steps)
        printRow("52 cards spinning: a frame (steps + render)", turned, baseline: upright)
    }
}

private extension BenchmarkRunner.Summary {
    /// The same samples times `factor`: per step from per run.
    func scaled(by factor: Double) -> BenchmarkRunner.Summary {
        var copy = self
        copy.samples = samples.map { $0 * factor }
        copy.cpuSamples = cpuSamples.map { $0 * factor }
        return copy
    }
}
