import Foundation

/// The frame rates, in frames per second, a display link is content to run at, and the one
/// it would rather have.
///
/// The system runs the link at a whole fraction of the display's refresh rate (60, 30, 20,
/// 15 … on a 60 Hz display), because a steady rate looks smoother than one that alternates
/// between two: the fraction within `minimum`…`maximum` closest to `preferred` (to
/// `maximum` when there is no preference), the faster one on a tie; when no fraction lies in
/// the range, the one closest to the preference. `.default` asks for nothing, and the link
/// runs at the display's rate.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The slowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The fastest acceptable rate, in frames per second.
    public var maximum: Float
    /// Nil (or zero): no preference within the range.
    public var preferred: Float?

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)

    /// `.default`.
    public init() {
        self = .default
    }

    /// A range of acceptable rates, with an optional preferred rate inside it.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// Below this the link runs at the slowest rate: one call every this many refreshes.
    static let slowestRefreshDivisor = 240

    /// Every how many refreshes of a `displayRate` Hz display the link runs (see the type).
    func refreshDivisor(displayRate: Double) -> Int {
        guard displayRate.isFinite, displayRate > 0 else { return 1 }
        let fastest = maximum.isFinite && maximum > 0 ? min(Double(maximum), displayRate) : displayRate
        let slowest = minimum.isFinite && minimum > 0 ? Double(minimum) : 0
        let wanted = preferred.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil } ?? fastest
        var bestInRange: (divisor: Int, distance: Double)?
        var bestOverall: (divisor: Int, distance: Double)?
        for divisor in 1...CAFrameRateRange.slowestRefreshDivisor {
            let rate = displayRate / Double(divisor)
            let distance = abs(rate - wanted)
            // Strictly closer only: on a tie the faster rate, found first, stays.
            if distance < (bestOverall?.distance ?? .infinity) { bestOverall = (divisor, distance) }
            if rate >= slowest, rate <= fastest, distance < (bestInRange?.distance ?? .infinity) {
                bestInRange = (divisor, distance)
            }
            // Slower rates only move further from the preference (and out of the range).
            if rate < wanted, bestInRange != nil || rate < slowest { break }
        }
        return bestInRange?.divisor ?? bestOverall?.divisor ?? 1
    }
}
