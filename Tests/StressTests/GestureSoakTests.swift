import Foundation
import GestureSoak
import OpenUIKit
import Testing

/// A short soak of every demo app: thousands of synthesized gestures of every kind into
/// the apps' real view controllers, headless, with drawing and compositing every frame.
/// The full run (100 000 gestures per app) is `swift run -c release OpenUIKitSoak`.
@Suite("Gesture soak", .serialized)
@MainActor
struct GestureSoakTests {
    /// One app's short soak: its gestures, and the warm-up before the baseline (every kind
    /// on every target at least once). The table composites thirteen cards, some turned,
    /// and is the slowest per gesture, so it plays fewest.
    struct Run: Sendable, CustomTestStringConvertible {
        var app: String
        var gestures: Int
        var warmupGestures: Int
        var testDescription: String { "\(app), \(gestures) gestures" }
    }

    nonisolated static let runs = [
        Run(app: "playingcard", gestures: 2_000, warmupGestures: 500),
        Run(app: "table", gestures: 600, warmupGestures: 240),
        Run(app: "faceit", gestures: 1_500, warmupGestures: 400),
    ]

    /// RSS may grow by at most this fraction from the end of the warm-up to the end.
    static let residentGrowthLimit = 0.05

    @Test(arguments: runs)
    func memoryViewsAndSurfacesStayFlat(_ run: Run) throws {
        let scenario = try #require(SoakScenario.named(run.app))
        let report = GestureSoak(scenario: scenario).run(.init(gestures: run.gestures, warmupGestures: run.warmupGestures))
        print(String(format: "soak %@: %d gestures at %.0f/s; RSS %d → %d → %d kB (%+.2f %%); heap %d → %d bytes; views %d → %d (peak %d); surfaces %d → %d (peak %d); released: views %d → %d, surfaces %d → %d",
                     report.scenario, report.gestures, report.gesturesPerSecond,
                     report.start.residentKilobytes, report.afterWarmup.residentKilobytes, report.end.residentKilobytes,
                     report.residentGrowth * 100, report.afterWarmup.heapBytes, report.end.heapBytes,
                     report.afterWarmup.views, report.end.views, report.peakViewsAfterWarmup,
                     report.afterWarmup.surfaces, report.end.surfaces, report.peakSurfacesAfterWarmup,
                     report.beforeWindow.views, report.afterRelease.views, report.beforeWindow.surfaces, report.afterRelease.surfaces))
        #expect(report.gesturesByKind.count == SoakGesture.allCases.count, "every kind played: \(report.gesturesByKind)")
        #expect(report.residentGrowth < Self.residentGrowthLimit, "RSS grew \(report.residentGrowth * 100) % after the warm-up")
        #expect(report.end.views <= report.afterWarmup.views, "views: \(report.afterWarmup.views) → \(report.end.views)")
        #expect(report.end.surfaces <= report.afterWarmup.surfaces, "surfaces: \(report.afterWarmup.surfaces) → \(report.end.surfaces)")
        // At most as many as before the window: the counters are the process's, and views or
        // surfaces an earlier test left to be freed may go while the soak runs (seen with a
        // filtered run: 16 surfaces before, 4 after).
        #expect(report.afterRelease.views <= report.beforeWindow.views, "the window's views were all freed")
        #expect(report.afterRelease.surfaces <= report.beforeWindow.surfaces, "the window's surfaces were all freed")
    }
}
