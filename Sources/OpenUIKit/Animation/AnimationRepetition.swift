import Foundation

/// Where a repeating and possibly reversing animation is at a given time, as Core Animation's
/// `repeatCount` and `autoreverses` define it (UIKit's `.repeat` option is a repeat count of
/// `.infinity`, `.autoreverse` sets `autoreverses`).
///
/// - A *pass* plays the timing curve once over `duration`, forwards (fraction 0 → 1) or,
///   with `autoreverses`, backwards (1 → 0).
/// - A *repetition* is one forward pass, followed by a backward one with `autoreverses`, so it
///   lasts `duration` or 2·`duration`.
/// - `repeatCount` counts repetitions and may be fractional: 2.5 plays two and a half. 0 (Core
///   Animation's default), a negative count or NaN means once; `.infinity` (or
///   `Float.greatestFiniteMagnitude`, Core Animation's way of saying it) means forever.
///
/// The fraction it reports is the fraction of the duration to hand to the timing curve (the
/// curve applies within each pass, also when it runs backwards).
struct AnimationRepetition: Hashable, Sendable {
    /// The length of one pass, in seconds.
    let duration: TimeInterval
    let repeatCount: Float
    let autoreverses: Bool

    /// Where the animation is at one time.
    struct Phase: Hashable, Sendable {
        /// The fraction of the duration to evaluate the timing curve at, 0…1.
        var fraction: Double
        /// Whether the current pass runs backwards (so values move from end to start).
        var isReversed: Bool
        /// Whether the animation is over; `fraction` is then where it ended.
        var isFinished: Bool
    }

    init(duration: TimeInterval, repeatCount: Float = 0, autoreverses: Bool = false) {
        self.duration = duration
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    /// Whether the animation never ends.
    var repeatsForever: Bool {
        repeatCount >= .greatestFiniteMagnitude
    }

    /// The number of repetitions played, with 0, negatives and NaN meaning one.
    private var repetitions: Double {
        repeatCount > 0 ? Double(repeatCount) : 1
    }

    /// Passes per repetition.
    private var passesPerRepetition: Double { autoreverses ? 2 : 1 }

    /// How long the animation runs in all, in seconds; `.infinity` when it repeats forever,
    /// 0 when the duration is not positive.
    var activeDuration: TimeInterval {
        guard duration > 0, duration.isFinite else { return 0 }
        return repeatsForever ? .infinity : duration * repetitions * passesPerRepetition
    }

    /// Where the animation is `elapsed` seconds after it began. Before it begins (negative
    /// times, NaN) it is at the start of its first pass. A duration that is not positive has
    /// nothing to play: it is finished at once, where it would end.
    func phase(atElapsed elapsed: TimeInterval) -> Phase {
        guard duration > 0, duration.isFinite else {
            return finalPhase(passes: repeatsForever ? passesPerRepetition : repetitions * passesPerRepetition)
        }
        guard elapsed > 0 else { return Phase(fraction: 0, isReversed: false, isFinished: false) }
        let passes = elapsed / duration
        if !repeatsForever {
            let totalPasses = repetitions * passesPerRepetition
            if passes >= totalPasses { return finalPhase(passes: totalPasses) }
        }
        return phase(atPass: passes, isFinished: false)
    }

    /// The phase `passes` passes in (a pass boundary counts as the start of the next pass).
    private func phase(atPass passes: Double, isFinished: Bool) -> Phase {
        let index = passes.rounded(.down)
        let within = passes - index
        let reversed = autoreverses && index.truncatingRemainder(dividingBy: 2) == 1
        return Phase(fraction: reversed ? 1 - within : within, isReversed: reversed, isFinished: isFinished)
    }

    /// Where an animation of `totalPasses` passes ends: at the end of its last whole pass, or
    /// part-way into the next one for a fractional count.
    private func finalPhase(passes totalPasses: Double) -> Phase {
        let whole = totalPasses.rounded(.down)
        if totalPasses > whole { return phase(atPass: totalPasses, isFinished: true) }
        // The end of pass `whole − 1`: fraction 1 going forwards, 0 coming back.
        let lastReversed = autoreverses && (whole - 1).truncatingRemainder(dividingBy: 2) == 1
        return Phase(fraction: lastReversed ? 0 : 1, isReversed: lastReversed, isFinished: true)
    }
}
