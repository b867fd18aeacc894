import Foundation
import OpenUIKit

// Benchmarks print figures; they assert nothing. Build in release mode and run:
//   scripts/benchmark.sh [CASE ...]
// (CASE: card, pan, table, animframe, turn13, layers, shape, hit, gestures, autolayout, dynamics, list, vectors, storyboard, present, live,
// launch, frames, anim13, push, fling, keyglyph, rasterize, flip3d, blur; all by default.)
// Each case is measured against its floor in the same run; the ratio is of the two medians.

@MainActor
func printRow(_ name: String, _ summary: BenchmarkRunner.Summary, baseline: BenchmarkRunner.Summary? = nil) {
    let ratio = baseline.map { String(format: "%.3f", summary.median / $0.median) } ?? "—"
    let label = name.padding(toLength: 46, withPad: " ", startingAt: 0)
    print(label + String(format: " median %8.3f ms   p90 %8.3f ms   ratio ", summary.median, summary.p90) + ratio)
}

// Child modes: the live and launch cases start this same executable.
if CommandLine.arguments.contains("--probe-floor-drag") {
    MainActor.assumeIsolated { FloorDragClient.main() }
}
if CommandLine.arguments.contains("--probe-connect") {
    LaunchBenchmark.probeConnectMain()
}
if CommandLine.arguments.contains("--probe-animate-cards") {
    MainActor.assumeIsolated { AnimationLiveBenchmark.childMain() }
}

let allCases = ["card", "pan", "dragpreview", "table", "animframe", "turn13", "layers", "shape", "hit", "gestures", "autolayout", "dynamics", "list", "vectors", "storyboard", "present", "live",
                "launch", "frames", "anim13", "push", "fling", "keyglyph",
                "rasterize", "flip3d", "focus", "blur"]
/// `--images DIR` writes the card-draw case's two pictures there, to compare by eye.
let imagesFolder = CommandLine.arguments.firstIndex(of: "--images").flatMap { index in
    CommandLine.arguments.indices.contains(index + 1) ? CommandLine.arguments[index + 1] : nil
}
// `--baseline-app PATH` and `--launches N` (the launch case) take values too.
let optionValues = [imagesFolder].compactMap { $0 } + LaunchBenchmark.values(of: "--baseline-app") + LaunchBenchmark.values(of: "--launches")
var chosen = Array(CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") && !optionValues.contains($0) })
if let unknown = chosen.first(where: { !allCases.contains($0) }) {
    print("OpenUIKitBenchmarks: no case named \"\(unknown)\"; the cases are \(allCases.joined(separator: ", "))")
    exit(64)
}
if chosen.isEmpty { chosen = allCases }

MainActor.assumeIsolated {
    let headless: [(String, () -> Void)] = [
        ("card", { CardDrawBenchmark.run(imagesFolder: imagesFolder) }),
        ("pan", PanFrameBenchmark.run),
        ("dragpreview", DragPreviewFrameBenchmark.run),
        ("table", TableScalingBenchmark.run),
        ("animframe", AnimationFrameBenchmark.run),
        ("turn13", TurningCardsFrameBenchmark.run),
        ("layers", LayerTreeFrameBenchmark.run),
        ("shape", ShapeStrokeFrameBenchmark.run),
        ("hit", HitTestBenchmark.run),
        ("gestures", GestureThroughputBenchmark.run),
        ("autolayout", AutoLayoutBenchmark.run),
        ("dynamics", DynamicsStepBenchmark.run),
        ("list", ListScrollingBenchmark.run),
        ("vectors", VectorImageBenchmark.run),
        ("storyboard", StoryboardSceneBenchmark.run),
        ("rasterize", RasterizeBenchmark.run),
        ("flip3d", PerspectiveFlipBenchmark.run),
        ("focus", FocusTabBenchmark.run),
        ("blur", BackdropBlurBenchmark.run),
    ]
    for (name, run) in headless where chosen.contains(name) {
        run()
        print("")
    }
    let live: [(String, (String) -> Void)] = [
        ("present", presentBenchmark(displayName:)),
        ("live", LiveLatencyBenchmark.run(displayName:)),
        ("launch", LaunchBenchmark.run(displayName:)),
        ("frames", FrameClockBenchmark.run(displayName:)),
        ("anim13", AnimationLiveBenchmark.run(displayName:)),
        ("push", PushBenchmark.run(displayName:)),
        ("fling", FlingBenchmark.run(displayName:)),
        ("keyglyph", KeyToGlyphBenchmark.run(displayName:)),
    ]
    guard live.contains(where: { chosen.contains($0.0) }) else { return }
    guard let display = BenchmarkDisplay() else {
        print("X11: skipped (DISPLAY is not set and Xvfb is not installed)")
        return
    }
    if display.isPrivate { print("(on a private Xvfb, \(display.name))") }
    for (name, run) in live where chosen.contains(name) {
        run(display.name)
        print("")
    }
    display.stop()
}
