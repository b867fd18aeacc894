import Foundation
import GestureSoak
import OpenUIKit

// Plays synthesized gestures into each demo app's real view controllers, headless, and
// prints memory, live views and Cairo surfaces as it goes. Prints figures; asserts nothing
// but exits 1 when a limit of docs/RELIABILITY.md is broken, so scripts can rely on it.
//
//   swift run -c release OpenUIKitSoak [--gestures N] [--app playingcard|table|faceit|all]

/// Gestures per app unless `--gestures` says otherwise.
let defaultGestures = 100_000
/// RSS may grow by at most this fraction between the end of the warm-up and the end.
let residentGrowthLimit = 0.05

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: OpenUIKitSoak [--gestures N] [--app playingcard|table|faceit|all]\n".utf8))
    exit(64)
}

var gestures = defaultGestures
var scenarios: [SoakScenario]? = nil
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--gestures":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else { usage() }
        gestures = value
    case "--app":
        guard let value = arguments.popFirst() else { usage() }
        if value == "all" {
            scenarios = nil
        } else {
            guard let scenario = MainActor.assumeIsolated({ SoakScenario.named(value) }) else { usage() }
            scenarios = (scenarios ?? []) + [scenario]
        }
    case "--help", "-h":
        print("usage: OpenUIKitSoak [--gestures N] [--app playingcard|table|faceit|all]")
        exit(0)
    default:
        usage()
    }
}

func megabytes(_ kilobytes: Int) -> String { String(format: "%.1f MB", Double(kilobytes) / 1024) }
func heapMegabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_048_576) }

let passed = MainActor.assumeIsolated { () -> Bool in
    var passed = true
    for scenario in scenarios ?? SoakScenario.all {
        let configuration = GestureSoak.Configuration(gestures: gestures)
        print("\(scenario.name): \(configuration.gestures) gestures (\(SoakGesture.allCases.map(\.rawValue).joined(separator: ", "))), warm-up \(configuration.warmupGestures)")
        print("   gestures   seconds        RSS   heap in use   views  surfaces")
        let report = GestureSoak(scenario: scenario).run(configuration) { sample in
            print(String(format: "%11d %9.1f %10@ %13@ %7d %9d", sample.gestures, sample.seconds,
                         megabytes(sample.residentKilobytes) as NSString, heapMegabytes(sample.heapBytes) as NSString,
                         sample.views, sample.surfaces))
            fflush(nil)
        }
        let growth = report.residentGrowth
        print(String(format: "  %.0f gestures/s, %d touch events, %d frames in %.1f s", report.gesturesPerSecond,
                     report.touchEvents, report.frames, report.seconds))
        print("  RSS: start \(megabytes(report.start.residentKilobytes)), after warm-up \(megabytes(report.afterWarmup.residentKilobytes)), "
              + "end \(megabytes(report.end.residentKilobytes)): " + String(format: "%+.2f %%", growth * 100)
              + " (limit \(Int(residentGrowthLimit * 100)) %)")
        print("  heap in use: after warm-up \(heapMegabytes(report.afterWarmup.heapBytes)), end \(heapMegabytes(report.end.heapBytes))")
        print("  views: after warm-up \(report.afterWarmup.views), peak after \(report.peakViewsAfterWarmup), end \(report.end.views); "
              + "before the window \(report.beforeWindow.views), after releasing it \(report.afterRelease.views)")
        print("  surfaces: after warm-up \(report.afterWarmup.surfaces), peak after \(report.peakSurfacesAfterWarmup), end \(report.end.surfaces); "
              + "before the window \(report.beforeWindow.surfaces), after releasing it \(report.afterRelease.surfaces)")
        let flat = growth < residentGrowthLimit && report.end.views <= report.afterWarmup.views
            && report.end.surfaces <= report.afterWarmup.surfaces
            && report.afterRelease.views == report.beforeWindow.views && report.afterRelease.surfaces == report.beforeWindow.surfaces
        print("  \(flat ? "flat" : "GREW")")
        print("")
        passed = passed && flat
    }
    return passed
}
exit(passed ? 0 : 1)
