import Foundation

/// What the keyboard does to a focused standard control, as with Full Keyboard Access on an
/// iPad: space or Return presses a button (highlighted while the key is down, its actions
/// sent when it comes up, as a tap's are) and flips a switch; the arrows step a slider,
/// stepper or page control (up and right increase, through the same step as a screen
/// reader's increment: a tenth of a slider's range, a stepper's `stepValue`, one page) and
/// move a segmented control's selection left or right past disabled segments. Right to left
/// the controls are mirrored (a slider's minimum at the right, segment 0 at the right), and
/// so are the left and right arrows: left increases and moves to the next segment. Keys held
/// with Shift, Control, Option or Command are left for shortcuts.
extension UIControl {
    /// Whether this is a control the keyboard operates, and so can take focus while enabled.
    var isKeyboardOperable: Bool {
        switch self {
        case is UIButton, is UISwitch, is UISlider, is UIStepper, is UISegmentedControl, is UIPageControl: true
        default: false
        }
    }

    /// A key went down while this control is focused; returns whether the control took it.
    func focusedKeyDown(_ key: UIKey) -> Bool {
        guard key.modifierFlags.isDisjoint(with: Self.shortcutModifiers) else { return false }
        if Self.activationKeys.contains(key.keyCode) {
            guard self is UIButton || self is UISwitch else { return false }
            // A repeating key presses once: only its first down starts the press.
            if keyboardActivationKey == nil {
                keyboardActivationKey = key.keyCode
                if self is UIButton { isHighlighted = true }
            }
            return true
        }
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard let increases = Self.arrowDirection(key.keyCode, mirrored: mirrored) else { return false }
        switch self {
        case is UISlider, is UIStepper, is UIPageControl:
            if increases { accessibilityIncrement() } else { accessibilityDecrement() }
            return true
        case let segmented as UISegmentedControl:
            guard key.keyCode == .keyboardLeftArrow || key.keyCode == .keyboardRightArrow else { return false }
            segmented.selectAdjacentEnabledSegment(forward: increases)
            return true
        default:
            return false
        }
    }

    /// A key came up while this control is focused; returns whether the control took it
    /// (the release of the key that pressed it).
    func focusedKeyUp(_ key: UIKey) -> Bool {
        guard let pressed = keyboardActivationKey, pressed == key.keyCode else { return false }
        keyboardActivationKey = nil
        switch self {
        case let button as UIButton:
            button.isHighlighted = false
            button.sendActions(for: button.eventsSentWithTouchUpInside.union(.touchUpInside))
        case let toggle as UISwitch:
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
        default:
            break
        }
        return true
    }

    /// A keyboard press in progress ends without acting: focus left, or the key was cancelled.
    func cancelKeyboardActivation() {
        guard keyboardActivationKey != nil else { return }
        keyboardActivationKey = nil
        if self is UIButton { isHighlighted = false }
    }

    /// Space and Return activate.
    private static let activationKeys: [UIKeyboardHIDUsage] = [.keyboardSpacebar, .keyboardReturnOrEnter]
    /// Modifiers that make a key a shortcut, not an operation of the control.
    private static let shortcutModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether an arrow key increases (up, and right, or left when `mirrored`) or decreases
    /// (down, and the other horizontal arrow); nil for other keys.
    static func arrowDirection(_ code: UIKeyboardHIDUsage, mirrored: Bool) -> Bool? {
        switch code {
        case .keyboardUpArrow: true
        case .keyboardDownArrow: false
        case .keyboardRightArrow: !mirrored
        case .keyboardLeftArrow: mirrored
        default: nil
        }
    }
}

extension UISegmentedControl {
    /// Selects the nearest enabled segment after (or before) the selected one, sending
    /// `.valueChanged`; nothing at the ends. With nothing selected, forward starts at the first.
    func selectAdjacentEnabledSegment(forward: Bool) {
        let step = forward ? 1 : -1
        var index = selectedSegmentIndex == UISegmentedControl.noSegment ? (forward ? -1 : numberOfSegments) : selectedSegmentIndex
        index += step
        while (0..<numberOfSegments).contains(index) {
            if isEnabledForSegment(at: index) {
                selectedSegmentIndex = index
                sendActions(for: .valueChanged)
                return
            }
            index += step
        }
    }
}
