import Foundation

/// The base of everything that can take part in event handling: views, view controllers,
/// windows and the application.
///
/// As in UIKit it is an `NSObject`, so responders compare and hash by identity (`==`,
/// `subviews.firstIndex(of:)`, `Set<UIView>`), and have `description`, `classForCoder` and
/// `Bundle(for:)`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder.
    public override init() {
        super.init()
    }

    /// A responder decoded from an archive.
    ///
    /// Required, so that a responder class named in text (an app delegate or scene delegate
    /// in `Info.plist` or `UIApplicationMain`'s arguments, a class in a storyboard) can be
    /// created from its metatype: Swift constructs a class from a metatype only through a
    /// required initializer, and this is the one every view and view controller already
    /// implements. A delegate made this way gets an empty coder.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The next responder up the chain: a view's controller if it is a controller's root view,
    /// else its superview; a controller's view's superview; a window's application.
    open var next: UIResponder? { nil }

    // MARK: Touches
    //
    // A touch is delivered to the view it was hit-tested to at touch-down (after that view's
    // and its ancestors' gesture recognizers have seen it). A responder that does not handle
    // touches passes them up the chain, as UIKit's default implementations do.

    /// Called when fingers touch down in the responder; the default passes them to the next responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Called when fingers move; the default passes them to the next responder.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Called when fingers lift; the default passes them to the next responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were taken away: a recognizer claimed them (`cancelsTouchesInView`), their
    /// device vanished, or the window cancelled everything. Undo what they started.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Key presses
    //
    // Presses start at the key window's root view controller and travel up the chain until a
    // responder handles them without calling super. The application, at the end of the chain,
    // quits on Esc and q and toggles fullscreen on F11.

    /// Called when keys are pressed. The default types into a first responder that adopts
    /// `UIKeyInput` (typed text to `insertText(_:)`, Backspace to `deleteBackward()`, Return
    /// as `"\n"`) and passes every other press to the next responder.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let input = keyInputTarget, isFirstResponder else {
            next?.pressesBegan(presses, with: event)
            return
        }
        var others = Set<UIPress>()
        for press in presses {
            if let key = press.key, let typing = KeyInputTyping(key) { typing.apply(to: input) } else { others.insert(press) }
        }
        if !others.isEmpty { next?.pressesBegan(others, with: event) }
    }

    /// Called when a pressed key changes; the default passes it to the next responder.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Called when keys are released; the default passes them to the next responder.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Called when key presses are cancelled; the default passes them to the next responder.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: The first responder
    //
    // A window has at most one first responder: the responder keys reach before anything
    // else (see `UIResponder+FirstResponder.swift` for where it is kept and how keys find it).

    /// Whether this responder can become the first responder; false by default (text fields
    /// answer true).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { firstResponderWindow?.firstResponder === self }

    /// Asks to become the first responder of the window this responder is in: false when it
    /// cannot (`canBecomeFirstResponder`), is in no window, or the current first responder
    /// refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        makeFirstResponderInWindow()
    }

    /// Gives up first-responder status (false only when `canResignFirstResponder` refuses);
    /// true, doing nothing, for a responder that is not first.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        giveUpFirstResponderInWindow()
    }

    // MARK: Input views

    /// The view shown in place of the system keyboard while this responder is first; nil
    /// here. Subclasses redeclare it settable, as text fields and text views do. The desktop
    /// has a hardware keyboard, so it is docked at the bottom of the window (`InputViewDock`).
    open var inputView: UIView? { nil }

    /// The view shown above the keyboard, or above `inputView`, while this responder is
    /// first; nil here. Subclasses redeclare it settable, as text fields and text views do.
    /// On the desktop it is docked at the bottom of the window, above `inputView`, as iPadOS
    /// shows an accessory over a hardware keyboard (`InputViewDock`).
    open var inputAccessoryView: UIView? { nil }

    /// Replaces the input views shown with this responder's current `inputView` and
    /// `inputAccessoryView`, at once and without animation, when it is first responder; does
    /// nothing otherwise.
    open func reloadInputViews() {
        guard let window = firstResponderWindow, window.firstResponder === self else { return }
        window.inputViewDock.update()
    }

    /// Whether this responder, being first, takes `key` before the key commands up the chain
    /// are matched: text being typed into a field wins over a plain-letter shortcut, as
    /// UIKit's key commands do not take priority over text input by default.
    func takesKeyBeforeKeyCommands(_ key: UIKey) -> Bool {
        keyInputTarget != nil && KeyInputTyping(key) != nil
    }

    /// The `UIKeyInput` this responder's default press handling types into: itself when it
    /// adopts the protocol. A text field edits in its own press handling and answers nil.
    var keyInputTarget: UIKeyInput? { self as? UIKeyInput }

    /// The undo manager nearest up the responder chain: a window has its own, so every
    /// responder in a window finds one.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Actions and key commands

    /// The keyboard shortcuts this responder offers (see `UIKeyCommand`); nil by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether this responder takes `action`: by default, whether it is an object of the
    /// class the action's method belongs to (Objective-C's "responds to selector").
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.canBePerformed(by: self)
    }

    /// The responder an action sent to nil reaches: this one if it can perform it, else the
    /// first one up the chain that can; nil if none can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    // MARK: Accessibility
    //
    // UIKit declares these on NSObject (an informal protocol); Swift cannot give NSObject
    // overridable stored properties, so views, controllers and the application get them
    // here (bar items and `UIAccessibilityElement` declare their own). Values the app sets
    // live in one box made on the first write; what is not set is the object's UIKit default
    // (`AccessibilityDefaults`: a label's text, a button's title and traits, and so on).

    /// The box of values the app set; nil until the first write.
    var accessibilityStorage: AccessibilityAttributes?

    /// The box, made on first use, for a write.
    var writableAccessibilityStorage: AccessibilityAttributes {
        if let storage = accessibilityStorage { return storage }
        let storage = AccessibilityAttributes()
        accessibilityStorage = storage
        return storage
    }

    /// Whether a screen reader treats this object as one element, reading its label and
    /// skipping its subviews: true by default for labels, buttons, text fields and the
    /// standard controls, false for plain views and image views.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? AccessibilityDefaults.isElement(self) }
        set { writableAccessibilityStorage.isElement = newValue }
    }

    /// A short, localized name for the element ("Play", "Rating"): by default a label's text,
    /// a button's title, a table cell's labels joined by commas.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? AccessibilityDefaults.label(self) }
        set { writableAccessibilityStorage.label = newValue }
    }

    /// What activating the element does, read after a pause ("Plays the song"); nil by default.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { writableAccessibilityStorage.hint = newValue }
    }

    /// The element's current value when it differs from its label: by default a text
    /// field's text, a slider's percentage, a switch's "1" or "0", a page control's
    /// "page 2 of 3".
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? AccessibilityDefaults.value(self) }
        set { writableAccessibilityStorage.value = newValue }
    }

    /// What kind of element this is and its state: by default `.button` for buttons,
    /// `.staticText` for labels, `.adjustable` for sliders, steppers and page controls, plus
    /// `.selected` and `.notEnabled` from a control's state. A value set replaces all of them.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? AccessibilityDefaults.traits(self) }
        set { writableAccessibilityStorage.traits = newValue }
    }

    /// The element's frame in screen coordinates: by default a view's bounds in its window
    /// (the screen is the window here), `.zero` for other objects.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? AccessibilityDefaults.frame(self) }
        set { writableAccessibilityStorage.frame = newValue }
    }

    /// The element's outline in screen coordinates, for a screen reader to highlight instead
    /// of ``accessibilityFrame``; nil by default.
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityStorage?.path }
        set { writableAccessibilityStorage.path = newValue }
    }

    /// Where, in screen coordinates, activating the element touches it: the middle of
    /// ``accessibilityFrame`` by default.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityStorage?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { writableAccessibilityStorage.activationPoint = newValue }
    }

    /// The BCP 47 language of the element's label, value and hint ("fr-FR"); nil means the
    /// app's language.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { writableAccessibilityStorage.language = newValue }
    }

    /// Whether a screen reader skips this object and every element inside it; false by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { writableAccessibilityStorage.elementsHidden = newValue }
    }

    /// Whether a screen reader ignores the elements of this view's siblings (a custom alert
    /// over the content); false by default.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { writableAccessibilityStorage.viewIsModal = newValue }
    }

    /// Whether the elements inside this object are read together, in their own order, before
    /// the screen reader moves on by position; false by default.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { writableAccessibilityStorage.groupsChildren = newValue }
    }

    /// The elements inside this container, in reading order (views and
    /// `UIAccessibilityElement`s); when set, a screen reader reads these instead of the
    /// subviews. Nil by default (a segmented control answers its segments).
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements ?? AccessibilityDefaults.elements(self) }
        set { writableAccessibilityStorage.elements = newValue }
    }

    /// How many elements this container holds: the count of ``accessibilityElements``.
    open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// The element at `index` of ``accessibilityElements``; nil out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Where `element` is in ``accessibilityElements`` (the same object), or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        AccessibilityDefaults.index(of: element, in: accessibilityElements)
    }

    /// Called when a screen reader user activates the element (a double tap); return true
    /// when handled. False by default, so the screen reader taps the activation point instead.
    open func accessibilityActivate() -> Bool {
        false
    }

    /// Steps an `.adjustable` element's value up: a slider by a tenth of its range, a stepper
    /// by its step, a page control to the next page, each sending `.valueChanged`.
    open func accessibilityIncrement() {
        AccessibilityDefaults.adjust(self, up: true)
    }

    /// Steps an `.adjustable` element's value down (see ``accessibilityIncrement()``).
    open func accessibilityDecrement() {
        AccessibilityDefaults.adjust(self, up: false)
    }

    /// Actions a screen reader offers besides activation ("Delete", "Flag"); nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { writableAccessibilityStorage.customActions = newValue }
    }

    /// Whether the element does something when touched, for assistive input that cares:
    /// by default true for enabled controls and elements with the `.button` or
    /// `.adjustable` trait.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityStorage?.respondsToUserInteraction ?? AccessibilityDefaults.respondsToUserInteraction(self) }
        set { writableAccessibilityStorage.respondsToUserInteraction = newValue }
    }
}
