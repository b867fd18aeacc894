import Foundation

/// Estimates how fast a 2-D quantity changes, per second, from timestamped samples: a
/// straight-line least-squares fit over the samples of the last `window` seconds.
///
/// Why a fit and not UIKit's exponential smoothing (0.2·latest + 0.8·previous): smoothing
/// starts at zero and needs a dozen samples to come within a few percent of a steady speed,
/// and a single jittery sample moves it a lot; a fit over 100 ms is exact for steady motion at
/// any sample rate, and averages jitter out. Flutter's tracker does the same (with a quadratic).
///
/// Robustness: samples whose timestamps repeat or go backwards are treated as simultaneous
/// with the newest one; when all samples are (nearly) simultaneous, or only one remains after
/// a pause longer than `stopGap`, the velocity is zero. It is never NaN or infinite.
///
/// Cost: adding a sample is O(1) (a ring buffer); asking for the velocity is O(samples),
/// at most `maximumSamples`. Neither allocates, nor does `reset(thresholds:)` unless the
/// number of samples changes: the ring is made once, at its full size.
///
/// Non-copyable, and the ring is raw memory it owns: a recognizer adds a sample on every
/// move, and the only other ways to keep the samples (an array, or a shared buffer copied on
/// write) put calls into the standard library or a copy inside that mutation, which makes the
/// optimizer keep runtime exclusivity checks on the recognizer's estimator.
///
/// Used by pan (points), pinch (scale in `x`), rotation (radians in `x`) and swipe.
struct VelocityEstimator: ~Copyable {
    private struct Sample {
        var time: TimeInterval
        var x: Double
        var y: Double
    }

    private(set) var window: TimeInterval = 0
    private(set) var stopGap: TimeInterval = 0
    private var ring: UnsafeMutablePointer<Sample>
    private var capacity: Int
    private var next = 0
    private var count = 0

    /// Timestamps closer together than this, in seconds, are the same instant to the fit.
    private static let minimumTimeSpread: TimeInterval = 1e-6

    init(thresholds: GestureThresholds) {
        capacity = VelocityEstimator.capacity(for: thresholds)
        ring = VelocityEstimator.makeRing(capacity: capacity)
        reset(thresholds: thresholds)
    }

    deinit {
        ring.deinitialize(count: capacity)
        ring.deallocate()
    }

    private static func makeRing(capacity: Int) -> UnsafeMutablePointer<Sample> {
        let ring = UnsafeMutablePointer<Sample>.allocate(capacity: capacity)
        ring.initialize(repeating: Sample(time: 0, x: 0, y: 0), count: capacity)
        return ring
    }

    private static func capacity(for thresholds: GestureThresholds) -> Int {
        max(2, thresholds.velocityMaximumSamples)
    }

    /// Whether `thresholds` ask for the ring this estimator has, so that
    /// `reset(thresholds:)` may take them up.
    func fits(_ thresholds: GestureThresholds) -> Bool {
        VelocityEstimator.capacity(for: thresholds) == capacity
    }

    /// Forgets every sample and takes up `thresholds`' window and stop gap: what a
    /// recognizer's reset needs. It never allocates: the ring keeps its size, which must be
    /// the one `thresholds` ask for (`fits`); for another size, make a new estimator (outside
    /// any access to the stored one, or allocating there would bring back the runtime
    /// exclusivity checks on it).
    mutating func reset(thresholds: GestureThresholds) {
        assert(fits(thresholds), "VelocityEstimator.reset(thresholds:) with another number of samples")
        window = thresholds.velocitySampleWindow.isFinite ? max(0, thresholds.velocitySampleWindow) : 0.1
        stopGap = thresholds.velocityStopGap.isFinite ? max(0, thresholds.velocityStopGap) : 0.04
        clear()
    }

    /// Records `value` at `time` (seconds). Non-finite values are dropped.
    mutating func add(_ value: CGPoint, at time: TimeInterval) {
        guard value.isFinite, time.isFinite else { return }
        // Time never runs backwards for the fit: a late sample counts as simultaneous.
        let t = max(time, newest?.time ?? time)
        ring[next] = Sample(time: t, x: Double(value.x), y: Double(value.y))
        // Wrapped by comparison, not `%`: an integer division on every sample is slower.
        next = next + 1 == capacity ? 0 : next + 1
        count = min(count + 1, capacity)
    }

    /// Forgets everything but the newest sample, so the next velocity is measured from it
    /// alone (what setting a recognizer's translation, scale or rotation asks for), optionally
    /// moving that sample to `value`.
    mutating func restart(from value: CGPoint? = nil) {
        guard var kept = newest else { return clear() }
        if let value, value.isFinite {
            kept.x = Double(value.x)
            kept.y = Double(value.y)
        }
        ring[0] = kept
        next = 1 % capacity
        count = 1
    }

    mutating func clear() {
        next = 0
        count = 0
    }

    /// Seconds between the oldest and newest samples the velocity is fitted over: how much
    /// time the estimate rests on (0 when the samples are simultaneous).
    var timeSpan: TimeInterval {
        let n = recentCount
        guard n > 0, let newest = sample(age: 0), let oldest = sample(age: n - 1) else { return 0 }
        return newest.time - oldest.time
    }

    /// Units of the samples per second.
    var velocity: CGVector {
        let n = recentCount
        guard n >= 2, let last = sample(age: 0), let first = sample(age: n - 1) else { return .zero }
        // Oldest first, as the sums have always been taken (the result is the same to the bit).
        // Times relative to the newest sample keep the sums small and exact.
        let count = Double(n)
        var meanT = 0.0, meanX = 0.0, meanY = 0.0
        for age in stride(from: n - 1, through: 0, by: -1) {
            guard let s = sample(age: age) else { continue }
            meanT += (s.time - last.time) / count
            meanX += s.x / count
            meanY += s.y / count
        }
        var stt = 0.0, stx = 0.0, sty = 0.0
        for age in stride(from: n - 1, through: 0, by: -1) {
            guard let s = sample(age: age) else { continue }
            let dt = (s.time - last.time) - meanT
            stt += dt * dt
            stx += dt * (s.x - meanX)
            sty += dt * (s.y - meanY)
        }
        let spread = last.time - first.time
        guard spread >= VelocityEstimator.minimumTimeSpread, stt > 0 else { return .zero }
        let vx = stx / stt, vy = sty / stt
        guard vx.isFinite, vy.isFinite else { return .zero }
        return CGVector(dx: vx, dy: vy)
    }

    /// The sample `age` places before the newest (0: the newest), if there is one.
    private func sample(age: Int) -> Sample? {
        guard age >= 0, age < count else { return nil }
        // `next - 1 - age` lies in -capacity..<capacity, since age < count <= capacity.
        let index = next - 1 - age
        return ring[index < 0 ? index + capacity : index]
    }

    /// How many of the newest samples are inside the window, cut at the last pause.
    private var recentCount: Int {
        var taken = 0
        var newestTime = 0.0, newerTime = 0.0
        while let s = sample(age: taken) {
            if taken > 0 {
                if newerTime - s.time > stopGap { break }
                if newestTime - s.time > window { break }
            } else {
                newestTime = s.time
            }
            newerTime = s.time
            taken += 1
        }
        return taken
    }

    private var newest: Sample? { sample(age: 0) }
}
