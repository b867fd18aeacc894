import Foundation

/// Cuts a stream of scroll events into scroll sequences, each of which a pan follows from
/// `.began` to `.ended`, and converts scroll steps into points. Pure logic on `ScrollInput`
/// values: the window's `ScrollRouter` applies what it returns to a recognizer and arms a
/// timer for `deadline`.
///
/// **The end of a continuous scroll.** X11 has no scroll-phase events: a touchpad's
/// two-finger scroll arrives as scroll-valuator motion while the fingers move, and nothing
/// says when they lift. A sequence therefore ends:
/// - at a *scroll stop*, a continuous scroll with a zero delta: libinput ends every finger
///   scroll with one, and xf86-input-libinput posts it as a scroll-valuator motion of zero
///   (the decoder reports it when the server passes it on);
/// - otherwise `continuousEndGap` after its last event, measured on recorded touchpad
///   scrolls (docs/INPUT.md): the longest gap inside a scroll there is 30 ms (a 40 Hz
///   touchpad), and separate scrolls are 480 ms apart;
/// - or when a scroll of another type or device, or a Ctrl+scroll, comes first.
///
/// **Wheel notches** make a short sequence per burst: it ends `discreteQuietTime` after the
/// last notch, with zero velocity (a wheel has no momentum of its own).
///
/// **Distances.** A step of a continuous scroll is `continuousPointsPerStep` points, a wheel
/// notch `discretePointsPerNotch`. Translation follows iPadOS: scrolling down (two fingers
/// moving up with natural scrolling, a wheel turned towards the user) moves the content up,
/// so the translation's `y` decreases. X11's natural-scrolling setting is already in the
/// sign of the steps (a negative increment, or the driver inverting its deltas).
struct ScrollSequenceTracker: Equatable {
    /// What the pan following the scroll should do.
    enum Step: Equatable {
        /// A sequence starts with the pointer at `location` (window points).
        case began(UIScrollType, location: CGPoint, timestamp: TimeInterval)
        /// The sequence moved by `translation` (points, added to the pan's translation); the
        /// pointer is at `location`.
        case changed(translation: CGVector, location: CGPoint, timestamp: TimeInterval)
        /// The sequence ended; `keepsVelocity` is false for wheel bursts, which end at rest.
        case ended(keepsVelocity: Bool, timestamp: TimeInterval)
    }

    /// How long after its last event a continuous scroll ends when no scroll stop comes, in
    /// seconds: above the 30 ms the slowest recorded touchpad leaves between reports (with
    /// room for a finger slowing down), well below the 480 ms between two recorded scrolls.
    static let continuousEndGap: TimeInterval = 0.1
    /// How long after its last notch a burst of wheel notches ends, in seconds: longer than
    /// the gaps between the notches of a wheel turned steadily, short enough that a pan
    /// reports `.ended` soon after the wheel stops.
    static let discreteQuietTime: TimeInterval = 0.2
    /// Points per continuous scroll step: xf86-input-libinput gives its finger-scroll
    /// valuators an increment of 15 and moves them by libinput's scroll distance (pointer
    /// pixels), so 15 points a step makes the content follow the fingers.
    static let continuousPointsPerStep: CGFloat = 15
    /// Points per wheel notch: about three lines of body text, the distance desktop
    /// toolkits scroll a text view per notch. Apple publishes no figure for iPadOS; this
    /// one is ours.
    static let discretePointsPerNotch: CGFloat = 40

    private struct Sequence: Equatable {
        var type: UIScrollType
        var deviceID: Int
        var lastTimestamp: TimeInterval
    }

    private var current: Sequence?

    /// Whether a sequence is in progress.
    var isActive: Bool { current != nil }

    /// The type of the sequence in progress.
    var currentType: UIScrollType? { current?.type }

    /// When the sequence in progress ends if nothing more comes (input-clock seconds).
    var deadline: TimeInterval? {
        current.map { $0.lastTimestamp + ScrollSequenceTracker.quietTime(for: $0.type) }
    }

    static func quietTime(for type: UIScrollType) -> TimeInterval {
        type == .continuous ? continuousEndGap : discreteQuietTime
    }

    static func pointsPerStep(for type: UIScrollType) -> CGFloat {
        type == .continuous ? continuousPointsPerStep : discretePointsPerNotch
    }

    /// The steps one scroll event (without Ctrl) stands for.
    mutating func add(_ event: ScrollInput) -> [Step] {
        guard event.delta.dx.isFinite, event.delta.dy.isFinite, event.location.isFinite else { return [] }
        let time = event.timestamp
        var steps: [Step] = []
        if let sequence = current {
            let overdue = deadline.map { time >= $0 } ?? false
            if overdue || sequence.type != event.scrollType || sequence.deviceID != event.deviceID {
                steps += end(at: overdue ? max(sequence.lastTimestamp, deadline ?? time) : time)
            }
        }
        if event.delta == .zero {
            // A scroll stop ends a continuous sequence at once; anything else without motion
            // is nothing.
            if event.scrollType == .continuous { steps += end(at: time) }
            return steps
        }
        if current == nil {
            current = Sequence(type: event.scrollType, deviceID: event.deviceID, lastTimestamp: time)
            steps.append(.began(event.scrollType, location: event.location, timestamp: time))
        }
        if var sequence = current {
            sequence.lastTimestamp = max(sequence.lastTimestamp, time)
            current = sequence
        }
        let points = ScrollSequenceTracker.pointsPerStep(for: event.scrollType)
        steps.append(.changed(translation: CGVector(dx: -event.delta.dx * points, dy: -event.delta.dy * points),
                              location: event.location, timestamp: time))
        return steps
    }

    /// Ends the sequence if its deadline has passed by `time`.
    mutating func expire(at time: TimeInterval) -> [Step] {
        guard let deadline, time >= deadline else { return [] }
        return end(at: deadline)
    }

    /// Ends the sequence in progress now (a Ctrl+scroll began a zoom).
    mutating func end(at time: TimeInterval) -> [Step] {
        guard let sequence = current else { return [] }
        current = nil
        return [.ended(keepsVelocity: sequence.type == .continuous, timestamp: time)]
    }

    /// Forgets the sequence without a step (the window is cancelling it).
    mutating func forget() {
        current = nil
    }
}
