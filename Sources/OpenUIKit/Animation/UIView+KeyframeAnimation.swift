import Foundation

extension UIView {
    /// Options of `animateKeyframes`, with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews inside the animation, so layout changes animate too.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets animating views receive touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the presentation (on-screen) values rather than the model values.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after each forward run.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration rather than that of an enclosing animation block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Does not inherit options from an enclosing animation block.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Interpolates linearly between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from one keyframe's value to the next without interpolating.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Moves between keyframes at an even pace, ignoring their relative start times.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Interpolates between keyframes along a smooth curve.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Interpolates along a smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The options these share with `AnimationOptions` (the same bits).
        var viewAnimationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & 0x3FF)
        }
    }

    /// Animates in keyframes: inside `animations`, each `addKeyframe` animates its changes
    /// over its part of `duration`; a property changed in several keyframes goes from value
    /// to value, holding each until its next keyframe starts. Changes made in `animations`
    /// outside any keyframe animate over the whole duration.
    ///
    /// Between keyframes values move linearly; the paced and cubic calculation modes are
    /// taken as linear, and the discrete mode jumps at each keyframe's start.
    @MainActor
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let group = AnimationGroup(completion: completion)
        let total = duration.isFinite ? duration : 0
        let transaction = AnimationTransaction(duration: total, delay: delay.isFinite && delay > 0 ? delay : 0,
                                               options: options.viewAnimationOptions,
                                               timing: timing(forCalculationMode: options), group: group)
        transaction.isKeyframeContainer = true
        transaction.record(animations)
        if group.isEmpty { group.finishOnNextTurn() }
    }

    /// One keyframe: `animations` animates from `frameStartTime` to `frameStartTime +
    /// frameDuration`, both fractions (0…1) of the enclosing `animateKeyframes` duration.
    /// Outside an `animateKeyframes` block it applies its changes at once, with a warning.
    @MainActor
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let container = AnimationTransaction.current, container.isKeyframeContainer else {
            Diagnostics.warn("UIView.addKeyframe was called outside animateKeyframes; its changes apply at once",
                             once: "addKeyframe.outside")
            performWithoutAnimation(animations)
            return
        }
        let start = frameStartTime.isFinite ? Swift.min(1, Swift.max(0, frameStartTime)) : 0
        let length = frameDuration.isFinite ? Swift.min(1 - start, Swift.max(0, frameDuration)) : 0
        let keyframe = AnimationTransaction(duration: container.duration * length, delay: container.delay,
                                            options: container.options, timing: container.timing, group: container.group)
        keyframe.keyframeStart = container.duration * start
        keyframe.keyframeParent = container
        keyframe.record(animations)
    }

    /// Linear segments, or a jump at each keyframe's start for the discrete mode.
    private static func timing(forCalculationMode options: KeyframeAnimationOptions) -> AnimationTiming {
        options.rawValue & (0x7 << 10) == KeyframeAnimationOptions.calculationModeDiscrete.rawValue ? .discrete : .linear
    }
}
