import Foundation
import OpenUIKit
import PlayingCardKit

/// Thirteen cards animating at once, live, in a real window at the refresh rate: the table
/// app's own controller (`CardTableViewController`, 13 cards dealt in its grid) in a 1280×800
/// window, each card bobbing with a repeating, autoreversing `UIView.animate` (a different
/// duration per card so they drift out of step), for `animationSeconds`, in two variants:
/// position only, and position and a turn (`transform`) in the same block. It runs as a child
/// of the benchmark (`--probe-animate-cards bob|turn`) with every presented frame in its frame
/// log; the parent reads the log: frames presented of those the refresh rate allows, missed
/// deadlines, how evenly the frames came, what each cost, and the CPU the child used while
/// animating and once it stopped.
@MainActor
enum AnimationLiveBenchmark {
    static let cardCount = 13
    static let animationSeconds = 10.0
    /// How long the child is watched once its animations are removed.
    static let idleSeconds: UInt32 = 5
    static let windowSize = CGSize(width: 1280, height: 800)
    /// The bob, in points, and the turn, in radians, each card animates to and back.
    static let bobPoints: CGFloat = 60
    static let turnRadians: CGFloat = 0.25
    /// Card `i` takes `shortestDuration + durationStep × (i mod 5)` seconds each way.
    static let shortestDuration = 0.8
    static let durationStep = 0.1

    // MARK: The child

    enum Variant: String, CaseIterable {
        /// `center` only.
        case bob
        /// `center` and `transform` (a turn) in the same animation block.
        case turn

        var title: String { self == .bob ? "position only" : "position and turn" }
    }

    /// The child: the table, its animations, the frame log, and a line when the animations
    /// start (`cards animating refresh=S`) and when they have been removed (`cards stopped`).
    static func childMain() -> Never {
        let arguments = CommandLine.arguments
        let variant = arguments.firstIndex(of: "--probe-animate-cards").flatMap { index in
            arguments.indices.contains(index + 1) ? Variant(rawValue: arguments[index + 1]) : nil
        } ?? .turn
        UIApplication.shared.didPresentFrame = { frame in say(frame.logLine) }
        let controller = CardTableViewController(deck: PlayingCardDeck(seed: 1), count: cardCount)
        // Runs once the run loop starts: the window is up and the first frame shown.
        DispatchQueue.main.async {
            for (index, card) in controller.cardViews.enumerated() {
                let sign: CGFloat = index.isMultiple(of: 2) ? 1 : -1
                UIView.animate(withDuration: shortestDuration + durationStep * Double(index % 5), delay: 0,
                               options: [.repeat, .autoreverse, .curveEaseInOut, .allowUserInteraction],
                               animations: {
                                   card.center.y += sign * bobPoints
                                   if variant == .turn { card.transform = card.transform.rotated(by: sign * turnRadians) }
                               })
            }
            let refresh = controller.view.window?.frameScheduler?.refreshInterval ?? UIWindow.defaultRefreshInterval
            say("cards animating refresh=\(String(format: "%.9f", refresh))")
            DispatchQueue.main.asyncAfter(deadline: .now() + animationSeconds) {
                controller.cardViews.forEach { $0.layer.removeAllAnimations() }
                say("cards stopped")
            }
        }
        UIApplicationMain(UIApplicationConfiguration(title: "anim13", size: windowSize, className: "OpenUIKitBenchmark", scale: 1),
                          rootViewController: { controller },
                          withoutDisplay: { _ in 1 })
    }

    /// One line to the parent at once (standard output is a pipe, which print would buffer).
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    // MARK: The parent

    static func run(displayName: String) {
        for (index, variant) in Variant.allCases.enumerated() {
            if index > 0 { print("") }
            run(variant, displayName: displayName)
        }
    }

    static func run(_ variant: Variant, displayName: String) {
        guard let child = ChildApp(executable: CommandLine.arguments[0], arguments: ["--probe-animate-cards", variant.rawValue],
                                   display: displayName),
              child.secondsUntilLine(containing: "cards animating") != nil else {
            print("Animation live: the child did not start its animations")
            return
        }
        guard let run = child.timedRun(stoppedLine: "cards stopped", timeout: animationSeconds * 3, idleSeconds: idleSeconds,
                                       label: "Animation live") else { return }
        let (ticksWhileAnimating, idleTicks, output) = (run.ticksWhileRunning, run.idleTicks, run.output)

        guard let startLine = output.firstIndex(where: { $0.hasPrefix("cards animating") }),
              let stopLine = output.firstIndex(where: { $0.hasPrefix("cards stopped") }) else { return }
        let refresh = field(output[startLine], "refresh") ?? UIWindow.defaultRefreshInterval
        let frames = output[startLine..<stopLine].filter { $0.hasPrefix("frame ") }
        // Frames the frame clock scheduled; the first one's interval is from the frame before
        // the animations started, not from a refresh.
        let scheduled = frames.filter { !$0.contains("target=-") }
        let intervals = scheduled.dropFirst().compactMap { field($0, "interval") }
        let jitter = intervals.map { abs($0 - refresh) * 1000 }
        let missedBefore = output[..<startLine].last { $0.hasPrefix("frame ") }.flatMap { field($0, "missed") } ?? 0
        let missed = Int((scheduled.last.flatMap { field($0, "missed") } ?? missedBefore) - missedBefore)
        let expected = Int((animationSeconds / refresh).rounded())
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

        print(String(format: "Animation live: %d cards of the table app animating, %@ (repeat, autoreverse), for %.0f s",
                     cardCount, variant.title, animationSeconds))
        print(String(format: "  in a %d×%d window on %@, refresh %.3f ms (%.2f Hz)", Int(windowSize.width), Int(windowSize.height),
                     displayName, refresh * 1000, 1 / refresh))
        print("frames presented \(frames.count) of \(expected) the refresh allows (\(scheduled.count) on the frame clock), missed deadlines \(missed)")
        printRow("frame interval", BenchmarkRunner.Summary(samples: intervals.map { $0 * 1000 }))
        printRow("jitter |interval - refresh|", BenchmarkRunner.Summary(samples: jitter))
        printRow("update pass (render=)", BenchmarkRunner.Summary(samples: scheduled.compactMap { field($0, "render") }.map { $0 * 1000 }))
        printRow("present (present=)", BenchmarkRunner.Summary(samples: scheduled.compactMap { field($0, "present") }.map { $0 * 1000 }))
        let pixels = BenchmarkRunner.Summary(samples: scheduled.compactMap { field($0, "pixels") })
        print(String(format: "largest jitter %.3f ms; pixels presented per frame: median %.0f (%.0f %% of the window)",
                     jitter.max() ?? .nan, pixels.median, 100 * pixels.median / Double(windowSize.width * windowSize.height)))
        print(String(format: "CPU while animating: %d ticks of %.0f per second = %.1f %% of a core; over %d s idle after: %d ticks",
                     ticksWhileAnimating, ticksPerSecond, 100 * Double(ticksWhileAnimating) / ticksPerSecond / animationSeconds,
                     idleSeconds, idleTicks))
    }

    /// The number after `key=` in a log line.
    private static func field(_ line: String, _ key: String) -> Double? {
        line.split(separator: " ").first { $0.hasPrefix(key + "=") }.flatMap { Double($0.dropFirst(key.count + 1)) }
    }
}
