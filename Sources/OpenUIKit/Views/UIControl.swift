import Foundation

/// The base of views that turn touches into events for their targets: buttons, switches,
/// sliders.
///
/// **Tracking.** A control follows one touch at a time, in UIKit's order:
/// - down: `beginTracking(_:with:)`; if it answers true the control is tracking, becomes
///   highlighted and sends `.touchDown` (with `.touchDownRepeat` when `tapCount` > 1);
/// - each move: the touch counts as inside while it is within the bounds grown by
///   `trackingSlop` (70 points) on every side; the control is highlighted while inside;
///   `continueTracking(_:with:)` may stop the tracking; then it sends `.touchDragInside` or
///   `.touchDragOutside`, with `.touchDragEnter` or `.touchDragExit` on crossing that boundary;
/// - lift: highlight off, `endTracking(_:with:)`, then `.touchUpInside` (a button adds
///   `.primaryActionTriggered`) or `.touchUpOutside`;
/// - cancel (a gesture recognizer claimed the touch, its device vanished): highlight off,
///   `cancelTracking(with:)`, `.touchCancel`.
///
/// A disabled control takes no touches: they travel up the responder chain as if it did not
/// handle touches, and it sends nothing. Becoming disabled mid-touch stops the tracking
/// without sending anything more. Other fingers that touch the control while it tracks one
/// go up the chain as well.
///
/// **Targets and actions.** `addTarget(_:action:for:)` takes a `Selector` (what
/// `#selector(...)` becomes), `addAction(_:for:)` a `UIAction`. For one batch of events (a
/// lift sends `.touchUpInside` and `.primaryActionTriggered` together) each pair or action
/// answering any of them runs once, in the order they were added. Targets are held weakly; a
/// nil target sends the action up the responder chain from the control to the first
/// responder of the method's class (`UIApplication.sendAction(_:to:from:for:)`).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far beyond its bounds, in points on every side, a tracked touch still counts as
    /// inside the control: it stays highlighted, and lifting there is a `.touchUpInside`.
    /// Apple publishes no number; 70 points is what developers measure on devices
    /// (Stack Overflow question 14340122, "UIControlEventTouchDragExit triggers when 100
    /// pixels away from UIButton": about 100 pixels in iOS 6, about 70 points since).
    static let trackingSlopInPoints: CGFloat = 70

    /// What `allTargets` lists for pairs sent up the responder chain (UIKit's `NSNull`).
    private static let responderChainTarget = NSNull()

    private var actionTable = ControlActionTable()
    /// The touch being followed, from touch-down until it lifts or is cancelled.
    private var trackedTouch: UITouch?
    private var trackingStorage = false
    private var touchInsideStorage = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control decoded from a storyboard or xib: enabled, selected, highlighted and its
    /// content alignments.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeControl(from: coder)
    }

    /// A control whose primary action is `primaryAction` (sent for
    /// `.primaryActionTriggered`).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control takes touches; a disabled control is drawn dimmed by the
    /// subclasses that dim (a system button greys its title).
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { stopTrackingSilently() }
            controlStateDidChange()
        }
    }

    /// Whether the control is selected (a toggled button); set by the app.
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            controlStateDidChange()
        }
    }

    /// Whether a touch is down inside the control; set while tracking, and settable.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            controlStateDidChange()
        }
    }

    // MARK: Keyboard focus (the keys: `UIControl+FocusKeys.swift`)

    /// The standard controls take keyboard focus while enabled; a custom control overrides
    /// this to take it.
    open override var canBecomeFocused: Bool { isEnabled && isKeyboardOperable }

    /// The activation key (space or Return) pressed while focused, until it is released.
    var keyboardActivationKey: UIKeyboardHIDUsage?

    /// While focused, takes the keys that operate the control; passes the others on.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { press in
            guard isFocused, let key = press.key else { return true }
            return !focusedKeyDown(key)
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    /// The release of the key that pressed the control acts; others go on.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { press in
            guard let key = press.key else { return true }
            return !focusedKeyUp(key)
        }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    /// A cancelled key press ends the control's keyboard press without acting.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let pressed = keyboardActivationKey, presses.contains(where: { $0.key?.keyCode == pressed }) {
            cancelKeyboardActivation()
        }
        super.pressesCancelled(presses, with: event)
    }

    /// Losing focus with space or Return still down ends that press without acting.
    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        if context.previouslyFocusedItem === self { cancelKeyboardActivation() }
    }

    /// The combination of highlighted, disabled and selected the control is in.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is following a touch (from a `beginTracking` that answered true
    /// until the touch lifts, is cancelled, or `continueTracking` answers false).
    open var isTracking: Bool { trackingStorage }

    /// Whether the tracked touch is within the bounds grown by the tracking slop.
    open var isTouchInside: Bool { touchInsideStorage }

    /// Whether a tap opens the control's menu (a button's `menu`, iOS 14) instead of
    /// sending `.primaryActionTriggered`; without it, a long press opens the menu.
    open var showsMenuAsPrimaryAction = false

    /// Where the content goes across the width (subclasses with content use it).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { setNeedsLayout() }
    }

    /// Where the content goes down the height.
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { setNeedsLayout() }
    }

    /// The horizontal alignment with `.leading` and `.trailing` resolved to sides in the
    /// control's `effectiveUserInterfaceLayoutDirection`.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes; subclasses redraw.
    func controlStateDidChange() {}

    /// Events a lift inside sends along with `.touchUpInside` (a button's primary action).
    var eventsSentWithTouchUpInside: Event { [] }

    // MARK: Tracking hooks (UIKit's, called from the touch methods below)

    /// A touch went down in the control. Answer whether to track it; true here.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// The tracked touch moved. Answer whether to go on tracking it; true here.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// The tracked touch lifted; called before the touch-up events are sent.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled; called before `.touchCancel` is sent.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            return super.touchesBegan(touches, with: event)
        }
        if touches.count > 1 { super.touchesBegan(touches.subtracting([touch]), with: event) }
        trackedTouch = touch
        touchInsideStorage = true
        trackingStorage = beginTracking(touch, with: event)
        guard trackingStorage else { return }
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = tracked(in: touches, passingOthersTo: super.touchesMoved, with: event) else { return }
        let wasInside = touchInsideStorage
        touchInsideStorage = isWithinTrackingBounds(touch)
        guard trackingStorage else { return }
        isHighlighted = touchInsideStorage
        trackingStorage = continueTracking(touch, with: event)
        guard trackingStorage else {
            isHighlighted = false
            return
        }
        var events: Event = touchInsideStorage ? .touchDragInside : .touchDragOutside
        if wasInside != touchInsideStorage { events.insert(touchInsideStorage ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = tracked(in: touches, passingOthersTo: super.touchesEnded, with: event) else { return }
        touchInsideStorage = isWithinTrackingBounds(touch)
        isHighlighted = false
        if trackingStorage {
            endTracking(touch, with: event)
            sendActions(for: touchInsideStorage ? eventsSentWithTouchUpInside.union(.touchUpInside) : .touchUpOutside, with: event)
        }
        finishTracking()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracked(in: touches, passingOthersTo: super.touchesCancelled, with: event) != nil else { return }
        isHighlighted = false
        if trackingStorage {
            cancelTracking(with: event)
            sendActions(for: .touchCancel, with: event)
        }
        finishTracking()
    }

    // MARK: Sending actions

    /// Sends `action` to `target` (nil: up the responder chain from this control), with this
    /// control as the sender. `sendActions(for:)` calls it for every pair; override it to
    /// observe or redirect actions.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs `action`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends the actions of every pair and `UIAction` registered for any of `controlEvents`,
    /// each once, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    // MARK: Targets and actions

    /// Sends `action` to `target` (held weakly) for `controlEvents`. A nil target sends it up
    /// the responder chain. Adding a pair already present adds the events to it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        guard let target else { return actionTable.add(target: nil, selector: action, for: controlEvents) }
        guard let object = Selector.targetObject(target) else {
            return Diagnostics.warn("a control's target for \(action) is a \(type(of: target)), not an object; it was not added",
                                    once: "UIControl.addTarget non-object \(type(of: target))")
        }
        actionTable.add(target: object, selector: action, for: controlEvents)
    }

    /// Stops sending `action` (nil: any) to `target` (nil: any) for `controlEvents`. With
    /// both nil, `UIAction`s registered for those events go too. Selectors compare by class
    /// and parameter type (see `Selector`).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.flatMap(Selector.targetObject)
        if target != nil, object == nil { return }
        actionTable.remove(target: object, selector: action, for: controlEvents)
    }

    /// The actions `target` receives for `controlEvent`, described by their signatures
    /// (`Selector.description`), in the order added; nil when there are none or `target` is nil.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        guard let target, let object = Selector.targetObject(target) else { return nil }
        let names = actionTable.entries(for: controlEvent).compactMap { entry in
            entry.hasTarget && entry.target === object ? entry.selector?.description : nil
        }
        return names.isEmpty ? nil : names
    }

    /// Every live target of a pair; `NSNull` stands for pairs sent up the responder chain.
    open var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for entry in actionTable.entries(for: .allEvents) where entry.selector != nil {
            if let target = entry.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            } else if !entry.hasTarget {
                targets.insert(AnyHashable(Self.responderChainTarget))
            }
        }
        return targets
    }

    /// Every event some pair or `UIAction` is registered for.
    open var allControlEvents: Event { actionTable.allEvents }

    /// Runs `action` for `controlEvents`; an action with the identifier of one already added
    /// replaces it (UIKit uniques actions by identifier).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionTable.add(action, for: controlEvents)
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actionTable.removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actionTable.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }

    // MARK: Private

    /// Sends one batch of events: each entry answering any of them once, in the order added.
    /// A snapshot is walked, so actions may add or remove actions meanwhile.
    private func sendActions(for controlEvents: Event, with event: UIEvent?) {
        for entry in actionTable.entries(for: controlEvents) {
            switch entry.kind {
            case .selector(let selector):
                if entry.hasTarget {
                    // Released since the snapshot: nothing to send to.
                    guard let target = entry.target else { continue }
                    sendAction(selector, to: target, for: event)
                } else {
                    sendAction(selector, to: nil, for: event)
                }
            case .action(let action):
                sendAction(action)
            }
        }
    }

    /// The tracked touch if `touches` holds it; every other touch goes up the responder chain
    /// through `passOn` (the superclass's handler for this phase).
    private func tracked(in touches: Set<UITouch>, passingOthersTo passOn: (Set<UITouch>, UIEvent?) -> Void,
                         with event: UIEvent?) -> UITouch? {
        guard let trackedTouch, touches.contains(trackedTouch) else {
            passOn(touches, event)
            return nil
        }
        if touches.count > 1 { passOn(touches.subtracting([trackedTouch]), event) }
        return trackedTouch
    }

    private func isWithinTrackingBounds(_ touch: UITouch) -> Bool {
        let slop = UIControl.trackingSlopInPoints
        return bounds.insetBy(dx: -slop, dy: -slop).contains(touch.location(in: self))
    }

    private func finishTracking() {
        trackedTouch = nil
        trackingStorage = false
        touchInsideStorage = false
    }

    /// Disabled mid-touch: the touch stays this control's (its later phases are swallowed),
    /// but nothing more is sent and the highlight the touch made goes. A highlight set by the
    /// app, with no touch, stays.
    private func stopTrackingSilently() {
        guard trackingStorage else { return }
        trackingStorage = false
        touchInsideStorage = false
        isHighlighted = false
    }
}
