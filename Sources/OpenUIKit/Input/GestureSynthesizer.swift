import Foundation

/// Turns gestures described in words (tap, press, swipe, pan, pinch, rotate) into the touch
/// streams a touchscreen would report, for tests and `--replay` files.
///
/// The streams are realistic in the ways recognizers care about: fingers touch down and
/// lift with a short contact time, move in events spaced at `sampleRate` (120 Hz unless
/// set: a typical touchscreen's report rate), ease in and out of strokes the way a hand
/// does, and two-finger gestures report each finger as its own event with the same
/// timestamp, as XInput2 does. Nothing is random: the same calls give the same events.
///
/// Each call appends to a time line and returns its events; `time` then points just after
/// the gesture, so calls read as a script:
///
/// ```swift
/// var synth = GestureSynthesizer(startTime: clock.now)
/// let events = synth.tap(at: card.center) + synth.wait(0.5) + synth.swipe(from: p, direction: .left)
/// events.forEach(window.sendInput)   // with the clock advanced to each timestamp
/// ```
public struct GestureSynthesizer: Sendable {
    /// Where the next gesture starts, in seconds on the input clock.
    public var time: TimeInterval
    /// Move events per second.
    public var sampleRate: Double
    /// The device the touches come from.
    public var deviceID: Int
    /// Whether the touches are a touchscreen's (true) or a touchpad's.
    public var isDirect: Bool

    /// How long a finger rests on the glass in a tap, in seconds. Measured taps last about
    /// 50–120 ms; the middle is used.
    public static let tapContactDuration: TimeInterval = 0.08
    /// The pause between the two taps of a double tap (lift to touch-down), in seconds:
    /// well inside UIKit's 0.35 s.
    public static let doubleTapGap: TimeInterval = 0.15
    /// How far apart two fingers start for a pinch or rotation, in points.
    public static let twoFingerSpan: CGFloat = 200
    /// A swipe's length and duration: 200 pt in 0.12 s, a brisk flick.
    public static let swipeDistance: CGFloat = 200
    /// How long a swipe lasts, in seconds.
    public static let swipeDuration: TimeInterval = 0.12

    private var nextTouchID = 1

    /// A synthesizer whose first gesture starts at `startTime`, emitting `sampleRate` move
    /// events per second.
    public init(startTime: TimeInterval = 0, sampleRate: Double = 120, deviceID: Int = 2, isDirect: Bool = true) {
        self.time = startTime
        self.sampleRate = sampleRate.isFinite && sampleRate > 0 ? sampleRate : 120
        self.deviceID = deviceID
        self.isDirect = isDirect
    }

    /// Nothing for `seconds`.
    public mutating func wait(_ seconds: TimeInterval) -> [InputEvent] {
        if seconds.isFinite, seconds > 0 { time += seconds }
        return []
    }

    /// A tap with `fingers` fingers side by side (20 pt apart) centred on `location`.
    public mutating func tap(at location: CGPoint, fingers: Int = 1) -> [InputEvent] {
        let ids = (0..<max(1, fingers)).map { _ in takeTouchID() }
        let spacing: CGFloat = 20
        let points = ids.indices.map { i in
            CGPoint(x: location.x + (CGFloat(i) - CGFloat(ids.count - 1) / 2) * spacing, y: location.y)
        }
        var events = zip(ids, points).map { touch($0, .began, $1) }
        time += GestureSynthesizer.tapContactDuration
        events += zip(ids, points).map { touch($0, .ended, $1) }
        return events
    }

    /// Two quick taps at `location`.
    public mutating func doubleTap(at location: CGPoint) -> [InputEvent] {
        var events = tap(at: location)
        time += GestureSynthesizer.doubleTapGap
        events += tap(at: location)
        return events
    }

    /// A finger held still at `location` for `duration` seconds.
    public mutating func press(at location: CGPoint, duration: TimeInterval) -> [InputEvent] {
        let id = takeTouchID()
        var events = [touch(id, .began, location)]
        time += duration.isFinite ? max(0, duration) : 0
        events.append(touch(id, .ended, location))
        return events
    }

    /// A flick from `start` in `direction` (the first one if several are given), eased out
    /// like a real flick: fastest at the start.
    public mutating func swipe(from start: CGPoint, direction: UISwipeGestureRecognizer.Direction,
                               distance: CGFloat = GestureSynthesizer.swipeDistance,
                               duration: TimeInterval = GestureSynthesizer.swipeDuration) -> [InputEvent] {
        let unit: CGVector
        if direction.contains(.right) {
            unit = CGVector(dx: 1.0, dy: 0.0)
        } else if direction.contains(.left) {
            unit = CGVector(dx: -1.0, dy: 0.0)
        } else if direction.contains(.up) {
            unit = CGVector(dx: 0.0, dy: -1.0)
        } else {
            unit = CGVector(dx: 0.0, dy: 1.0)
        }
        let end = CGPoint(x: start.x + unit.dx * distance, y: start.y + unit.dy * distance)
        let id = takeTouchID()
        var events = [touch(id, .began, start)]
        events += samples(over: duration) { f in
            let eased = 1 - (1 - f) * (1 - f)
            return [(id, CGPoint(x: start.x + (end.x - start.x) * eased, y: start.y + (end.y - start.y) * eased))]
        }
        events.append(touch(id, .ended, end))
        return events
    }

    /// One finger dragged along `path` (window points) at a steady `speed` in points per
    /// second, then lifted where it ends.
    public mutating func pan(along path: [CGPoint], speed: CGFloat = 300) -> [InputEvent] {
        guard let first = path.first, path.allSatisfy(\.isFinite) else { return [] }
        let lengths = zip(path, path.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let total = lengths.reduce(0, +)
        let speed = speed.isFinite && speed > 0 ? speed : 300
        let id = takeTouchID()
        var events = [touch(id, .began, first)]
        events += samples(over: Double(total / speed)) { f in
            [(id, GestureSynthesizer.point(along: path, lengths: lengths, at: f * total))]
        }
        events.append(touch(id, .ended, path[path.count - 1]))
        return events
    }

    /// Two fingers, `twoFingerSpan` apart across `center`, spreading (scale > 1) or closing
    /// until their span has changed by `scale`, at `velocity` scale per second.
    public mutating func pinch(center: CGPoint, scale: CGFloat, velocity: CGFloat = 2) -> [InputEvent] {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let velocity = velocity.isFinite && velocity != 0 ? abs(velocity) : 2
        let duration = Double(abs(scale - 1) / velocity)
        return twoFingers(center: center, duration: duration) { f in
            (GestureSynthesizer.twoFingerSpan * (1 + (scale - 1) * f), 0)
        }
    }

    /// Two fingers, `twoFingerSpan` apart across `center`, turning by `angle` radians
    /// (clockwise positive on screen) at `velocity` radians per second.
    public mutating func rotate(center: CGPoint, angle: CGFloat, velocity: CGFloat = .pi) -> [InputEvent] {
        let angle = angle.isFinite ? angle : 0
        let velocity = velocity.isFinite && velocity != 0 ? abs(velocity) : .pi
        let duration = Double(abs(angle) / velocity)
        return twoFingers(center: center, duration: duration) { f in
            (GestureSynthesizer.twoFingerSpan, angle * f)
        }
    }

    // MARK: Building blocks

    /// Two fingers down across `center`, then moved by `shape(f)` = (span, angle) for f
    /// from 0 to 1 over `duration`, then lifted.
    private mutating func twoFingers(center: CGPoint, duration: TimeInterval,
                                     shape: (CGFloat) -> (span: CGFloat, angle: CGFloat)) -> [InputEvent] {
        let a = takeTouchID(), b = takeTouchID()
        func positions(_ f: CGFloat) -> [(Int, CGPoint)] {
            let (span, angle) = shape(f)
            let dx = span / 2 * cos(angle), dy = span / 2 * sin(angle)
            return [(a, CGPoint(x: center.x - dx, y: center.y - dy)), (b, CGPoint(x: center.x + dx, y: center.y + dy))]
        }
        var events = positions(0).map { touch($0.0, .began, $0.1) }
        events += samples(over: duration, positions)
        events += positions(1).map { touch($0.0, .ended, $0.1) }
        return events
    }

    /// Move events at the sample rate over `duration`, the last exactly at its end.
    private mutating func samples(over duration: TimeInterval,
                                  _ positions: (CGFloat) -> [(Int, CGPoint)]) -> [InputEvent] {
        let duration = duration.isFinite ? max(0, duration) : 0
        let count = GestureSynthesizer.sampleCount(duration: duration, sampleRate: sampleRate)
        let start = time
        var events: [InputEvent] = []
        for step in 1...count {
            let f = CGFloat(step) / CGFloat(count)
            time = start + duration * Double(step) / Double(count)
            events += positions(f).map { touch($0.0, .moved, $0.1) }
        }
        return events
    }

    /// The most move samples one gesture is given: a minute at 2000 Hz. A longer gesture's
    /// samples are spread further apart rather than allocating without bound (a pan of
    /// 100 000 pt at 1 pt/s would be 12 million events, about 2 GB).
    public static let maximumSamplesPerGesture = 120_000

    /// How many move samples a stroke of `duration` seconds gets at `sampleRate`: at least
    /// one, at most `maximumSamplesPerGesture`.
    package static func sampleCount(duration: TimeInterval, sampleRate: Double) -> Int {
        let samples = duration * sampleRate
        guard samples.isFinite, samples > 1 else { return 1 }
        return Int(min(samples.rounded(.up), Double(maximumSamplesPerGesture)))
    }

    private static func point(along path: [CGPoint], lengths: [CGFloat], at distance: CGFloat) -> CGPoint {
        var remaining = distance
        for (i, length) in lengths.enumerated() {
            if remaining <= length, length > 0 {
                let f = remaining / length
                return CGPoint(x: path[i].x + (path[i + 1].x - path[i].x) * f, y: path[i].y + (path[i + 1].y - path[i].y) * f)
            }
            remaining -= length
        }
        return path[path.count - 1]
    }

    private mutating func takeTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    private func touch(_ id: Int, _ phase: TouchInput.Phase, _ location: CGPoint) -> InputEvent {
        .touch(TouchInput(id: id, phase: phase, location: location, timestamp: time, deviceID: deviceID, isDirect: isDirect))
    }
}
