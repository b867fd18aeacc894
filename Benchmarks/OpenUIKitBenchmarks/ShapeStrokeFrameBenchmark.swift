import Foundation
import OpenUIKit

/// A free-standing `CAShapeLayer` whose `strokeEnd` animates, in a busy 1280×800 window: a
/// 100×100-point circle stroked 6 points wide over 208 rounded, bordered layers (the table of
/// `LayerTreeFrameBenchmark`'s N = 208), `strokeEnd` going 0 → 1 and back in a repeating
/// `CABasicAnimation` on a manual clock stepped one 60 Hz refresh a frame. It prints the
/// damage of each frame against the shape's box (its bounds grown by half its stroke, in
/// window pixels) and the frame time against two floors in the same run: the same window
/// with the shape static (a frame with nothing to do), and a full-window recomposite.
@MainActor
enum ShapeStrokeFrameBenchmark {
    static let refreshInterval: TimeInterval = 1.0 / 60
    static let measuredFrames = 300
    static let backgroundLayers = 208
    static let shapeFrame = CGRect(x: 590, y: 350, width: 100, height: 100)
    static let lineWidth: CGFloat = 6
    /// One leg of the stroke's animation, in seconds.
    static let strokeDuration = 1.0

    enum Variant: String, CaseIterable {
        case animating = "strokeEnd animating"
        case idle = "the shape static (floor)"
        case fullWindow = "full-window recomposite (floor)"
    }

    static func run() {
        print("Shape stroke: a 100×100 pt CAShapeLayer circle (line width \(lineWidth)) over \(backgroundLayers) layers in 1280×800 @1,")
        print("  strokeEnd 0 → 1 → 0 repeating; a frame = step the clock + update pass + present the damage; medians of \(measuredFrames) frames")
        var results: [Variant: (BenchmarkRunner.Summary, Int, CGRect)] = [:]
        for variant in Variant.allCases {
            guard let result = measure(variant) else {
                print("  skipped (no back buffer)")
                return
            }
            results[variant] = result
        }
        guard let (animating, pixels, damage) = results[.animating], let (idle, _, _) = results[.idle],
              let (full, fullPixels, _) = results[.fullWindow] else { return }
        printRow(Variant.fullWindow.rawValue, full)
        printRow(Variant.idle.rawValue, idle)
        printRow(Variant.animating.rawValue, animating, baseline: full)
        let box = shapeFrame.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2)
        print(String(format: "    CPU median: animating %.4f ms, static %.4f ms, full window %.4f ms; pixels composited a frame: %d (full window %d)",
                     animating.cpuMedian, idle.cpuMedian, full.cpuMedian, pixels, fullPixels))
        print("    damage of every animating frame (union, window pixels): \(describe(damage)); the shape's box: \(describe(box))"
              + " (\(Int(box.width * box.height)) px)")
    }

    private static func describe(_ rect: CGRect) -> String {
        rect.isNull ? "none" : String(format: "%.0f,%.0f %.0f×%.0f", rect.minX, rect.minY, rect.width, rect.height)
    }

    /// The frames of `variant`: their times, the pixels composited in the last, and the union
    /// of every measured frame's damage.
    static func measure(_ variant: Variant) -> (BenchmarkRunner.Summary, Int, CGRect)? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: TableScalingBenchmark.windowSize))
        let table = UIView(frame: window.bounds)
        table.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.25, alpha: 1)
        window.addSubview(table)
        for index in 0..<backgroundLayers {
            let layer = CALayer()
            layer.frame = CGRect(origin: TableScalingBenchmark.origin(ofCard: index, count: backgroundLayers), size: TableScalingBenchmark.cardSize)
            layer.backgroundColor = UIColor.white.cgColor
            layer.cornerRadius = 8
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
            table.layer.addSublayer(layer)
        }
        let shape = CAShapeLayer()
        shape.frame = shapeFrame
        shape.path = UIBezierPath(ovalIn: CGRect(origin: .zero, size: shapeFrame.size)).cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.systemBlue.cgColor
        shape.lineWidth = lineWidth
        shape.zPosition = 1
        table.layer.addSublayer(shape)
        let clock = ManualInputClock(now: 0)
        window.inputClock = clock
        let frameClock = HeadlessFrameClock(window: window, refreshInterval: refreshInterval)
        window.makeKeyAndVisible()
        guard let screen = ScreenImage(matching: window) else { return nil }
        screen.renderAndPresent(window)
        if variant == .animating {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = 0.0
            animation.toValue = 1.0
            animation.duration = strokeDuration
            animation.repeatCount = .infinity
            animation.autoreverses = true
            shape.add(animation, forKey: "stroke")
        }
        var pixels = 0, damage = CGRect.null, measuring = false
        let summary = BenchmarkRunner(warmupRuns: 20, measuredRuns: measuredFrames).measure {
            if variant == .fullWindow { window.setNeedsFullRedisplay() }
            clock.advance(by: refreshInterval)
            let statistics = screen.renderAndPresent(window)
            pixels = statistics?.compositedPixels ?? 0
            if measuring { damage = statistics?.damageInWindowPixels.reduce(damage) { $0.union($1) } ?? damage }
            measuring = true
        }
        withExtendedLifetime(frameClock) {}
        shape.removeAllAnimations()
        return (summary, pixels, damage)
    }
}
