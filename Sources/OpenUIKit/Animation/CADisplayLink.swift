import Foundation

/// A timer that calls your code once per refresh of the display, to draw or move things in
/// step with it.
///
/// ```swift
/// // UIKit:    let link = CADisplayLink(target: self, selector: #selector(step))
/// // OpenUIKit:
/// let link = CADisplayLink(target: self, selector: Selector(GameViewController.step(_:)))
/// link.add(to: .main, forMode: .common)
///
/// func step(_ link: CADisplayLink) {
///     ball.center.x += speed * CGFloat(link.targetTimestamp - link.timestamp)
/// }
/// ```
///
/// **Which display.** Added to a run loop, the link follows the frames of the application's
/// key window at that moment: it runs at the refresh rate of the monitor that window is on
/// (60 Hz when the rate cannot be known), or of a `HeadlessFrameClock`. If another window
/// has become key by a later frame, the link moves to it. Added while no window is key (before
/// the app's window exists) it cannot run, says so once, and waits to be added again.
///
/// **Run loops and modes.** Every call happens on the main thread, which serves the only run
/// loop UIKit code uses; the run loop and mode given only matter as a set: the link runs
/// while it is in at least one (`add(to:forMode:)` with any mode, `.common` or `.default`),
/// and stops when `remove(from:forMode:)` has taken it out of all of them.
///
/// **Ownership, as on iOS.** The run loop (here, the window's list of frame observers) keeps
/// an added link alive, and the link keeps its target alive, until `invalidate()`. A target
/// holding its own link therefore lives until the link is invalidated.
///
/// **A wrong selector** (a method of another class than the target's, or whose parameter is
/// not a `CADisplayLink`, a superclass or `Any`) never traps: each call is skipped, with one
/// warning. The selector takes the link as its argument, or no argument.
///
/// An `NSObject`, as in Core Animation: equal only to itself.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    /// What a call runs.
    private enum Action {
        case selector(target: AnyObject, Selector)
        case handler(@MainActor (CADisplayLink) -> Void)
    }

    /// A run loop and one of its modes: what `add(to:forMode:)` recorded.
    private struct RunLoopModeKey: Hashable {
        let runLoop: ObjectIdentifier
        let mode: RunLoop.Mode

        init(_ runLoop: RunLoop, _ mode: RunLoop.Mode) {
            self.runLoop = ObjectIdentifier(runLoop)
            self.mode = mode
        }
    }

    /// Nil once invalidated (which releases the target or the handler's captures), or when
    /// the target given was not an object.
    private var action: Action?
    private var isInvalidated = false
    /// The (run loop, mode) pairs the link was added to.
    private var runLoopModes: Set<RunLoopModeKey> = []
    /// The window whose frames the link follows while added.
    private weak var window: UIWindow?
    /// When the link last called its target.
    private var lastCallTimestamp: TimeInterval?

    /// A link calling `selector` on `target` at each refresh: a method of the target's class
    /// taking the link (`step(_ link: CADisplayLink)`) or nothing (`step()`). The link holds
    /// `target` strongly until it is invalidated.
    public init(target: Any, selector: Selector) {
        if let object = Selector.targetObject(target) {
            action = .selector(target: object, selector)
        } else {
            Diagnostics.warn("a CADisplayLink's target must be an instance of a class, not a \(type(of: target)); the link will call nothing",
                             once: "CADisplayLink.target \(type(of: target))")
        }
        super.init()
    }

    /// A link calling `handler` at each refresh with itself: an OpenUIKit addition, for
    /// code with no class to be a target. The link holds the handler (and what it captures)
    /// until it is invalidated; capture the link's owner weakly when the owner keeps the link.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        action = .handler(handler)
        super.init()
    }

    // MARK: Scheduling

    /// Starts calling the target at each refresh of the key window's display (see the type
    /// for what the run loop and mode mean here). Adding an invalidated link does nothing.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else {
            Diagnostics.warn("an invalidated CADisplayLink cannot be added to a run loop again; make a new one",
                             once: "CADisplayLink.add after invalidate")
            return
        }
        let wasAdded = !runLoopModes.isEmpty
        runLoopModes.insert(RunLoopModeKey(runloop, mode))
        if !wasAdded || window == nil { attach(to: UIApplication.shared.keyWindow) }
    }

    /// Takes the link out of `mode`; once out of every mode it added to, it stops.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runLoopModes.remove(RunLoopModeKey(runloop, mode)) != nil, runLoopModes.isEmpty else { return }
        detach()
    }

    /// Stops the link for good: out of every run loop, and the target (or handler) released.
    public func invalidate() {
        isInvalidated = true
        runLoopModes.removeAll()
        detach()
        action = nil
    }

    /// Whether calls are suspended. A paused link asks for no frames, so an app whose only
    /// animation is a paused link is idle.
    public var isPaused = false {
        didSet {
            if oldValue, !isPaused { window?.requestAnimationFrame() }
        }
    }

    // MARK: Timing

    /// When the current frame started: when the refresh it follows happened, as closely as
    /// the platform's timer fires, in seconds of the application's `inputClock` (the time base
    /// of touch timestamps). 0 before the first call.
    public private(set) var timestamp: TimeInterval = 0

    /// When what the target draws now will be on screen: the refresh the link is next due
    /// at. `targetTimestamp - timestamp` is the link's actual frame duration (twice
    /// `duration` for a 30 Hz link on a 60 Hz display). 0 before the first call.
    public private(set) var targetTimestamp: TimeInterval = 0

    /// Seconds between two refreshes of the display at its full rate; 0 before the first
    /// call, as on iOS, where it is not valid until then.
    public private(set) var duration: TimeInterval = 0

    /// The rates the link may run at (see `CAFrameRateRange` for how one is chosen).
    /// Setting it sets `frameInterval` back to 1.
    public var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { frameIntervalOverride = 1 }
    }

    /// The rate the link would rather run at, in frames per second; 0 (the default) for the
    /// display's own rate. The iOS 10 form of `preferredFrameRateRange` (deprecated there
    /// since iOS 15, and still common in course code): setting `n` asks for at most `n`,
    /// preferably `n`.
    public var preferredFramesPerSecond: Int {
        get {
            guard preferredFrameRateRange != .default else { return 0 }
            return Int((preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum).rounded())
        }
        set {
            preferredFrameRateRange = newValue > 0
                ? CAFrameRateRange(minimum: 0, maximum: Float(newValue), preferred: Float(newValue))
                : .default
        }
    }

    /// Calls the target at every `frameInterval`-th refresh (1, the default: every one):
    /// the iOS 3 form, deprecated there since iOS 10. It takes the place of
    /// `preferredFrameRateRange` until set back to 1; values below 1 are taken as 1, with a
    /// warning (a programmer error on iOS).
    public var frameInterval: Int {
        get { frameIntervalOverride }
        set {
            if newValue < 1 {
                Diagnostics.warn("CADisplayLink.frameInterval must be 1 or more, not \(newValue); using 1",
                                 once: "CADisplayLink.frameInterval \(newValue)")
            }
            frameIntervalOverride = max(1, newValue)
        }
    }

    private var frameIntervalOverride = 1

    /// A frame up to half a refresh early still counts as the one the link is due at: the
    /// platform's frames wander by its timer's wake-up error, far less than that, while a
    /// render between two refreshes (input shown in a window with no screen, a snapshot)
    /// is at least half a refresh off (or it coincides with a refresh and is not early).
    static let earlinessForgivenInRefreshes = 0.5

    // MARK: Following the window

    private func attach(to newWindow: UIWindow?) {
        guard let newWindow else {
            Diagnostics.warn("a CADisplayLink was added to a run loop while no window is key; it will not run until it is added again once the app's window exists",
                             once: "CADisplayLink.add without a key window")
            return
        }
        if window === newWindow { return }
        detach()
        window = newWindow
        newWindow.frameObservers.append(self)
        if !isPaused { newWindow.requestAnimationFrame() }
    }

    private func detach() {
        guard let old = window else { return }
        old.frameObservers.removeAll { $0 === self }
        window = nil
    }

    /// Every how many refreshes the link runs at a display refresh of `duration` seconds.
    private func refreshDivisor(duration: TimeInterval) -> Int {
        if frameIntervalOverride > 1 { return frameIntervalOverride }
        return preferredFrameRateRange.refreshDivisor(displayRate: 1 / duration)
    }
}

extension CADisplayLink: FrameObserver {
    var wantsFrames: Bool {
        !isPaused && !isInvalidated && !runLoopModes.isEmpty
    }

    func frameWillBegin(timestamp frameStart: TimeInterval, targetTimestamp frameTarget: TimeInterval, duration refresh: TimeInterval) {
        guard wantsFrames else { return }
        if let key = UIApplication.shared.keyWindow, key !== window {
            // Another window became key: its frames drive the link from now on.
            attach(to: key)
            return
        }
        guard refresh.isFinite, refresh > 0 else { return }
        let divisor = refreshDivisor(duration: refresh)
        let period = refresh * Double(divisor)
        if let lastCallTimestamp,
           frameStart < lastCallTimestamp + period - refresh * CADisplayLink.earlinessForgivenInRefreshes {
            return
        }
        lastCallTimestamp = frameStart
        timestamp = frameStart
        targetTimestamp = frameTarget + refresh * Double(divisor - 1)
        duration = refresh
        switch action {
        case .selector(let target, let selector):
            selector.perform(on: target, sender: self)
        case .handler(let handler):
            handler(self)
        case nil:
            break
        }
    }
}
