import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Alerts and action sheets: taps through the window's input path, keys through the
/// application's, and their layout.
///
/// Sources, in UIKit's documentation: `UIAlertAction`'s handler is "a block to execute when the
/// user selects the action", and the alert is dismissed first (the handler runs from the
/// dismissal's completion; apps rely on presenting from it); `preferredAction`: "pressing the
/// Return key triggers the preferred action", it "must have already been added", it is for
/// alerts only and takes the emphasis from the cancel action; UIKit raises for a second
/// cancel action. With a keyboard, an alert whose only action besides cancel is one takes
/// Return for it, and Esc chooses the cancel action (observed behaviour, pinned here).
@MainActor
@Suite("UIAlertController", .serialized)
struct UIAlertControllerTests {
    let harness = GestureHarness(size: CGSize(width: 1024, height: 768))
    let frames: HeadlessFrameClock
    let root = UIViewController()
    var log: [String] = []

    init() {
        harness.window.rootViewController = root
        harness.window.makeKeyAndVisible()
        frames = HeadlessFrameClock(window: harness.window)
        frames.advance(by: 0.1)
    }

    func press(_ keyCode: UIKeyboardHIDUsage, _ characters: String) {
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = harness.window
        defer { application.keyWindow = previous }
        let key = UIKey(characters: characters, charactersIgnoringModifiers: characters, keyCode: keyCode)
        application.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: 0)))
        application.sendInput(.key(KeyInput(isDown: false, key: key, timestamp: 0.05)))
    }

    @Test func theDeclarationsAreUIKits() {
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        #expect(alert.preferredStyle == .alert && alert.title == "Delete?" && alert.message == "It cannot be undone.")
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertController.Style.alert.rawValue == 1)
        #expect(UIAlertAction.Style.default.rawValue == 0 && UIAlertAction.Style.cancel.rawValue == 1
                && UIAlertAction.Style.destructive.rawValue == 2)
        let action = UIAlertAction(title: "OK", style: .default)
        #expect(action.title == "OK" && action.style == .default && action.isEnabled)
        alert.addAction(action)
        #expect(alert.actions == [action])
    }

    @Test func aTapRunsTheHandlerAfterTheDismissal() throws {
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        var handled: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            handled.append("delete, presented: \(self.root.presentedViewController != nil)")
        })
        root.present(alert, animated: true)
        frames.advance(by: 0.5)
        // 270 wide, centered; two buttons side by side, cancel on the left.
        let box = alert.view.frame
        #expect(box.width == 270 && abs(box.midX - 512) <= 0.5 && abs(box.midY - 384) <= 0.5)
        var script = harness.script()
        script.tap(at: CGPoint(x: box.maxX - 60, y: box.maxY - 22))
        harness.send(script)
        #expect(handled.isEmpty, "not before the dismissal")
        frames.advance(by: 0.5)
        #expect(handled == ["delete, presented: false"])
        #expect(root.presentedViewController == nil)
    }

    @Test func threeActionsStackWithCancelLast() throws {
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "One", style: .default))
        alert.addAction(UIAlertAction(title: "Two", style: .default))
        root.present(alert, animated: false)
        frames.advance(by: 0.1)
        let buttons = alert.view.subviews.flatMap(\.subviews).compactMap { $0 as? AlertActionButton }
        #expect(buttons.map { $0.action.title } == ["One", "Two", "Cancel"])
        #expect(buttons.allSatisfy { $0.frame.width == 270 && $0.frame.height == 44 })
        #expect(buttons[2].frame.minY > buttons[1].frame.maxY)
        #expect(buttons[2].titleLabel.font.pointSize == 17)
    }

    @Test func returnChoosesThePreferredActionAndEscTheCancelOne() {
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        var chosen: [String] = []
        let cancel = UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") }
        let save = UIAlertAction(title: "Save", style: .default) { _ in chosen.append("save") }
        let discard = UIAlertAction(title: "Discard", style: .destructive) { _ in chosen.append("discard") }
        alert.preferredAction = save
        #expect(alert.preferredAction == nil, "refused before it is added")
        [cancel, save, discard].forEach(alert.addAction)
        alert.preferredAction = save
        root.present(alert, animated: false)
        frames.advance(by: 0.1)
        press(.keyboardReturnOrEnter, "\r")
        frames.advance(by: 0.5)
        #expect(chosen == ["save"])

        let second = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
        second.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        second.addAction(UIAlertAction(title: "Quit", style: .default) { _ in chosen.append("quit") })
        root.present(second, animated: false)
        frames.advance(by: 0.1)
        press(.keyboardEscape, "\u{1B}")
        frames.advance(by: 0.5)
        #expect(chosen == ["save", "cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test func returnChoosesTheOnlyActionBesidesCancelAndNothingWhenThereAreTwo() {
        let single = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
        single.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let quit = UIAlertAction(title: "Quit", style: .default)
        single.addAction(quit)
        #expect(single.returnAction === quit)
        single.addAction(UIAlertAction(title: "Later", style: .default))
        #expect(single.returnAction == nil)
    }

    @Test func aSecondCancelActionIsRefused() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        #expect(alert.actions.count == 1)
        #expect(Diagnostics.recentWarnings().last?.contains("only have one action with a style of cancel") == true)
    }

    @Test func aCompactActionSheetStacksItsGroupsAtTheBottom() {
        harness.window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
        frames.advance(by: 0.1)
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        var chosen: [String] = []
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default) { _ in chosen.append("take") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        root.present(sheet, animated: true)
        frames.advance(by: 0.5)
        let frame = sheet.view.frame
        #expect(frame.minX == 8 && frame.width == 374 && frame.maxY == 692)
        let buttons = sheet.view.subviews.flatMap(\.subviews).compactMap { $0 as? AlertActionButton }
        let cancel = buttons.first { $0.action.style == .cancel }
        #expect(cancel?.superview !== buttons.first?.superview, "cancel in a group of its own")
        #expect(cancel?.frame.height == 57)
        var script = harness.script()
        script.tap(at: CGPoint(x: 195, y: 692 - 28))
        harness.send(script)
        frames.advance(by: 0.6)
        #expect(chosen == ["cancel"])
    }

    @Test func aRegularActionSheetIsAPopoverAndATapOutsideCancelsIt() throws {
        let sourceButton = UIView(frame: CGRect(x: 500, y: 100, width: 60, height: 40))
        root.view.addSubview(sourceButton)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var chosen: [String] = []
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in chosen.append("share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        let popover = try #require(sheet.popoverPresentationController)
        popover.sourceView = sourceButton
        root.present(sheet, animated: false)
        frames.advance(by: 0.1)
        #expect(popover.presentationStyle == .popover && popover.arrowDirection == .up)
        #expect(sheet.view.frame.width == 304 && sheet.view.frame.height == 57, "the cancel button is not shown in a popover")
        var script = harness.script()
        script.tap(at: CGPoint(x: 100, y: 600))
        harness.send(script)
        frames.advance(by: 0.5)
        #expect(chosen == ["cancel"])
    }

    @Test func aDisabledActionIgnoresTaps() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        var chosen = 0
        let ok = UIAlertAction(title: "OK", style: .default) { _ in chosen += 1 }
        ok.isEnabled = false
        alert.addAction(ok)
        root.present(alert, animated: false)
        frames.advance(by: 0.1)
        let box = alert.view.frame
        var script = harness.script()
        script.tap(at: CGPoint(x: box.midX, y: box.maxY - 22))
        harness.send(script)
        frames.advance(by: 0.5)
        #expect(chosen == 0 && root.presentedViewController === alert)
    }
}
