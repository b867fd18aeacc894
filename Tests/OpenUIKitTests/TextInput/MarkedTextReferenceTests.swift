import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Reference images of an input method's provisional text: a field composing a word (the
/// marked text underlined in the text's colour, the caret at its end), and a text view whose
/// marked text wrapped onto its second line (underlined where it landed).
///
/// Tolerance 6 (of 255), as for the other text field references: glyph edges may round
/// differently across Cairo builds; a missing or misplaced underline changes far more.
@MainActor
@Suite struct MarkedTextReferenceTests {
    static let tolerance = 6

    /// A window with `make`'s view on grey, its marked text set by `compose` once editing.
    func render(scale: CGFloat, _ make: (UIView) -> Void) -> UIWindow {
        let harness = TextFieldHarness()
        let window = harness.window
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 110)
        window.screenScale = scale
        window.backgroundColor = UIColor.systemGray6
        harness.controller.view.backgroundColor = UIColor.systemGray6
        harness.field.removeFromSuperview()
        window.layoutIfNeeded()
        make(harness.controller.view)
        window.layoutIfNeeded()
        window.renderIfNeeded()
        return window
    }

    func composingField(in container: UIView) {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Hello "
        container.addSubview(field)
        field.becomeFirstResponder()
        field.setMarkedText("wörld", selectedRange: NSRange(location: 5, length: 0))
    }

    func composingTextView(in container: UIView) {
        let view = UITextView(frame: CGRect(x: 20, y: 10, width: 280, height: 90))
        view.font = UIFont.systemFont(ofSize: 17)
        view.text = "A text view composing at the "
        container.addSubview(view)
        view.becomeFirstResponder()
        view.setMarkedText("end of its line and on", selectedRange: NSRange(location: 22, length: 0))
    }

    @Test func markedTextInAFieldAt1x() {
        ReferenceImage.assertMatches(render(scale: 1, composingField).backBuffer!, named: "markedtext-field@1x", tolerance: Self.tolerance)
    }

    @Test func markedTextInAFieldAt2x() {
        ReferenceImage.assertMatches(render(scale: 2, composingField).backBuffer!, named: "markedtext-field@2x", tolerance: Self.tolerance)
    }

    @Test func markedTextInATextViewAt2x() {
        ReferenceImage.assertMatches(render(scale: 2, composingTextView).backBuffer!, named: "markedtext-textview@2x", tolerance: Self.tolerance)
    }
}
