import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// iOS 14's `UIBarButtonItem.menu`: an item that sends nothing when tapped opens its menu on
/// a tap, one with an action opens it on a long press; the menu hangs under the item in a
/// navigation bar and stands above it in a toolbar, and a chosen row runs once the menu has
/// gone, with the item as its sender.
@Suite(.serialized)
@MainActor
struct BarButtonItemMenuTests {
    let harness = GestureHarness(size: CGSize(width: 390, height: 600))
    let frames: HeadlessFrameClock
    let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 556, width: 390, height: 44))

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        harness.window.addSubview(navigationBar)
        harness.window.addSubview(toolbar)
    }

    var overlay: ContextMenuOverlayView? {
        harness.window.subviews.compactMap { $0 as? ContextMenuOverlayView }.last
    }

    func show(right item: UIBarButtonItem) {
        let navigationItem = UINavigationItem(title: "Photos")
        navigationItem.rightBarButtonItem = item
        navigationBar.items = [navigationItem]
        harness.window.renderIfNeeded()
    }

    func center(of item: UIBarButtonItem) throws -> CGPoint {
        let view = try #require(item.shownView)
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    func tap(_ point: CGPoint) {
        var script = harness.script()
        script.tap(1, at: point, duration: 0.05)
        harness.send(script)
        frames.advance(by: 0.4)
    }

    func sortMenu(_ log: @escaping (String) -> Void) -> UIMenu {
        UIMenu(title: "Sort By", children: [
            UIAction(title: "Name") { action in log("name from \(action.sender.map { "\(type(of: $0))" } ?? "nothing")") },
            UIAction(title: "Date") { _ in log("date") },
        ])
    }

    @Test func theInitializersTakeAMenuAndATapOpensItOnlyWithoutAnAction() {
        let menu = UIMenu(children: [UIAction(title: "A") { _ in }])
        let menuOnly = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: menu)
        #expect(menuOnly.menu === menu && menuOnly.title == "Sort" && menuOnly.opensMenuOnTap)
        let withAction = UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in }, menu: menu)
        #expect(withAction.title == "Go" && withAction.menu === menu && !withAction.opensMenuOnTap)
        let system = UIBarButtonItem(systemItem: .add, menu: menu)
        #expect(system.displayedImage != nil && system.opensMenuOnTap)
        let targeted = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: Selector(UIView.layoutIfNeeded))
        targeted.menu = menu
        #expect(!targeted.opensMenuOnTap, "an item with a target-action sends it on a tap")
        #expect(UIBarButtonItem().menu == nil)
    }

    @Test func settingAPrimaryActionShowsItsTitleAndImageExceptOnASystemItem() {
        let item = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: nil)
        let symbol = UIImage(systemName: "folder")
        item.primaryAction = UIAction(title: "New", image: symbol) { _ in }
        #expect(item.title == "New" && item.image === symbol)
        item.primaryAction = UIAction { _ in }
        #expect(item.title == "New" && item.image === symbol, "an untitled action leaves the title")
        item.primaryAction = nil
        #expect(item.title == "New", "removing the action leaves the title and image")
        let system = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        system.primaryAction = UIAction(title: "Add Photo") { _ in }
        #expect(system.title == nil && system.displayedImage != nil, "a system item keeps its glyph")
    }

    @Test func aTapOnAMenuOnlyItemShowsTheMenuUnderItAndTheChosenRowRunsOnceAfterDismissal() throws {
        var log: [String] = []
        let item = UIBarButtonItem(title: "Sort", menu: sortMenu { log.append($0) })
        show(right: item)
        let itemView = try #require(item.shownView)
        tap(try center(of: item))
        let overlay = try #require(overlay)
        #expect(overlay.backdrop.effect == nil, "a bar item's menu does not blur the window")
        let itemFrame = itemView.convert(itemView.bounds, to: nil)
        #expect(overlay.platter.frame.minY >= itemFrame.maxY, "the menu hangs under the item in a navigation bar")
        #expect(overlay.platter.frame.maxX <= harness.window.bounds.maxX, "it stays in the window")
        #expect(overlay.platter.rows.map(\.element.title) == ["Name", "Date"])
        let row = try #require(overlay.platter.rows.first)
        var script = harness.script()
        script.tap(1, at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil), duration: 0.05)
        harness.send(script)
        #expect(log.isEmpty, "the action waits for the menu to go")
        frames.advance(by: 1)
        #expect(log == ["name from UIBarButtonItem"], "once, with the item as the sender")
        #expect(self.overlay == nil)
        frames.advance(by: 1)
        #expect(log.count == 1)
    }

    @Test func anItemWithAPrimaryActionRunsItOnATapAndOpensTheMenuOnALongPress() throws {
        var log: [String] = []
        let item = UIBarButtonItem(title: "Add", primaryAction: UIAction(title: "Add") { _ in log.append("add") },
                                   menu: sortMenu { log.append($0) })
        show(right: item)
        let point = try center(of: item)
        tap(point)
        #expect(log == ["add"])
        #expect(overlay == nil)
        var script = harness.script()
        script.down(1, at: point)
        harness.send(script)
        frames.advance(by: 0.6)
        #expect(overlay != nil, "a long press opens the menu")
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.1)
        #expect(log == ["add"], "the long press does not also send the action")
    }

    @Test func inAToolbarTheMenuStandsAboveTheItem() throws {
        let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: sortMenu { _ in })
        toolbar.items = [.flexibleSpace(), item]
        harness.window.renderIfNeeded()
        let itemView = try #require(item.shownView)
        tap(try center(of: item))
        let overlay = try #require(overlay)
        let itemFrame = itemView.convert(itemView.bounds, to: nil)
        #expect(overlay.platter.frame.maxY <= itemFrame.minY, "the menu stands above a toolbar's item")
        #expect(overlay.platter.frame.maxX <= harness.window.bounds.maxX)
    }

    @Test func aDisabledItemOpensNoMenu() throws {
        let item = UIBarButtonItem(title: "Sort", menu: sortMenu { _ in })
        item.isEnabled = false
        show(right: item)
        tap(try center(of: item))
        #expect(overlay == nil)
    }

    /// The menu of a navigation bar's "…" item as iOS 14 draws it: no blur, the rounded
    /// platter hanging under the item at the window's trailing side, rows with symbols at the
    /// trailing edge, a checkmark column for the checked sort order, sections set apart.
    @Test func referenceImageOfAnOpenBarButtonItemMenu() throws {
        harness.window.backgroundColor = .systemGroupedBackground
        for index in 0..<5 {
            let stripe = UIView(frame: CGRect(x: 16, y: 64 + CGFloat(index) * 56, width: 358, height: 44))
            stripe.backgroundColor = .white
            stripe.layer.cornerRadius = 10
            harness.window.addSubview(stripe)
        }
        let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: UIMenu(children: [
            UIAction(title: "Select", image: UIImage(systemName: "square.and.pencil")) { _ in },
            UIAction(title: "New Folder", image: UIImage(systemName: "folder")) { _ in },
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Name", state: .on) { _ in },
                UIAction(title: "Date") { _ in },
            ]),
        ]))
        show(right: item)
        harness.window.bringSubviewToFront(navigationBar)
        tap(try center(of: item))
        frames.advance(by: 0.5)
        harness.window.renderIfNeeded()
        ReferenceImage.assertMatches(try #require(harness.window.backBuffer), named: "bar-button-item-menu-open",
                                     tolerance: ContextMenuReferenceTests.tolerance)
    }
}
