import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// iOS 13's tab bar appearances: the documented defaults, copies on assignment (deep, through
/// the item appearances), which appearance is shown (the selected item's over the bar's; the
/// scroll edge's while the selected content ends within its view), and what is drawn — pinned
/// by pixels of the bar.
@MainActor
@Suite struct TabBarAppearanceTests {
    static let red = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
    static let green = UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func theDefaults() {
        let appearance = UITabBarAppearance()
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil && appearance.shadowColor != nil)
        #expect(appearance.selectionIndicatorTintColor == nil && appearance.selectionIndicatorImage == nil)
        #expect(appearance.stackedItemPositioning == .automatic)
        #expect(appearance.stackedItemSpacing == 0 && appearance.stackedItemWidth == 0)
        let stacked = appearance.stackedLayoutAppearance
        #expect(stacked !== appearance.inlineLayoutAppearance && stacked !== appearance.compactInlineLayoutAppearance)
        #expect(stacked.style == .stacked && appearance.inlineLayoutAppearance.style == .inline)
        #expect(appearance.compactInlineLayoutAppearance.style == .compactInline)
        for state in [stacked.normal, stacked.selected, stacked.disabled] {
            #expect(state.titleTextAttributes.isEmpty && state.iconColor == nil && state.badgeBackgroundColor == nil)
            #expect(state.titlePositionAdjustment == .zero && state.badgeTextAttributes.isEmpty)
            #expect(state.badgePositionAdjustment == .zero && state.badgeTitlePositionAdjustment == .zero)
        }
        #expect(UITabBarItemAppearance().style == .stacked)
    }

    @Test func configuringAnItemAppearancePutsBackItsDefaults() {
        let item = UITabBarItemAppearance(style: .stacked)
        item.normal.iconColor = Self.green
        item.selected.titleTextAttributes = [.foregroundColor: Self.blue]
        item.configureWithDefault(for: .inline)
        #expect(item.style == .inline && item.normal.iconColor == nil && item.selected.titleTextAttributes.isEmpty)
        #expect(item.defaultTitleFontSize == TabBarButton.besideTitleFontSize)
    }

    @Test func copiesAreDeep() throws {
        let appearance = UITabBarAppearance()
        appearance.backgroundColor = Self.red
        appearance.stackedLayoutAppearance.normal.iconColor = Self.green
        appearance.selectionIndicatorTintColor = Self.blue
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemWidth = 50
        let copy = try #require(appearance.copy() as? UITabBarAppearance, "a copy keeps the class")
        #expect(copy.backgroundColor == Self.red && copy.selectionIndicatorTintColor == Self.blue)
        #expect(copy.stackedItemPositioning == .centered && copy.stackedItemWidth == 50)
        #expect(copy.stackedLayoutAppearance !== appearance.stackedLayoutAppearance)
        #expect(copy.stackedLayoutAppearance.normal.iconColor == Self.green)
        copy.stackedLayoutAppearance.normal.iconColor = Self.blue
        #expect(appearance.stackedLayoutAppearance.normal.iconColor == Self.green)

        let item = UITabBarItemAppearance()
        item.selected.badgeBackgroundColor = Self.blue
        appearance.inlineLayoutAppearance = item
        item.selected.badgeBackgroundColor = Self.red
        #expect(appearance.inlineLayoutAppearance.selected.badgeBackgroundColor == Self.blue, "set by copy")
        let itemCopy = try #require(item.copy() as? UITabBarItemAppearance)
        #expect(itemCopy !== item && itemCopy.selected.badgeBackgroundColor == Self.red)
    }

    @Test func aBarAndAnItemCopyWhatTheyAreGiven() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let appearance = UITabBarAppearance()
        appearance.backgroundColor = Self.red
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        appearance.backgroundColor = Self.blue
        #expect(bar.standardAppearance !== appearance && bar.standardAppearance.backgroundColor == Self.red)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == Self.red)
        let item = UITabBarItem(title: "A", image: nil, tag: 0)
        item.standardAppearance = appearance
        #expect(item.standardAppearance !== appearance && item.standardAppearance?.backgroundColor == Self.blue)
    }

    /// A tab bar controller with two tabs whose titles are drawn (no pictures).
    func makeScreen(rows: Int = 2) -> (UIWindow, UITabBarController, UITableViewController, RecordingTableSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screenScale = 1
        let list = UITableViewController(style: .plain)
        list.tabBarItem = UITabBarItem(title: "MMMMMM", image: nil, tag: 0)
        let source = RecordingTableSource(count: rows)
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        list.tableView.dataSource = source
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "WWWWWW", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, other]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, tabs, list, source)
    }

    /// How many pixels of `rect` in the window's store satisfy `test`.
    func count(in window: UIWindow, _ rect: CGRect, _ test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) throws -> Int {
        let buffer = try #require(window.backBuffer)
        var found = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where test(buffer.pixel(x: x, y: y)) { found += 1 }
        }
        return found
    }

    @Test func theDrawnBarShowsTheBackgroundAndTheStatesTitleColours() throws {
        let (window, tabs, _, source) = makeScreen()
        defer { _ = source }
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Self.red
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: Self.green]
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: Self.blue]
        tabs.tabBar.standardAppearance = appearance
        window.layoutIfNeeded()
        window.renderIfNeeded()
        let bar = tabs.tabBar.frame
        let buffer = try #require(window.backBuffer)
        let background = buffer.pixel(x: 2, y: Int(bar.midY))
        #expect(background.r > 200 && background.g < 60 && background.b < 60, "the appearance's red, got \(background)")
        let half = bar.width / 2
        let selectedTitle = CGRect(x: bar.minX, y: bar.midY, width: half, height: bar.height / 2)
        let otherTitle = selectedTitle.offsetBy(dx: half, dy: 0)
        let isBlue: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = { $0.b > 150 && $0.r < 100 && $0.g < 100 }
        let isGreen: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = { $0.g > 120 && $0.r < 100 && $0.b < 100 }
        #expect(try count(in: window, selectedTitle, isBlue) > 10, "the selected title in the selected state's blue")
        #expect(try count(in: window, selectedTitle, isGreen) == 0)
        #expect(try count(in: window, otherTitle, isGreen) > 10, "the other title in the normal state's green")
        #expect(try count(in: window, otherTitle, isBlue) == 0)
    }

    @Test func aBarGivenNoAppearanceKeepsItsTintColour() throws {
        let (window, tabs, _, source) = makeScreen()
        defer { _ = source }
        tabs.tabBar.barTintColor = Self.blue
        tabs.tabBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.usesAppearances && tabs.tabBar.activeAppearance == nil)
        window.renderIfNeeded()
        let pixel = try #require(window.backBuffer).pixel(x: 2, y: Int(tabs.tabBar.frame.midY))
        #expect(pixel.b > 240 && pixel.r < 30, "the legacy bar tint, got \(pixel)")
    }

    @Test func theScrollEdgeAppearanceShowsWhileTheContentEndsAboveTheBar() throws {
        let (window, tabs, list, source) = makeScreen(rows: 2)
        defer { _ = source }
        let standard = UITabBarAppearance()
        standard.backgroundColor = Self.red
        let edge = UITabBarAppearance()
        edge.configureWithTransparentBackground()
        edge.backgroundColor = Self.blue
        tabs.tabBar.standardAppearance = standard
        tabs.tabBar.scrollEdgeAppearance = edge
        window.layoutIfNeeded()
        #expect(tabs.tabBar.contentScrollView === list.tableView)
        #expect(tabs.tabBar.isAtScrollEdge, "two rows end far above the bar")
        #expect(tabs.tabBar.activeAppearance?.backgroundColor == Self.blue)
        window.renderIfNeeded()
        let pixel = try #require(window.backBuffer).pixel(x: 2, y: Int(tabs.tabBar.frame.midY))
        #expect(pixel.b > 240 && pixel.r < 30, "the scroll edge's blue, got \(pixel)")

        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(tabs.tabBar.contentScrollView == nil && tabs.tabBar.activeAppearance?.backgroundColor == Self.blue,
                "content that does not scroll is at the edge")
    }

    @Test func longContentShowsTheStandardAppearanceUntilItsEnd() throws {
        let (window, tabs, list, source) = makeScreen(rows: 60)
        defer { _ = source }
        let standard = UITabBarAppearance()
        standard.backgroundColor = Self.red
        let edge = UITabBarAppearance()
        edge.backgroundColor = Self.blue
        tabs.tabBar.standardAppearance = standard
        tabs.tabBar.scrollEdgeAppearance = edge
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isAtScrollEdge)
        #expect(tabs.tabBar.activeAppearance?.backgroundColor == Self.red)
        let table = try #require(list.tableView)
        table.contentOffset.y = table.contentSize.height - table.bounds.height + table.adjustedContentInset.bottom
        #expect(tabs.tabBar.isAtScrollEdge)
        #expect(tabs.tabBar.activeAppearance?.backgroundColor == Self.blue)
    }

    @Test func theSelectedItemsAppearanceWinsOverTheBars() {
        let (window, tabs, list, source) = makeScreen()
        defer { _ = source }
        let barAppearance = UITabBarAppearance()
        barAppearance.backgroundColor = Self.red
        tabs.tabBar.standardAppearance = barAppearance
        let itemAppearance = UITabBarAppearance()
        itemAppearance.backgroundColor = Self.green
        list.tabBarItem.standardAppearance = itemAppearance
        window.layoutIfNeeded()
        #expect(tabs.tabBar.activeAppearance?.backgroundColor == Self.green)
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.activeAppearance?.backgroundColor == Self.red, "the other tab has none of its own")
    }

    @Test func theIconColourAndTheBadgeBackgroundAreDrawn() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
        let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }.withRenderingMode(.alwaysTemplate)
        let item = UITabBarItem(title: nil, image: square, tag: 0)
        item.badgeValue = ""
        bar.items = [item]
        let appearance = UITabBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.stackedLayoutAppearance.normal.iconColor = Self.green
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = Self.blue
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        let button = try #require(bar.buttons.first)
        let canvas = Canvas(size: button.bounds.size)
        canvas.draw { _ in button.draw(button.bounds) }
        let icon = canvas.pixel(atPoint: CGPoint(x: button.imageFrame.minX + 3, y: button.imageFrame.maxY - 3))
        #expect(icon.g > 180 && icon.r < 30 && icon.b < 30, "the normal state's icon colour, got \(icon)")
        let dot = TabBarButton.badgeHeight / 2
        let badgeCentre = CGPoint(x: button.imageFrame.midX + TabBarButton.badgeOffsetFromImageCenter + dot / 2,
                                  y: max(0, button.imageFrame.minY - dot / 3) + dot / 2)
        let badge = canvas.pixel(atPoint: badgeCentre)
        #expect(badge.b > 230 && badge.r < 30, "the badge's background, got \(badge)")
    }

    @Test func centredStackedItemsTakeTheAppearancesWidthAndSpacing() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        bar.items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        bar.layoutIfNeeded()
        #expect(bar.buttons.map(\.frame.width) == [160, 160], "filling the width by default")
        let appearance = UITabBarAppearance()
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemWidth = 60
        appearance.stackedItemSpacing = 20
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        #expect(bar.buttons.map(\.frame.minX) == [90, 170] && bar.buttons.map(\.frame.width) == [60, 60])
        appearance.stackedItemWidth = 0
        appearance.stackedItemSpacing = 0
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        #expect(bar.buttons.first?.frame.width == UITabBar.centeredStackedItemWidth)
        #expect(bar.buttons[1].frame.minX - bar.buttons[0].frame.maxX == UITabBar.centeredStackedItemSpacing)
    }
}
