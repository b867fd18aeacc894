import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The first responder, as UIKit documents it: `becomeFirstResponder()` fails for a responder
/// that cannot become first (`canBecomeFirstResponder`, false by default) or is not in a
/// window; a window has one first responder, which keys reach first; a tap elsewhere does not
/// resign it; `endEditing(_:)` does, asking the field unless forced. No keyboard
/// notification is posted: a desktop has a hardware keyboard (as an iPad with one).
@MainActor
@Suite("UIResponder first responder", .serialized)
struct FirstResponderTests {
    @Test func onlyRespondersThatCanAndAreInAWindowBecomeFirst() {
        let h = TextFieldHarness()
        let plain = UIView()
        h.window.addSubview(plain)
        #expect(!plain.canBecomeFirstResponder && !plain.becomeFirstResponder())
        let detached = UITextField(frame: .zero)
        #expect(detached.canBecomeFirstResponder && !detached.becomeFirstResponder(), "not in a window")
        h.field.isEnabled = false
        #expect(!h.field.becomeFirstResponder())
        h.field.isEnabled = true
        #expect(h.field.becomeFirstResponder())
        #expect(plain.resignFirstResponder(), "resigning when not first does nothing, and succeeds")
        #expect(h.field.isFirstResponder)
    }

    @Test func aWindowHasOneFirstResponder() {
        let h = TextFieldHarness()
        let other = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        h.controller.view.addSubview(other)
        let delegate = RecordingTextFieldDelegate()
        h.field.delegate = delegate
        h.field.becomeFirstResponder()
        delegate.allowsEnd = false
        #expect(!other.becomeFirstResponder(), "the current first responder refused to resign")
        #expect(h.field.isFirstResponder && !other.isFirstResponder)
        delegate.allowsEnd = true
        #expect(other.becomeFirstResponder())
        #expect(!h.field.isFirstResponder && !h.field.isEditing && other.isEditing)
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd committed"])
        h.type("k")
        #expect(other.text == "k" && h.field.text == "")
    }

    @Test func aTapOutsideDoesNotResignButEndEditingDoes() {
        let h = TextFieldHarness()
        let delegate = RecordingTextFieldDelegate()
        h.field.delegate = delegate
        h.field.becomeFirstResponder()
        var script = h.harness.script()
        script.tap(at: CGPoint(x: 200, y: 250))
        h.harness.send(script)
        #expect(h.field.isFirstResponder, "UIKit does not end editing on a tap elsewhere")
        delegate.allowsEnd = false
        #expect(!h.controller.view.endEditing(false) && h.field.isFirstResponder)
        #expect(h.controller.view.endEditing(true), "forced: the delegate is not asked")
        #expect(!h.field.isFirstResponder && !h.field.isEditing)
        #expect(delegate.log.last == "didEnd committed")
        #expect(h.harness.clock.pendingTimerCount == 0)
    }

    @Test func aFieldLeavingItsWindowStopsEditing() {
        let h = TextFieldHarness()
        h.field.becomeFirstResponder()
        h.field.removeFromSuperview()
        #expect(!h.field.isEditing && !h.field.isFirstResponder && h.window.firstResponder == nil)
        #expect(h.harness.clock.pendingTimerCount == 0)
    }

    @Test func noKeyboardNotificationIsPostedButTheNamesExist() {
        let posted = NotificationCount()
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardWillChangeFrameNotification]
        let observers = names.map { NotificationCenter.default.addObserver(forName: $0, object: nil, queue: nil) { _ in posted.count += 1 } }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let h = TextFieldHarness()
        h.field.becomeFirstResponder()
        h.type("abc")
        h.field.resignFirstResponder()
        #expect(posted.count == 0)
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }
}
