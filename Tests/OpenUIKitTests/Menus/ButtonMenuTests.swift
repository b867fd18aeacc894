import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// iOS 14's `UIButton.menu`: a long press opens it, or a tap when
/// `showsMenuAsPrimaryAction` is true (then the primary action is not sent); the window is
/// not blurred, and a chosen action's sender is the button.
@Suite(.serialized)
@MainActor
struct ButtonMenuTests {
    let harness = GestureHarness()
    let frames: HeadlessFrameClock
    let button = UIButton(type: .system)

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        button.frame = CGRect(x: 150, y: 40, width: 100, height: 44)
        button.setTitle("Sort", for: .normal)
        harness.window.addSubview(button)
        harness.window.renderIfNeeded()
    }

    var overlay: ContextMenuOverlayView? {
        harness.window.subviews.compactMap { $0 as? ContextMenuOverlayView }.last
    }

    func tap(_ point: CGPoint, holding seconds: TimeInterval = 0.05) {
        var script = harness.script()
        script.tap(1, at: point, duration: seconds)
        harness.send(script)
        frames.advance(by: 0.4)
    }

    func menu(_ record: @escaping (String) -> Void) -> UIMenu {
        UIMenu(children: [
            UIAction(title: "Name") { action in record("name from \(action.sender.map { "\(type(of: $0))" } ?? "nothing")") },
            UIAction(title: "Date") { _ in record("date") },
        ])
    }

    @Test func showsMenuAsPrimaryActionIsOffByDefault() {
        #expect(!button.showsMenuAsPrimaryAction)
        #expect(button.menu == nil)
        #expect(button.interactions.isEmpty, "no menu, no interaction")
    }

    @Test func aTapOpensTheMenuInsteadOfThePrimaryAction() throws {
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
        button.menu = menu { log.append($0) }
        button.showsMenuAsPrimaryAction = true
        tap(CGPoint(x: 200, y: 60))
        let overlay = try #require(overlay)
        #expect(log == ["touchUpInside"], "the primary action is not sent")
        #expect(overlay.backdrop.effect == nil, "a button's menu does not blur the window")
        #expect(overlay.platter.frame.minY >= button.frame.maxY, "the menu hangs under the button")
        let row = try #require(overlay.platter.rows.first)
        tap(row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        frames.advance(by: 1)
        #expect(log == ["touchUpInside", "name from UIButton"])
    }

    @Test func withoutPrimaryActionMenusATapSendsItAndALongPressOpensTheMenu() {
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.menu = menu { log.append($0) }
        tap(CGPoint(x: 200, y: 60))
        #expect(log == ["primary"])
        #expect(overlay == nil)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 60))
        harness.send(script)
        frames.advance(by: 0.6)
        #expect(overlay != nil)
    }

    /// iOS 15's pop-up button: `changesSelectionAsPrimaryAction` with a menu shown as the
    /// primary action keeps one action on (the first when none is) and titles the button
    /// after it; choosing a row moves the selection before the row's handler runs.
    @Test func aPopUpButtonShowsAndMovesItsSelection() throws {
        var log: [String] = []
        let small = UIAction(title: "Small") { _ in log.append("small") }
        let large = UIAction(title: "Large") { action in log.append("large \(action.state == .on ? "on" : "off")") }
        button.menu = UIMenu(children: [small, UIMenu(options: .displayInline, children: [large])])
        button.changesSelectionAsPrimaryAction = true
        #expect(button.title(for: .normal) == "Sort", "not a pop-up until the menu is the primary action")
        button.showsMenuAsPrimaryAction = true
        #expect(small.state == .on && large.state == .off)
        #expect(button.title(for: .normal) == "Small")
        tap(CGPoint(x: 200, y: 60))
        let overlay = try #require(overlay)
        let row = try #require(overlay.platter.rows.last)
        tap(row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        frames.advance(by: 1)
        #expect(log == ["large on"], "the selection moved before the handler ran")
        #expect(small.state == .off && button.title(for: .normal) == "Large")
    }

    @Test func withoutAMenuChangingSelectionTogglesIsSelected() {
        button.changesSelectionAsPrimaryAction = true
        tap(CGPoint(x: 200, y: 60))
        #expect(button.isSelected)
        tap(CGPoint(x: 200, y: 60))
        #expect(!button.isSelected)
    }
}
