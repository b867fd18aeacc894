import Foundation
import TestSupport

/// Fingers pressed on the inputtest touchscreen and moved in small circles, every finger
/// updated at a fixed tick rate, for a fixed time: a flood of real XI2 touch events.
///
/// Each tick writes one batch (every finger's update) in a single write to the driver's
/// socket; the protocol has no per-event reply, so nothing waits on the server except a full
/// socket. Ticks run on a thread of their own against absolute deadlines. A tick that comes
/// due while the previous one is still being written, or while the thread was not running,
/// is skipped rather than sent late in a burst, and counted: the rate reported is the rate
/// that really reached the driver.
///
/// The thread asks for real-time scheduling (SCHED_FIFO), which root gets: on a small busy
/// machine an ordinary thread woken every millisecond misses about half its ticks to other
/// processes, and the flood would measure the scheduler instead of the app. It sleeps between
/// ticks, so it takes little CPU from the app and the server it competes with. Without the
/// permission it runs at normal priority and says so.
struct TouchFlood: Sendable {
    /// What was sent, and when.
    struct Report: Sendable {
        /// When each batch of updates was handed to the driver (just before its write).
        var batchTimes: [ContinuousClock.Instant]
        /// Touch updates sent: fingers × batches.
        var updates: Int
        /// Ticks skipped because the injector was late for them.
        var missedTicks: Int
        /// The longest a batch took to write (a full socket blocks until the server reads).
        var longestWrite: Duration
        /// From the first update batch to the last.
        var elapsed: Duration
        /// Whether the injecting thread ran with real-time priority.
        var isRealtime: Bool

        var firstUpdate: ContinuousClock.Instant? { batchTimes.first }
        var lastUpdate: ContinuousClock.Instant? { batchTimes.last }

        /// Touch updates per second that really reached the driver.
        var updatesPerSecond: Double {
            Double(updates) / max(TouchFlood.seconds(elapsed), 1e-9)
        }
    }

    /// Each finger circles this far from the spot it went down on, in pixels: far enough
    /// that every update moves it (and its card) on screen.
    static let circleRadius = 40.0
    /// Turns per second of every finger's circle.
    static let revolutionsPerSecond = 1.0
    /// The injecting thread's SCHED_FIFO priority (1…99): above every ordinary process, far
    /// below the kernel's own real-time threads.
    static let realtimePriority: Int32 = 10

    let device: InputTestDevice
    /// Where each finger goes down, in screen pixels; finger n gets touch id n + 1.
    let startPoints: [(x: Double, y: Double)]
    /// Batches per second: each finger's update rate.
    let tickRate: Double
    let duration: Duration

    /// Runs the flood on a thread of its own (the test's cooperative threads may be busy for
    /// longer than a tick), then lifts every finger and waits until the server has
    /// processed everything.
    func run() async throws -> Report {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Swift.Result { try flood() }) }
            thread.name = "Touch flood"
            thread.start()
        }
    }

    /// Finger `index`'s position `seconds` into the flood: on a circle through its start
    /// point, phases spread so fingers do not move in lockstep.
    func position(of index: Int, at seconds: Double) -> (x: Double, y: Double) {
        let start = startPoints[index]
        let phase = 2 * Double.pi * Double(index) / Double(max(startPoints.count, 1))
        let angle = 2 * Double.pi * TouchFlood.revolutionsPerSecond * seconds
        // The circle's centre sits one radius from the start point, towards `phase`.
        let center = (x: start.x - TouchFlood.circleRadius * cos(phase), y: start.y - TouchFlood.circleRadius * sin(phase))
        return (center.x + TouchFlood.circleRadius * cos(phase + angle), center.y + TouchFlood.circleRadius * sin(phase + angle))
    }

    private func flood() throws -> Report {
        var scheduling = sched_param(sched_priority: TouchFlood.realtimePriority)
        let isRealtime = pthread_setschedparam(pthread_self(), SCHED_FIFO, &scheduling) == 0
        let fingers = startPoints.indices
        func events(_ phase: InputTestDevice.TouchPhase, at seconds: Double) -> [InputTestDevice.TouchEvent] {
            fingers.map { index in
                let p = position(of: index, at: seconds)
                return InputTestDevice.TouchEvent(id: UInt32(index + 1), phase: phase, x: p.x, y: p.y)
            }
        }
        try device.touches(events(.begin, at: 0))
        let interval = 1 / tickRate
        let start = ContinuousClock.now
        let end = start + duration
        var batchTimes: [ContinuousClock.Instant] = []
        batchTimes.reserveCapacity(Int(TouchFlood.seconds(duration) * tickRate) + 1)
        var tick = 1
        var missed = 0
        var longestWrite = Duration.zero
        var lastSeconds = 0.0
        while true {
            let due = start + .seconds(interval * Double(tick))
            if due > end { break }
            TouchFlood.sleep(until: due)
            let now = ContinuousClock.now
            let seconds = TouchFlood.seconds(now - start)
            // Late by a whole tick or more: those ticks are gone; this one sends where the
            // fingers are now.
            let current = Int(seconds / interval)
            if current > tick {
                missed += current - tick
                tick = current
            }
            try device.touches(events(.update, at: seconds))
            longestWrite = max(longestWrite, ContinuousClock.now - now)
            batchTimes.append(now)
            lastSeconds = seconds
            tick += 1
        }
        try device.touches(events(.end, at: lastSeconds))
        try device.sync()
        let elapsed = (batchTimes.last ?? start) - (batchTimes.first ?? start)
        return Report(batchTimes: batchTimes, updates: batchTimes.count * startPoints.count, missedTicks: missed,
                      longestWrite: longestWrite, elapsed: elapsed, isRealtime: isRealtime)
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// Blocks the thread until `instant` (at once if it has passed).
    private static func sleep(until instant: ContinuousClock.Instant) {
        let remaining = seconds(instant - .now)
        guard remaining > 0 else { return }
        var request = timespec(tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
        var left = timespec()
        while nanosleep(&request, &left) != 0, errno == EINTR { request = left }
    }
}
