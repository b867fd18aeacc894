import Foundation
import OpenUIKit
import PlayingCardKit

/// The cost of one animation frame against its damage, as the table grows: N cards of
/// 90×126 points on the 1280×800 table of the table-scaling case (`TableScalingBenchmark`
/// lays them out), the lane's middle card moving 1 point per frame along the lane, so every
/// N moves the same pixels over the same cards and only the views elsewhere grow.
///
/// - **Animated:** `UIView.animate` moves the card 100 points, linear, repeating and
///   autoreversing (1 point a frame at 60 Hz), on a `HeadlessFrameClock`'s manual clock that
///   the case steps one refresh per frame. A frame is the window's whole update pass (layout,
///   display, the animation engine's presentation values, damage, composite) plus presenting
///   the damage to an image, as `ScreenImage` does for every headless case.
/// - **Floor:** the same card moved by setting its `center` directly, no animation: what a
///   drag's frame costs without the touch delivery.
/// - **Flip:** the card turned over with `UIView.transition(… .transitionFlipFromLeft)`,
///   counting `draw(_:)` calls per frame: the new face is drawn once, in the first frame, and
///   every later frame composites the two cached faces.
@MainActor
enum AnimationFrameBenchmark {
    static let counts = [13, 52, 208]
    /// A 60 Hz display.
    static let refreshInterval: TimeInterval = 1.0 / 60
    /// Frames per leg of the back-and-forth, and points per frame.
    static let framesPerLeg = 100
    static let pointsPerFrame: CGFloat = 1
    /// Frames measured per variant after the warm-up, and counted under callgrind.
    static let measuredFrames = 200
    static let countedFrames = 100
    /// The flip: the demo's duration, repeated this many times.
    static let flipDuration = PlayingCardViewController.flipDuration
    static let flips = 10
    /// The table the flip runs on.
    static let flipCount = 52

    enum Mover: String {
        case setCenter = "set center (floor)"
        case animation = "UIView.animate position"
    }

    struct Result {
        var frames: BenchmarkRunner.Summary
        var drawCallsPerFrame: Int
        var pixelsPerFrame: Int
        var views: Int
        var instructionsPerFrame: Double?
    }

    static func run() {
        print("Animation frame: N cards of 90×126 pt on a 1280×800 table, one moving 1 pt per frame along the lane at 60 Hz;")
        print("  a frame = step the clock + update pass (layout, display, animation values, damage, composite) + present the damage;")
        print("  medians of \(measuredFrames) frames; floor = the same card moved by setting its center (no animation)")
        if InstructionCount.isAvailable { print("  (under callgrind: instructions counted over \(countedFrames) more frames per variant)") }
        var animated: [Int: Result] = [:], floors: [Int: Result] = [:]
        for count in counts {
            guard let floor = measure(count: count, mover: .setCenter),
                  let animation = measure(count: count, mover: .animation) else {
                print("  N = \(count): skipped (no back buffer)")
                continue
            }
            floors[count] = floor
            animated[count] = animation
            printRow("N = \(count) (\(floor.views) views): \(Mover.setCenter.rawValue)", floor.frames)
            printRow("N = \(count): \(Mover.animation.rawValue)", animation.frames, baseline: floor.frames)
            print(String(format: "    CPU median: floor %.4f ms, animated %.4f ms; draw(_:) per frame: floor %d, animated %d; pixels composited: %d, %d",
                         floor.frames.cpuMedian, animation.frames.cpuMedian, floor.drawCallsPerFrame, animation.drawCallsPerFrame,
                         floor.pixelsPerFrame, animation.pixelsPerFrame))
            if let a = animation.instructionsPerFrame, let f = floor.instructionsPerFrame {
                print(String(format: "    instructions per frame: floor %.0f, animated %.0f (ratio %.3f)", f, a, a / f))
            }
        }
        if let small = animated[counts[0]], let large = animated[counts[counts.count - 1]],
           let smallFloor = floors[counts[0]], let largeFloor = floors[counts[counts.count - 1]] {
            print(String(format: "  N = %d over N = %d, animated: ×%.2f wall, ×%.2f CPU (floor: ×%.2f wall, ×%.2f CPU; target: animated within 1.20)",
                         counts[counts.count - 1], counts[0], large.frames.median / small.frames.median,
                         large.frames.cpuMedian / small.frames.cpuMedian,
                         largeFloor.frames.median / smallFloor.frames.median, largeFloor.frames.cpuMedian / smallFloor.frames.cpuMedian))
            if let a = large.instructionsPerFrame, let b = small.instructionsPerFrame {
                print(String(format: "  N = %d over N = %d, animated instructions: ×%.3f", counts[counts.count - 1], counts[0], a / b))
            }
        }
        measureFlip()
    }

    /// Frames of the lane's middle card moving by `mover` among `count` cards.
    static func measure(count: Int, mover: Mover) -> Result? {
        let (window, table, cards) = TableScalingBenchmark.makeTable(count: count)
        let clock = ManualInputClock(now: 0)
        window.inputClock = clock
        // Becomes the window's frame scheduler on the manual clock; the case steps the clock
        // itself, one refresh per frame, and renders, as the clock's `advance` would.
        let frameClock = HeadlessFrameClock(window: window, refreshInterval: refreshInterval)
        window.makeKeyAndVisible()
        guard let screen = ScreenImage(matching: window) else { return nil }
        let card = cards[TableScalingBenchmark.movedCardIndex(count: count)]
        table.bringSubviewToFront(card)
        screen.renderAndPresent(window)

        var frame = 0
        var drawCalls = 0, pixels = 0
        let step: () -> Void
        switch mover {
        case .setCenter:
            step = {
                frame += 1
                let direction: CGFloat = (frame / framesPerLeg) % 2 == 0 ? 1 : -1
                card.center.x += direction * pointsPerFrame
                clock.advance(by: refreshInterval)
                let statistics = screen.renderAndPresent(window)
                drawCalls = max(drawCalls, statistics?.drawCalls ?? 0)
                pixels = statistics?.compositedPixels ?? 0
            }
        case .animation:
            UIView.animate(withDuration: Double(framesPerLeg) * refreshInterval, delay: 0,
                           options: [.curveLinear, .repeat, .autoreverse],
                           animations: { card.center.x += CGFloat(framesPerLeg) * pointsPerFrame })
            step = {
                clock.advance(by: refreshInterval)
                let statistics = screen.renderAndPresent(window)
                drawCalls = max(drawCalls, statistics?.drawCalls ?? 0)
                pixels = statistics?.compositedPixels ?? 0
            }
        }
        let summary = BenchmarkRunner(warmupRuns: 20, measuredRuns: measuredFrames).measure(step)
        let instructions = InstructionCount.count("animframe N=\(count) \(mover.rawValue)") {
            for _ in 0..<countedFrames { step() }
        }
        withExtendedLifetime(frameClock) {}
        card.layer.removeAllAnimations()
        return Result(frames: summary, drawCallsPerFrame: drawCalls, pixelsPerFrame: pixels,
                      views: PanFrameBenchmark.allViews(in: window).count,
                      instructionsPerFrame: instructions.map { Double($0) / Double(countedFrames) })
    }

    /// The lane's middle card flipped `flips` times on the N = `flipCount` table: `draw(_:)`
    /// calls in each flip's first frame and in all its later frames, and the frame times.
    static func measureFlip() {
        let (window, table, cards) = TableScalingBenchmark.makeTable(count: flipCount)
        let clock = ManualInputClock(now: 0)
        window.inputClock = clock
        let frameClock = HeadlessFrameClock(window: window, refreshInterval: refreshInterval)
        window.makeKeyAndVisible()
        guard let screen = ScreenImage(matching: window) else { return }
        let card = cards[TableScalingBenchmark.movedCardIndex(count: flipCount)]
        table.bringSubviewToFront(card)
        screen.renderAndPresent(window)

        var firstFrameDraws: [Int] = [], laterDraws = 0, framesPerFlip: [Int] = []
        var firstFrames: [Double] = [], laterFrames: [Double] = []
        // One unmeasured flip first, so the back's pixels exist as they would after a while.
        for flip in 0...flips {
            UIView.transition(with: card, duration: flipDuration, options: [.transitionFlipFromLeft],
                              animations: { card.isFaceUp.toggle() })
            var frame = 0
            while card.layer.animationKeys() != nil {
                clock.advance(by: refreshInterval)
                let start = DispatchTime.now().uptimeNanoseconds
                let statistics = screen.renderAndPresent(window)
                let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                guard flip > 0 else { continue }
                if frame == 0 {
                    firstFrameDraws.append(statistics?.drawCalls ?? 0)
                    firstFrames.append(milliseconds)
                } else {
                    laterDraws += statistics?.drawCalls ?? 0
                    laterFrames.append(milliseconds)
                }
                frame += 1
            }
            if flip > 0 { framesPerFlip.append(frame) }
        }
        withExtendedLifetime(frameClock) {}
        print("Flip: the lane's middle card turned over \(flips) times with UIView.transition(.transitionFlipFromLeft, \(flipDuration) s) on the N = \(flipCount) table")
        printRow("first frame of a flip (draws the new face)", BenchmarkRunner.Summary(samples: firstFrames))
        printRow("later frames (composite the cached faces)", BenchmarkRunner.Summary(samples: laterFrames))
        print("    frames per flip: \(framesPerFlip.min() ?? 0)…\(framesPerFlip.max() ?? 0); draw(_:) in each first frame: \(Set(firstFrameDraws).sorted()); "
              + "draw(_:) in all \(laterFrames.count) later frames: \(laterDraws) (target 0)")
    }
}
