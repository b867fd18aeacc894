import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A context menu through the window's real input: a long press or a secondary click opens
/// it, a row runs its action once the menu has gone, a tap outside or Escape closes it.
///
/// The delegate's order is UIKit's as its documentation describes the calls
/// (UIContextMenuInteractionDelegate): the configuration when the press starts, then the
/// highlight preview and willDisplayMenu as the menu opens; as it closes the dismissing
/// preview and willEnd, whose animator's completions run when the menu has gone, and only
/// then the chosen action's handler.
@Suite(.serialized)
@MainActor
struct ContextMenuInteractionTests {
    let harness = GestureHarness()
    let frames: HeadlessFrameClock
    let card = UIView(frame: CGRect(x: 40, y: 40, width: 160, height: 120))
    let recorder = ContextMenuRecorder()
    let interaction: UIContextMenuInteraction

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        card.backgroundColor = .systemBlue
        harness.window.addSubview(card)
        interaction = UIContextMenuInteraction(delegate: recorder)
        card.addInteraction(interaction)
        harness.window.renderIfNeeded()
    }

    var overlay: ContextMenuOverlayView? {
        harness.window.subviews.compactMap { $0 as? ContextMenuOverlayView }.last
    }

    var rowTitles: [String] { overlay?.platter.rows.map { UIMenuTests.name($0.kind) } ?? [] }

    /// A finger held on the card past the press, then lifted; the opening animation ends.
    func longPress(at point: CGPoint = CGPoint(x: 120, y: 100)) {
        var script = harness.script()
        script.down(1, at: point)
        harness.send(script)
        frames.advance(by: 0.6)
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.4)
    }

    func rightClick(at point: CGPoint) {
        harness.send([.pointer(PointerInput(phase: .pressed, button: .right, location: point, buttonsDown: [.right],
                                            timestamp: harness.clock.now, deviceID: 4)),
                      .pointer(PointerInput(phase: .released, button: .right, location: point,
                                            timestamp: harness.clock.now + 0.05, deviceID: 4))])
    }

    func tap(_ point: CGPoint) {
        var script = harness.script()
        script.tap(1, at: point)
        harness.send(script)
    }

    func tapRow(_ title: String) throws {
        let row = try #require(overlay?.platter.rows.first { $0.element.title == title })
        tap(row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
    }

    func press(_ keyCode: UIKeyboardHIDUsage) {
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = harness.window
        defer { application.keyWindow = previous }
        let key = UIKey(characters: "", charactersIgnoringModifiers: "", keyCode: keyCode)
        application.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: harness.clock.now)))
        application.sendInput(.key(KeyInput(isDown: false, key: key, timestamp: harness.clock.now + 0.05)))
    }

    func cardMenu(_ log: @escaping (String) -> Void) -> UIMenu {
        UIMenu(title: "Card", children: [
            UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in log("copy") },
            UIAction(title: "Locked", attributes: [.disabled]) { _ in log("locked") },
            UIAction(title: "Secret", attributes: [.hidden]) { _ in log("secret") },
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: [.destructive]) { _ in log("delete") },
            ]),
        ])
    }

    @Test func attachesItsRecognizerToItsView() {
        #expect(interaction.view === card)
        #expect(card.gestureRecognizers?.contains { $0 === interaction.pressRecognizer } == true)
        card.removeInteraction(interaction)
        #expect(interaction.view == nil && card.gestureRecognizers == nil)
    }

    @Test func aLongPressOpensTheMenuInUIKitsOrder() {
        var script = harness.script()
        script.down(1, at: CGPoint(x: 120, y: 100))
        harness.send(script)
        #expect(recorder.transcript == "configuration", "the configuration is asked for when the press starts")
        #expect(recorder.askedLocation == CGPoint(x: 80, y: 60), "in the interaction's view")
        frames.advance(by: 0.45)
        #expect(overlay == nil, "not before the press duration")
        frames.advance(by: 0.1)
        #expect(recorder.transcript == "configuration, previewForHighlighting, willDisplay")
        #expect(overlay != nil)
        #expect(interaction.location(in: card) == CGPoint(x: 80, y: 60))
    }

    @Test func aShortTapOrAMovedFingerOpensNothing() {
        tap(CGPoint(x: 120, y: 100))
        frames.advance(by: 1)
        #expect(overlay == nil)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 120, y: 100))
        script.move(1, to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 3)
        harness.send(script)
        frames.advance(by: 1)
        #expect(overlay == nil)
        #expect(recorder.transcript == "configuration, configuration")
    }

    @Test func noConfigurationMeansNoMenu() {
        recorder.makeMenu = nil
        longPress()
        rightClick(at: CGPoint(x: 120, y: 100))
        #expect(overlay == nil)
        #expect(recorder.transcript == "configuration, configuration")
    }

    @Test func aSecondaryClickOpensTheMenuAtOnce() {
        rightClick(at: CGPoint(x: 60, y: 150))
        #expect(recorder.transcript == "configuration, previewForHighlighting, willDisplay")
        #expect(recorder.askedLocation == CGPoint(x: 20, y: 110))
        #expect(overlay != nil)
        rightClick(at: CGPoint(x: 300, y: 300))
        frames.advance(by: 1)
        #expect(overlay == nil, "a second click elsewhere closes it")
        rightClick(at: CGPoint(x: 300, y: 300))
        #expect(overlay == nil, "outside the card there is no menu")
    }

    @Test func aChosenRowRunsItsHandlerOnceAfterTheMenuHasGone() throws {
        var handled: [String] = []
        recorder.makeMenu = { cardMenu { handled.append("\($0), menu shown: \(self.overlay != nil)") } }
        longPress()
        recorder.clear()
        try tapRow("Copy")
        #expect(recorder.transcript == "previewForDismissing, willEnd")
        #expect(handled.isEmpty, "not while the menu closes")
        frames.advance(by: 0.5)
        #expect(handled == ["copy, menu shown: false"])
        #expect(recorder.transcript == "previewForDismissing, willEnd, endCompleted")
        frames.advance(by: 2)
        #expect(handled.count == 1)
        #expect(interaction.session == nil)
    }

    @Test func theHandlerRunsEvenWhenNoFramesAreDrawn() throws {
        var handled: [String] = []
        recorder.makeMenu = { cardMenu { handled.append($0) } }
        rightClick(at: CGPoint(x: 120, y: 100))
        // Rows take touches once the opening animation has ended, as UIKit's animated views do.
        frames.advance(by: 0.4)
        try tapRow("Delete")
        // The clock moves on, but no frame is drawn: the closing animation never completes.
        harness.advance(by: ContextMenuThresholds.dismissDuration + ContextMenuThresholds.endGrace + 0.01)
        #expect(handled == ["delete"])
        #expect(overlay == nil)
    }

    @Test func disabledRowsCannotBeChosenAndHiddenOnesAreNotShown() throws {
        var handled: [String] = []
        recorder.makeMenu = { cardMenu { handled.append($0) } }
        longPress()
        #expect(rowTitles == ["Copy", "Locked", "Delete"])
        try tapRow("Locked")
        frames.advance(by: 1)
        #expect(handled.isEmpty)
        #expect(overlay != nil, "the menu stays open")
        let locked = try #require(overlay?.platter.rows.first { $0.element.title == "Locked" })
        #expect(locked.accessibilityTraits.contains(.notEnabled) && locked.accessibilityTraits.contains(.button))
        #expect(locked.accessibilityLabel == "Locked")
    }

    @Test func aTapOutsideClosesWithoutAnAction() {
        var handled: [String] = []
        recorder.makeMenu = { cardMenu { handled.append($0) } }
        longPress()
        recorder.clear()
        tap(CGPoint(x: 380, y: 20))
        frames.advance(by: 1)
        #expect(overlay == nil)
        #expect(handled.isEmpty)
        #expect(recorder.transcript == "previewForDismissing, willEnd, endCompleted")
    }

    @Test func aTapOnThePreviewCommitsIt() throws {
        longPress()
        recorder.clear()
        let preview = try #require(overlay?.previewShadow)
        tap(preview.center)
        frames.advance(by: 1)
        #expect(recorder.transcript == "willPerformPreviewAction, previewForDismissing, willEnd, commitCompleted, endCompleted")
        #expect(overlay == nil)
    }

    @Test func keysMoveChooseAndClose() {
        var handled: [String] = []
        recorder.makeMenu = { cardMenu { handled.append($0) } }
        longPress()
        // Down goes to Copy, then past the disabled row to Delete.
        press(.keyboardDownArrow)
        press(.keyboardDownArrow)
        #expect(overlay?.platter.highlightedRow?.element.title == "Delete")
        press(.keyboardUpArrow)
        #expect(overlay?.platter.highlightedRow?.element.title == "Copy")
        press(.keyboardReturnOrEnter)
        frames.advance(by: 1)
        #expect(handled == ["copy"])
        longPress()
        press(.keyboardEscape)
        frames.advance(by: 1)
        #expect(overlay == nil)
        #expect(handled == ["copy"])
    }

    @Test func aSubmenuOpensInPlaceAndGoesBack() throws {
        var handled: [String] = []
        recorder.makeMenu = {
            UIMenu(children: [
                UIAction(title: "Open") { _ in handled.append("open") },
                UIMenu(title: "Sort By", options: .singleSelection, children: [
                    UIAction(title: "Name", state: .on) { _ in handled.append("name") },
                    UIAction(title: "Date") { _ in handled.append("date") },
                ]),
            ])
        }
        longPress()
        #expect(rowTitles == ["Open", "Sort By ›"])
        try tapRow("Sort By")
        #expect(rowTitles == ["‹ Sort By", "Name", "Date"])
        let name = try #require(overlay?.platter.rows.first { $0.element.title == "Name" })
        #expect(name.accessibilityTraits.contains(.selected))
        press(.keyboardEscape)
        #expect(rowTitles == ["Open", "Sort By ›"], "Escape goes back first")
        try tapRow("Sort By")
        let sort = try #require(overlay?.platter.menus.last)
        try tapRow("Date")
        frames.advance(by: 1)
        #expect(handled == ["date"])
        let states = sort.children.compactMap { ($0 as? UIAction)?.state }
        #expect(states == [.off, .on], "a single-selection menu checks the chosen action only")
    }

    @Test func dismissMenuClosesWithoutAnAction() {
        var handled: [String] = []
        recorder.makeMenu = { cardMenu { handled.append($0) } }
        longPress()
        interaction.dismissMenu()
        frames.advance(by: 1)
        #expect(overlay == nil && handled.isEmpty)
    }
}
