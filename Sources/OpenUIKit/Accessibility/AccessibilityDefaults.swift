import Foundation

/// What UIKit's own classes answer for the accessibility properties an app has not set, in
/// one table so the defaults can be read side by side.
///
/// UIKit gets these from overrides in each class; here a responder's getters ask this table
/// (Swift cannot override from an extension, and the classes live in other folders), so an
/// app's subclass that overrides a property still wins, as in UIKit. Sources: Apple's
/// documentation of `isAccessibilityElement` ("false unless the receiver is a standard UIKit
/// control"), of `accessibilityLabel` ("a label's text, a button's title"), and of
/// `UIAccessibilityTraits`; the values a UI test reads from controls (a slider's "50%", a
/// switch's "1"/"0", an empty text field's placeholder) are pinned in the tests.
@MainActor
enum AccessibilityDefaults {
    /// How far one increment moves a slider: a tenth of its range, as VoiceOver's swipe up does.
    static let sliderStepFraction: Float = 0.1

    static func isElement(_ object: UIResponder) -> Bool {
        switch object {
        case is UILabel, is UIButton, is UITextField, is UISwitch, is UISlider, is UIStepper,
             is UIPageControl, is UIProgressView, is UITableViewCell, is BarButtonItemView, is TabBarButton:
            return true
        default:
            // A segmented control is a container of its segments; an image view, a plain view
            // or control and a controller are not elements unless the app says so.
            return false
        }
    }

    static func label(_ object: UIResponder) -> String? {
        switch object {
        case let label as UILabel: return label.text
        case let button as UIButton: return button.currentTitle
        case let cell as UITableViewCell: return combinedLabel(of: cell.contentView)
        case let itemView as BarButtonItemView:
            if let item = itemView.item { return item.accessibilityLabel }
            if case .back(let title) = itemView.content { return title ?? backButtonLabel }
            return nil
        case let tab as TabBarButton: return tab.item.accessibilityLabel
        default: return nil
        }
    }

    /// What a back button with no title is called.
    static let backButtonLabel = "Back"

    static func value(_ object: UIResponder) -> String? {
        switch object {
        case let field as UITextField:
            let text = field.text ?? ""
            // An empty field reads its placeholder, as UI tests see it; a secure one hides its text.
            if text.isEmpty { return field.placeholder }
            return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        case let toggle as UISwitch: return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            let range = slider.maximumValue - slider.minimumValue
            let fraction = range > 0 ? (slider.value - slider.minimumValue) / range : 0
            return percent(fraction)
        case let progress as UIProgressView: return percent(progress.progress)
        case let stepper as UIStepper: return number(stepper.value)
        case let pages as UIPageControl:
            guard pages.numberOfPages > 0 else { return nil }
            return "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        default: return nil
        }
    }

    static func traits(_ object: UIResponder) -> UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch object {
        case is UILabel: traits = .staticText
        case is UIImageView: traits = .image
        case is UIButton, is UISwitch: traits = .button
        case let itemView as BarButtonItemView: traits = itemView.item?.accessibilityTraits ?? .button
        case let tab as TabBarButton: traits = tab.isSelectedItem ? tab.item.accessibilityTraits.union(.selected) : tab.item.accessibilityTraits
        case is UISlider, is UIStepper, is UIPageControl: traits = .adjustable
        case is UIProgressView: traits = .updatesFrequently
        case let cell as UITableViewCell: traits = cell.isSelected ? .selected : .none
        default: traits = .none
        }
        if let control = object as? UIControl {
            if control.isSelected { traits.insert(.selected) }
            if !control.isEnabled { traits.insert(.notEnabled) }
        }
        return traits
    }

    static func frame(_ object: UIResponder) -> CGRect {
        guard let view = object as? UIView else { return .zero }
        // The screen is the window here (see `UIScreen`), so window coordinates are screen ones.
        return view.convert(view.bounds, to: nil)
    }

    static func elements(_ object: UIResponder) -> [Any]? {
        if let picker = object as? UIPickerView { return componentElements(of: picker) }
        guard let control = object as? UISegmentedControl else { return nil }
        return segmentElements(of: control)
    }

    static func respondsToUserInteraction(_ object: UIResponder) -> Bool {
        if let control = object as? UIControl { return control.isEnabled }
        return !object.accessibilityTraits.intersection([.button, .adjustable, .link, .keyboardKey]).isEmpty
    }

    /// Steps an adjustable control one notch and sends `.valueChanged` when its value moved.
    static func adjust(_ object: UIResponder, up: Bool) {
        let sign: Float = up ? 1 : -1
        switch object {
        case let slider as UISlider:
            let before = slider.value
            slider.setValue(before + sign * sliderStepFraction * (slider.maximumValue - slider.minimumValue), animated: false)
            if slider.value != before { slider.sendActions(for: .valueChanged) }
        case let stepper as UIStepper:
            let before = stepper.value
            var next = before + Double(sign) * stepper.stepValue
            if stepper.wraps, next > stepper.maximumValue { next = stepper.minimumValue }
            if stepper.wraps, next < stepper.minimumValue { next = stepper.maximumValue }
            stepper.value = next
            if stepper.value != before { stepper.sendActions(for: .valueChanged) }
        case let pages as UIPageControl:
            let before = pages.currentPage
            pages.currentPage = before + (up ? 1 : -1)
            if pages.currentPage != before { pages.sendActions(for: .valueChanged) }
        default:
            break
        }
    }

    /// Where `element` is among `elements`, by identity for objects and equality for
    /// nothing else (values have no identity); `NSNotFound` when absent.
    static func index(of element: Any, in elements: [Any]?) -> Int {
        guard let elements else { return NSNotFound }
        let target = element as AnyObject
        for (index, candidate) in elements.enumerated() where (candidate as AnyObject) === target {
            return index
        }
        return NSNotFound
    }

    // MARK: Helpers

    /// A fraction as a screen reader says it: "50%".
    static func percent(_ fraction: Float) -> String {
        guard fraction.isFinite else { return "0%" }
        return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
    }

    /// A stepper's value: whole numbers without a decimal point ("3"), others as they are.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// The labels of the elements inside `view`, in reading order, joined by commas, as a
    /// table cell reads its text and detail labels; nil when none has one.
    static func combinedLabel(of view: UIView) -> String? {
        let parts = AccessibilityTree(root: view).elements.compactMap { element -> String? in
            let words = [element.accessibilityLabel, element.accessibilityValue]
                .compactMap { $0 }.filter { !$0.isEmpty }
            return words.isEmpty ? nil : words.joined(separator: ", ")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// One adjustable element per wheel of a picker, made again only when the number of
    /// components changes.
    static func componentElements(of picker: UIPickerView) -> [Any] {
        let storage = picker.writableAccessibilityStorage
        if storage.partElements.count != picker.numberOfComponents {
            storage.partElements = (0..<picker.numberOfComponents).map {
                PickerComponentAccessibilityElement(picker: picker, component: $0)
            }
        }
        return storage.partElements
    }

    /// One element per segment, made again only when the number of segments changes, so a
    /// screen reader's place among them is kept.
    static func segmentElements(of control: UISegmentedControl) -> [Any] {
        let storage = control.writableAccessibilityStorage
        if storage.partElements.count != control.numberOfSegments {
            storage.partElements = (0..<control.numberOfSegments).map {
                SegmentAccessibilityElement(control: control, segment: $0)
            }
        }
        return storage.partElements
    }
}
