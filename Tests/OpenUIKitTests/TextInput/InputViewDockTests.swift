import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A responder whose input views are set by the test, as apps redeclare them read-write.
final class InputViewsResponder: UIView {
    var accessory: UIView?
    var input: UIView?
    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { accessory }
    override var inputView: UIView? { input }
}

/// `inputView`, `inputAccessoryView` and `reloadInputViews()`: with a hardware keyboard the
/// first responder's accessory (and input view, under it) are docked at the bottom of the
/// window, full width, while it is first; they go when it resigns; `reloadInputViews()`
/// swaps them; no keyboard notification is posted.
@MainActor
@Suite("Input views", .serialized)
struct InputViewDockTests {
    let h = TextFieldHarness()

    @Test func aResponderHasNoInputViewsByDefault() {
        let responder = UIResponder()
        #expect(responder.inputView == nil && responder.inputAccessoryView == nil)
        responder.reloadInputViews()
    }

    @Test func aFieldsAccessoryIsDockedAtTheBottomWhileItEdits() throws {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        h.field.inputAccessoryView = bar
        #expect(h.field.inputAccessoryView === bar, "a text field redeclares it settable")
        #expect(bar.superview == nil, "nothing is shown before the field is first responder")
        var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(h.field.becomeFirstResponder())
        #expect(bar.superview === h.window && h.window.subviews.last === bar, "the accessory is the window's topmost view")
        #expect(bar.frame == CGRect(x: 0, y: 256, width: 400, height: 44), "full width, at the bottom, its frame's height")
        h.window.frame = CGRect(x: 0, y: 0, width: 500, height: 350)
        h.window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 306, width: 500, height: 44), "it stays docked as the window resizes")
        #expect(h.field.resignFirstResponder())
        #expect(bar.superview == nil, "it goes when the field resigns")
        #expect(posted == 0, "no keyboard notification on the desktop")
    }

    @Test func anInputViewSitsUnderTheAccessoryAtItsIntrinsicHeight() throws {
        let view = UITextView(frame: CGRect(x: 20, y: 90, width: 200, height: 100))
        h.controller.view.addSubview(view)
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        let input = UILabel()
        input.text = "Custom keys"
        let inputHeight = input.intrinsicContentSize.height
        view.inputAccessoryView = accessory
        view.inputView = input
        #expect(view.becomeFirstResponder())
        #expect(input.superview === h.window && accessory.superview === h.window)
        #expect(input.frame == CGRect(x: 0, y: 300 - inputHeight, width: 400, height: inputHeight), "the input view at the very bottom")
        #expect(accessory.frame == CGRect(x: 0, y: 300 - inputHeight - 30, width: 400, height: 30), "the accessory above it")
        #expect(h.window.subviews.suffix(2).map(ObjectIdentifier.init) == [ObjectIdentifier(input), ObjectIdentifier(accessory)])
        #expect(view.resignFirstResponder())
        #expect(input.superview == nil && accessory.superview == nil)
    }

    @Test func reloadInputViewsSwapsThemWhileFirstAndDoesNothingOtherwise() throws {
        let responder = InputViewsResponder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        h.controller.view.addSubview(responder)
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 40))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 60))
        responder.accessory = first
        responder.reloadInputViews()
        #expect(first.superview == nil, "not first responder: reloading shows nothing")
        #expect(responder.becomeFirstResponder())
        #expect(first.superview === h.window && first.frame.minY == 260)
        responder.accessory = second
        #expect(first.superview === h.window, "a changed property shows only after reloadInputViews()")
        responder.reloadInputViews()
        #expect(first.superview == nil && second.superview === h.window && second.frame == CGRect(x: 0, y: 240, width: 400, height: 60))
        responder.accessory = nil
        responder.reloadInputViews()
        #expect(second.superview == nil)
        // Another responder taking over shows its own views instead.
        responder.accessory = first
        responder.reloadInputViews()
        h.field.inputAccessoryView = second
        #expect(h.field.becomeFirstResponder())
        #expect(first.superview == nil && second.superview === h.window)
    }
}
