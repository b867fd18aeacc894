import Foundation
@testable import OpenUIKit

/// A recorded touchpad scroll from `ScrollRecordings/` (see its README): libinput's scroll
/// events with their times, and how many scroll sequences the recording holds.
struct ScrollRecording {
    struct Event {
        var time: TimeInterval
        var vertical: Double
        var horizontal: Double
        var isStop: Bool
    }

    let name: String
    let events: [Event]
    let sequenceCount: Int

    /// The increment xf86-input-libinput gives its scroll valuators: one step is this many of
    /// libinput's scroll units.
    static let driverIncrement = 15.0

    static let names = ["synaptics-40hz-two-scrolls", "synaptics-40hz-slowing", "alps-flick-up",
                        "fast-140hz-horizontal", "stop-after-8ms"]

    static func load(_ name: String, filePath: String = #filePath) throws -> ScrollRecording {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("ScrollRecordings").appendingPathComponent(name + ".txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        var events: [Event] = []
        var sequences = 0
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if line.hasPrefix("#") {
                if words.count == 3, words[1] == "sequences:" { sequences = Int(words[2]) ?? 0 }
                continue
            }
            guard words.count >= 3, let t = Double(words[0]), let v = Double(words[1]), let h = Double(words[2]) else { continue }
            events.append(Event(time: t, vertical: v, horizontal: h, isStop: words.count > 3 && words[3] == "stop"))
        }
        return ScrollRecording(name: name, events: events, sequenceCount: sequences)
    }

    /// The recording as the X11 decoder delivers it: continuous scrolls in steps, at
    /// `location`, times shifted to start at `start`; stops dropped when `withStops` is false
    /// (a server that does not pass them on).
    func inputs(startingAt start: TimeInterval, at location: CGPoint, withStops: Bool = true,
                deviceID: Int = 11) -> [ScrollInput] {
        guard let first = events.first?.time else { return [] }
        return events.compactMap { event in
            if event.isStop, !withStops { return nil }
            return ScrollInput(delta: CGVector(dx: event.horizontal / ScrollRecording.driverIncrement,
                                               dy: event.vertical / ScrollRecording.driverIncrement),
                               location: location, timestamp: start + event.time - first, deviceID: deviceID,
                               scrollType: .continuous)
        }
    }

    /// The longest time between two scroll events of one sequence (stops excluded), and the
    /// shortest between two sequences (from the last motion of one to the next's first),
    /// splitting at the stops.
    var gaps: (longestInside: TimeInterval, shortestBetween: TimeInterval?) {
        var inside: TimeInterval = 0
        var between: TimeInterval?
        var last: TimeInterval?
        var stopped = false
        for event in events {
            if event.isStop {
                stopped = true
                continue
            }
            if let last {
                let gap = event.time - last
                if stopped { between = min(between ?? gap, gap) } else { inside = max(inside, gap) }
            }
            last = event.time
            stopped = false
        }
        return (inside, between)
    }
}
