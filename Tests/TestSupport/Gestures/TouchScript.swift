import Foundation
import OpenUIKit

/// Builds streams of `InputEvent.touch` values on a time line, the way a touchscreen reports
/// them: each call appends events at the script's current time, `wait` moves time on, and
/// `move(_:to:duration:steps:)` interpolates a straight move at an even sample rate.
///
/// ```swift
/// var script = TouchScript()
/// script.down(1, at: CGPoint(x: 100, y: 100))
/// script.move(1, to: CGPoint(x: 200, y: 100), duration: 0.2, steps: 12)
/// script.up(1)
/// harness.send(script)
/// ```
public struct TouchScript {
    public private(set) var events: [InputEvent] = []
    /// Seconds on the input clock.
    public var time: TimeInterval
    public var deviceID: Int
    public var isDirect: Bool
    /// Where each finger that is down is, by touch id.
    public private(set) var positions: [Int: CGPoint] = [:]

    /// A script starting at `time`; `fingersDown` are fingers already down (by touch id),
    /// for a script that carries on from an earlier one.
    public init(startingAt time: TimeInterval = 0, deviceID: Int = 2, isDirect: Bool = true,
                fingersDown: [Int: CGPoint] = [:]) {
        self.time = time
        self.deviceID = deviceID
        self.isDirect = isDirect
        self.positions = fingersDown
    }

    public mutating func wait(_ seconds: TimeInterval) {
        time += seconds
    }

    public mutating func down(_ id: Int, at location: CGPoint) {
        positions[id] = location
        append(id, .began, location)
    }

    /// One move event, at the current time.
    public mutating func move(_ id: Int, to location: CGPoint) {
        positions[id] = location
        append(id, .moved, location)
    }

    /// A straight move over `duration` seconds in `steps` equal events.
    public mutating func move(_ id: Int, to location: CGPoint, duration: TimeInterval, steps: Int) {
        moveTogether([id: location], duration: duration, steps: steps)
    }

    /// Several fingers moving at once: each step moves every finger, one event per finger at
    /// the same timestamp, as XI2 reports them.
    public mutating func moveTogether(_ targets: [Int: CGPoint], duration: TimeInterval, steps: Int) {
        let steps = max(1, steps)
        let starts = targets.keys.reduce(into: [Int: CGPoint]()) { $0[$1] = positions[$1] ?? targets[$1] }
        let start = time
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            time = start + duration * Double(step) / Double(steps)
            for id in targets.keys.sorted() {
                guard let from = starts[id], let to = targets[id] else { continue }
                move(id, to: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
            }
        }
    }

    public mutating func up(_ id: Int) {
        let location = positions[id] ?? .zero
        positions[id] = nil
        append(id, .ended, location)
    }

    /// The touch is taken away (its device vanished).
    public mutating func cancel(_ id: Int) {
        let location = positions[id] ?? .zero
        positions[id] = nil
        append(id, .cancelled, location)
    }

    /// A quick tap: down, up `duration` later.
    public mutating func tap(_ id: Int = 1, at location: CGPoint, duration: TimeInterval = 0.05) {
        down(id, at: location)
        wait(duration)
        up(id)
    }

    private mutating func append(_ id: Int, _ phase: TouchInput.Phase, _ location: CGPoint) {
        events.append(.touch(TouchInput(id: id, phase: phase, location: location, timestamp: time,
                                        deviceID: deviceID, isDirect: isDirect)))
    }
}
