import Foundation

/// One running animation of one property of one layer.
///
/// Each frame, `apply(to:at:)` writes the property's value at that time into the layer's
/// presentation state (which starts each frame as a copy of the model). An additive animation
/// adds an offset that shrinks to zero (from − to, times what is left to go); a replacing one
/// sets the interpolated value outright.
@MainActor
class LayerAnimation {
    /// The property, for finding the animation it replaces.
    let key: PartialKeyPath<LayerState>
    let beginTime: TimeInterval
    let duration: TimeInterval
    let timing: AnimationTiming
    /// Cycles to run (UIKit's `.repeat` is forever); `autoreverses` makes each cycle go there
    /// and back.
    let repeatCount: Double
    let autoreverses: Bool
    /// Whether touches reach the view while it runs (`.allowUserInteraction`).
    let allowsUserInteraction: Bool
    /// Whether it shows its start value before `beginTime` (the first keyframe of a property,
    /// and delayed view animations) and its end value after it ends until its group does
    /// (keyframes).
    var fillsBackwards = true
    var holdsEndUntilGroupEnds = false
    /// The `animate` call (or animator) it belongs to, told when it ends.
    let group: AnimationGroup?
    /// Set when it was removed before its end (replaced, or the view's animations removed).
    private(set) var wasRemoved = false
    /// For a property animator's animations: the animator's own time (paused, scrubbed,
    /// reversed) instead of the clock's.
    var driver: AnimationDriver?

    init(key: PartialKeyPath<LayerState>, beginTime: TimeInterval, duration: TimeInterval, timing: AnimationTiming,
         repeatCount: Double, autoreverses: Bool, allowsUserInteraction: Bool, group: AnimationGroup?) {
        self.key = key
        self.beginTime = beginTime
        self.duration = duration
        self.timing = timing
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.allowsUserInteraction = allowsUserInteraction
        self.group = group
    }

    /// The length of one pass there (and back, with autoreverse).
    var cycleLength: TimeInterval { autoreverses ? 2 * duration : duration }

    /// When it ends; infinity when it repeats forever.
    var endTime: TimeInterval {
        repeatCount.isInfinite ? .infinity : beginTime + cycleLength * Swift.max(1, repeatCount)
    }

    /// The timing progress at `time`: 0 before the start, the curve's value within a cycle
    /// (run backwards on the way back), and the end value (which is the start after an
    /// autoreversed cycle) once finished.
    func progress(at time: TimeInterval) -> Double {
        if let driver { return driver.progress(at: time, timing: timing) }
        guard time >= beginTime else { return 0 }
        guard duration > 0 else { return 1 }
        let end = endTime
        var local: TimeInterval
        if time >= end {
            let cycles = Swift.max(1, repeatCount)
            let lastPartial = cycles - cycles.rounded(.down)
            // A fractional repeat count stops partway through its last cycle.
            local = lastPartial > 0 ? lastPartial * cycleLength : cycleLength
        } else {
            local = (time - beginTime).truncatingRemainder(dividingBy: cycleLength)
        }
        if autoreverses && local > duration {
            return timing.progress(elapsed: 2 * duration - local, duration: duration)
        }
        return timing.progress(elapsed: Swift.min(local, duration), duration: duration)
    }

    /// Writes the value at `time` into `state`; does nothing before the start unless it fills
    /// backwards, or after the end unless it holds its end value.
    func apply(to state: inout LayerState, at time: TimeInterval, groupEnded: Bool) {
        if driver != nil {
            write(progress(at: time), to: &state)
            return
        }
        if time < beginTime && !fillsBackwards { return }
        if time >= endTime && !(holdsEndUntilGroupEnds && !groupEnded) { return }
        write(progress(at: time), to: &state)
    }

    /// Subclasses write the property.
    func write(_ progress: Double, to state: inout LayerState) {}

    /// Sets the model value at `progress` (0 = where it started, 1 = where it was going),
    /// without animating: a property animator finishing at its start or mid-way.
    func setModel(toProgress progress: Double) {}

    /// The layer it animates. Held strongly: the layer's list of animations holds this back
    /// only while it runs, and every way it stops (its end, removal, the view going away,
    /// which the engine checks each frame) takes it off that list, which ends the cycle.
    var layer: CALayer?

    /// Whether `time` is past its end (a repeating animation never is).
    func isFinished(at time: TimeInterval) -> Bool {
        if let driver { return driver.isFinished(at: time) }
        return time >= endTime
    }

    /// The key `CALayer.animationKeys()` reports it under: its property's Core Animation name
    /// (a `CAAnimation`'s is the key it was added with).
    var keyName: String { LayerState.keyName(of: key) }

    /// Whether the layer's snapshot of its old look must be kept while it runs.
    var showsTransitionSnapshot: Bool { false }

    /// Whether it changes from frame to frame (false for a finished animation kept on its
    /// layer to hold its end value): the window needs frames only while one does.
    var needsFrames: Bool { true }

    /// Takes it off its layer before its end: its group will report `finished == false`.
    func markRemoved() {
        wasRemoved = true
    }
}

/// An animation of one property, with its start and end values.
@MainActor
final class PropertyAnimation<Value: LayerAnimatable>: LayerAnimation {
    let keyPath: WritableKeyPath<LayerState, Value>
    let from: Value
    let to: Value
    /// For additive animations: the offset (from − to) added to the model value.
    private let additiveOffset: ((Value, Double) -> Value)?

    init(keyPath: WritableKeyPath<LayerState, Value>, from: Value, to: Value, beginTime: TimeInterval,
         duration: TimeInterval, timing: AnimationTiming, repeatCount: Double, autoreverses: Bool,
         allowsUserInteraction: Bool, additive: ((Value, Double) -> Value)?, group: AnimationGroup?) {
        self.keyPath = keyPath
        self.from = from
        self.to = to
        self.additiveOffset = additive
        super.init(key: keyPath, beginTime: beginTime, duration: duration, timing: timing, repeatCount: repeatCount,
                   autoreverses: autoreverses, allowsUserInteraction: allowsUserInteraction, group: group)
    }

    var isAdditive: Bool { additiveOffset != nil }

    override func setModel(toProgress progress: Double) {
        layer?.setModelValue(keyPath, to: Value.interpolate(from, to, progress))
    }

    override func write(_ progress: Double, to state: inout LayerState) {
        if let additiveOffset {
            state[keyPath: keyPath] = additiveOffset(state[keyPath: keyPath], 1 - progress)
        } else {
            state[keyPath: keyPath] = Value.interpolate(from, to, progress)
        }
    }
}

extension PropertyAnimation where Value: AdditiveLayerAnimatable {
    /// The offset function of an additive animation from `from` to `to`: the model value
    /// plus (from − to) times the fraction still to go.
    static func additive(from: Value, to: Value) -> (Value, Double) -> Value {
        let offset = from - to
        return { model, remaining in model + offset.scaled(by: remaining) }
    }
}
