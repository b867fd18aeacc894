import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// iOS 13's bar appearances on a navigation bar: the configurations' documented values, copies
/// on assignment, which appearance is shown (the top item's over the bar's; the scroll edge's
/// while the content is at its top), and what is drawn — pinned by pixels of the bar.
@MainActor
@Suite struct NavigationBarAppearanceTests {
    static let cyan = UIColor(red: 0.2, green: 0.68, blue: 0.9, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)

    @Test func theThreeConfigurations() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor != nil && appearance.shadowImage == nil)
        #expect(appearance.titleTextAttributes.isEmpty)

        appearance.backgroundImage = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        #expect(appearance.backgroundImage == nil, "configuring replaces every earlier value")
        #expect(appearance.shadowColor != nil)

        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
    }

    @Test func copiesKeepTheClassAndTheTitles() throws {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = Self.cyan
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let copy = try #require(appearance.copy() as? UINavigationBarAppearance, "a copy keeps the class")
        #expect(copy !== appearance)
        #expect(copy.backgroundColor == Self.cyan)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        let fromPlain = UINavigationBarAppearance(barAppearance: UIBarAppearance(barAppearance: appearance))
        #expect(fromPlain.backgroundColor == Self.cyan && fromPlain.titleTextAttributes.isEmpty)
    }

    @Test func aBarCopiesWhatItIsGiven() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = Self.cyan
        bar.scrollEdgeAppearance = appearance
        appearance.backgroundColor = Self.orange
        #expect(bar.scrollEdgeAppearance !== appearance)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == Self.cyan)
    }

    /// A table controller in a navigation controller: its table is at the top at first (the
    /// scroll edge), and scrolled down it is not.
    func makeScreen(rows: Int = 40) -> (UIWindow, UINavigationController, UITableViewController, RecordingTableSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screenScale = 1
        let list = UITableViewController(style: .plain)
        list.title = "List"
        let source = RecordingTableSource(count: rows)
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        list.tableView.dataSource = source
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation, list, source)
    }

    @Test func theScrollEdgeAppearanceShowsWhileTheContentIsAtItsTop() throws {
        let (window, navigation, list, source) = makeScreen()
        defer { _ = source }
        let bar = navigation.navigationBar
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = Self.orange
        let edge = UINavigationBarAppearance()
        edge.backgroundColor = Self.cyan
        edge.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = standard
        bar.scrollEdgeAppearance = edge
        window.layoutIfNeeded()
        #expect(bar.contentScrollView === list.tableView)
        #expect(bar.isAtScrollEdge)
        #expect(bar.activeAppearance?.backgroundColor == Self.cyan)
        #expect(bar.effectiveTitleTextAttributes?[.foregroundColor] as? UIColor == .white)
        window.renderIfNeeded()
        var pixel = try #require(window.backBuffer).pixel(x: 10, y: Int(bar.frame.midY))
        #expect(pixel.b > 200 && pixel.r < 90, "the scroll edge's cyan, got \(pixel)")

        list.tableView.contentOffset.y += 100
        window.layoutIfNeeded()
        #expect(!bar.isAtScrollEdge)
        #expect(bar.activeAppearance?.backgroundColor == Self.orange)
        window.renderIfNeeded()
        pixel = try #require(window.backBuffer).pixel(x: 10, y: Int(bar.frame.midY))
        #expect(pixel.r > 240 && pixel.g > 100 && pixel.g < 160 && pixel.b < 30, "the standard orange, got \(pixel)")
    }

    @Test func theTopItemsAppearanceWinsOverTheBars() {
        let (window, navigation, list, source) = makeScreen()
        defer { _ = source }
        let bar = navigation.navigationBar
        let barEdge = UINavigationBarAppearance()
        barEdge.backgroundColor = Self.cyan
        bar.scrollEdgeAppearance = barEdge
        let itemEdge = UINavigationBarAppearance()
        itemEdge.backgroundColor = Self.orange
        list.navigationItem.scrollEdgeAppearance = itemEdge
        window.layoutIfNeeded()
        #expect(bar.activeAppearance?.backgroundColor == Self.orange)
        list.navigationItem.scrollEdgeAppearance = nil
        #expect(bar.activeAppearance?.backgroundColor == Self.cyan)
    }

    @Test func aBarGivenNoAppearanceKeepsItsTintColour() throws {
        let (window, navigation, _, source) = makeScreen()
        defer { _ = source }
        let bar = navigation.navigationBar
        bar.barTintColor = Self.orange
        bar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(!bar.usesAppearances && bar.activeAppearance == nil)
        window.renderIfNeeded()
        let pixel = try #require(window.backBuffer).pixel(x: 10, y: Int(bar.frame.midY))
        #expect(pixel.r > 240 && pixel.b < 30, "the legacy bar tint, got \(pixel)")
    }

    @Test func aTransparentAppearanceShowsTheBarsBackgroundColourAndNoHairline() throws {
        let (window, navigation, _, source) = makeScreen()
        defer { _ = source }
        let bar = navigation.navigationBar
        bar.backgroundColor = Self.orange
        let clear = UINavigationBarAppearance()
        clear.configureWithTransparentBackground()
        bar.scrollEdgeAppearance = clear
        window.layoutIfNeeded()
        window.renderIfNeeded()
        let buffer = try #require(window.backBuffer)
        let bottom = Int(bar.frame.maxY) - 1
        let pixel = buffer.pixel(x: 10, y: bottom)
        #expect(pixel.r > 240 && pixel.g > 100 && pixel.g < 160, "no hairline over the bar's own colour, got \(pixel)")
    }
}
