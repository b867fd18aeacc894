import Foundation
import Testing
@testable import OpenUIKit

/// A navigation controller's bars, its children's place and safe area, the ways back
/// (the back button, the mouse's back button, Alt+←) and `show(_:sender:)` routing.
@MainActor
@Suite("UINavigationController", .serialized)
struct UINavigationControllerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    let clock = ManualInputClock(now: 0)

    func show(_ nav: UIViewController) {
        window.inputClock = clock
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.renderIfNeeded()
    }

    func settle() {
        window.renderIfNeeded()
        clock.advance(by: 1)
        window.renderIfNeeded()
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        window.renderIfNeeded()
    }

    func named(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    @Test func childrenFillTheViewWithTheBarsAsSafeArea() {
        let root = named("Root")
        let nav = UINavigationController(rootViewController: root)
        show(nav)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 600, height: 44), "iOS's 44-point bar")
        #expect(root.view.frame == nav.view.bounds, "content runs under the bar, as on iOS")
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden, "the toolbar is hidden by default")

        nav.setToolbarHidden(false, animated: false)
        window.renderIfNeeded()
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 356, width: 600, height: 44))
        #expect(root.view.safeAreaInsets.bottom == 44)

        nav.navigationBar.isTranslucent = false
        window.renderIfNeeded()
        #expect(root.view.convert(root.view.bounds, to: nav.view) == CGRect(x: 0, y: 44, width: 600, height: 356),
                "content stops at an opaque bar (and runs under the translucent toolbar)")
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        nav.navigationBar.isTranslucent = true

        nav.setNavigationBarHidden(true, animated: false)
        window.renderIfNeeded()
        #expect(nav.navigationBar.isHidden && nav.isNavigationBarHidden)
        #expect(root.view.safeAreaInsets.top == 0)
    }

    @Test func thePromptAndLargeTitlesMakeTheBarTaller() {
        let root = named("Root")
        let nav = UINavigationController(rootViewController: root)
        show(nav)
        root.navigationItem.prompt = "Choose a network"
        window.renderIfNeeded()
        #expect(nav.navigationBar.frame.height == 74)
        #expect(root.view.safeAreaInsets.top == 74)
        root.navigationItem.prompt = nil
        nav.navigationBar.prefersLargeTitles = true
        window.renderIfNeeded()
        #expect(nav.navigationBar.frame.height == 96)
        root.navigationItem.largeTitleDisplayMode = .never
        window.renderIfNeeded()
        #expect(nav.navigationBar.frame.height == 44)
    }

    @Test func theTopControllersItemsAndToolbarItemsAreShown() {
        let root = named("Root")
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = add
        root.toolbarItems = [.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        show(nav)
        #expect(nav.navigationBar.topItem === root.navigationItem)
        #expect(nav.toolbar.items?.count == 2)
        let second = named("Second")
        second.hidesBottomBarWhenPushed = true
        nav.pushViewController(second, animated: false)
        window.renderIfNeeded()
        #expect(nav.toolbar.isHidden, "hidesBottomBarWhenPushed")
        #expect(nav.navigationBar.backItem === root.navigationItem)
        #expect(nav.navigationBar.contentView?.shownBackTitle == "Root")
    }

    @Test func titleKeepsTheNavigationItemInStep() {
        let controller = UIViewController()
        controller.title = "One"
        #expect(controller.navigationItem.title == "One")
        controller.title = "Two"
        #expect(controller.navigationItem.title == "Two")
        controller.navigationItem.title = "Item only"
        #expect(controller.title == "Two", "the item's title does not set the controller's")
    }

    @Test func navigationControllerIsTheNearestAncestor() {
        let inner = UIViewController()
        let top = UIViewController()
        top.addChild(inner)
        let nav = UINavigationController(rootViewController: top)
        #expect(inner.navigationController === nav && top.navigationController === nav)
        #expect(nav.navigationController == nil)
        #expect(UIViewController().navigationController == nil)
    }

    @Test func editButtonItemTogglesEditing() {
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem, "the same item every time")
        #expect(item.title == "Edit" && item.style == .plain)
        item.sendTapAction(from: nil, event: nil)
        #expect(controller.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        controller.setEditing(false, animated: false)
        #expect(item.title == "Edit")
    }

    @Test func theBackButtonPopsAndTheBarFollows() {
        let root = named("Root")
        let second = named("Second")
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(second, animated: false)
        show(nav)
        nav.navigationBar.userTappedBackButton()
        #expect(nav.viewControllers == [root])
        settle()
        nav.pushViewController(second, animated: false)
        window.renderIfNeeded()
        #expect(nav.navigationBar.popItem(animated: false) === second.navigationItem, "popping the bar's item pops the controller")
        #expect(nav.viewControllers == [root])
        settle()
        #expect(nav.navigationBar.items?.count == 1)
        #expect(nav.navigationBar.topItem === root.navigationItem)
    }

    @Test func aLongPreviousTitleBecomesBackThenTheChevronAlone() {
        let root = named("A previous title far too long to fit beside the title")
        let second = named("Second")
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(second, animated: false)
        show(nav)
        #expect(nav.navigationBar.contentView?.shownBackTitle == "Back")
        second.navigationItem.title = String(repeating: "Wide title ", count: 12)
        window.renderIfNeeded()
        #expect(nav.navigationBar.contentView?.hasBackButton == true)
        #expect(nav.navigationBar.contentView?.shownBackTitle == nil, "only the chevron fits")
        root.navigationItem.backButtonTitle = "Up"
        second.navigationItem.title = "Short"
        window.renderIfNeeded()
        #expect(nav.navigationBar.contentView?.shownBackTitle == "Up", "backButtonTitle names the back button")
    }

    @Test func theMouseBackButtonGoesBackInTheKeyWindow() {
        let root = named("Root")
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(named("Second"), animated: false)
        show(nav)
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = window
        defer { application.keyWindow = previous }
        let location = CGPoint(x: 300, y: 200)
        application.sendInput(.pointer(PointerInput(phase: .pressed, button: .back, location: location, buttonsDown: [.back],
                                                    timestamp: clock.now, deviceID: 4)))
        application.sendInput(.pointer(PointerInput(phase: .released, button: .back, location: location,
                                                    timestamp: clock.now + 0.05, deviceID: 4)))
        #expect(nav.viewControllers == [root])
    }

    func altLeft() {
        guard var key = UIKey(name: "left") else { Issue.record("no left key"); return }
        key.modifierFlags = .alternate
        UIApplication.shared.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: 0)))
        UIApplication.shared.sendInput(.key(KeyInput(isDown: false, key: key, timestamp: 0.05)))
    }

    @Test func altLeftGoesBack() {
        let root = named("Root")
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(named("Second"), animated: false)
        show(nav)
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = window
        defer { application.keyWindow = previous }
        #expect(nav.keyCommands?.first?.modifierFlags == .alternate)
        altLeft()
        #expect(nav.viewControllers == [root])
        altLeft()
        #expect(nav.viewControllers == [root], "nothing to go back to")
    }

    /// An app's own command for Alt+← wins: here a subclass that keeps the keys for itself
    /// (the responder chain offers its commands first).
    @Test func anAppsOwnAltLeftCommandWins() {
        final class KeepingNavigation: UINavigationController {
            var kept = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .alternate, action: Selector(KeepingNavigation.keep))]
            }
            func keep() { kept += 1 }
        }
        let root = named("Root")
        let nav = KeepingNavigation(rootViewController: root)
        nav.pushViewController(named("Second"), animated: false)
        show(nav)
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = window
        defer { application.keyWindow = previous }
        altLeft()
        #expect(nav.kept == 1 && nav.viewControllers.count == 2)
    }

    @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
        let root = named("Root")
        let nav = UINavigationController(rootViewController: root)
        show(nav)
        let detail = named("Detail")
        root.show(detail, sender: nil)
        #expect(nav.viewControllers.last === detail, "a navigation controller pushes")
        #expect(root.targetViewController(forAction: UIViewController.showActionSelector, sender: nil) === nav)
        #expect(UIViewController().targetViewController(forAction: UIViewController.showActionSelector, sender: nil) == nil)

        let lone = UIViewController()
        let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        otherWindow.rootViewController = lone
        otherWindow.makeKeyAndVisible()
        let shown = named("Shown")
        let warnings = Diagnostics.warningCount()
        lone.showDetailViewController(shown, sender: nil)
        // UIKit: with no controller up the chain to show it, showDetailViewController presents
        // modally (Apple's "showDetailViewController(_:sender:)": "...presents the view
        // controller modally").
        #expect(lone.presentedViewController === shown && shown.presentingViewController === lone,
                "with no container to show it, the controller is presented")
        #expect(shown.parent == nil, "presented, not added as a child")
        #expect(Diagnostics.warningCount() == warnings, "presenting is no fallback: nothing to warn about")
    }

    /// A mouse drag from the window's left edge is a swipe back too (the pointer becomes a
    /// touch); a drag starting farther in is not.
    @Test func aMouseDragFromTheLeftEdgePops() {
        let root = named("Root")
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(named("Second"), animated: false)
        show(nav)
        func drag(from x: CGFloat, to endX: CGFloat) {
            let y: CGFloat = 200
            window.sendInput(.pointer(PointerInput(phase: .pressed, button: .left, location: CGPoint(x: x, y: y),
                                                   buttonsDown: [.left], timestamp: clock.now, deviceID: 4)))
            for step in 1...10 {
                clock.advance(by: 0.03)
                let px = x + (endX - x) * CGFloat(step) / 10
                window.sendInput(.pointer(PointerInput(phase: .moved, location: CGPoint(x: px, y: y), buttonsDown: [.left],
                                                       timestamp: clock.now, deviceID: 4)))
                window.renderIfNeeded()
            }
            clock.advance(by: 0.01)
            window.sendInput(.pointer(PointerInput(phase: .released, button: .left, location: CGPoint(x: endX, y: y),
                                                   timestamp: clock.now, deviceID: 4)))
            settle()
        }
        drag(from: 100, to: 500)
        #expect(nav.viewControllers.count == 2, "not from the edge: no swipe back")
        drag(from: 3, to: 450)
        #expect(nav.viewControllers == [root])
        #expect(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
    }

    @Test func pushingTwiceOrPushingANavigationControllerIsRefused() {
        let root = named("Root")
        let nav = UINavigationController(rootViewController: root)
        let warnings = Diagnostics.warningCount()
        nav.pushViewController(root, animated: false)
        nav.pushViewController(UINavigationController(), animated: false)
        #expect(nav.viewControllers == [root])
        #expect(Diagnostics.warningCount() == warnings + 2)
    }

    @Test func aCustomBarClassIsUsed() {
        final class TallBar: UINavigationBar {}
        let nav = UINavigationController(navigationBarClass: TallBar.self, toolbarClass: nil)
        #expect(nav.navigationBar is TallBar)
        #expect(nav.viewControllers.isEmpty)
    }
}
