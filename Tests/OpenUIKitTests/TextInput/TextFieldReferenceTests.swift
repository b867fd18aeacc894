import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Reference images of text fields as iOS draws them: a rounded field with its placeholder,
/// one with text, one being edited with a word selected, one with its clear button,
/// a secure field, and the line and bezel styles.
///
/// Tolerance 6 (of 255): antialiased glyph edges may round differently across Cairo builds;
/// a wrong colour, size or position changes pixels by far more.
@MainActor
@Suite struct TextFieldReferenceTests {
    static let tolerance = 6

    func render(scale: CGFloat) -> UIWindow {
        let harness = TextFieldHarness()
        let window = harness.window
        window.screenScale = scale
        window.backgroundColor = UIColor.systemGray6
        harness.controller.view.backgroundColor = UIColor.systemGray6
        harness.field.removeFromSuperview()
        func field(_ y: CGFloat, _ configure: (UITextField) -> Void) -> UITextField {
            let field = UITextField(frame: CGRect(x: 20, y: y, width: 280, height: 34))
            field.borderStyle = .roundedRect
            configure(field)
            harness.controller.view.addSubview(field)
            return field
        }
        _ = field(12) { $0.placeholder = "Email address" }
        _ = field(54) { $0.text = "ada@example.com" }
        let selecting = field(96) { $0.text = "Hello world" }
        _ = field(138) { field in
            field.text = "Clear button"
            field.clearButtonMode = .always
        }
        _ = field(180) { field in
            field.text = "secret"
            field.isSecureTextEntry = true
        }
        _ = field(222) { field in
            field.borderStyle = .line
            field.text = "Line"
            field.frame.size.width = 130
        }
        _ = field(222) { field in
            field.borderStyle = .bezel
            field.placeholder = "Bezel"
            field.frame.origin.x = 170
            field.frame.size.width = 130
        }
        window.layoutIfNeeded()
        selecting.becomeFirstResponder()
        selecting.perform(.moveToEnd(forward: true, extending: false))
        selecting.perform(.moveCaret(forward: false, byWord: true, extending: true))
        window.layoutIfNeeded()
        window.renderIfNeeded()
        return window
    }

    @Test func textFieldsAt1x() {
        ReferenceImage.assertMatches(render(scale: 1).backBuffer!, named: "textfields@1x", tolerance: Self.tolerance)
    }

    @Test func textFieldsAt2x() {
        ReferenceImage.assertMatches(render(scale: 2).backBuffer!, named: "textfields@2x", tolerance: Self.tolerance)
    }
}
