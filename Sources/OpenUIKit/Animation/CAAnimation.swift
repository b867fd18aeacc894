import Foundation

/// The base of Core Animation's animations: timing (``CAMediaTiming``), a timing function, a
/// delegate, and whether it leaves its layer when it ends.
///
/// Add one to a layer with ``CALayer/add(_:forKey:)``, which adds a copy: changing the
/// animation afterwards changes nothing on screen. Animations run on the window's animation
/// engine, on the same frames as `UIView.animate`, and change what the layer shows (its
/// ``CALayer/presentation()``), never its model values.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    /// When the animation starts, in its layer's time (see ``CALayer/convertTime(_:from:)``);
    /// 0, the default, means when it is added.
    open var beginTime: CFTimeInterval = 0
    /// The length of one pass, in seconds; 0 (the default) means 0.25 s.
    open var duration: CFTimeInterval = 0
    /// How fast the animation runs against its layer's time.
    open var speed: Float = 1
    /// An offset into the animation's own time, in seconds: with 1 s of a 3 s animation, it
    /// plays from 1 s to its end and then from 0 s to 1 s.
    open var timeOffset: CFTimeInterval = 0
    /// How many times it plays (fractions allowed, `.infinity` forever); 0 means once.
    open var repeatCount: Float = 0
    /// How long it repeats for, in seconds, instead of a count; 0 means not used.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass plays forwards and then backwards.
    open var autoreverses = false
    /// What shows before its begin time and after its end.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing of each pass; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Hears when the animation starts and stops. Held strongly, as Core Animation documents
    /// (so a view controller that is its own animations' delegate lives until they end).
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation leaves the layer when it ends (true by default). With false and
    /// a `fillMode` of `.forwards`, the end value stays on screen.
    open var isRemovedOnCompletion = true

    /// An animation with default values.
    public required override init() {
        super.init()
    }

    /// A new animation of this class, with default values.
    open class func animation() -> Self {
        Self()
    }

    /// A copy with the same values (the delegate and timing function are shared).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyValues(from: self)
        return copy
    }

    /// Copies every value this class declares; subclasses add their own and call super.
    func copyValues(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// As an action: adds the animation to the layer `anObject` under the key `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        // Actions run where layers live, on the main thread (`assumeIsolated` stops anything
        // else); the animation and its object are only handed across within that thread.
        nonisolated(unsafe) let object = anObject
        nonisolated(unsafe) let animation = self
        MainActor.assumeIsolated {
            guard let layer = object as? CALayer else {
                Diagnostics.warn("CAAnimation.run(forKey: \"\(event)\") needs a CALayer as its object; nothing was animated",
                                 once: "CAAnimation.run.notALayer")
                return
            }
            layer.add(animation, forKey: event)
        }
    }

    // MARK: Timing

    /// Core Animation's length of an animation whose duration is 0, in seconds.
    static let defaultDuration: CFTimeInterval = 0.25

    /// The length of one pass actually used.
    var effectiveDuration: CFTimeInterval {
        duration > 0 && duration.isFinite ? duration : CAAnimation.defaultDuration
    }

    /// The repetitions, as `AnimationRepetition` counts them (`repeatDuration` turned into a
    /// count).
    var repetition: AnimationRepetition {
        let passes: Double = autoreverses ? 2 : 1
        var count = repeatCount.isNaN ? 0 : repeatCount
        if repeatDuration > 0, repeatDuration.isFinite {
            count = Float(repeatDuration / (effectiveDuration * passes))
        } else if count.isInfinite {
            count = .greatestFiniteMagnitude
        }
        return AnimationRepetition(duration: effectiveDuration, repeatCount: count, autoreverses: autoreverses)
    }

    /// Where the animation is at `parentTime` (its layer's or its group's time): how far
    /// through its pass (after the timing function) and which repetition; nil when it shows
    /// nothing then (before its begin or after its end, without a fill).
    func position(atParentTime parentTime: CFTimeInterval) -> TimingPosition? {
        let repetition = self.repetition
        let active = repetition.activeDuration
        let rate = speed.isFinite ? Double(speed) : 1
        let elapsed = (parentTime - beginTime) * rate
        var local: CFTimeInterval
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            local = timeOffset
        } else if elapsed >= active {
            guard fillMode.fillsForwards else { return nil }
            local = active
        } else {
            local = elapsed + timeOffset
            // An offset wraps round within the active time.
            if active.isFinite, active > 0, local >= active { local = local.truncatingRemainder(dividingBy: active) }
        }
        let phase = repetition.phase(atElapsed: local)
        let repetitionLength = repetition.duration * (autoreverses ? 2 : 1)
        var index = repetitionLength > 0 ? Int(Swift.min(1e9, Swift.max(0, local / repetitionLength)).rounded(.down)) : 0
        if phase.isFinished, index > 0, local == repetitionLength * Double(index) { index -= 1 }
        return TimingPosition(progress: progress(atFraction: phase.fraction), repetition: index)
    }

    /// The timing function's value at `fraction` of a pass (subclasses with their own pacing,
    /// springs, override it).
    func progress(atFraction fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }

    /// Whether the animation has ended by `parentTime` (never, when it repeats forever).
    func hasEnded(atParentTime parentTime: CFTimeInterval) -> Bool {
        let rate = speed.isFinite ? Double(speed) : 1
        return (parentTime - beginTime) * rate >= repetition.activeDuration
    }

    /// Whether it has begun by `parentTime`.
    func hasBegun(atParentTime parentTime: CFTimeInterval) -> Bool {
        let rate = speed.isFinite ? Double(speed) : 1
        return (parentTime - beginTime) * rate >= 0
    }

    // MARK: Evaluation

    /// Checks the animation against a layer when it is added (key paths known, values of
    /// the right kind), warning once about what cannot animate; returns what evaluates it.
    @MainActor
    func makeEvaluator(for layer: CALayer) -> AnimationEvaluator? { nil }
}

/// How far through its pass an animation is: the timing function's output, and the
/// repetition it is in (for cumulative animations).
struct TimingPosition {
    var progress: Double
    var repetition: Int
}

/// What one animation does to a layer's presentation at a time, prepared when it is added.
@MainActor
protocol AnimationEvaluator {
    /// Writes the animation's values into `state` at `parentTime` (its layer's local time,
    /// or its group's).
    func apply(to state: inout LayerState, atParentTime parentTime: CFTimeInterval)
}
