import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// A split view's master list: a few rows of text, as a table would show them.
@MainActor
final class ReferenceListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for (index, name) in ["Angry", "Happy", "Worried", "Mischievious"].enumerated() {
            let label = UILabel(frame: CGRect(x: 20, y: 60 + 44 * CGFloat(index), width: 260, height: 44))
            label.text = name
            label.font = .systemFont(ofSize: 17)
            view.addSubview(label)
        }
    }
}

/// A detail page: a coloured card with a label.
@MainActor
final class ReferenceDetailController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 40, y: 80, width: 200, height: 120))
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 12
        view.addSubview(card)
    }
}

/// Reference images at 2× of tab bars (compact: icon over title; regular: beside; the
/// selected tab blue, the others grey, red badges; every system glyph) and of a split view side by side and
/// collapsed.
///
/// Tolerance 6 (of 255), as the other text references: glyph edges may round differently
/// across FreeType and Cairo builds.
@MainActor
@Suite struct ContainerReferenceTests {
    static let tolerance = 6

    func tabBar(width: CGFloat, items: [UITabBarItem], selected: Int) -> UIWindow {
        // The window's width decides the size class: compact under 678 points, regular above.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 69))
        window.screenScale = 2
        window.backgroundColor = .white
        let bar = UITabBar(frame: CGRect(x: 0, y: 10, width: width, height: 49))
        bar.items = items
        bar.selectedItem = items[selected]
        window.addSubview(bar)
        window.renderIfNeeded()
        return window
    }

    func systemItems(_ systems: [UITabBarItem.SystemItem]) -> [UITabBarItem] {
        systems.enumerated().map { UITabBarItem(tabBarSystemItem: $0.element, tag: $0.offset) }
    }

    @Test func aCompactTabBar() {
        let items = systemItems([.favorites, .recents, .contacts, .search, .more])
        items[1].badgeValue = "3"
        items[4].badgeValue = "12"
        let window = tabBar(width: 390, items: items, selected: 0)
        ReferenceImage.assertMatches(window.backBuffer!, named: "tab-bar-compact@2x", tolerance: Self.tolerance)
    }

    @Test func aRegularTabBarWithTheOtherGlyphs() {
        let items = systemItems([.featured, .topRated, .history, .bookmarks, .downloads, .mostRecent, .mostViewed])
        items[4].badgeValue = "1"
        let window = tabBar(width: 900, items: items, selected: 2)
        ReferenceImage.assertMatches(window.backBuffer!, named: "tab-bar-regular@2x", tolerance: Self.tolerance)
    }

    func makeSplit() -> UISplitViewController {
        let list = ReferenceListController()
        list.title = "Emotions"
        let detail = ReferenceDetailController()
        detail.title = "Happy"
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: list), UINavigationController(rootViewController: detail)]
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        return split
    }

    @Test func aSplitViewSideBySide() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 360))
        window.screenScale = 2
        window.rootViewController = makeSplit()
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "split-view-side-by-side@2x", tolerance: Self.tolerance)
    }

    @Test func aSplitViewCollapsed() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 360))
        window.screenScale = 2
        let split = makeSplit()
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        #expect(split.isCollapsed)
        ReferenceImage.assertMatches(window.backBuffer!, named: "split-view-collapsed@2x", tolerance: Self.tolerance)
    }
}
