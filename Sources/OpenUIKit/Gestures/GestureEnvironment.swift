import Foundation

/// The rule: a recognizer may leave `.possible` only when every recognizer it must wait for
/// has failed, no recognizer that already recognized on a shared touch excludes it, and its
/// delegate agrees; the moment it does, every other recognizer sharing a touch with it that
/// may not recognize simultaneously fails (or, if already active, is cancelled), and every
/// recognizer waiting for it to fail fails.
///
/// One environment serves a window. It holds the recognizers that have touches (the
/// *participants*), resolves the state changes they ask for under the rule above, sends their
/// actions, and resets each one once its touches have all ended after it finished.
///
/// **Timing, as UIKit's.** Work happens in steps (`perform`): a touch event, a recognizer's
/// timer, or app code disabling or removing a recognizer outside any step. A step runs in
/// phases:
/// 1. *Callbacks.* Each recognizer gets its touch callback (or its timer runs). Setting
///    `state` there only records a request; as soon as the callback returns, the requests are
///    resolved: arbitration, the views' and delegates' `gestureRecognizerShouldBegin`, and
///    the new states stored. No action runs yet.
/// 2. *Actions.* Recognizers left with nothing to decide on are failed, then the actions of
///    every transition of the step are sent, in the order the transitions were resolved.
///    What an action does to recognizers (setting a state, disabling or removing one) is
///    resolved before the next action runs, and adds its own actions to the end of the
///    phase; nothing re-enters phase 1.
/// 3. *Views.* The router delivers touches to views, as the recognizers now allow.
/// 4. *Resets.* Recognizers that finished and whose touches have all ended, and those
///    removed during the step, are reset.
///
/// Terms:
/// - *shares a touch*: the two recognizers track at least one common touch in this sequence.
/// - *simultaneous*: either delegate's `shouldRecognizeSimultaneouslyWith` answers true.
/// - *requires*: `require(toFail:)`, the delegates' `shouldRequireFailureOf` /
///   `shouldBeRequiredToFailBy`, or the subclass hooks of the same names.
/// - *undecided*: `.possible` with tracked touches; a required recognizer that is not
///   taking part (no touches) does not hold anyone up.
///
/// Cost: this runs for every touch event, and Swift 6 checks at run time that a closure
/// handed to the standard library (`filter`, `contains(where:)`, `removeAll(where:)`) runs
/// on the main actor, every time it is called; so the searches here are plain loops. The
/// lists of requests and actions keep their storage, so a move allocates nothing.
@MainActor
final class GestureEnvironment {
    /// An action phase entry: `recognizer` moved to `state`, and its actions are due.
    struct QueuedAction {
        let recognizer: UIGestureRecognizer
        let state: UIGestureRecognizer.State
    }

    /// The clock recognizers schedule their timers on.
    var clock: InputClock
    /// Recognizers with touches in the current sequences, in the order they joined.
    private(set) var participants: [UIGestureRecognizer] = []
    /// Called at the end of each step, after the action phase and before resets: the router
    /// delivers touches to views here, while recognizers still show how they finished.
    var onSettle: (() -> Void)?
    private var depth = 0
    /// Whether a touch ended, a timer fired or a state changed (other than `.changed` again)
    /// since the last settle; only then can a recognizer have been abandoned or be ready to
    /// reset. Moves, the bulk of the input, skip that work, even while they change a gesture.
    var needsBookkeeping = false
    /// Recognizers whose state was set outside their own callbacks, waiting for resolution.
    private var requesters: [UIGestureRecognizer] = []
    /// The actions due in this step's action phase, in order.
    private var actionQueue: [QueuedAction] = []
    /// Recognizers removed from their views during this step, reset at its end.
    private var withdrawn: [UIGestureRecognizer] = []

    /// The environment of recognizers that have never had a touch: no participants, so state
    /// changes are only checked for legality and the delegate's consent.
    static let detached = GestureEnvironment(clock: SystemInputClock.shared)

    init(clock: InputClock) {
        self.clock = clock
    }

    // MARK: Steps

    /// Runs `body` as (part of) one step, and settles when the outermost step finishes.
    func perform(_ body: () -> Void) {
        depth += 1
        body()
        if !requesters.isEmpty { resolveNotedRequests() }
        depth -= 1
        if depth == 0 { settle { onSettle?() } }
    }

    /// The same, for the router's own steps: it passes the view delivery in, which spares
    /// every touch event the stored `onSettle` closure and its weak reference.
    func perform(settlingWith deliverToViews: () -> Void, _ body: () -> Void) {
        depth += 1
        body()
        if !requesters.isEmpty { resolveNotedRequests() }
        depth -= 1
        if depth == 0 { settle(deliveringToViews: deliverToViews) }
    }

    /// Phases 2 to 4 of a step (see the type's notes).
    private func settle(deliveringToViews deliverToViews: () -> Void) {
        depth += 1
        defer { depth -= 1 }
        var bookkeeping = runActionPhase()
        deliverToViews()
        // A view's touch handler may have changed recognizers too.
        if needsBookkeeping || !actionQueue.isEmpty || !requesters.isEmpty {
            if !requesters.isEmpty { resolveNotedRequests() }
            if runActionPhase() { bookkeeping = true }
        }
        if !withdrawn.isEmpty { resetWithdrawn() }
        guard bookkeeping else { return }
        for recognizer in participants where recognizer.resolvedState.isFinal && !recognizer.hasLiveTouches {
            recognizer.performReset()
        }
        // Compacted in place, through a local copy (`detached()`): `participants` is read on
        // every event.
        var remaining = participants.detached()
        var kept = 0
        for index in remaining.indices {
            let participant = remaining[index]
            if participant.resolvedState == .possible, participant.trackedTouches.isEmpty, participant.pendingState == nil,
               !participant.hasPendingTimers { continue }
            if kept != index { remaining[kept] = participant }
            kept += 1
        }
        if kept < remaining.count { remaining.removeSubrange(kept...) }
        participants = remaining
    }

    /// Fails abandoned recognizers and sends the queued actions, until neither leaves more to
    /// do; returns whether bookkeeping (failing, resetting) was due.
    private func runActionPhase() -> Bool {
        var bookkeeping = false
        repeat {
            if needsBookkeeping {
                needsBookkeeping = false
                bookkeeping = true
                failAbandoned()
            }
            if !actionQueue.isEmpty { sendQueuedActions() }
        } while needsBookkeeping || !actionQueue.isEmpty
        return bookkeeping
    }

    /// Sends every queued action in order, resolving what each one changed before the next.
    private func sendQueuedActions() {
        var index = 0
        while index < actionQueue.count {
            let entry = actionQueue[index]
            index += 1
            entry.recognizer.sendActions(reporting: entry.state)
            if !requesters.isEmpty { resolveNotedRequests() }
        }
        var all = actionQueue.detached()
        all.removeAll(keepingCapacity: true)
        actionQueue = all
    }

    private func enqueueActions(of recognizer: UIGestureRecognizer, reporting state: UIGestureRecognizer.State) {
        var all = actionQueue.detached()
        all.append(QueuedAction(recognizer: recognizer, state: state))
        actionQueue = all
    }

    /// Resets the recognizers removed during the step and forgets them.
    private func resetWithdrawn() {
        let leaving = withdrawn.detached()
        var remaining = participants.detached()
        for recognizer in leaving {
            recognizer.performReset()
            remaining.removeAll { $0 === recognizer }
        }
        participants = remaining
    }

    // MARK: Requests

    /// `recognizer`'s state was set outside its own callbacks (by another recognizer, an
    /// action, app code): resolved at the end of the current phase, or now, as a step of its
    /// own, when no step is running.
    func noteRequests(of recognizer: UIGestureRecognizer) {
        var all = requesters.detached()
        all.append(recognizer)
        requesters = all
        if depth == 0 { perform {} }
    }

    /// Runs one of `recognizer`'s callbacks (a timer's action), then resolves what it asked for.
    func runCallback(of recognizer: UIGestureRecognizer, _ callback: () -> Void) {
        let wasInCallback = recognizer.isInCallback
        recognizer.isInCallback = true
        callback()
        recognizer.isInCallback = wasInCallback
        if recognizer.hasRequests { resolveRequests(of: recognizer) }
        if !requesters.isEmpty { resolveNotedRequests() }
    }

    /// Runs `body` as a callback of `recognizer` driven by something other than touches (a
    /// scroll sequence, the hovering pointer), in a step of its own or of the current one:
    /// the recognizer joins the environment, so its requests are arbitrated, its actions
    /// sent and, once it has finished, it is reset as a touch-driven one is (it has no
    /// touches to wait for).
    func drive(_ recognizer: UIGestureRecognizer, _ body: () -> Void) {
        perform {
            join(recognizer)
            runCallback(of: recognizer, body)
        }
    }

    /// Resolves `recognizer`'s requests in the order they were made.
    private func resolveRequests(of recognizer: UIGestureRecognizer) {
        recognizer.showResolvedState()
        var index = 0
        while index < recognizer.requestCount {
            let request = recognizer.request(at: index)
            index += 1
            resolve(recognizer, to: request)
        }
        recognizer.clearRequests()
    }

    private func resolveNotedRequests() {
        var index = 0
        while index < requesters.count {
            let recognizer = requesters[index]
            index += 1
            if recognizer.hasRequests { resolveRequests(of: recognizer) }
        }
        var all = requesters.detached()
        all.removeAll(keepingCapacity: true)
        requesters = all
    }

    // MARK: Touches

    /// Offers a new touch to `candidates` (the hit view's recognizers, then its ancestors'):
    /// those that are enabled, not finished and accepted by their delegate start tracking it.
    func offer(_ touch: UITouch, to candidates: [UIGestureRecognizer]) -> [UIGestureRecognizer] {
        var offered: [UIGestureRecognizer] = []
        offered.reserveCapacity(candidates.count)
        for recognizer in candidates where recognizer.isEnabled && canTakeNewTouches(recognizer) {
            guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
            join(recognizer)
            recognizer.beginTracking(touch)
            offered.append(recognizer)
        }
        return offered
    }

    /// Hands one phase of `record`'s touch to each recognizer still tracking it and still
    /// deciding, as the one-element set the router made for the touch's whole life.
    func deliver(_ phase: UITouch.Phase, of record: TouchRecord, with event: UIEvent) {
        let touch = record.touch
        let touches = record.alone
        if phase == .ended || phase == .cancelled { needsBookkeeping = true }
        var anyDone = false
        for recognizer in record.receivingRecognizers {
            guard recognizer.mayReceive(touch) else {
                anyDone = true
                continue
            }
            guard recognizer.isEnabled else { continue }
            recognizer.receive(phase, of: touch, as: touches, with: event)
            // Resolved as soon as the callback returns, before the next recognizer hears of
            // the event: the first to recognize wins.
            if recognizer.hasRequests { resolveRequests(of: recognizer) }
            if !requesters.isEmpty { resolveNotedRequests() }
        }
        if anyDone { forgetFinishedReceivers(of: record) }
        if phase == .cancelled {
            // A touch taken away takes its gestures with it, whatever a subclass did.
            for recognizer in record.offeredRecognizers where recognizer.isTracking(touch) {
                abandon(recognizer)
            }
        }
    }

    /// Drops from `record.receivingRecognizers` those that finished or stopped tracking its
    /// touch: a recognizer resets only once all its touches are up, and a touch is tracked
    /// only from its touch-down, so neither comes back while this touch is down.
    private func forgetFinishedReceivers(of record: TouchRecord) {
        // Through a local copy (`detached()`): the list is read on every event.
        var receivers = record.receivingRecognizers.detached()
        var kept = 0
        for index in receivers.indices where receivers[index].mayReceive(record.touch) {
            if kept != index { receivers[kept] = receivers[index] }
            kept += 1
        }
        if kept < receivers.count { receivers.removeSubrange(kept...) }
        record.receivingRecognizers = receivers
    }

    /// Fails a deciding recognizer, cancels an active one (its actions follow in the action
    /// phase). Requests it has not had resolved are moot.
    func abandon(_ recognizer: UIGestureRecognizer) {
        if recognizer.hasRequests { recognizer.clearRequests() }
        switch recognizer.resolvedState {
        case .possible:
            fail(recognizer)
        case .began, .changed:
            recognizer.setState(.cancelled)
            enqueueActions(of: recognizer, reporting: .cancelled)
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// Takes a recognizer out entirely (it was removed from its view): abandoned now, its
    /// actions sent in the action phase and reset at the end of the step, so that an action
    /// that removes its own recognizer still reads the state it was sent for.
    func withdraw(_ recognizer: UIGestureRecognizer) {
        perform {
            abandon(recognizer)
            var all = withdrawn.detached()
            all.append(recognizer)
            withdrawn = all
        }
    }

    // MARK: Transitions

    /// Applies a state change a recognizer asked for, under the rule. It was legal when
    /// asked for; if it no longer is (the delegate refused an earlier request of the same
    /// callback, or the recognizer was cancelled meanwhile) it is dropped quietly.
    private func resolve(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        if let pending = recognizer.pendingState {
            updatePending(recognizer, pending: pending, request: newState)
            return
        }
        let current = recognizer.resolvedState
        guard GestureEnvironment.isLegal(from: current, to: newState) else { return }
        switch (current, newState) {
        case (.possible, .began), (.possible, .ended):
            attemptToRecognize(recognizer, as: newState)
        case (.possible, .failed):
            fail(recognizer)
        default:
            recognizer.setState(newState)
            enqueueActions(of: recognizer, reporting: newState)
        }
    }

    /// The transitions UIKit allows; returning to `.possible` happens only through reset.
    static func isLegal(from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// A recognizer that waits for others to fail keeps asking as its touches change; only
    /// the latest wish counts, and giving up fails it at once.
    private func updatePending(_ recognizer: UIGestureRecognizer, pending: UIGestureRecognizer.State,
                               request: UIGestureRecognizer.State) {
        switch request {
        case .failed, .cancelled:
            fail(recognizer)
        case .began:
            recognizer.pendingIncludesBegan = true
        case .changed:
            // Still waiting to begin; the change will be visible once it does.
            break
        case .ended:
            recognizer.pendingState = .ended
        case .possible:
            recognizer.pendingState = nil
            recognizer.pendingIncludesBegan = false
        }
    }

    private func attemptToRecognize(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        if isExcludedByWinner(recognizer) { return fail(recognizer) }
        let required = requirementStatus(of: recognizer)
        if required.anyRecognized { return fail(recognizer) }
        if required.anyUndecided {
            recognizer.pendingState = target
            recognizer.pendingIncludesBegan = target == .began
            return
        }
        complete(recognizer, as: target, includingBegan: target == .began)
    }

    /// A waiting recognizer's requirement changed: recognize, keep waiting, or fail.
    private func reconsider(_ recognizer: UIGestureRecognizer) {
        guard let target = recognizer.pendingState else { return }
        let required = requirementStatus(of: recognizer)
        if required.anyRecognized { return fail(recognizer) }
        if required.anyUndecided { return }
        if isExcludedByWinner(recognizer) { return fail(recognizer) }
        complete(recognizer, as: target, includingBegan: recognizer.pendingIncludesBegan)
    }

    /// UIKit asks the views the recognizer's touches landed on, so that a control can keep an
    /// ancestor's recognizer off its own touches (a slider refusing a scroll view's pan).
    /// The recognizer's own view is asked too when no touch landed on it directly.
    private func viewsAllowBeginning(_ recognizer: UIGestureRecognizer) -> Bool {
        // Each view once, in the touches' order, then the recognizer's own; duplicates are
        // found by looking back over the touches rather than kept in a list (no allocation
        // on the move that recognizes).
        let touches = recognizer.trackedTouches
        for index in touches.indices {
            guard let view = touches[index].view else { continue }
            var askedAlready = false
            for earlier in 0..<index where touches[earlier].view === view { askedAlready = true }
            if !askedAlready, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        if let view = recognizer.view {
            var askedAlready = false
            for touch in touches where touch.view === view { askedAlready = true }
            if !askedAlready, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    private func complete(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State, includingBegan: Bool) {
        recognizer.pendingState = nil
        recognizer.pendingIncludesBegan = false
        guard viewsAllowBeginning(recognizer),
              recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
        else { return fail(recognizer) }
        // The winner's state is stored before the losers fail, so that a loser's dependents,
        // released by that failure, already see it as a winner.
        if target == .ended, includingBegan {
            recognizer.setState(.began)
            excludeOthers(for: recognizer)
            enqueueActions(of: recognizer, reporting: .began)
            recognizer.setState(.ended)
            enqueueActions(of: recognizer, reporting: .ended)
        } else {
            recognizer.setState(target)
            excludeOthers(for: recognizer)
            enqueueActions(of: recognizer, reporting: target)
        }
    }

    /// `winner` just recognized: its dependents fail, and so does every recognizer it
    /// excludes on a shared touch (an active one is cancelled).
    private func excludeOthers(for winner: UIGestureRecognizer) {
        for other in participants where other !== winner {
            if requires(other, winner) {
                if other.resolvedState == .possible { fail(other) }
                continue
            }
            guard shareATouch(winner, other), !simultaneous(winner, other),
                  winner.canPrevent(other), other.canBePrevented(by: winner) else { continue }
            abandon(other)
        }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.pendingState = nil
        recognizer.pendingIncludesBegan = false
        guard recognizer.resolvedState == .possible else { return }
        recognizer.setState(.failed)
        for waiting in participants where waiting !== recognizer && waiting.pendingState != nil && requires(waiting, recognizer) {
            reconsider(waiting)
        }
    }

    /// Fails recognizers that can no longer decide anything: still `.possible`, no touch
    /// down, no timer waiting, and waiting (if at all) only on recognizers in the same
    /// situation. Without this a subclass that forgets to fail, or two recognizers that
    /// require each other, would hold their touches' view delivery forever.
    private func failAbandoned() {
        var anyCandidate = false
        for recognizer in participants where recognizer.resolvedState == .possible && !recognizer.hasLiveTouches {
            anyCandidate = true
        }
        guard anyCandidate else { return }
        var stuck: [UIGestureRecognizer] = []
        for recognizer in participants where recognizer.resolvedState == .possible && !recognizer.trackedTouches.isEmpty
            && !recognizer.hasLiveTouches && !recognizer.hasPendingTimers {
            stuck.append(recognizer)
        }
        // A waiting recognizer is not stuck while something it waits on can still decide.
        var changed = true
        while changed {
            let current = stuck
            var stillStuck: [UIGestureRecognizer] = []
            for recognizer in current {
                if recognizer.pendingState != nil,
                   waitsOnUndecided(recognizer, outside: current) { continue }
                stillStuck.append(recognizer)
            }
            changed = stillStuck.count != current.count
            stuck = stillStuck
        }
        for recognizer in stuck where recognizer.resolvedState == .possible {
            fail(recognizer)
        }
    }

    // MARK: Relations

    private func join(_ recognizer: UIGestureRecognizer) {
        if let previous = recognizer.environment, previous !== self {
            previous.withdraw(recognizer)
        }
        recognizer.environment = self
        for participant in participants where participant === recognizer { return }
        var all = participants.detached()
        all.append(recognizer)
        participants = all
    }

    private func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        let state = recognizer.resolvedState
        return state == .began || state == .changed || state == .ended
    }

    private func isUndecided(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.resolvedState == .possible && !recognizer.trackedTouches.isEmpty
    }

    /// The participants `recognizer` waits on.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var required: [UIGestureRecognizer] = []
        for participant in participants where participant !== recognizer && requires(recognizer, participant) {
            required.append(participant)
        }
        return required
    }

    /// Whether any participant `recognizer` waits on has recognized, and whether any is still
    /// undecided. Asks `requires` (and so the delegates) once per participant, as
    /// `requirements(of:)` does.
    private func requirementStatus(of recognizer: UIGestureRecognizer) -> (anyRecognized: Bool, anyUndecided: Bool) {
        var anyRecognized = false, anyUndecided = false
        for required in participants where required !== recognizer && requires(recognizer, required) {
            if hasRecognized(required) { anyRecognized = true }
            if isUndecided(required) { anyUndecided = true }
        }
        return (anyRecognized, anyUndecided)
    }

    /// Whether `recognizer` waits on an undecided participant that is not in `group`.
    private func waitsOnUndecided(_ recognizer: UIGestureRecognizer, outside group: [UIGestureRecognizer]) -> Bool {
        for required in requirements(of: recognizer) where isUndecided(required) {
            var inGroup = false
            for member in group where member === required { inGroup = true }
            if !inGroup { return true }
        }
        return false
    }

    /// Whether `dependent` must wait for `required` to fail.
    private func requires(_ dependent: UIGestureRecognizer, _ required: UIGestureRecognizer) -> Bool {
        var listed = false
        for requirement in dependent.failureRequirements where requirement.recognizer === required { listed = true }
        return listed
            || dependent.shouldRequireFailure(of: required)
            || required.shouldBeRequiredToFail(by: dependent)
            || dependent.delegate?.gestureRecognizer(dependent, shouldRequireFailureOf: required) == true
            || required.delegate?.gestureRecognizer(required, shouldBeRequiredToFailBy: dependent) == true
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func shareATouch(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        for touch in a.trackedTouches where b.isTracking(touch) { return true }
        return false
    }

    /// Whether a recognizer that already recognized on a shared touch keeps `recognizer`
    /// from recognizing: the first to recognize wins.
    private func isExcludedByWinner(_ recognizer: UIGestureRecognizer) -> Bool {
        for winner in participants where winner !== recognizer && hasRecognized(winner) && shareATouch(winner, recognizer)
            && !simultaneous(winner, recognizer)
            && winner.canPrevent(recognizer) && recognizer.canBePrevented(by: winner) {
            return true
        }
        return false
    }

    private func canTakeNewTouches(_ recognizer: UIGestureRecognizer) -> Bool {
        switch recognizer.resolvedState {
        case .possible: recognizer.pendingState != .ended
        case .began, .changed: true
        case .ended, .cancelled, .failed: false
        }
    }
}
