import Foundation
import OpenUIKit

// Benchmarks print figures; they assert nothing. Run in release mode:
//   swift run -c release OpenUIKitBenchmarks            (every case)
//   swift run -c release OpenUIKitBenchmarks gestures   (only the cases named)
// Each case is measured against its baseline in the same run, and the ratio is computed from
// the two medians.

/// A card-like view: a rounded, stroked face with a few shapes, roughly what a demo draws.
@MainActor
final class CardLikeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    override func draw(_ rect: CGRect) {
        let face = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: bounds.height * 0.06)
        face.addClip()
        UIColor.white.setFill()
        UIRectFill(bounds)
        UIColor.black.setStroke()
        face.lineWidth = 2
        face.stroke()
        UIColor.systemRed.setFill()
        for i in 0..<6 {
            let y = bounds.height * (0.15 + 0.12 * CGFloat(i))
            UIBezierPath(ovalIn: CGRect(x: bounds.midX - 8, y: y, width: 16, height: 16)).fill()
        }
    }
}

@MainActor
func printRow(_ name: String, _ summary: BenchmarkRunner.Summary, baseline: BenchmarkRunner.Summary? = nil) {
    let ratio = baseline.map { String(format: "%.3f", summary.median / $0.median) } ?? "—"
    let label = name.padding(toLength: 44, withPad: " ", startingAt: 0)
    print(label + String(format: " median %8.3f ms   p90 %8.3f ms   ratio ", summary.median, summary.p90) + ratio)
}

@MainActor
func compositingBenchmark() {
    let runner = BenchmarkRunner()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.backgroundColor = UIColor(red: 0.05, green: 0.4, blue: 0.15, alpha: 1)
    var cards: [CardLikeView] = []
    for i in 0..<36 {
        let card = CardLikeView(frame: CGRect(x: 20 + CGFloat(i % 9) * 140, y: 20 + CGFloat(i / 9) * 190, width: 120, height: 168))
        cards.append(card)
        window.addSubview(card)
    }
    window.renderIfNeeded()

    print("Compositing: 1280×800 window, scale 1, 36 card views (medians of \(runner.measuredRuns) runs)")
    let full = runner.measure(prepare: {
        cards.forEach { $0.setNeedsDisplay() }
        window.setNeedsFullRedisplay()
    }) { window.renderIfNeeded() }
    printRow("full redraw (draw all + composite all)", full)
    let composite = runner.measure(prepare: { window.setNeedsFullRedisplay() }) { window.renderIfNeeded() }
    printRow("composite only, whole window", composite, baseline: full)
    var step: CGFloat = 1
    let moved = cards[13]
    let pan = runner.measure(prepare: {
        step = -step
        moved.center.x += 3 * step
    }) { window.renderIfNeeded() }
    printRow("one card moved 3 pt (pan frame)", pan, baseline: full)
    print("draw(_:) calls in the last pan frame: \(window.lastRenderStatistics.drawCalls); pixels composited: \(window.lastRenderStatistics.compositedPixels)")
}

// Child modes for the launch benchmark (it starts this same executable).
if CommandLine.arguments.contains("--probe-window") {
    MainActor.assumeIsolated { LaunchBenchmark.probeWindowMain() }
}
if CommandLine.arguments.contains("--probe-connect") {
    LaunchBenchmark.probeConnectMain()
}

/// The cases this run measures: the positional arguments (`compositing`, `gestures`,
/// `present`, `launch`), or all of them when none is given.
let allCases = ["compositing", "gestures", "present", "launch"]
let requestedCases = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") }
if let unknown = requestedCases.first(where: { !allCases.contains($0) }) {
    print("unknown benchmark case \"\(unknown)\"; the cases are: \(allCases.joined(separator: ", "))")
    exit(2)
}
let selectedCases = requestedCases.isEmpty ? allCases : Array(requestedCases)

MainActor.assumeIsolated {
    var separate = false
    func section(_ name: String, _ body: () -> Void) {
        guard selectedCases.contains(name) else { return }
        if separate { print("") }
        separate = true
        body()
    }
    section("compositing") { compositingBenchmark() }
    section("gestures") { GestureThroughputBenchmark.run() }
    guard selectedCases.contains("present") || selectedCases.contains("launch") else { return }
    guard let display = BenchmarkDisplay() else {
        if separate { print("") }
        print("X11: skipped (DISPLAY is not set and Xvfb is not installed)")
        return
    }
    if separate { print("") }
    separate = false
    if display.isPrivate { print("(on a private Xvfb, \(display.name))") }
    section("present") { presentBenchmark(displayName: display.name) }
    section("launch") { LaunchBenchmark.run(displayName: display.name) }
    display.stop()
}
