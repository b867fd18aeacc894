/// Collects the input of one run-loop turn and merges motion, so a burst of pointer or touch
/// motion costs one delivery per finger and pointer, not one per event.
///
/// A motion event replaces the previous motion of the same finger (device and touch id) or
/// pointer (device and buttons held) when nothing else about that finger or pointer happened
/// in between; began, ended, button and key events are never merged or reordered. What a
/// merge replaces is not lost: the surviving motion carries the replaced readings as its
/// `coalescedSamples`, oldest first, which `UIEvent.coalescedTouches(for:)` hands to apps that
/// draw every sample (a pen stroke).
package struct InputCoalescer {
    private enum Source: Hashable {
        case touch(device: Int, id: Int)
        case pointer(device: Int)
    }

    package private(set) var events: [InputEvent] = []
    /// Index in `events` of each source's latest motion, while it may still be replaced.
    private var replaceableMotion: [Source: Int] = [:]

    package init() {}

    package mutating func append(_ event: InputEvent) {
        switch event {
        case .touch(let touch):
            let source = Source.touch(device: touch.deviceID, id: touch.id)
            if touch.phase == .moved, let index = replaceableMotion[source], case .touch(let previous) = events[index] {
                var merged = touch
                merged.coalescedSamples = previous.coalescedSamples + [previous.sample] + touch.coalescedSamples
                events[index] = .touch(merged)
                return
            }
            replaceableMotion[source] = touch.phase == .moved ? events.count : nil
        case .pointer(let pointer):
            let source = Source.pointer(device: pointer.deviceID)
            if pointer.phase == .moved, let index = replaceableMotion[source],
               case .pointer(let previous) = events[index], previous.buttonsDown == pointer.buttonsDown,
               previous.modifiers == pointer.modifiers {
                var merged = pointer
                merged.coalescedSamples = previous.coalescedSamples + [previous.sample] + pointer.coalescedSamples
                events[index] = .pointer(merged)
                return
            }
            replaceableMotion[source] = pointer.phase == .moved ? events.count : nil
        default:
            // A key press between two motions matters (Alt changes what a drag means).
            replaceableMotion.removeAll()
        }
        events.append(event)
    }

    /// Whether this turn holds a touch end (which a vanishing device may yet turn into a
    /// cancellation).
    package var containsTouchEnd: Bool {
        events.contains { if case .touch(let t) = $0 { t.phase == .ended } else { false } }
    }

    /// Turns this turn's touch ends from `devices` into cancellations: the device vanished, and
    /// the platform reported its touches as ordinary ends just before saying so.
    package mutating func cancelEnds(fromDevices devices: Set<Int>) {
        for index in events.indices {
            guard case .touch(var touch) = events[index], touch.phase == .ended, devices.contains(touch.deviceID) else { continue }
            touch.phase = .cancelled
            events[index] = .touch(touch)
        }
    }

    /// Hands over the collected events and starts a new turn.
    package mutating func take() -> [InputEvent] {
        defer {
            events.removeAll(keepingCapacity: true)
            replaceableMotion.removeAll(keepingCapacity: true)
        }
        return events
    }
}
