import Foundation

/// One wheel of a `UIPickerView` as a screen reader sees it: an adjustable element whose
/// value is the picked row's title; incrementing turns to the next row and decrementing to
/// the previous one, and the picker's delegate hears the new row, as it does for a turn by hand.
@MainActor
final class PickerComponentAccessibilityElement: UIAccessibilityElement {
    private weak var picker: UIPickerView?
    let component: Int

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(accessibilityContainer: picker)
    }

    override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            guard let picker else { return nil }
            return picker.accessibleTitle(forRow: picker.selectedRow(inComponent: component), inComponent: component)
        }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            guard let picker else { return .zero }
            let frames = picker.componentFrames()
            guard frames.indices.contains(component) else { return .zero }
            return picker.convert(frames[component], to: nil)
        }
        set { super.accessibilityFrame = newValue }
    }

    override func accessibilityIncrement() {
        picker?.userStep(component: component, by: 1)
    }

    override func accessibilityDecrement() {
        picker?.userStep(component: component, by: -1)
    }
}
