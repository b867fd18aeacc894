import Foundation
import OpenUIKit

/// The probe's `--accessibility` mode: white controls over the root view for the
/// accessibility-bus test. A heading label "Probe form" at (20, 20); a text field at (20, 70),
/// 260×34, labelled "Name" (identifier "name-field") holding "Ada"; a slider labelled
/// "Volume" at (20, 120) at a quarter of its range; and a button titled "Edit name" at
/// (20, 170), which makes the text field first responder and prints
/// "accessibility edit pressed". The field prints "accessibility field began" when it
/// becomes first responder, and "accessibility slider value=V" follows the slider.
@MainActor
final class ProbeAccessibilityViews {
    let heading = UILabel(frame: CGRect(x: 20, y: 20, width: 260, height: 30))
    let field = UITextField(frame: CGRect(x: 20, y: 70, width: 260, height: 34))
    let slider = UISlider(frame: CGRect(x: 20, y: 120, width: 260, height: 34))
    let button = UIButton(type: .system)

    init(in root: UIView) {
        let panel = UIView(frame: root.bounds)
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.backgroundColor = .white
        heading.text = "Probe form"
        heading.accessibilityTraits = [.staticText, .header]
        field.borderStyle = .roundedRect
        field.text = "Ada"
        field.accessibilityLabel = "Name"
        field.accessibilityIdentifier = "name-field"
        field.addAction(UIAction { _ in emit("accessibility field began") }, for: .editingDidBegin)
        slider.accessibilityLabel = "Volume"
        slider.value = 0.25
        slider.addAction(UIAction { [slider] _ in emit("accessibility slider value=\(slider.value)") }, for: .valueChanged)
        button.frame = CGRect(x: 20, y: 170, width: 260, height: 44)
        button.setTitle("Edit name", for: .normal)
        button.addAction(UIAction { [field] _ in
            emit("accessibility edit pressed")
            _ = field.becomeFirstResponder()
        }, for: .touchUpInside)
        for view in [heading, field, slider, button] as [UIView] { panel.addSubview(view) }
        root.addSubview(panel)
    }
}
