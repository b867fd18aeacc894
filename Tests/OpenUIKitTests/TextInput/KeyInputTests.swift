import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A view of the app's own that adopts `UIKeyInput` (the shape UIKit code gives one: a PIN
/// pad, a terminal) and records what typing sends it.
final class PINView: UIView, UIKeyInput {
    var digits = ""
    var keyboardType: UIKeyboardType = .numberPad
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text }
    func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
}

/// A one-time-code box as apps write it: Backspace in an empty box is seen through
/// `deleteBackward()`.
final class CodeBoxField: UITextField {
    var backspacesWhenEmpty = 0
    override func deleteBackward() {
        if text?.isEmpty ?? true { backspacesWhenEmpty += 1 }
        super.deleteBackward()
    }
}

/// `UIKeyInput` and `UITextInputTraits`: typing into a responder of the app's own, the
/// traits' UIKit defaults and storyboard names, and the secure field's replacement on
/// re-editing.
@MainActor
@Suite("UIKeyInput and input traits", .serialized)
struct KeyInputTests {
    @Test func typingReachesAKeyInputFirstResponder() throws {
        let harness = TextFieldHarness()
        let pin = PINView(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        harness.controller.view.addSubview(pin)
        #expect(pin.becomeFirstResponder())
        harness.type("12q")
        #expect(pin.digits == "12q", "a hardware keyboard types letters into a number pad view too, as on an iPad")
        #expect(harness.controller.log.isEmpty, "typing wins over the controller's plain-q key command")
        harness.press("Backspace")
        harness.press("Return")
        #expect(pin.digits == "12\n", "Backspace is deleteBackward(); Return is insertText(\"\\n\")")
        harness.press("Escape")
        #expect(harness.controller.log.count == 1 && harness.controller.log.first?.hasPrefix("pressesBegan") == true,
                "a key that is not typing goes up the chain")
        _ = pin.resignFirstResponder()
        harness.type("7")
        #expect(pin.digits == "12\n", "a view that is not first responder gets nothing")
        #expect(pin.keyboardType == .numberPad && pin.returnKeyType == .default && pin.autocapitalizationType == .sentences,
                "traits a view leaves out take UIKit's defaults")
    }

    @Test func textFieldKeysGoThroughInsertTextAndDeleteBackward() throws {
        let harness = TextFieldHarness()
        let box = CodeBoxField(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        harness.controller.view.addSubview(box)
        #expect(box.becomeFirstResponder())
        harness.press("Backspace")
        #expect(box.backspacesWhenEmpty == 1, "an override sees Backspace in an empty field")
        harness.type("4")
        #expect(box.text == "4" && box.hasText)
        box.insertText("2")
        #expect(box.text == "42")
        harness.press("Backspace")
        #expect(box.text == "4" && box.backspacesWhenEmpty == 1)
    }

    @Test func aSecureFieldReplacesItsTextOnTheFirstEditAfterEditingBeginsAgain() throws {
        let harness = TextFieldHarness(text: "hunter2")
        let field = harness.field
        field.isSecureTextEntry = true
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        harness.type("x")
        #expect(field.text == "x", "the first character typed replaces the hidden text")
        #expect(delegate.log.contains("change {0, 7} \"x\""), "the delegate is asked with the whole range")
        harness.type("y")
        #expect(field.text == "xy", "later typing appends")
        _ = field.resignFirstResponder()
        _ = field.becomeFirstResponder()
        harness.press("Backspace")
        #expect(field.text == "", "Backspace first after re-editing empties the field")
        field.isSecureTextEntry = false
        field.text = "plain"
        _ = field.resignFirstResponder()
        _ = field.becomeFirstResponder()
        harness.type("!")
        #expect(field.text == "plain!", "a field that is not secure appends")
    }

    @Test func theTraitsHaveUIKitsDefaultsAndRawValues() {
        let field = UITextField()
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(field.keyboardType == .default && field.returnKeyType == .default && field.keyboardAppearance == .default)
        #expect(!field.enablesReturnKeyAutomatically && !field.isSecureTextEntry && field.textContentType == nil)
        // UIKit's raw values, from its headers: the keyboard types run to 11, the Return keys to 11.
        #expect(UIKeyboardType.numberPad.rawValue == 4 && UIKeyboardType.decimalPad.rawValue == 8)
        #expect(UIKeyboardType.asciiCapableNumberPad.rawValue == 11 && UIKeyboardType.alphabet == .asciiCapable)
        #expect(UIReturnKeyType.done.rawValue == 9 && UIReturnKeyType.continue.rawValue == 11)
        #expect(UIKeyboardAppearance.alert == .dark && UITextAutocapitalizationType.allCharacters.rawValue == 3)
        // The content types' raw values are the HTML autocomplete tokens.
        #expect(UITextContentType.emailAddress.rawValue == "email" && UITextContentType.oneTimeCode.rawValue == "one-time-code")
        #expect(UITextContentType.telephoneNumber.rawValue == "tel" && UITextContentType.newPassword.rawValue == "new-password")
        let traits: UITextInputTraits = field
        field.keyboardType = .emailAddress
        #expect(traits.keyboardType == .emailAddress, "the protocol reads the field's own property")
    }

    @Test func aStoryboardFieldDecodesItsInputTraits() throws {
        let objects = """
            <view contentMode="scaleToFill" id="root-v">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="tf-1">
                        <rect key="frame" x="20" y="20" width="335" height="34"/>
                        <textInputTraits key="textInputTraits" autocapitalizationType="words" autocorrectionType="no" spellCheckingType="yes" keyboardType="emailAddress" keyboardAppearance="alert" returnKeyType="done" enablesReturnKeyAutomatically="YES" smartDashesType="no" smartInsertDeleteType="no" smartQuotesType="no" textContentType="email"/>
                    </textField>
                    <textField opaque="NO" contentMode="scaleToFill" id="tf-2">
                        <rect key="frame" x="20" y="70" width="335" height="34"/>
                        <textInputTraits key="textInputTraits" keyboardType="numberPad" secureTextEntry="YES" textContentType="one-time-code" returnKeyType="launch"/>
                    </textField>
                </subviews>
            </view>
            """
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(objects).utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let email = try #require(root.subviews.first as? UITextField)
        #expect(email.autocapitalizationType == .words && email.autocorrectionType == .no && email.spellCheckingType == .yes)
        #expect(email.keyboardType == .emailAddress && email.keyboardAppearance == .dark && email.returnKeyType == .done)
        #expect(email.enablesReturnKeyAutomatically && email.textContentType == .emailAddress)
        #expect(email.smartDashesType == .no && email.smartQuotesType == .no && email.smartInsertDeleteType == .no)
        let code = try #require(root.subviews.last as? UITextField)
        #expect(code.keyboardType == .numberPad && code.isSecureTextEntry && code.textContentType == .oneTimeCode)
        #expect(code.returnKeyType == .default, "an unknown Return key is reported and left alone")
        #expect(Diagnostics.recentWarnings().contains { $0.contains("launch") })
    }
}
