import Foundation

/// The base of every gesture recognizer: a state machine fed with touches, that calls its
/// targets' actions as the gesture begins, changes and ends.
///
/// Attach one to a view with `addGestureRecognizer(_:)`. It then sees every touch that lands
/// on that view or its subviews, before the view itself does, and decides from them whether
/// its gesture is happening.
///
/// **States.** A discrete gesture (tap, swipe) goes `.possible → .ended` (`.recognized`) or
/// `.possible → .failed`, and its actions run once, on `.ended`. A continuous one (pan,
/// pinch, rotation, long press) goes `.possible → .began → .changed* → .ended` or
/// `→ .cancelled`, or `.possible → .failed`; its actions run on each of began, changed, ended
/// and cancelled. It stays in its final state until all its touches have ended; then
/// `reset()` runs and it is `.possible` again, and it hears nothing more from touches that
/// began earlier. Any other transition is a programmer error: it is reported (an assertion in
/// debug builds) and refused.
///
/// **Target-action without `#selector`.** Swift on Linux has no Objective-C runtime, so the
/// action is an unapplied method reference, `(Target) -> (Recognizer) -> Void`:
///
/// ```swift
/// // UIKit:    UIPinchGestureRecognizer(target: self, action: #selector(FaceView.changeScale(byReactingTo:)))
/// // OpenUIKit:
/// let pinch = UIPinchGestureRecognizer(target: self, action: FaceView.changeScale(byReactingTo:))
/// faceView.addGestureRecognizer(pinch)
///
/// func changeScale(byReactingTo pinch: UIPinchGestureRecognizer) {   // no @objc
///     switch pinch.state {
///     case .changed, .ended:
///         scale *= pinch.scale
///         pinch.scale = 1
///     default: break
///     }
/// }
/// ```
///
/// A method that takes no argument works too (`action: CardView.flip`), and so does a
/// closure (`UITapGestureRecognizer { tap in … }`). Targets are held weakly, as in UIKit: a
/// target that has been released is skipped. Closures are held strongly.
///
/// **Subclassing.** Override `touchesBegan(_:with:)` and its siblings, set `state` as the
/// gesture progresses, and clear your own bookkeeping in `reset()` (calling super). Timers
/// go through `scheduleTimer(after:_:)`, which reads the window's input clock, so tests can
/// drive them with a manual clock; they are cancelled when the recognizer resets or ends.
///
/// **The clock.** A recognizer takes its time from the window its touches come from
/// (`UIWindow.inputClock`, `SystemInputClock.shared` unless replaced), and touch timestamps
/// are in that clock's domain. It never reads the wall clock.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognizing its gesture.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not recognized yet; the default, and the state after each reset.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture finished: a continuous one ended, a discrete one was recognized.
        case ended
        /// A continuous gesture was cancelled (its touches were taken away).
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized; the same value as `.ended`.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the recognizer stays here until its touches end and it resets.
        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    // MARK: State

    /// The state arbitration has settled on.
    private var storedState = State.possible
    /// What `state` reads: the latest requested state while requests wait to be resolved, the
    /// state an action is being sent for while it runs, else `storedState`. One stored value,
    /// kept up to date by the few places that change those, because `state` is read many
    /// times on every move.
    private var reportedState = State.possible
    /// Transitions set since the gesture environment last resolved them, oldest first;
    /// emptied (keeping its storage) at each resolution.
    private var requests: [State] = []
    /// Whether one of this recognizer's touch callbacks or timers is running: requests made
    /// then are resolved by the environment as soon as it returns.
    var isInCallback = false

    /// The recognizer's state. Reading it is for everyone; setting it is for subclasses, as
    /// they recognize (UIKit's `UIGestureRecognizerSubclass` header).
    ///
    /// Setting it records a request and reads back at once, as in UIKit; nothing else happens
    /// inside the setter. Once the touch callback (or timer) that set it returns, the gesture
    /// environment resolves the request: leaving `.possible` asks the views and the delegate
    /// (`gestureRecognizerShouldBegin`), may wait for other recognizers to fail, or fails at
    /// once when one of them says no; then the targets' actions are sent in a phase of their
    /// own, after every recognizer has had the event (UIKit sends them "at the next cycle of
    /// the run loop"). Set outside any callback or step, it is resolved before the setter
    /// returns, in a step of its own.
    open var state: State {
        get { reportedState }
        set {
            guard record(newValue) else { return }
            // Inside its own callback the environment resolves the request when the callback
            // returns; so on every move the environment (a weak reference, costly to load)
            // is not asked.
            if isInCallback { return }
            (environment ?? GestureEnvironment.detached).noteRequests(of: self)
        }
    }

    /// Records a requested transition, judged against what `state` reads now; illegal ones
    /// are reported and refused. A recognizer waiting for others to fail reads `.possible`
    /// but is past it: its requests go to the environment unjudged, which turns them into a
    /// late start, an update of what it waits for, or a failure.
    private func record(_ newValue: State) -> Bool {
        let current = reportedState
        if pendingState == nil || !requests.isEmpty {
            if current == .possible, newValue == .possible { return false }
            guard GestureEnvironment.isLegal(from: current, to: newValue) else {
                UIGestureRecognizer.reportIllegalTransition(self, from: current, to: newValue)
                return false
            }
        }
        reportedState = newValue
        // Changing again before the environment has seen the last change is one change.
        if newValue == .changed, !requests.isEmpty, requests[requests.count - 1] == .changed { return true }
        // Through a local copy (`detached()`), keeping its storage across gestures.
        var all = requests.detached()
        all.append(newValue)
        requests = all
        return true
    }

    /// Whether requests wait to be resolved.
    var hasRequests: Bool { !requests.isEmpty }
    /// How many requests wait, and the one at `index`: read by index so that resolving
    /// allocates nothing.
    var requestCount: Int { requests.count }
    func request(at index: Int) -> State { requests[index] }

    /// Forgets the requests once resolved: `state` reads the resolved state again.
    func clearRequests() {
        var all = requests.detached()
        all.removeAll(keepingCapacity: true)
        requests = all
        reportedState = storedState
    }

    /// Shows the resolved state while requests are being resolved, so that the views and
    /// delegates asked then see the recognizer as it is (still `.possible` when asked
    /// whether it should begin).
    func showResolvedState() {
        reportedState = storedState
    }

    /// The state the environment has settled on, whatever `state` reads meanwhile.
    var resolvedState: State { storedState }

    /// Sends the actions for a transition to `reported`: `state` reads `reported` while they
    /// run, even when the recognizer has moved on since (a late `.began` followed at once by
    /// `.ended`), and what it should read afterwards when they return.
    func sendActions(reporting reported: State) {
        reportedState = reported
        fireActions()
        reportedState = requests.isEmpty ? storedState : requests[requests.count - 1]
    }

    // Properties read on every touch event are public computed views of internal storage:
    // the optimizer sees every access to an internal stored property and drops the runtime
    // exclusivity check it must keep on every access to a public stored one.

    /// Whether the recognizer takes part. Turning it off mid-gesture cancels (or fails) it.
    open var isEnabled: Bool {
        get { enabledStorage }
        set {
            let wasEnabled = enabledStorage
            enabledStorage = newValue
            guard wasEnabled, !newValue, let environment else { return }
            // Inside a step (an action, a callback) the cancellation and its actions join
            // that step's phases; outside one it is a step of its own.
            environment.perform { environment.abandon(self) }
        }
    }
    private var enabledStorage = true

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Fine-tunes how this recognizer competes with others.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging and transcripts.
    open var name: String?

    /// Whether the view stops hearing about touches once this recognizer recognizes: it then
    /// gets `touchesCancelled` for those it already had. Default true.
    open var cancelsTouchesInView: Bool {
        get { viewDeliveryPolicy.cancelsTouchesInView }
        set { viewDeliveryPolicy.cancelsTouchesInView = newValue }
    }
    /// Whether the view's `touchesBegan` waits until this recognizer has failed (and never
    /// comes if it recognizes). Default false.
    open var delaysTouchesBegan: Bool {
        get { viewDeliveryPolicy.delaysTouchesBegan }
        set { viewDeliveryPolicy.delaysTouchesBegan = newValue }
    }
    /// Whether the view's `touchesEnded` waits while this recognizer may still recognize:
    /// delivered if it fails, turned into `touchesCancelled` if it recognizes. Default true.
    open var delaysTouchesEnded: Bool {
        get { viewDeliveryPolicy.delaysTouchesEnded }
        set { viewDeliveryPolicy.delaysTouchesEnded = newValue }
    }

    /// The storage of the three properties above.
    struct ViewDeliveryPolicy {
        var cancelsTouchesInView = true
        var delaysTouchesBegan = false
        var delaysTouchesEnded = true
    }
    private var viewDeliveryPolicy = ViewDeliveryPolicy()

    /// The numbers this recognizer decides by; `GestureThresholds.standard` unless changed.
    public var thresholds: GestureThresholds {
        get { thresholdsStorage }
        set {
            thresholdsStorage = newValue
            thresholdsDidChange()
        }
    }
    private var thresholdsStorage = GestureThresholds.standard

    /// Lets the library's recognizers rebuild what depends on the thresholds.
    func thresholdsDidChange() {}

    // MARK: Bookkeeping the environment and router use

    /// The arbitration this recognizer takes part in: the one of the window its touches come
    /// from, once it has had a touch.
    weak var environment: GestureEnvironment?
    /// A transition the recognizer asked for that waits for other recognizers to fail.
    var pendingState: State?
    /// Whether the pending transition started with `.began` (a continuous recognizer), so that
    /// `.began` is reported before a pending `.ended`.
    var pendingIncludesBegan = false
    /// The recognizers this one waits to fail (`require(toFail:)`), held weakly.
    var failureRequirements: [WeakGestureRecognizer] = []

    /// Every touch received since the last reset, minus ignored ones, in arrival order.
    private(set) var trackedTouches: [UITouch] = []
    /// The touches `numberOfTouches` and `location(in:)` describe: the live ones, plus those
    /// that lifted in the latest event, so that at `.ended` the lifting fingers still count.
    private var queryTouches: [UITouch] = []
    /// The centroid of the last touches described, in window points, for when none remain.
    private var lastCentroidInWindow: CGPoint?
    /// Where the pointer is, in window points, for a gesture driven by the pointer rather
    /// than touches (scrolling, hovering): what `location(in:)` reports while no touch is
    /// described. Set by the window's scroll and hover routers; cleared at reset.
    var pointerLocationInWindow: CGPoint?

    /// Timers scheduled and neither fired nor cancelled: one or two at a time, so a short
    /// array kept across gestures (an emptied dictionary frees its storage).
    private var timers: [RecognizerTimer] = []
    private var nextTimerID = 0
    var actions: [GestureAction] = []
    var nextActionID = 0

    /// Called for every state change, resets to `.possible` included; for transcripts and
    /// tests. Nil (the default) costs nothing.
    package var transitionObserver: ((UIGestureRecognizer, State, State) -> Void)? {
        get { transitionObserverStorage }
        set { transitionObserverStorage = newValue }
    }
    /// Private storage behind the package property: read on every state change, and the
    /// optimizer drops runtime exclusivity checks only on storage it sees every access to.
    private var transitionObserverStorage: ((UIGestureRecognizer, State, State) -> Void)?

    /// Reports an illegal transition: by default a warning and, in debug builds, an assertion.
    /// Tests that provoke one on purpose replace it.
    package static var illegalTransitionHandler: @MainActor (String) -> Void = { message in
        Diagnostics.warn(message)
        assertionFailure(message)
    }

    /// A recognizer that sends `action` to `target` (held weakly) as it recognizes: UIKit's
    /// designated initializer, with the `Selector` a `#selector(...)` becomes, so a subclass
    /// can override it and call super. A nil action adds nothing; a nil target is not valid
    /// (as in UIKit) and adds nothing, with a warning.
    public init(target: Any?, action: Selector?) {
        super.init()
        guard let action else { return }
        guard let target else {
            Diagnostics.warn("a gesture recognizer was given the action \(action) with a nil target; it was not added",
                             once: "UIGestureRecognizer.init(target: nil)")
            return
        }
        addTarget(target, action: action)
    }

    /// A recognizer decoded from a storyboard or xib, with its inspector values; its actions
    /// are connected by the loader. A convenience initializer going through
    /// `init(target:action:)`, so a subclass that overrides only that one keeps inheriting
    /// `init()`, as UIKit's subclasses do.
    public convenience init?(coder: NSCoder) {
        self.init(target: nil, action: nil)
        decodeGestureRecognizer(from: coder)
    }

    /// Called on a recognizer loaded from a nib or storyboard once every object of it is
    /// made and connected; overrides must call super.
    open func awakeFromNib() {}

    /// A recognizer with no target or action.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    // MARK: Subclass hooks (declared here: extensions cannot hold overridable methods)

    /// New touches for the recognizer; the base class does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when touches the recognizer tracks move; subclasses override it to update their state.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when touches the recognizer tracks lift; subclasses override it to update their state.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touches were taken away. If a subclass leaves the state alone, the environment
    /// fails a possible recognizer and cancels an active one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Clears per-gesture bookkeeping. The system calls it once the recognizer's touches have
    /// all ended after it finished; the state is already `.possible`. Call super.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer (the view still gets it).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        // Through local copies (`detached()`), as every change to these per-event lists.
        var tracked = trackedTouches.detached()
        tracked.removeAll { $0 === touch }
        trackedTouches = tracked
        var described = queryTouches.detached()
        described.removeAll { $0 === touch }
        queryTouches = described
    }

    /// Whether this recognizer, once it recognizes, may fail `preventedGestureRecognizer`
    /// (when they share touches and may not recognize together). Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing may fail this one. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// The centroid of the recognizer's touches in `view`'s coordinates (nil: window points).
    open func location(in view: UIView?) -> CGPoint {
        UITouch.convert(centroidInWindow, to: view)
    }

    // MARK: Queries

    /// How many touches the gesture involves now.
    open var numberOfTouches: Int { queryTouches.count }

    /// Where the touch at `touchIndex` (in arrival order) is, in `view`'s coordinates. An
    /// index out of range (UIKit raises) answers `location(in:)` with a warning.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard queryTouches.indices.contains(touchIndex) else {
            Diagnostics.warn("UIGestureRecognizer.location(ofTouch: \(touchIndex)) with \(queryTouches.count) touches",
                             once: "UIGestureRecognizer.location(ofTouch:)")
            return location(in: view)
        }
        return queryTouches[touchIndex].location(in: view)
    }

    /// Makes this recognizer wait, before recognizing, until `otherGestureRecognizer` fails;
    /// if the other recognizes, this one fails. The classic use: a single tap that must not
    /// fire on the first tap of a double tap.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    // MARK: Timers

    /// The clock the recognizer reads: its window's input clock.
    public var clock: InputClock {
        environment?.clock ?? view?.window?.inputClock ?? SystemInputClock.shared
    }

    /// Runs `action` after `delay` seconds on the recognizer's clock, inside the gesture
    /// environment (so arbitration and view delivery follow, as after a touch). The timer is
    /// cancelled when the recognizer finishes or resets.
    ///
    /// The clock holds the recognizer (and `action`) until the timer fires or is cancelled,
    /// as UIKit's delayed performs hold their target; since finishing cancels every timer,
    /// that never outlasts a gesture.
    @discardableResult
    // The action is a plain closure: the recognizer is main-actor isolated, so it is made and
    // run there; a `@MainActor` function type in a `@preconcurrency` class is mangled
    // differently by a subclass in another file, which then fails to link.
    public func scheduleTimer(after delay: TimeInterval, _ action: @escaping () -> Void) -> InputTimer {
        let id = nextTimerID
        nextTimerID += 1
        let handle = RecognizerTimer(id: id)
        // Registered before scheduling, so a clock that fires at once still finds it.
        var all = timers.detached()
        all.append(handle)
        timers = all
        handle.underlying = clock.schedule(after: delay.isFinite ? max(0, delay) : 0) { [self] in
            guard let pending = removeTimer(id: id), !pending.isCancelled else { return }
            let environment = self.environment ?? GestureEnvironment.detached
            environment.needsBookkeeping = true
            environment.perform { environment.runCallback(of: self, action) }
        }
        return handle
    }

    /// Runs `action` at `deadline` on the recognizer's clock (at once if it has passed): for
    /// deadlines counted from an event's timestamp rather than from when the event was
    /// processed, which may be later when the app was busy.
    @discardableResult
    func scheduleTimer(until deadline: TimeInterval, _ action: @escaping () -> Void) -> InputTimer {
        scheduleTimer(after: deadline - clock.now, action)
    }

    /// Whether a continuous recognizer has begun, or has asked to and waits for others to
    /// fail. Either way it goes on reporting changes and its end; the environment turns those
    /// into a late `.began` (and `.ended`) or a failure.
    var hasBegun: Bool {
        state == .began || state == .changed || (state == .possible && pendingState != nil)
    }

    /// Whether any timer is still waiting to fire.
    var hasPendingTimers: Bool {
        for timer in timers where !timer.isCancelled { return true }
        return false
    }

    /// Takes the timer `id` out of `timers`, if it is still there.
    private func removeTimer(id: Int) -> RecognizerTimer? {
        for index in timers.indices where timers[index].id == id {
            var all = timers.detached()
            let timer = all.remove(at: index)
            timers = all
            return timer
        }
        return nil
    }

    func cancelAllTimers() {
        guard !timers.isEmpty else { return }
        var pending = timers.detached()
        for timer in pending { timer.cancel() }
        // The emptied list keeps its storage for the next gesture, unless cancelling
        // scheduled new timers meanwhile.
        pending.removeAll(keepingCapacity: true)
        if timers.isEmpty { timers = pending }
    }

    // MARK: Touches, as the router hands them over

    // These run for every recognizer on every touch event; plain loops keep them cheap in
    // debug builds, where the randomised tests run.

    func isTracking(_ touch: UITouch) -> Bool {
        for tracked in trackedTouches where tracked === touch { return true }
        return false
    }

    /// Whether this recognizer is still deciding or active on `touch`: the test for handing
    /// it the touch's next event (cheapest part first: most have decided).
    func mayReceive(_ touch: UITouch) -> Bool {
        let state = storedState
        return (state == .possible || state == .began || state == .changed) && isTracking(touch)
    }

    /// Whether any tracked touch is still down.
    var hasLiveTouches: Bool {
        for tracked in trackedTouches where tracked.isLive { return true }
        return false
    }

    func beginTracking(_ touch: UITouch) {
        guard !isTracking(touch) else { return }
        var tracked = trackedTouches.detached()
        tracked.append(touch)
        trackedTouches = tracked
    }

    /// Passes one phase of `touch` (`touches` is the set of it alone), which this recognizer
    /// tracks, to the subclass hook, after updating what the queries describe.
    func receive(_ phase: UITouch.Phase, of touch: UITouch, as touches: Set<UITouch>, with event: UIEvent) {
        // One pass: whether `touch` is described already, and how many described touches
        // lifted in an earlier event.
        var liftedEarlier = 0, isDescribed = false
        for described in queryTouches {
            if described === touch {
                isDescribed = true
            } else if !described.isLive {
                liftedEarlier += 1
            }
        }
        if liftedEarlier > 0 {
            if liftedEarlier == queryTouches.count { lastCentroidInWindow = centroidInWindow }
            var described = queryTouches.detached()
            described.removeAll { !$0.isLive && $0 !== touch }
            queryTouches = described
        }
        if !isDescribed {
            var described = queryTouches.detached()
            described.append(touch)
            queryTouches = described
        }
        let wasInCallback = isInCallback
        isInCallback = true
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved, .stationary: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
        isInCallback = wasInCallback
    }

    /// The touches still down that this recognizer tracks, in arrival order. It makes an
    /// array: moves, the hot path, use the counting and centroid queries below instead.
    var liveTouches: [UITouch] {
        var live: [UITouch] = []
        for touch in trackedTouches where touch.isLive { live.append(touch) }
        return live
    }

    /// How many of the tracked touches are down: `liveTouches.count` without the array.
    var liveTouchCount: Int {
        var count = 0
        for touch in trackedTouches where touch.isLive { count += 1 }
        return count
    }

    /// The first tracked touch still down: `liveTouches.first` without the array.
    var firstLiveTouch: UITouch? {
        for touch in trackedTouches where touch.isLive { return touch }
        return nil
    }

    /// The centroid of the tracked touches that are down, in window points (nil for none):
    /// `centroid(of: liveTouches)` without the array.
    var liveCentroidInWindow: CGPoint? {
        var x: CGFloat = 0, y: CGFloat = 0, n = 0
        for touch in trackedTouches where touch.isLive {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
            n += 1
        }
        guard n > 0 else { return nil }
        let count = CGFloat(n)
        return CGPoint(x: x / count, y: y / count)
    }

    /// The centroid of the described touches, in window points.
    var centroidInWindow: CGPoint {
        guard !queryTouches.isEmpty else { return pointerLocationInWindow ?? lastCentroidInWindow ?? .zero }
        return UIGestureRecognizer.centroid(of: queryTouches)
    }

    /// The centroid of `touches` in window points (the origin for none).
    static func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        let n = CGFloat(touches.count)
        return CGPoint(x: x / n, y: y / n)
    }

    /// The centroid of `points`, window points.
    static func centroid(of points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for p in points {
            x += p.x
            y += p.y
        }
        let n = CGFloat(points.count)
        return CGPoint(x: x / n, y: y / n)
    }

    // MARK: State changes, as the environment applies them

    /// Stores a state the environment has approved and tells the observer; final states stop
    /// the timers. Actions are sent separately, in the environment's action phase.
    func setState(_ newState: State) {
        let old = storedState
        storedState = newState
        reportedState = newState
        // Changing again (.changed) alters nothing the end-of-step bookkeeping looks at.
        if newState != .possible, newState != .changed { environment?.needsBookkeeping = true }
        if newState.isFinal { cancelAllTimers() }
        transitionObserverStorage?(self, old, newState)
        if UIGestureRecognizer.logsTransitions, newState != .possible {
            let label = name.map { "\(type(of: self)) \"\($0)\"" } ?? "\(type(of: self))"
            FileHandle.standardError.write(Data("OpenUIKit gesture: \(label) \(old) → \(newState)\n".utf8))
        }
    }

    /// Whether every transition is written to standard error, for following gestures in a
    /// running app: set `OPENUIKIT_GESTURE_TRANSCRIPT=1`. Read once; off costs one check.
    static let logsTransitions = ProcessInfo.processInfo.environment["OPENUIKIT_GESTURE_TRANSCRIPT"] == "1"

    /// Back to `.possible`, forgetting the touches of the finished sequence.
    func performReset() {
        cancelAllTimers()
        pendingState = nil
        pendingIncludesBegan = false
        clearRequests()
        // Emptied through local copies (`detached()`), keeping their storage for the next
        // gesture.
        var tracked = trackedTouches.detached()
        tracked.removeAll(keepingCapacity: true)
        trackedTouches = tracked
        var described = queryTouches.detached()
        described.removeAll(keepingCapacity: true)
        queryTouches = described
        lastCentroidInWindow = nil
        pointerLocationInWindow = nil
        if storedState != .possible { setState(.possible) }
        reset()
    }

    static func reportIllegalTransition(_ recognizer: UIGestureRecognizer, from: State, to: State) {
        let name = recognizer.name.map { " \"\($0)\"" } ?? ""
        illegalTransitionHandler("\(type(of: recognizer))\(name): illegal state transition \(from) → \(to), refused")
    }
}

/// A weak reference to a recognizer, for lists that must not keep recognizers alive.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// The handle `scheduleTimer(after:_:)` returns. It knows nothing of its recognizer, so
/// holding it keeps nothing alive.
@MainActor
private final class RecognizerTimer: InputTimer {
    /// Which of its recognizer's timers this is.
    let id: Int
    var underlying: InputTimer?

    init(id: Int) {
        self.id = id
    }

    private(set) var isCancelled = false

    func cancel() {
        isCancelled = true
        underlying?.cancel()
        underlying = nil
    }
}
