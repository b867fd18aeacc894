import Foundation

/// The states of an interactive animation, with UIKit's raw values.
@objc public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Started, running or paused.
    case active = 1
    /// Stopped without finishing; `finishAnimation(at:)` ends it.
    case stopped = 2
}

/// Where an interactive animation ended, with UIKit's raw values.
@objc public enum UIViewAnimatingPosition: Int, Sendable {
    /// The end of the animation: its final values.
    case end = 0
    /// The start of the animation: the values it began from.
    case start = 1
    /// Wherever the animation had reached.
    case current = 2
}

/// An animation the app can start, pause, scrub, reverse, stop and finish, as UIKit's.
///
/// Its animation blocks run when it first becomes active (`startAnimation`,
/// `pauseAnimation`, or setting `fractionComplete`), recording their changes as in
/// `UIView.animate`; from then on its own timeline drives them. While paused, a scrubbed
/// `fractionComplete` moves the views linearly (`scrubsLinearly`); running, they follow the
/// timing curve. Finishing at `.start` puts the animated properties back to where they
/// started, and at `.current` leaves them where they are, as in UIKit.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// How long the animation runs, in seconds.
    public private(set) var duration: TimeInterval
    /// How long after starting the animation waits before it moves, in seconds.
    public private(set) var delay: TimeInterval = 0
    /// The timing curve the animation follows.
    public let timingParameters: UITimingCurveProvider?
    /// Whether the animator is inactive, active or stopped.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether touches reach the animating views (UIKit's default: yes).
    open var isUserInteractionEnabled = true
    /// Whether it can be paused and reversed; a non-interruptible animator runs to its end.
    open var isInterruptible = true
    /// Whether a paused animator's `fractionComplete` moves the views linearly rather than along the timing curve.
    open var scrubsLinearly = true {
        didSet { driver.scrubsLinearly = scrubsLinearly }
    }
    /// Whether it stays active at its end instead of finishing (so it can be reversed).
    open var pausesOnCompletion = false {
        didSet { driver.pausesAtEnd = pausesOnCompletion }
    }

    private var animationBlocks: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private let driver: AnimationDriver
    private let timing: AnimationTiming
    private var group: AnimationGroup?
    /// Every animation its blocks made since it became active (kept after a stop, so that
    /// `finishAnimation(at:)` can set their values).
    private var recorded: [LayerAnimation] = []
    private var delayTimer: InputTimer?

    // MARK: Making one

    /// An animator of `duration` seconds following `parameters`' timing curve.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        let length = duration.isFinite && duration > 0 ? duration : 0
        let actual = parameters.springTimingParameters?.animationDuration(forRequested: length) ?? length
        self.duration = actual
        timingParameters = parameters
        timing = AnimationTiming.provided(by: parameters, duration: actual)
        driver = AnimationDriver(duration: actual)
        super.init()
    }

    /// An animator of `duration` seconds following one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds following a cubic Bézier curve with the given control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds following a spring with the given damping ratio.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running, as `UIView.animate` would start one (its curve from
    /// `options`); it finishes at its end.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let bits = Int((options.rawValue & UIView.AnimationOptions.curveMask) >> 16)
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: UIView.AnimationCurve(rawValue: bits) ?? .easeInOut))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding animations and completions

    /// Adds an animations block; added while running, it animates over the time left.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block that starts `delayFactor` (0…1) of the way through the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? Swift.min(1, Swift.max(0, delayFactor)) : 0
        if state == .active {
            record(animation)
        } else {
            animationBlocks.append((animation, factor))
        }
    }

    /// Adds a completion, called with where the animation ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Controlling it

    /// Whether the animation is active and moving (not paused).
    public var isRunning: Bool { state == .active && driver.isRunning }

    /// Whether the animation runs backwards, towards its start.
    public var isReversed: Bool {
        get { driver.isReversed }
        set {
            guard isInterruptible || state == .inactive else { return }
            driver.setReversed(newValue, at: now)
            requestFrames()
        }
    }

    /// How far it has got, 0…1; setting it moves the views there (scrubbing, typically from a
    /// pan while paused).
    public var fractionComplete: CGFloat {
        get { CGFloat(driver.fraction(at: now)) }
        set {
            guard newValue.isFinite, isInterruptible || state == .inactive else { return }
            activateIfNeeded()
            driver.setFraction(Double(newValue), at: now)
            requestFrames()
        }
    }

    /// Starts the animation, or resumes a paused one.
    open func startAnimation() {
        guard state != .stopped else { return }
        activateIfNeeded()
        driver.run(at: now)
        requestFrames()
    }

    /// Starts the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard delay.isFinite, delay > 0 else { return startAnimation() }
        self.delay = delay
        activateIfNeeded()
        delayTimer = clock.schedule(after: delay) { [weak self] in self?.startAnimation() }
    }

    /// Pauses the animation where it is; it can then be scrubbed with `fractionComplete`.
    open func pauseAnimation() {
        guard isInterruptible, state != .stopped else { return }
        activateIfNeeded()
        delayTimer?.cancel()
        driver.pause(at: now)
        requestFrames()
    }

    /// Resumes with new timing (nil keeps it) over `durationFactor` of the original duration.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if durationFactor.isFinite, durationFactor > 0 {
            driver.duration = duration * Double(durationFactor)
        }
        driver.run(at: now)
        requestFrames()
    }

    /// Stops where it is. With `withoutFinishing` the views keep what is on screen as their
    /// values and no completion runs; otherwise it waits in `.stopped` for
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let progress = driver.progress(at: now, timing: timing)
        driver.pause(at: now)
        settle(atProgress: progress)
        if withoutFinishing {
            recorded.removeAll()
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator at `finalPosition`, running the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        switch finalPosition {
        case .end: setAllModels(toProgress: 1)
        case .start: setAllModels(toProgress: 0)
        case .current: break
        }
        finish(at: finalPosition)
    }

    // MARK: Implementation

    /// The clock of the window its views are in (the one their frames run on), else the
    /// application's (its key window's).
    private var clock: InputClock {
        recorded.first?.layer?.clock ?? UIApplication.shared.inputClock
    }
    private var now: TimeInterval { clock.now }

    /// The first start, pause or scrub runs the blocks.
    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        let group = AnimationGroup { [weak self] _ in self?.reachedEnd() }
        self.group = group
        let blocks = animationBlocks
        animationBlocks.removeAll()
        for entry in blocks { record(entry.block) }
    }

    /// Runs one animations block into this animator's animations.
    private func record(_ block: () -> Void) {
        guard let group else { return }
        let options: UIView.AnimationOptions = isUserInteractionEnabled ? .allowUserInteraction : []
        let transaction = AnimationTransaction(duration: Swift.max(duration, 1e-6), delay: 0, options: options,
                                               timing: timing, group: group)
        let before = group.animations.count
        transaction.record(block)
        for animation in group.animations[before...] {
            animation.driver = driver
            recorded.append(animation)
        }
    }

    private func requestFrames() {
        for animation in recorded {
            animation.layer?.owningView?.window?.requestAnimationFrame()
        }
    }

    /// The driver reached its end (every animation ended together).
    private func reachedEnd() {
        let position: UIViewAnimatingPosition = driver.isReversed ? .start : .end
        if position == .start { setAllModels(toProgress: 0) }
        finish(at: position)
    }

    private func setAllModels(toProgress progress: Double) {
        for animation in recorded { animation.setModel(toProgress: progress) }
        removeAnimations()
    }

    /// The views keep what is on screen as their model values.
    private func settle(atProgress progress: Double) {
        setAllModels(toProgress: progress)
    }

    private func removeAnimations() {
        let animations = recorded
        // Taken off by the animator itself: its completions are its own to run.
        group?.detachCompletion()
        group = nil
        for animation in animations { animation.layer?.removeAnimation(animation) }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        removeAnimations()
        recorded.removeAll()
        state = .inactive
        let calls = completions
        completions.removeAll()
        for completion in calls { completion(position) }
    }
}
