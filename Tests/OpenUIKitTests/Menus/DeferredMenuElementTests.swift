import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// `UIDeferredMenuElement`, as Apple documents it: the provider is called when a menu holding
/// the placeholder is shown, a loading row stands in its place until the completion, whose
/// elements then replace it; `init(_:)` calls its provider once and reuses the elements in
/// later menus, `uncached(_:)` calls it every time the menu is shown.
@Suite(.serialized)
@MainActor
struct DeferredMenuElementTests {
    let harness = GestureHarness()
    let frames: HeadlessFrameClock
    let button = UIButton(type: .system)

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        button.setTitle("Recent", for: .normal)
        button.showsMenuAsPrimaryAction = true
        harness.window.addSubview(button)
        harness.window.renderIfNeeded()
    }

    var overlay: ContextMenuOverlayView? {
        harness.window.subviews.compactMap { $0 as? ContextMenuOverlayView }.last
    }

    /// The titles of the rows shown, a loading row as "…".
    var rowTitles: [String] {
        overlay?.platter.rows.map { row in
            if case .loading = row.kind { return "…" }
            return row.element.title
        } ?? []
    }

    func open() {
        var script = harness.script()
        script.tap(1, at: CGPoint(x: 70, y: 60), duration: 0.05)
        harness.send(script)
        frames.advance(by: 0.4)
    }

    func close() {
        overlay?.session?.dismiss(choosing: nil)
        frames.advance(by: 1)
        #expect(overlay == nil)
    }

    @Test func aCachedElementShowsALoadingRowUntilItsCompletionAndAsksItsProviderOnce() throws {
        var calls = 0
        var pending: [@MainActor @Sendable ([UIMenuElement]) -> Void] = []
        let deferred = UIDeferredMenuElement { completion in
            calls += 1
            pending.append(completion)
        }
        button.menu = UIMenu(children: [UIAction(title: "New") { _ in }, deferred])
        open()
        #expect(calls == 1, "the provider is called when the menu is shown")
        #expect(rowTitles == ["New", "…"])
        let loading = try #require(overlay?.platter.rows.last)
        #expect(!loading.isEnabled, "a loading row cannot be chosen")
        pending[0]([UIAction(title: "Report.pdf") { _ in }, UIAction(title: "Notes.txt") { _ in }])
        #expect(rowTitles == ["New", "Report.pdf", "Notes.txt"], "the elements replace the placeholder in place")
        close()
        open()
        #expect(calls == 1, "a cached element's provider is not asked again")
        #expect(rowTitles == ["New", "Report.pdf", "Notes.txt"], "the kept elements show at once")
    }

    @Test func anUncachedElementAsksItsProviderEachTimeTheMenuIsShown() {
        var calls = 0
        let deferred = UIDeferredMenuElement.uncached { completion in
            calls += 1
            completion([UIAction(title: "Opened \(calls)") { _ in }])
        }
        button.menu = UIMenu(children: [deferred])
        open()
        #expect(calls == 1)
        #expect(rowTitles == ["Opened 1"], "a completion called at once leaves no loading row")
        close()
        open()
        #expect(calls == 2, "asked again for the second showing")
        #expect(rowTitles == ["Opened 2"])
    }

    @Test func aDeferredElementInAnInlineSectionAndAChosenProvidedActionRuns() throws {
        var log: [String] = []
        let deferred = UIDeferredMenuElement { completion in
            completion([UIAction(title: "Late") { _ in log.append("late") }])
        }
        button.menu = UIMenu(children: [UIAction(title: "Early") { _ in }, UIMenu(options: .displayInline, children: [deferred])])
        open()
        #expect(rowTitles == ["Early", "Late"])
        let row = try #require(overlay?.platter.rows.last)
        var script = harness.script()
        script.tap(1, at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil), duration: 0.05)
        harness.send(script)
        frames.advance(by: 1)
        #expect(log == ["late"])
    }

    @Test func aSecondCompletionIsIgnoredWithAWarning() {
        var completions: [@MainActor @Sendable ([UIMenuElement]) -> Void] = []
        let deferred = UIDeferredMenuElement { completions.append($0) }
        button.menu = UIMenu(children: [deferred])
        open()
        completions[0]([UIAction(title: "First") { _ in }])
        let warnings = Diagnostics.warningCount()
        completions[0]([UIAction(title: "Second") { _ in }])
        #expect(rowTitles == ["First"])
        #expect(Diagnostics.warningCount() == warnings + 1)
    }

    @Test func aCompletionAfterTheMenuClosedIsKeptForTheNextMenu() {
        var completions: [@MainActor @Sendable ([UIMenuElement]) -> Void] = []
        let deferred = UIDeferredMenuElement { completions.append($0) }
        button.menu = UIMenu(children: [deferred])
        open()
        close()
        completions[0]([UIAction(title: "Arrived") { _ in }])
        open()
        #expect(completions.count == 1)
        #expect(rowTitles == ["Arrived"])
    }

    /// A button's menu while its deferred element waits: the loaded row, then a grey
    /// "Loading…" row with a spinner at the trailing edge where the elements will go.
    @Test func referenceImageOfALoadingRow() throws {
        harness.window.backgroundColor = .systemGroupedBackground
        button.menu = UIMenu(title: "Open Recent", children: [
            UIAction(title: "Clear Menu", image: UIImage(systemName: "trash")) { _ in },
            UIDeferredMenuElement { _ in },
        ])
        open()
        frames.advance(by: 0.5)
        harness.window.renderIfNeeded()
        ReferenceImage.assertMatches(try #require(harness.window.backBuffer), named: "deferred-menu-loading",
                                     tolerance: ContextMenuReferenceTests.tolerance)
    }
}
