import Foundation

/// One reading of a finger or pen that a later reading of the same finger replaced within a
/// run-loop turn: what `UIEvent.coalescedTouches(for:)` hands back as touches of their own.
///
/// The input coalescer keeps these on the motion that replaced them, oldest first, so merging
/// a burst of motion into one delivery loses no sample of a drawn stroke.
public struct TouchSample: Sendable, Equatable {
    /// Window points.
    public var location: CGPoint
    /// When it was read, in seconds on the input clock.
    public var timestamp: TimeInterval
    /// Pressure and tilt at that moment.
    public var axes: TouchAxes

    /// A sample at `location` and `timestamp`.
    public init(location: CGPoint, timestamp: TimeInterval, axes: TouchAxes = .none) {
        self.location = location
        self.timestamp = timestamp
        self.axes = axes
    }
}
