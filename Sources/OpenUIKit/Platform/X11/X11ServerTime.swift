import CX11
import Foundation

/// Turns X server timestamps (milliseconds in 32 bits, wrapping every 49.7 days) into seconds
/// on the app's `InputClock`, so recognizers can compare an event's time with `clock.now`.
///
/// The offset between the two clocks is fixed at the first event and only ever lowered: an
/// event cannot have happened after it was read, so a timestamp that would land in the future
/// means the earlier estimate included delivery latency.
@MainActor
struct X11ServerTime {
    private var lastRaw: UInt32?
    private var wraps: Double = 0
    private var offset: Double?

    /// Server milliseconds per 32-bit wrap.
    private static let wrapMilliseconds = 4_294_967_296.0

    mutating func seconds(fromServerTime time: Time, now: TimeInterval) -> TimeInterval {
        let raw = UInt32(truncatingIfNeeded: time)
        // A jump back by more than half the range is a wrap, not an out-of-order event.
        if let lastRaw, raw < lastRaw, lastRaw - raw > UInt32.max / 2 { wraps += 1 }
        lastRaw = raw
        let server = (Double(raw) + wraps * X11ServerTime.wrapMilliseconds) / 1000
        if offset == nil || server + offset! > now { offset = now - server }
        return server + offset!
    }
}
