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
/// at most `maximumSamples`.
///
/// Used by pan (points), pinch (scale in `x`) and rotation (radians in `x`).
struct VelocityEstimator {
    private struct Sample {
        var time: TimeInterval
        var x: Double
        var y: Double
    }

    let window: TimeInterval
    let stopGap: TimeInterval
    private var ring: [Sample]
    private var next = 0
    private var count = 0

    /// Timestamps closer together than this, in seconds, are the same instant to the fit.
    private static let minimumTimeSpread: TimeInterval = 1e-6

    init(thresholds: GestureThresholds) {
        window = thresholds.velocitySampleWindow.isFinite ? max(0, thresholds.velocitySampleWindow) : 0.1
        stopGap = thresholds.velocityStopGap.isFinite ? max(0, thresholds.velocityStopGap) : 0.04
        ring = []
        ring.reserveCapacity(max(2, thresholds.velocityMaximumSamples))
        capacity = max(2, thresholds.velocityMaximumSamples)
    }

    private let capacity: Int

    /// Records `value` at `time` (seconds). Non-finite values are dropped.
    mutating func add(_ value: CGPoint, at time: TimeInterval) {
        guard value.isFinite, time.isFinite else { return }
        // Time never runs backwards for the fit: a late sample counts as simultaneous.
        let t = max(time, newest?.time ?? time)
        let sample = Sample(time: t, x: Double(value.x), y: Double(value.y))
        if ring.count < capacity {
            ring.append(sample)
        } else {
            ring[next] = sample
        }
        next = (next + 1) % capacity
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
        clear()
        ring.append(kept)
        next = 1 % capacity
        count = 1
    }

    mutating func clear() {
        ring.removeAll(keepingCapacity: true)
        next = 0
        count = 0
    }

    /// Units of the samples per second.
    /// Seconds between the oldest and newest samples the velocity is fitted over: how much
    /// time the estimate rests on (0 when the samples are simultaneous).
    var timeSpan: TimeInterval {
        let samples = recentSamples()
        guard let first = samples.first, let last = samples.last else { return 0 }
        return last.time - first.time
    }

    var velocity: CGVector {
        let samples = recentSamples()
        guard samples.count >= 2, let last = samples.last else { return .zero }
        // Times relative to the newest sample keep the sums small and exact.
        let n = Double(samples.count)
        var meanT = 0.0, meanX = 0.0, meanY = 0.0
        for s in samples {
            meanT += (s.time - last.time) / n
            meanX += s.x / n
            meanY += s.y / n
        }
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in samples {
            let dt = (s.time - last.time) - meanT
            stt += dt * dt
            stx += dt * (s.x - meanX)
            sty += dt * (s.y - meanY)
        }
        let spread = samples[samples.count - 1].time - samples[0].time
        guard spread >= VelocityEstimator.minimumTimeSpread, stt > 0 else { return .zero }
        let vx = stx / stt, vy = sty / stt
        guard vx.isFinite, vy.isFinite else { return .zero }
        return CGVector(dx: vx, dy: vy)
    }

    /// The samples inside the window, oldest first, cut at the last pause.
    private func recentSamples() -> [Sample] {
        guard count > 0 else { return [] }
        var result: [Sample] = []
        result.reserveCapacity(count)
        var newer: Sample?
        for i in 0..<count {
            let index = (next - 1 - i + capacity * 2) % capacity
            guard index < ring.count else { break }
            let s = ring[index]
            if let newer, newer.time - s.time > stopGap { break }
            if let first = result.first, first.time - s.time > window { break }
            result.append(s)
            newer = s
        }
        return result.reversed()
    }

    private var newest: Sample? {
        guard count > 0 else { return nil }
        let index = (next - 1 + capacity) % capacity
        return index < ring.count ? ring[index] : nil
    }
}
