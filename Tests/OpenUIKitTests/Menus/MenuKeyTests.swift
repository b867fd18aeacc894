import CX11
import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The keyboard's Menu key, and Shift+F10, open a context menu as desktop users expect: the
/// focused view's (the first responder's), from its centre, else the one under the pointer;
/// pressed again, they close it. F10 alone, or the Menu key with Ctrl, does nothing.
@Suite(.serialized)
@MainActor
struct MenuKeyTests {
    final class FocusableCard: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    final class Menus: NSObject, UIContextMenuInteractionDelegate {
        var locations: [CGPoint] = []
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            locations.append(location)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Rename") { _ in }])
            }
        }
    }

    let harness = GestureHarness(size: CGSize(width: 400, height: 400))
    let frames: HeadlessFrameClock
    let first = FocusableCard(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
    let second = FocusableCard(frame: CGRect(x: 200, y: 200, width: 100, height: 60))
    let firstMenus = Menus()
    let secondMenus = Menus()

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        for (card, menus) in [(first, firstMenus), (second, secondMenus)] {
            card.backgroundColor = .systemBlue
            card.addInteraction(UIContextMenuInteraction(delegate: menus))
            harness.window.addSubview(card)
        }
        harness.window.renderIfNeeded()
    }

    var isOpen: Bool { ContextMenuSession.isShowing(in: harness.window) }

    func press(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) {
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = harness.window
        defer { application.keyWindow = previous }
        let key = UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: flags, keyCode: code)
        application.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: 0)))
        application.sendInput(.key(KeyInput(isDown: false, key: key, timestamp: 0.05)))
        frames.advance(by: 1)
    }

    func movePointer(to point: CGPoint) {
        harness.window.sendInput(.pointer(PointerInput(phase: .moved, button: nil, location: point, timestamp: 0, deviceID: 4)))
    }

    @Test func theMenuKeyOpensTheFocusedViewsMenuFromItsCentreAndClosesIt() {
        movePointer(to: CGPoint(x: 250, y: 230))
        _ = first.becomeFirstResponder()
        press(.keyboardApplication)
        #expect(isOpen)
        #expect(firstMenus.locations == [CGPoint(x: 50, y: 30)], "asked at the focused view's centre, not under the pointer")
        #expect(secondMenus.locations.isEmpty)
        press(.keyboardApplication)
        #expect(!isOpen, "pressed again, it closes the menu")
    }

    @Test func shiftF10OpensItTooButF10AloneDoesNot() {
        _ = first.becomeFirstResponder()
        press(.keyboardF10)
        #expect(!isOpen)
        press(.keyboardApplication, .control)
        #expect(!isOpen, "Ctrl+Menu is left to the app")
        press(.keyboardF10, .shift)
        #expect(isOpen)
    }

    @Test func withNothingFocusedTheViewUnderThePointerOpensItsMenu() {
        #expect(UIResponder.currentFirstResponder(in: harness.window) == nil)
        press(.keyboardApplication)
        #expect(!isOpen, "no focus and no pointer: nothing opens")
        movePointer(to: CGPoint(x: 250, y: 230))
        press(.keyboardApplication)
        #expect(isOpen)
        #expect(secondMenus.locations == [CGPoint(x: 50, y: 30)])
    }

    @Test func theX11MenuKeyIsTheApplicationUsage() {
        #expect(UIKeyboardHIDUsage.keyboardApplication.rawValue == 0x65, "HID's Application key, UIKit's keyboardApplication")
        #expect(UIKeyboardHIDUsage.keyboardF10.rawValue == 0x43)
        #expect(X11Keyboard.usage(forKeysym: KeySym(XK_Menu)) == .keyboardApplication)
        #expect(X11Keyboard.usage(forKeysym: KeySym(XK_F10)) == .keyboardF10)
    }
}
