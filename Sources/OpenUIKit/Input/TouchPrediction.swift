import Foundation

/// The readings behind `UIEvent.coalescedTouches(for:)` and `predictedTouches(for:)`, made
/// when an app asks (the per-event path allocates nothing for them).
///
/// The prediction is a straight line: the touch keeps the velocity of its last two readings
/// for `predictedTouchCount` steps of `predictionStep` seconds, so the last predicted touch is
/// one 60 Hz frame ahead, about the latency a drawing app hides with it. Pressure and tilt
/// stay as last read.
@MainActor
enum TouchPrediction {
    /// How many predicted touches an event offers per moving touch.
    static let predictedTouchCount = 2
    /// The time between predicted readings, in seconds (half a 60 Hz frame).
    static let predictionStep: TimeInterval = 1.0 / 120.0

    /// The touch's readings in this event as touches, oldest first, the last at its current
    /// reading.
    static func coalescedTouches(of touch: UITouch) -> [UITouch] {
        var previous = TouchSample(location: touch.previousLocationInWindow, timestamp: touch.previousTimestamp,
                                   axes: touch.axes)
        var touches: [UITouch] = []
        touches.reserveCapacity(touch.coalescedSamples.count + 1)
        for sample in touch.coalescedSamples + [touch.currentSample] {
            touches.append(UITouch(copyOf: touch, at: sample, from: previous, estimated: []))
            previous = sample
        }
        return touches
    }

    /// The touch's predicted next readings as touches; empty when it is not moving (no
    /// velocity to go on) or has lifted.
    static func predictedTouches(of touch: UITouch) -> [UITouch] {
        guard touch.phase == .moved, let velocity = velocity(of: touch), velocity != .zero else { return [] }
        var previous = touch.currentSample
        var touches: [UITouch] = []
        for step in 1...predictedTouchCount {
            let ahead = predictionStep * TimeInterval(step)
            let location = CGPoint(x: touch.locationInWindow.x + velocity.dx * ahead,
                                   y: touch.locationInWindow.y + velocity.dy * ahead)
            guard location.isFinite else { break }
            let sample = TouchSample(location: location, timestamp: touch.timestamp + ahead, axes: touch.axes)
            touches.append(UITouch(copyOf: touch, at: sample, from: previous,
                                   estimated: [.location, .force, .altitude, .azimuth]))
            previous = sample
        }
        return touches
    }

    /// Points per second between the touch's last two readings; nil when they share a time.
    static func velocity(of touch: UITouch) -> CGVector? {
        let earlier = touch.coalescedSamples.last
            ?? TouchSample(location: touch.previousLocationInWindow, timestamp: touch.previousTimestamp)
        let interval = touch.timestamp - earlier.timestamp
        guard interval > 0, interval.isFinite else { return nil }
        return CGVector(dx: (touch.locationInWindow.x - earlier.location.x) / interval,
                        dy: (touch.locationInWindow.y - earlier.location.y) / interval)
    }
}
