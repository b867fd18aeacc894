import Foundation

/// `org.a11y.atspi.Action` and `org.a11y.atspi.Value`: what a screen reader or switch user
/// can do to an element (press a button, step a slider, focus a text field) and a control's
/// value on its scale.
extension ATSPIBridge {
    /// One action an element offers.
    enum Action: String {
        /// Presses a button: `accessibilityActivate()`, else what a tap would do.
        case click
        /// Steps an adjustable element (`accessibilityIncrement()`/`accessibilityDecrement()`).
        case increment, decrement
        /// Makes a text field or view the first responder, where typed text goes.
        case activate

        var description: String {
            switch self {
            case .click: "Presses the button"
            case .increment: "Increases the value"
            case .decrement: "Decreases the value"
            case .activate: "Starts editing the text"
            }
        }
    }

    func actions(of node: ATSPINode) -> [Action] {
        guard case .element(let element) = node else { return [] }
        if node.textInput != nil { return [.activate] }
        let traits = element.accessibilityTraits
        if traits.contains(.adjustable) { return [.increment, .decrement] }
        if !traits.intersection([.button, .link, .toggleButton, .keyboardKey]).isEmpty || element is UIControl { return [.click] }
        return []
    }

    func action(_ call: DBusIncomingCall, _ node: ATSPINode) -> DBusReply {
        let actions = actions(of: node)
        func indexed(_ body: (Action) -> DBusValue) -> DBusReply {
            guard let index = call.arguments.first?.intValue else { return .invalidArguments(call) }
            guard actions.indices.contains(index) else {
                return .error(name: "org.freedesktop.DBus.Error.InvalidArgs", text: "no action \(index); there are \(actions.count)")
            }
            return .values([body(actions[index])])
        }
        switch call.member {
        case "GetName", "GetLocalizedName": return indexed { .string($0.rawValue) }
        case "GetDescription": return indexed { .string($0.description) }
        case "GetKeyBinding": return indexed { _ in .string("") }
        case "GetActions":
            return .values([.array(elementSignature: "(sss)", actions.map { .structure([.string($0.rawValue), .string($0.description), .string("")]) })])
        case "DoAction": return indexed { .boolean(perform($0, on: node)) }
        default: return .unknownMethod(call)
        }
    }

    /// Does `action`; whether anything happened.
    func perform(_ action: Action, on node: ATSPINode) -> Bool {
        guard case .element(let element) = node else { return false }
        switch action {
        case .increment:
            element.accessibilityIncrement()
            return true
        case .decrement:
            element.accessibilityDecrement()
            return true
        case .activate:
            guard let responder = element as? UIResponder else { return false }
            return responder.becomeFirstResponder()
        case .click:
            if element.accessibilityActivate() { return true }
            // What VoiceOver's double tap does when the element does not handle activation:
            // a tap, which a control answers with its touch-up-inside actions.
            guard let control = element as? UIControl, control.isEnabled else { return false }
            if let toggle = control as? UISwitch {
                toggle.setOn(!toggle.isOn, animated: true)
                toggle.sendActions(for: .valueChanged)
            } else {
                control.sendActions(for: .touchUpInside)
            }
            return true
        }
    }

    func value(_ call: DBusIncomingCall, _ node: ATSPINode) -> DBusReply {
        .unknownMethod(call)
    }

    /// Sets a control's value as the user would (sending `.valueChanged` when it moved).
    func setCurrentValue(_ node: ATSPINode, to number: Double) -> Bool {
        guard case .element(let element) = node, number.isFinite else { return false }
        switch element {
        case let slider as UISlider:
            let before = slider.value
            slider.setValue(Float(number), animated: false)
            if slider.value != before { slider.sendActions(for: .valueChanged) }
        case let stepper as UIStepper:
            let before = stepper.value
            stepper.value = number
            if stepper.value != before { stepper.sendActions(for: .valueChanged) }
        default:
            return false
        }
        return true
    }
}
