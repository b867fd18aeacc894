import Foundation
import Testing
@testable import OpenUIKit

// Code shaped as UIKit apps write it around text input: a controller that is its fields'
// delegate and dismisses editing on Return, a field subclass with its own text insets, and
// a custom view that takes keys by becoming first responder. That it compiles is half the
// test.

/// A form controller as apps write one.
final class ShapeFormController: UIViewController, UITextFieldDelegate {
    let name = UITextField()
    var returned = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        name.delegate = self
        name.frame = CGRect(x: 10, y: 10, width: 200, height: 34)
        view.addSubview(name)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returned += 1
        textField.resignFirstResponder()
        return true
    }
}

/// A field inset by 10 points, overriding UIKit's rect methods.
final class InsetTextField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 10, dy: 0) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
}

/// A view that takes keys itself.
final class KeyTakingView: UIView {
    var keys: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys += presses.compactMap { $0.key?.characters }
    }
}

@MainActor
@Suite("Text input declaration shapes", .serialized)
struct TextInputShapeTests {
    @Test func aControllerDelegateEndsEditingOnReturn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let form = ShapeFormController()
        window.rootViewController = form
        window.layoutIfNeeded()
        #expect(form.name.becomeFirstResponder())
        form.name.perform(.returnKey)
        #expect(form.returned == 1 && !form.name.isFirstResponder)
    }

    @Test func overriddenRectsPlaceTheText() {
        let field = InsetTextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.text = "x"
        #expect(field.placeholderRect(forBounds: field.bounds) == CGRect(x: 10, y: 0, width: 80, height: 30))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(field)
        field.becomeFirstResponder()
        window.layoutIfNeeded()
        #expect(field.caretBlinker.caret.frame.minX > 10, "the caret sits after the text, inside the overridden rect")
    }

    @Test func aCustomViewBecomesFirstAndTakesKeys() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = KeyTakingView(frame: window.bounds)
        window.addSubview(view)
        #expect(view.becomeFirstResponder() && view.isFirstResponder)
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = window
        defer { application.keyWindow = previous }
        let key = UIKey(characters: "k", charactersIgnoringModifiers: "k", keyCode: .keyboardA)
        application.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: 0)))
        #expect(view.keys == ["k"])
    }
}
