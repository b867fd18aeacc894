import Foundation
import OpenUIKit

/// A window with a manual clock, for driving recognizers with touch streams and reading back
/// what they did as a transcript: `"tap failed, pan began, pan changed, pan ended"`.
@MainActor
public final class GestureHarness {
    public let window: UIWindow
    public let clock: ManualInputClock
    /// One entry per recorded transition (resets to `.possible` left out), oldest first.
    public private(set) var entries: [String] = []

    public init(size: CGSize = CGSize(width: 400, height: 400), startTime: TimeInterval = 100) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        clock = ManualInputClock(now: startTime)
        window.inputClock = clock
        // As the X11 host does: input that has happened is read before a timer fires.
        clock.willFireTimer = { [weak self] in self?.deliverWaitingInput() }
    }

    /// Events that have happened (they carry their own timestamps) but that the app has not
    /// read yet, because its main thread is busy: delivered, in order, before the next timer
    /// fires (as the X11 host reads its socket then) or by `deliverWaitingInput()`.
    public private(set) var waitingInput: [InputEvent] = []

    /// Queues `events` as waiting input; the clock does not move.
    public func enqueueWaiting(_ events: [InputEvent]) {
        waitingInput += events
    }

    public func enqueueWaiting(_ script: TouchScript) {
        enqueueWaiting(script.events)
    }

    /// Delivers the waiting input now, at the clock's current time (later than the events'
    /// own timestamps: the app was busy).
    public func deliverWaitingInput() {
        let events = waitingInput
        waitingInput.removeAll()
        for event in events { deliver(event) }
    }

    /// A plain view covering the window, already added.
    public func addView(frame: CGRect? = nil) -> TouchRecordingView {
        let view = TouchRecordingView(frame: frame ?? window.bounds)
        window.addSubview(view)
        return view
    }

    /// Records `recognizer`'s transitions under `name` (also its `name`).
    public func record(_ recognizer: UIGestureRecognizer, as name: String) {
        recognizer.name = name
        recognizer.transitionObserver = { [weak self] _, _, new in
            guard new != .possible else { return }
            self?.entries.append("\(name) \(new)")
        }
    }

    /// A script starting at the clock's current time, with the device's fingers that are
    /// still down where the harness last sent them.
    public func script(deviceID: Int = 2, isDirect: Bool = true) -> TouchScript {
        TouchScript(startingAt: clock.now, deviceID: deviceID, isDirect: isDirect,
                    fingersDown: fingersDown[deviceID] ?? [:])
    }

    /// Where the fingers the harness sent are, by device and touch id.
    private var fingersDown: [Int: [Int: CGPoint]] = [:]

    /// Sends each event when the clock reaches its timestamp, firing timers due before it.
    public func send(_ events: [InputEvent]) {
        for event in events {
            clock.advance(to: event.timestamp)
            deliver(event)
        }
    }

    private func deliver(_ event: InputEvent) {
        if case .touch(let touch) = event {
            switch touch.phase {
            case .began, .moved: fingersDown[touch.deviceID, default: [:]][touch.id] = touch.location
            case .ended, .cancelled: fingersDown[touch.deviceID]?[touch.id] = nil
            }
        }
        window.sendInput(event)
    }

    public func send(_ script: TouchScript) {
        send(script.events)
    }

    public func advance(by seconds: TimeInterval) {
        clock.advance(by: seconds)
    }

    /// The transcript, entries joined by ", ", with runs of the same entry shown once.
    public var transcript: String {
        var collapsed: [String] = []
        for entry in entries where entry != collapsed.last {
            collapsed.append(entry)
        }
        return collapsed.joined(separator: ", ")
    }

    /// Every entry, repeats included.
    public var fullTranscript: String { entries.joined(separator: ", ") }

    public func clearTranscript() {
        entries.removeAll()
    }
}
