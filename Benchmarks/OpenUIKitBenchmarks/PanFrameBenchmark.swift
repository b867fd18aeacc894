import Foundation
import OpenUIKit
import PlayingCardKit

/// Cases 2 and 6: the PlayingCard app's card dragged by a finger, frame by frame. Each frame
/// is the whole update pass (touch delivery and the pan recognizer, layout, draw, composite)
/// plus presenting its damage to an image; the baseline is a full redraw of every view and a
/// full present. Run at 1280×800 points, at scale 1 and scale 2 (2560×1600 pixels).
@MainActor
enum PanFrameBenchmark {
    static let windowSize = CGSize(width: 1280, height: 800)
    /// Points the finger moves per frame: 120 pt/s at 120 Hz, a deliberate drag (a fast one
    /// would be a swipe, which deals a card instead).
    static let stepPerFrame: CGFloat = 1
    /// Frames before the direction turns, so the card stays on the table.
    static let framesPerLeg = 100

    struct Result {
        var pan: BenchmarkRunner.Summary
        var full: BenchmarkRunner.Summary
        var drawCallsPerPanFrame: Int
        var pixelsPerPanFrame: Int
    }

    static func run() {
        print("Pan frame: the PlayingCard app at \(Int(windowSize.width))×\(Int(windowSize.height)) points, its card dragged by one finger at 120 Hz;")
        print("  a frame = deliver the move + update pass + present the damage to an image; medians of 200 frames")
        var results: [CGFloat: Result] = [:]
        for scale in [CGFloat(1), 2] {
            guard let result = measure(scale: scale) else {
                print("  scale \(Int(scale)): skipped (no back buffer)")
                continue
            }
            results[scale] = result
            let pixels = "\(Int(windowSize.width * scale))×\(Int(windowSize.height * scale)) px"
            printRow("scale \(Int(scale)) (\(pixels)): full redraw", result.full)
            printRow("scale \(Int(scale)) (\(pixels)): pan frame", result.pan, baseline: result.full)
            print("    draw(_:) calls per pan frame: \(result.drawCallsPerPanFrame); pixels composited per pan frame: \(result.pixelsPerPanFrame)")
            print(String(format: "    a drag can sustain %.0f frames/s on one core", 1000 / result.pan.median))
        }
        if let one = results[1], let two = results[2] {
            print(String(format: "  scale 2 over scale 1 (4× the pixels): pan frame ×%.2f, full redraw ×%.2f",
                         two.pan.median / one.pan.median, two.full.median / one.full.median))
        }
    }

    static func measure(scale: CGFloat) -> Result? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window.screenScale = scale
        let controller = PlayingCardViewController(deck: PlayingCardDeck(seed: 1), initialCard: PlayingCard(string: "K♥"))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        guard let screen = ScreenImage(matching: window) else { return nil }
        let finger = TouchDriver(window: window)

        // Press on the card and move past the pan's hysteresis, so every measured frame is a
        // pan frame.
        finger.down(at: controller.cardView.center)
        for _ in 0..<20 {
            finger.move(by: CGPoint(x: stepPerFrame, y: 0))
            screen.renderAndPresent(window)
        }
        var frame = 0
        var drawCalls = 0, pixels = 0
        let runner = BenchmarkRunner(warmupRuns: 20, measuredRuns: 200)
        let pan = runner.measure {
            frame += 1
            let direction: CGFloat = (frame / framesPerLeg) % 2 == 0 ? 1 : -1
            finger.move(by: CGPoint(x: direction * stepPerFrame, y: 0))
            let statistics = screen.renderAndPresent(window)
            drawCalls = max(drawCalls, statistics?.drawCalls ?? 0)
            pixels = statistics?.compositedPixels ?? 0
        }
        finger.up()
        screen.renderAndPresent(window)

        let everyView = allViews(in: window)
        let full = BenchmarkRunner(warmupRuns: 5, measuredRuns: 60).measure(prepare: {
            everyView.forEach { $0.setNeedsDisplay() }
            window.setNeedsFullRedisplay()
        }) {
            screen.renderAndPresent(window)
        }
        return Result(pan: pan, full: full, drawCallsPerPanFrame: drawCalls, pixelsPerPanFrame: pixels)
    }

    static func allViews(in root: UIView) -> [UIView] {
        [root] + root.subviews.flatMap(allViews(in:))
    }
}
