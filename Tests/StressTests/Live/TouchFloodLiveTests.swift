import Foundation
import GestureSoak
import OpenUIKit
import PlayingCardKit
import Testing
import TestSupport

/// Ten real fingers, each on a card of `PlayingCard --table 10`, moving at 1 kHz through
/// Xorg's inputtest driver: 10 000 XI2 touch updates a second against the running app.
///
/// The app must keep up: each run-loop turn drains what is pending, coalesces it to one
/// update per finger and presents at most one frame, so however fast events come, a frame
/// never carries more than a few per finger and the lag from an injected event to the
/// frame showing it stays bounded instead of growing with a backlog. Its memory stays
/// flat. Figures are printed; the limits asserted are generous, so that a loaded machine
/// meets them and only a real backlog or leak fails.
///
/// In the suite the flood lasts `defaultDuration`; for the long run set
/// `OPENUIKIT_FLOOD_SECONDS`, e.g.
/// `OPENUIKIT_FLOOD_SECONDS=10 swift test --skip-build --filter TouchFloodLiveTests`.
@Suite("Touch flood (live)")
struct TouchFloodLiveTests {
    static let fingers = 10
    /// Updates per finger per second.
    static let tickRate = 1_000.0
    /// How long the flood lasts in the suite.
    static let defaultDuration: Duration = .seconds(2)
    /// Seconds, overriding `defaultDuration`.
    static let durationVariable = "OPENUIKIT_FLOOD_SECONDS"
    /// The first part of the flood is left out of the figures and is the RSS baseline: the
    /// cards start moving, backing stores and caches are made.
    static let warmupShare = 0.25

    /// The window, in points (and pixels: the app runs at scale 1).
    static let windowWidth = 1_000.0
    static let windowHeight = 600.0

    /// Lag from an injected update to the frame showing it, and from the last update to the
    /// last frame, in seconds: a frame at 60 Hz is 0.017 s; a backlog would grow past any
    /// bound, and this one is loose enough for a loaded 2-core machine.
    static let lagLimit = 0.5
    /// A frame may carry at most this many input events per finger: one coalesced move, plus
    /// a begin or an end at the edges of the flood.
    static let inputEventsPerFingerLimit = 2
    /// The real injected rate must reach at least this share of the target, or the
    /// injector, not the app, is what is measured.
    static let minimumInjectedShare = 0.1
    /// The app presents at least this many frames a second while fingers move (60 Hz is
    /// what a screen shows; this only catches an app that stalled).
    static let minimumFramesPerSecond = 10.0
    /// RSS may grow by at most this share from the end of the warm-up to the end.
    static let residentGrowthLimit = 0.05
    /// After the last update, the app is done once no frame has come for this long.
    static let settleTime: Duration = .milliseconds(300)
    /// How often the app's RSS is read.
    static let residentSampleInterval: Duration = .milliseconds(100)

    static var duration: Duration {
        if let text = ProcessInfo.processInfo.environment[durationVariable], let seconds = Double(text), seconds > 0 {
            return .seconds(seconds)
        }
        return defaultDuration
    }

    @Test func tenFingersAtOneKilohertzOnTenCards() async throws {
        try await InputTestServer.withShared { xorg in
            let app = try await AppRun("PlayingCard", displayName: xorg.displayName, arguments: [
                "--table", String(Self.fingers), "--seed", "1", "--scale", "1",
                "--size", "\(Int(Self.windowWidth))x\(Int(Self.windowHeight))",
            ])
            // The table deals its cards first: the flood starts once they have landed, so
            // that what is measured is input alone, not input during an animation (whose
            // frames come at the refresh rate, each carrying every turn's input since the
            // last).
            await app.waitForFrames(after: 0)
            let (ox, oy) = try app.origin()
            let units = await MainActor.run {
                CardTableView.gridPositions(count: Self.fingers, tableSize: CGSize(width: Self.windowWidth, height: Self.windowHeight))
            }
            // Each finger on the middle of its card.
            let starts = units.map { (x: Double(ox) + Double($0.x) * Self.windowWidth, y: Double(oy) + Double($0.y) * Self.windowHeight) }
            let pid = app.child.processIdentifier
            let sampler = Task { () -> [(ContinuousClock.Instant, Int)] in
                var samples: [(ContinuousClock.Instant, Int)] = []
                while !Task.isCancelled {
                    if let kilobytes = ProcessMemory.residentKilobytes(pid: pid) { samples.append((.now, kilobytes)) }
                    try? await Task.sleep(for: Self.residentSampleInterval)
                }
                return samples
            }
            let duration = Self.duration
            let flood = try await TouchFlood(device: xorg.touchscreen, startPoints: starts, tickRate: Self.tickRate,
                                             duration: duration).run()
            await Self.waitUntilQuiet(app)
            sampler.cancel()
            let residentSamples = await sampler.value

            let first = try #require(flood.firstUpdate), last = try #require(flood.lastUpdate)
            let steadyFrom = first + duration * Self.warmupShare
            let frames = app.child.lines.filter { $0.stream == .standardOutput }
                .compactMap { FrameLogLine($0.text, receivedAt: $0.receivedAt) }
                .filter { $0.receivedAt >= first }
            let steady = frames.filter { $0.receivedAt >= steadyFrom && $0.receivedAt <= last }

            let appLatency = Distribution(steady.compactMap(\.latencySeconds))
            let endToEnd = Distribution(Self.oldestUpdateAges(frames: frames, batchTimes: flood.batchTimes, from: steadyFrom, to: last))
            let drain = frames.last.map { TouchFlood.seconds($0.receivedAt - last) } ?? .nan
            let steadySeconds = TouchFlood.seconds(last - steadyFrom)
            let framesPerSecond = Double(steady.count) / max(steadySeconds, 1e-9)
            let maximumInput = steady.map(\.inputEvents).max() ?? 0
            let inputPerFrame = Distribution(steady.map { Double($0.inputEvents) })
            let baseline = residentSamples.last { $0.0 <= steadyFrom }?.1 ?? residentSamples.first?.1 ?? 0
            let startResident = residentSamples.first?.1 ?? 0, endResident = residentSamples.last?.1 ?? 0
            let growth = Double(endResident - baseline) / Double(max(baseline, 1))
            let overflows = Self.serverQueueOverflows(xorg)

            print("""
                touch flood: \(Self.fingers) fingers × \(Int(Self.tickRate)) Hz for \(duration) against PlayingCard --table \(Self.fingers)
                  injected: \(flood.updates) updates in \(String(format: "%.3f", TouchFlood.seconds(flood.elapsed))) s = \
                \(String(format: "%.0f", flood.updatesPerSecond)) updates/s (target \(Int(Self.tickRate) * Self.fingers)); \
                \(flood.missedTicks) ticks missed; longest write \(flood.longestWrite); injector thread \
                \(flood.isRealtime ? "real-time (SCHED_FIFO)" : "at normal priority (no permission for real-time)")
                  server: \(overflows) input-queue overflow messages in Xorg.log
                  frames: \(frames.count) in all, \(steady.count) after the warm-up = \(String(format: "%.0f", framesPerSecond)) per second; \
                input events per frame: median \(Int(inputPerFrame.median)), max \(maximumInput)
                  app latency (read off the connection → presented): \(appLatency)
                  end-to-end lag (oldest injected update in a frame → frame read by the test): \(endToEnd)
                  last update → last frame: \(String(format: "%.2f ms", drain * 1000))
                  app RSS: start \(startResident) kB, after the warm-up \(baseline) kB, end \(endResident) kB \
                (\(String(format: "%+.2f", growth * 100)) %), peak \(residentSamples.map(\.1).max() ?? 0) kB
                """)

            #expect(flood.updatesPerSecond >= Self.tickRate * Double(Self.fingers) * Self.minimumInjectedShare,
                    "the injector reached \(flood.updatesPerSecond) updates/s")
            #expect(framesPerSecond >= Self.minimumFramesPerSecond, "the app presented \(framesPerSecond) frames/s while flooded")
            #expect(maximumInput <= Self.fingers * Self.inputEventsPerFingerLimit, "a frame carried \(maximumInput) input events")
            #expect(!endToEnd.isEmpty && endToEnd.maximum <= Self.lagLimit, "lag: \(endToEnd)")
            #expect(drain <= Self.lagLimit, "the last frame came \(drain) s after the last update")
            #expect(growth < Self.residentGrowthLimit, "RSS \(baseline) → \(endResident) kB")
        }
    }

    /// For each frame after `from` (up to `to`) that input caused, how old its oldest update
    /// was when the test read the frame's line: the frame read everything the server had sent
    /// since the previous frame read the connection (its line time minus its latency), so
    /// its oldest update is the first batch written after that read. Counts the server's
    /// share of the lag only as far as it kept up (an update still inside the server when
    /// the app read is attributed to the frame before the one that shows it).
    static func oldestUpdateAges(frames: [FrameLogLine], batchTimes: [ContinuousClock.Instant],
                                 from: ContinuousClock.Instant, to: ContinuousClock.Instant) -> [Double] {
        var ages: [Double] = []
        var previousRead: ContinuousClock.Instant?
        for frame in frames {
            guard let latency = frame.latencySeconds else { continue }
            let read = frame.receivedAt - .seconds(latency)
            defer { previousRead = read }
            guard let previousRead, frame.receivedAt >= from, frame.receivedAt <= to else { continue }
            // The first batch written after the previous read (binary search: times ascend).
            var low = 0, high = batchTimes.count
            while low < high {
                let middle = (low + high) / 2
                if batchTimes[middle] <= previousRead { low = middle + 1 } else { high = middle }
            }
            guard low < batchTimes.count, batchTimes[low] <= read else { continue }
            ages.append(TouchFlood.seconds(frame.receivedAt - batchTimes[low]))
        }
        return ages
    }

    /// Waits until the app has presented nothing new for `settleTime`.
    static func waitUntilQuiet(_ app: AppRun) async {
        let deadline = ContinuousClock.now + LiveTiming.eventTimeout
        var seen = app.framesPresented
        while ContinuousClock.now < deadline {
            try? await Task.sleep(for: settleTime)
            let now = app.framesPresented
            if now == seen { return }
            seen = now
        }
    }

    /// How many times Xorg said its input event queue overflowed (events were dropped).
    static func serverQueueOverflows(_ xorg: InputTestServer) -> Int {
        let log = xorg.server.directory.appendingPathComponent("Xorg.log")
        guard let data = FileManager.default.contents(atPath: log.path) else { return 0 }
        return String(decoding: data, as: UTF8.self).components(separatedBy: "EQ overflowing").count - 1
    }
}
