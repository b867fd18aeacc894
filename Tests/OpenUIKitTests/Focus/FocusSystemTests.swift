import Foundation
import Testing
@testable import OpenUIKit

/// A view that writes the focus callbacks it hears into a shared transcript.
@MainActor
final class FocusRecordingView: UIView {
    let name: String
    let transcript: FocusTranscript
    var allowsUpdate = true
    var preferred: [any UIFocusEnvironment] = []
    var focusable = false

    init(_ name: String, _ transcript: FocusTranscript, frame: CGRect) {
        self.name = name
        self.transcript = transcript
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFocused: Bool { focusable }
    override var preferredFocusEnvironments: [any UIFocusEnvironment] { preferred }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        transcript.lines.append("should \(name)")
        return allowsUpdate
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        transcript.lines.append("did \(name) focused=\(isFocused)")
        coordinator.addCoordinatedAnimations(nil) { self.transcript.lines.append("completion \(self.name)") }
    }
}

/// Lines written by the recording views, in order.
@MainActor
final class FocusTranscript {
    var lines: [String] = []
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// Keyboard focus as on an iPad with a keyboard (UIKit's `UIFocusSystem` documentation and
/// iPadOS 15's keyboard navigation): Tab and Shift-Tab in reading order, wrapping; space and
/// Return activate; arrows adjust; a focused text field edits; a touch clears the focus.
@MainActor
@Suite("Keyboard focus", .serialized)
struct FocusSystemTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", _ flags: UIKeyModifierFlags = [], up: Bool = true) {
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = window
        defer { application.keyWindow = previous }
        let key = UIKey(characters: characters, charactersIgnoringModifiers: characters, modifierFlags: flags, keyCode: code)
        application.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: 0)))
        if up { application.sendInput(.key(KeyInput(isDown: false, key: key, timestamp: 0.05))) }
    }

    func tab(shift: Bool = false) { press(.keyboardTab, "\t", shift ? .shift : []) }

    var focused: UIView? { UIFocusSystem.focusSystem(for: window)?.focusedItem as? UIView }

    func button(_ title: String, _ frame: CGRect, in parent: UIView? = nil) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = frame
        (parent ?? window).addSubview(button)
        return button
    }

    // MARK: Which views take focus

    @Test func whichViewsCanBecomeFocused() {
        #expect(!UIView().canBecomeFocused)
        #expect(!UILabel().canBecomeFocused)
        #expect(!UIImageView().canBecomeFocused)
        #expect(!UIProgressView().canBecomeFocused)
        #expect(!UIControl().canBecomeFocused, "a custom control opts in by overriding")
        #expect(UIButton(type: .system).canBecomeFocused)
        #expect(UISwitch().canBecomeFocused)
        #expect(UISlider().canBecomeFocused)
        #expect(UIStepper().canBecomeFocused)
        #expect(UISegmentedControl(items: ["A", "B"]).canBecomeFocused)
        #expect(UIPageControl().canBecomeFocused)
        #expect(UITextField().canBecomeFocused)
        #expect(UITextView().canBecomeFocused)
        let disabled = UIButton(type: .system)
        disabled.isEnabled = false
        #expect(!disabled.canBecomeFocused)
        let readOnly = UITextView()
        readOnly.isEditable = false
        #expect(!readOnly.canBecomeFocused)
    }

    @Test func headingsHaveUIKitsBits() {
        #expect(UIFocusHeading.up.rawValue == 1)
        #expect(UIFocusHeading.down.rawValue == 2)
        #expect(UIFocusHeading.left.rawValue == 4)
        #expect(UIFocusHeading.right.rawValue == 8)
        #expect(UIFocusHeading.next.rawValue == 16)
        #expect(UIFocusHeading.previous.rawValue == 32)
        #expect(UIFocusHeading.first.rawValue == 256)
        #expect(UIFocusHeading.last.rawValue == 512)
        #expect(UIFocusSystem.didUpdateNotification.rawValue == "UIFocusDidUpdateNotification")
        #expect(UIFocusSystem.focusUpdateContextUserInfoKey == "UIFocusUpdateContextKey")
    }

    // MARK: Order

    @Test func tabVisitsRowsTopToBottomLeftToRightAndWraps() {
        // B starts higher than A but they share a row (A's middle is inside B's height); C
        // starts lower than D but shares D's row, and is to its left.
        let b = button("B", CGRect(x: 200, y: 10, width: 80, height: 40))
        let a = button("A", CGRect(x: 20, y: 14, width: 80, height: 30))
        let d = button("D", CGRect(x: 150, y: 90, width: 80, height: 30))
        let c = button("C", CGRect(x: 20, y: 100, width: 80, height: 30))
        #expect(focused == nil)
        var visited: [UIView?] = []
        for _ in 0..<5 {
            tab()
            visited.append(focused)
        }
        #expect(visited.map { $0.flatMap { ($0 as? UIButton)?.currentTitle } } == ["A", "B", "C", "D", "A"])
        tab(shift: true)
        #expect(focused === d, "Shift-Tab from the first wraps to the last")
        tab(shift: true)
        #expect(focused === c)
        #expect(c.isFocused && !a.isFocused && !b.isFocused && !d.isFocused)
    }

    @Test func shiftTabWithNothingFocusedStartsAtTheEnd() {
        _ = button("A", CGRect(x: 20, y: 20, width: 80, height: 30))
        let last = button("B", CGRect(x: 20, y: 120, width: 80, height: 30))
        tab(shift: true)
        #expect(focused === last)
    }

    @Test func hiddenDisabledAndNonInteractiveViewsAreSkipped() {
        let a = button("A", CGRect(x: 20, y: 20, width: 80, height: 30))
        button("hidden", CGRect(x: 20, y: 60, width: 80, height: 30)).isHidden = true
        button("disabled", CGRect(x: 20, y: 100, width: 80, height: 30)).isEnabled = false
        let box = UIView(frame: CGRect(x: 0, y: 140, width: 400, height: 100))
        box.isUserInteractionEnabled = false
        window.addSubview(box)
        _ = button("inert", CGRect(x: 20, y: 10, width: 80, height: 30), in: box)
        let faded = UIView(frame: CGRect(x: 0, y: 240, width: 400, height: 60))
        faded.alpha = 0
        window.addSubview(faded)
        _ = button("faded", CGRect(x: 20, y: 10, width: 80, height: 30), in: faded)
        tab()
        #expect(focused === a)
        tab()
        #expect(focused === a, "the only focusable view: Tab stays on it")
    }

    @Test func focusGroupsKeepTogetherInTheOrderOfTheirFirstItem() {
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        left.focusGroupIdentifier = "left"
        window.addSubview(left)
        let top = button("L1", CGRect(x: 20, y: 10, width: 80, height: 30), in: left)
        let bottom = button("L2", CGRect(x: 20, y: 200, width: 80, height: 30), in: left)
        let right = button("R", CGRect(x: 200, y: 10, width: 80, height: 30))
        var visited: [UIView?] = []
        for _ in 0..<3 {
            tab()
            visited.append(focused)
        }
        #expect(visited == [top, bottom, right])
    }

    @Test func readingOrderOfFrames() {
        let frames = [
            CGRect(x: 100, y: 0, width: 10, height: 40),
            CGRect(x: 0, y: 10, width: 10, height: 10),
            CGRect(x: 0, y: 50, width: 10, height: 10),
        ]
        #expect(FocusOrder.readingOrder(frames) == [1, 0, 2])
        #expect(FocusOrder.readingOrder([]) == [])
    }

    @Test func tabWithNothingFocusableGoesOnUpTheChain() {
        _ = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        tab()
        #expect(focused == nil)
    }

    // MARK: Callbacks

    @Test func callbacksReachBothItemsAndTheirAncestorsInOrder() {
        let transcript = FocusTranscript()
        let root = FocusRecordingView("root", transcript, frame: window.bounds)
        window.addSubview(root)
        let first = FocusRecordingView("first", transcript, frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        first.focusable = true
        let box = FocusRecordingView("box", transcript, frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let second = FocusRecordingView("second", transcript, frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        second.focusable = true
        root.addSubview(first)
        root.addSubview(box)
        box.addSubview(second)

        var contexts: [UIFocusUpdateContext] = []
        let observer = NotificationCenter.default.addObserver(forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil) { note in
            // Posted on the main thread, synchronously, by the focus system.
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated {
                if let context = note.userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext {
                    contexts.append(context)
                }
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        tab()
        #expect(transcript.take() == [
            "should first", "should root",
            "did first focused=true", "did root focused=false",
            "completion first", "completion root",
        ])
        tab()
        #expect(transcript.take() == [
            "should first", "should root", "should second", "should box",
            "did first focused=false", "did root focused=false", "did second focused=true", "did box focused=false",
            "completion first", "completion root", "completion second", "completion box",
        ])
        #expect(contexts.count == 2)
        #expect(contexts.last?.previouslyFocusedView === first)
        #expect(contexts.last?.nextFocusedView === second)
        #expect(contexts.last?.focusHeading == .next)
        #expect(contexts.first?.previouslyFocusedItem == nil)
    }

    @Test func aRefusalKeepsFocusWhereItWas() {
        let transcript = FocusTranscript()
        let a = FocusRecordingView("a", transcript, frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        a.focusable = true
        let b = FocusRecordingView("b", transcript, frame: CGRect(x: 10, y: 100, width: 50, height: 30))
        b.focusable = true
        window.addSubview(a)
        window.addSubview(b)
        tab()
        #expect(a.isFocused)
        a.allowsUpdate = false
        _ = transcript.take()
        tab()
        #expect(a.isFocused && !b.isFocused)
        #expect(transcript.take() == ["should a"], "the first refusal ends the asking, and nothing is told")
    }

    @Test func setNeedsFocusUpdateGoesToThePreferredEnvironment() {
        let transcript = FocusTranscript()
        let container = FocusRecordingView("container", transcript, frame: window.bounds)
        window.addSubview(container)
        let a = button("A", CGRect(x: 10, y: 10, width: 50, height: 30), in: container)
        let b = button("B", CGRect(x: 10, y: 100, width: 50, height: 30), in: container)
        let outside = button("O", CGRect(x: 300, y: 250, width: 50, height: 30))
        container.preferred = [b]
        container.setNeedsFocusUpdate()
        #expect(focused == nil, "the update waits for the next turn of the run loop")
        container.updateFocusIfNeeded()
        #expect(focused === b)
        // With no preference, the first focusable view inside in reading order.
        container.preferred = []
        container.setNeedsFocusUpdate()
        container.updateFocusIfNeeded()
        #expect(focused === a)
        // A request from an environment that does not contain the focus is ignored…
        outside.setNeedsFocusUpdate()
        outside.updateFocusIfNeeded()
        #expect(focused === a)
        // …unless made through the focus system.
        UIFocusSystem.focusSystem(for: outside)?.requestFocusUpdate(to: outside)
        UIFocusSystem.focusSystem(for: outside)?.updateFocusIfNeeded()
        #expect(focused === outside)
        #expect(UIFocusSystem.environment(container, contains: b))
        #expect(!UIFocusSystem.environment(container, contains: outside))
        #expect(UIFocusSystem.focusSystem(for: UIView()) == nil, "a view in no window has no focus system")
    }

    @Test func aFocusedViewThatIsHiddenLosesFocusAtTheNextFrame() {
        let a = button("A", CGRect(x: 10, y: 10, width: 50, height: 30))
        tab()
        #expect(a.isFocused)
        a.isHidden = true
        window.renderIfNeeded()
        #expect(focused == nil)
    }

    // MARK: Keys on focused controls

    @Test func spaceAndReturnPressAFocusedButtonOnRelease() {
        let a = button("A", CGRect(x: 10, y: 10, width: 80, height: 30))
        var events: [String] = []
        a.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        a.addAction(UIAction { _ in events.append("primaryActionTriggered") }, for: .primaryActionTriggered)
        tab()
        press(.keyboardSpacebar, " ", up: false)
        #expect(a.isHighlighted)
        #expect(events.isEmpty, "a key press acts on release, as a tap does")
        press(.keyboardSpacebar, " ", up: false) // the key repeating presses once
        let application = UIApplication.shared
        application.keyWindow = window
        let space = UIKey(characters: " ", charactersIgnoringModifiers: " ", keyCode: .keyboardSpacebar)
        application.sendInput(.key(KeyInput(isDown: false, key: space, timestamp: 0.1)))
        #expect(!a.isHighlighted)
        #expect(Set(events) == ["touchUpInside", "primaryActionTriggered"] && events.count == 2)
        events.removeAll()
        press(.keyboardReturnOrEnter, "\r")
        #expect(events.count == 2)
        events.removeAll()
        press(.keyboardSpacebar, " ", .command)
        #expect(events.isEmpty, "with Command it is a shortcut")
    }

    @Test func spaceFlipsAFocusedSwitch() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        window.addSubview(toggle)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        tab()
        press(.keyboardSpacebar, " ")
        #expect(toggle.isOn && changes == 1)
        press(.keyboardSpacebar, " ")
        #expect(!toggle.isOn && changes == 2)
    }

    @Test func unfocusedControlsIgnoreKeys() {
        let a = button("A", CGRect(x: 10, y: 10, width: 80, height: 30))
        var fired = false
        a.addAction(UIAction { _ in fired = true }, for: .touchUpInside)
        press(.keyboardSpacebar, " ")
        #expect(!fired)
    }

    @Test func arrowsStepAFocusedSliderByATenthOfItsRange() {
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        window.addSubview(slider)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        tab()
        press(.keyboardRightArrow)
        #expect(slider.value == 25)
        press(.keyboardUpArrow)
        #expect(slider.value == 30)
        press(.keyboardLeftArrow)
        press(.keyboardDownArrow)
        press(.keyboardDownArrow)
        #expect(slider.value == 15)
        #expect(changes == 5)
        slider.value = 50
        press(.keyboardRightArrow)
        #expect(slider.value == 50 && changes == 5, "at the end nothing changes and nothing is sent")
    }

    @Test func arrowsStepAFocusedStepperByItsStepValue() {
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        stepper.stepValue = 5
        window.addSubview(stepper)
        tab()
        press(.keyboardUpArrow)
        press(.keyboardRightArrow)
        #expect(stepper.value == 10)
        press(.keyboardLeftArrow)
        #expect(stepper.value == 5)
    }

    @Test func leftAndRightMoveAFocusedSegmentedControlsSelectionPastDisabledSegments() {
        let segmented = UISegmentedControl(items: ["A", "B", "C", "D"])
        segmented.frame = CGRect(x: 10, y: 10, width: 240, height: 32)
        segmented.selectedSegmentIndex = 0
        segmented.setEnabled(false, forSegmentAt: 1)
        window.addSubview(segmented)
        var changes = 0
        segmented.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        tab()
        press(.keyboardRightArrow)
        #expect(segmented.selectedSegmentIndex == 2)
        press(.keyboardRightArrow)
        press(.keyboardRightArrow)
        #expect(segmented.selectedSegmentIndex == 3, "no wrapping at the end")
        press(.keyboardLeftArrow)
        press(.keyboardLeftArrow)
        #expect(segmented.selectedSegmentIndex == 0)
        #expect(changes == 4, "one per move; none at the end")
    }

    /// Right to left the slider's minimum is at the right and segment 0 is the rightmost, so
    /// the horizontal arrows are mirrored too; up and down are not.
    @Test func theHorizontalArrowsAreMirroredRightToLeft() {
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        slider.semanticContentAttribute = .forceRightToLeft
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        window.addSubview(slider)
        let segmented = UISegmentedControl(items: ["A", "B", "C"])
        segmented.semanticContentAttribute = .forceRightToLeft
        segmented.frame = CGRect(x: 10, y: 60, width: 240, height: 32)
        segmented.selectedSegmentIndex = 0
        window.addSubview(segmented)
        tab()
        press(.keyboardLeftArrow)
        #expect(slider.value == 25)
        press(.keyboardRightArrow)
        press(.keyboardRightArrow)
        #expect(slider.value == 15)
        press(.keyboardUpArrow)
        #expect(slider.value == 20)
        tab()
        press(.keyboardLeftArrow)
        #expect(segmented.selectedSegmentIndex == 1, "left moves to the segment drawn left of segment 0")
        press(.keyboardRightArrow)
        #expect(segmented.selectedSegmentIndex == 0)
        #expect(UIControl.arrowDirection(.keyboardLeftArrow, mirrored: false) == false)
        #expect(UIControl.arrowDirection(.keyboardDownArrow, mirrored: true) == false)
        #expect(UIControl.arrowDirection(.keyboardPageUp, mirrored: true) == nil)
    }

    // MARK: Text fields

    @Test func aFocusedTextFieldEditsAndTabMovesOn() {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        let next = button("Next", CGRect(x: 10, y: 60, width: 80, height: 30))
        tab()
        #expect(field.isFocused && field.isFirstResponder && field.isEditing)
        press(.keyboardA, "a")
        press(.keyboardS, "b")
        #expect(field.text == "ab")
        tab()
        #expect(next.isFocused)
        #expect(!field.isFirstResponder && !field.isEditing, "moving focus on to a control ends the editing")
        tab()
        #expect(field.isFocused && field.isFirstResponder, "wraps back and edits again")
    }

    @Test func tabFromATappedTextFieldContinuesFromIt() {
        _ = button("Before", CGRect(x: 10, y: 10, width: 80, height: 30))
        let field = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
        window.addSubview(field)
        let after = button("After", CGRect(x: 10, y: 110, width: 80, height: 30))
        field.becomeFirstResponder()
        #expect(focused == nil)
        tab()
        #expect(focused === after)
    }

    // MARK: Touches

    @Test func aPressClearsFocusButKeepsTheFirstResponder() {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        tab()
        #expect(field.isFocused && field.isFirstResponder)
        window.sendInput(.pointer(PointerInput(phase: .pressed, button: .left, location: CGPoint(x: 300, y: 250), timestamp: 1, deviceID: 2)))
        window.sendInput(.pointer(PointerInput(phase: .released, button: .left, location: CGPoint(x: 300, y: 250), timestamp: 1.1, deviceID: 2)))
        #expect(focused == nil)
        #expect(field.isFirstResponder)
        #expect(window.focusSystem.ring.isHidden)
    }
}
