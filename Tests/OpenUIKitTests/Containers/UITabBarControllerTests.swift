import Foundation
import Testing
@testable import OpenUIKit

/// The tab bar controller's layout: the bar along the bottom, the child under it with the bar
/// as safe area, items laid out as iOS lays them out, and a pushed controller hiding the bar.
@MainActor
@Suite struct UITabBarControllerTests {
    func show(_ controller: UIViewController, in window: UIWindow) {
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.renderIfNeeded()
    }

    @Test func theBarIs49PointsAtTheBottomAndTheChildIsInsetByIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let first = UIViewController(), second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        show(tabs, in: window)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 551, width: 400, height: 49))
        #expect(first.view.frame == tabs.view.bounds, "content runs under the translucent bar")
        #expect(first.view.safeAreaInsets.bottom == 49)
        tabs.tabBar.isTranslucent = false
        window.renderIfNeeded()
        #expect(first.view.frame.height == 551, "an opaque bar: content stops above it")
    }

    @Test func compactItemsShareTheWidthAndRegularOnesAreCentred() {
        let compact = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController(), UIViewController(), UIViewController()]
        show(tabs, in: compact)
        #expect(tabs.tabBar.buttons.map(\.frame.width) == [100, 100, 100, 100])
        #expect(tabs.tabBar.buttons.allSatisfy { !$0.titleBeside }, "icon over title")
        let regular = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
        let wide = UITabBarController()
        wide.viewControllers = [UIViewController(), UIViewController()]
        show(wide, in: regular)
        let frames = wide.tabBar.buttons.map(\.frame)
        #expect(frames.allSatisfy { $0.width == UITabBar.regularMinimumItemWidth })
        #expect(abs(frames[0].minX - (1000 - frames[1].maxX)) < 0.5, "the items are centred")
        #expect(wide.tabBar.buttons.allSatisfy { $0.titleBeside }, "icon beside title")
    }

    @Test func aPushedControllerThatAsksHidesTheBar() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        show(tabs, in: window)
        #expect(!tabs.tabBar.isHidden)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        window.renderIfNeeded()
        #expect(tabs.tabBar.isHidden && tabs.tabBar.frame.minY == 600)
        #expect(nav.view.safeAreaInsets.bottom == 0)
        nav.popViewController(animated: false)
        window.renderIfNeeded()
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.frame.minY == 551)
    }

    @Test func aNewTabBarItemReplacesTheTab() {
        let first = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        let item = UITabBarItem(tabBarSystemItem: .contacts, tag: 3)
        first.tabBarItem = item
        #expect(tabs.tabBar.items?.first === item && tabs.tabBar.selectedItem === item)
    }
}
