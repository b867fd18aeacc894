import Foundation
import OpenUIKit

/// The cost of one frame with a full-window blur, against the same frame without it, in the
/// same run: a 1024×768 @2 window of 48 coloured tiles, composited whole each frame
/// (`setNeedsFullRedisplay`), then presented (`ScreenImage`).
///
/// With the blur, a `UIVisualEffectView` of `.systemMaterial` covers the window: every frame
/// also reads the window's pixels, reduces them (one sample per 8×8 pixels for its 15-point
/// blur at scale 2), blurs, saturates and draws them back with the tint.
@MainActor
enum BackdropBlurBenchmark {
    /// Frames measured per variant after the warm-up.
    static let measuredFrames = 200
    static let warmupFrames = 20
    /// The screen.
    static let windowSize = CGSize(width: 1024, height: 768)
    static let screenScale: CGFloat = 2
    /// Tiles across and down.
    static let columns = 8
    static let rows = 6

    static func run() {
        print("Backdrop blur: a 1024×768 @2 window of \(columns * rows) tiles composited whole each frame + present;")
        print("  medians of \(measuredFrames) frames; floor = the same window without the blur, same run")
        guard let plain = measure(blurred: false), let blurred = measure(blurred: true) else {
            print("  skipped (no back buffer)")
            return
        }
        printRow("full frame, no blur (floor)", plain)
        printRow("full frame under a full-window blur", blurred, baseline: plain)
        print(String(format: "    CPU median: plain %.3f ms, blurred %.3f ms (ratio %.3f)",
                     plain.cpuMedian, blurred.cpuMedian, blurred.cpuMedian / plain.cpuMedian))
    }

    static func measure(blurred: Bool) -> BenchmarkRunner.Summary? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window.screenScale = screenScale
        window.backgroundColor = .white
        let width = windowSize.width / CGFloat(columns), height = windowSize.height / CGFloat(rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let tile = UIView(frame: CGRect(x: CGFloat(column) * width, y: CGFloat(row) * height, width: width, height: height))
                tile.backgroundColor = UIColor(hue: CGFloat(row * columns + column) / CGFloat(rows * columns),
                                               saturation: 0.8, brightness: 0.9, alpha: 1)
                window.addSubview(tile)
            }
        }
        if blurred {
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            blur.frame = window.bounds
            window.addSubview(blur)
        }
        guard let screen = ScreenImage(matching: window) else { return nil }
        let step = {
            window.setNeedsFullRedisplay()
            screen.renderAndPresent(window)
        }
        return BenchmarkRunner(warmupRuns: warmupFrames, measuredRuns: measuredFrames).measure(step)
    }
}
