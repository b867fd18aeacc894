import Foundation

/// One object of the tree the bridge shows: the application, its window, or an element the
/// window's `AccessibilityTree` reads. The tree is flat below the window, as a screen reader
/// reads it: the window's children are its elements in reading order.
@MainActor
enum ATSPINode {
    case application
    case window(UIWindow)
    case element(any AccessibleObject)

    /// The object behind the node (nil for the application, which is the process).
    var object: AnyObject? {
        switch self {
        case .application: nil
        case .window(let window): window
        case .element(let element): element
        }
    }

    /// The element's text, for the Text interface: a text field's or text view's.
    var textInput: ATSPITextTarget? {
        guard case .element(let element) = self else { return nil }
        if let field = element as? UITextField { return .field(field) }
        if let view = element as? UITextView { return .view(view) }
        return nil
    }

    /// The numbers of a control that has a value on a scale (the Value interface).
    var numericValue: (minimum: Double, maximum: Double, step: Double, current: Double)? {
        guard case .element(let element) = self else { return nil }
        switch element {
        case let slider as UISlider:
            return (Double(slider.minimumValue), Double(slider.maximumValue), 0, Double(slider.value))
        case let stepper as UIStepper:
            return (stepper.minimumValue, stepper.maximumValue, stepper.stepValue, stepper.value)
        case let progress as UIProgressView:
            return (0, 1, 0, Double(progress.progress))
        default:
            return nil
        }
    }

    var role: ATSPIRole {
        switch self {
        case .application: .application
        case .window: .frame
        case .element(let element): ATSPIRole(for: element)
        }
    }

    /// What the node's states are now; `focused` is the window's first responder.
    func states(focused: AnyObject?) -> Set<ATSPIState> {
        switch self {
        case .application:
            return []
        case .window(let window):
            var states: Set<ATSPIState> = [.enabled, .sensitive, .visible, .showing, .resizable, .focusable]
            if window.isKeyWindow { states.insert(.active) }
            return states
        case .element(let element):
            var states: Set<ATSPIState> = [.visible, .showing]
            let traits = element.accessibilityTraits
            if !traits.contains(.notEnabled) { states.formUnion([.enabled, .sensitive]) }
            if traits.contains(.selected) { states.insert(.selected) }
            if let responder = element as? UIResponder, responder.canBecomeFirstResponder { states.insert(.focusable) }
            if element === focused { states.formUnion([.focused, .focusable]) }
            if let toggle = element as? UISwitch {
                states.insert(.checkable)
                if toggle.isOn { states.insert(.checked) }
            }
            if let text = textInput {
                states.insert(.selectableText)
                states.insert(text.isMultiLine ? .multiLine : .singleLine)
                states.insert(text.isEditable ? .editable : .readOnly)
            }
            return states
        }
    }
}
