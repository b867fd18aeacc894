import Foundation
import OpenUIKit
import PlayingCardKit

/// The headless twin of the live `anim13` case's turning variant: the table app's own
/// controller (`CardTableViewController`, 13 cards dealt in its grid) in a 1280×800 window at
/// scale 1, each card bobbing and turning with the live case's repeating, autoreversing
/// `UIView.animate` blocks (`AnimationLiveBenchmark`), on a `HeadlessFrameClock`'s manual
/// clock stepped one 60 Hz refresh per frame. A frame is the window's whole update pass plus
/// presenting its damage to an image (`ScreenImage`). The floor is the same cards bobbing
/// upright (position only) in the same run: what the turn adds is the turned composite.
@MainActor
enum TurningCardsFrameBenchmark {
    /// A 60 Hz display.
    static let refreshInterval: TimeInterval = 1.0 / 60
    /// Frames measured per variant after the warm-up: 10 s at 60 Hz.
    static let measuredFrames = 600
    static let warmupFrames = 30
    /// The budget for one frame of 13 turning cards, in milliseconds.
    static let frameBudget = 4.0

    struct Result {
        var frames: BenchmarkRunner.Summary
        var pixelsPerFrame: Int
        var drawCalls: Int
    }

    static func run() {
        print("Turning cards: the table app's 13 cards bobbing (and turning ±\(AnimationLiveBenchmark.turnRadians) rad) at 60 Hz, 1280×800 @1, headless;")
        print("  a frame = step the clock + update pass + present the damage; medians of \(measuredFrames) frames")
        guard let upright = measure(.bob), let turning = measure(.turn) else {
            print("  skipped (no back buffer)")
            return
        }
        printRow("13 cards bobbing upright (floor)", upright.frames)
        printRow("13 cards bobbing and turning", turning.frames, baseline: upright.frames)
        let over = turning.frames.samples.filter { $0 > frameBudget }.count
        print(String(format: "    CPU median: upright %.3f ms, turning %.3f ms (p90 %.3f); frames over %.0f ms: %d of %d; pixels composited a frame: %d, %d; draw(_:) in the measured frames: %d, %d",
                     upright.frames.cpuMedian, turning.frames.cpuMedian, turning.frames.cpuP90, frameBudget, over,
                     turning.frames.samples.count, upright.pixelsPerFrame, turning.pixelsPerFrame, upright.drawCalls, turning.drawCalls))
    }

    static func measure(_ variant: AnimationLiveBenchmark.Variant) -> Result? {
        let controller = CardTableViewController(deck: PlayingCardDeck(seed: 1), count: AnimationLiveBenchmark.cardCount)
        let window = UIWindow(frame: CGRect(origin: .zero, size: AnimationLiveBenchmark.windowSize))
        let clock = ManualInputClock(now: 0)
        window.inputClock = clock
        let frameClock = HeadlessFrameClock(window: window, refreshInterval: refreshInterval)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        guard let screen = ScreenImage(matching: window) else { return nil }
        screen.renderAndPresent(window)
        for (index, card) in controller.cardViews.enumerated() {
            let sign: CGFloat = index.isMultiple(of: 2) ? 1 : -1
            UIView.animate(withDuration: AnimationLiveBenchmark.shortestDuration + AnimationLiveBenchmark.durationStep * Double(index % 5),
                           delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut],
                           animations: {
                               card.center.y += sign * AnimationLiveBenchmark.bobPoints
                               if variant == .turn { card.transform = card.transform.rotated(by: sign * AnimationLiveBenchmark.turnRadians) }
                           })
        }
        var pixels = 0, draws = 0
        let summary = BenchmarkRunner(warmupRuns: warmupFrames, measuredRuns: measuredFrames).measure {
            clock.advance(by: refreshInterval)
            let statistics = screen.renderAndPresent(window)
            pixels = statistics?.compositedPixels ?? 0
            draws += statistics?.drawCalls ?? 0
        }
        withExtendedLifetime(frameClock) {}
        controller.cardViews.forEach { $0.layer.removeAllAnimations() }
        return Result(frames: summary, pixelsPerFrame: pixels, drawCalls: draws)
    }
}
