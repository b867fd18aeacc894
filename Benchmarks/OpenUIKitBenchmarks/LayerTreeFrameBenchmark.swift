import Foundation
import OpenUIKit

/// One animation frame's cost as a tree of free-standing layers grows (N = 13 and 208), the
/// layer twin of the view case in `AnimationFrameBenchmark`: N `CALayer`s of 90×126 points
/// (white, rounded, bordered) added with `addSublayer` to one view's layer on the 1280×800
/// table, laid out as `TableScalingBenchmark` lays its cards, the lane's middle layer moving
/// 1 point a frame.
///
/// - **Animated:** a `CABasicAnimation` of `position` 100 points along the lane, repeating and
///   autoreversing (1 point a frame at 60 Hz), on a manual clock stepped one refresh a frame.
/// - **Floor:** the same layer moved by setting `position` with actions disabled.
@MainActor
enum LayerTreeFrameBenchmark {
    static let counts = [13, 208]
    static let refreshInterval: TimeInterval = 1.0 / 60
    static let framesPerLeg = 100
    static let measuredFrames = 300
    static let countedFrames = 100

    static func run() {
        print("Layer tree frame: N free-standing CALayers of 90×126 pt on a 1280×800 table, one moving 1 pt a frame at 60 Hz;")
        print("  a frame = step the clock + update pass + present the damage; medians of \(measuredFrames) frames;")
        print("  floor = the same layer moved by setting position (actions disabled)")
        var animated: [Int: BenchmarkRunner.Summary] = [:], instructions: [Int: Double] = [:]
        for count in counts {
            guard let (floor, _, floorPixels) = measure(count: count, animates: false),
                  let (animation, counted, pixels) = measure(count: count, animates: true) else {
                print("  N = \(count): skipped (no back buffer)")
                continue
            }
            animated[count] = animation
            instructions[count] = counted
            printRow("N = \(count) layers: set position (floor)", floor)
            printRow("N = \(count) layers: CABasicAnimation position", animation, baseline: floor)
            print(String(format: "    CPU median: floor %.4f ms, animated %.4f ms; pixels composited a frame: %d, %d",
                         floor.cpuMedian, animation.cpuMedian, floorPixels, pixels))
            if let counted { print(String(format: "    instructions per frame, animated: %.0f", counted)) }
        }
        if let small = animated[counts[0]], let large = animated[counts[1]] {
            print(String(format: "  N = %d over N = %d, animated: ×%.2f wall, ×%.2f CPU (target: within 1.20)",
                         counts[1], counts[0], large.median / small.median, large.cpuMedian / small.cpuMedian))
        }
        if let small = instructions[counts[0]], let large = instructions[counts[1]] {
            print(String(format: "  N = %d over N = %d, animated instructions: ×%.3f", counts[1], counts[0], large / small))
        }
    }

    /// Frames of the lane's middle layer moving among `count` layers; the pixels composited
    /// in the last frame and the instructions per frame under callgrind.
    static func measure(count: Int, animates: Bool) -> (BenchmarkRunner.Summary, Double?, Int)? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: TableScalingBenchmark.windowSize))
        let table = UIView(frame: window.bounds)
        table.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.25, alpha: 1)
        window.addSubview(table)
        var layers: [CALayer] = []
        for index in 0..<count {
            let layer = CALayer()
            layer.frame = CGRect(origin: TableScalingBenchmark.origin(ofCard: index, count: count), size: TableScalingBenchmark.cardSize)
            layer.backgroundColor = UIColor.white.cgColor
            layer.cornerRadius = 8
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
            table.layer.addSublayer(layer)
            layers.append(layer)
        }
        let clock = ManualInputClock(now: 0)
        window.inputClock = clock
        let frameClock = HeadlessFrameClock(window: window, refreshInterval: refreshInterval)
        window.makeKeyAndVisible()
        guard let screen = ScreenImage(matching: window) else { return nil }
        let moved = layers[TableScalingBenchmark.movedCardIndex(count: count)]
        // Above its neighbours, as the view case brings its card to the front.
        moved.zPosition = 1
        screen.renderAndPresent(window)
        let start = moved.position
        var frame = 0, pixels = 0
        if animates {
            let animation = CABasicAnimation(keyPath: "position")
            animation.fromValue = start
            animation.toValue = CGPoint(x: start.x + CGFloat(framesPerLeg), y: start.y)
            animation.duration = Double(framesPerLeg) * refreshInterval
            animation.repeatCount = .infinity
            animation.autoreverses = true
            moved.add(animation, forKey: "lane")
        }
        let step = {
            frame += 1
            if !animates {
                let leg = frame % (2 * framesPerLeg)
                let offset = leg < framesPerLeg ? leg : 2 * framesPerLeg - leg
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                moved.position = CGPoint(x: start.x + CGFloat(offset), y: start.y)
                CATransaction.commit()
            }
            clock.advance(by: refreshInterval)
            pixels = screen.renderAndPresent(window)?.compositedPixels ?? 0
        }
        let summary = BenchmarkRunner(warmupRuns: 20, measuredRuns: measuredFrames).measure(step)
        let instructions = InstructionCount.count("layers N=\(count) \(animates ? "animated" : "floor")") {
            for _ in 0..<countedFrames { step() }
        }
        withExtendedLifetime(frameClock) {}
        moved.removeAllAnimations()
        return (summary, instructions.map { Double($0) / Double(countedFrames) }, pixels)
    }
}
