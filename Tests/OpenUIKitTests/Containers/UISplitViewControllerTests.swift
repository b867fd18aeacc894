import Foundation
import Testing
@testable import OpenUIKit

/// Records the split view delegate's calls and answers as told.
@MainActor
final class SplitDelegateRecorder: NSObject, UISplitViewControllerDelegate {
    var modes: [UISplitViewController.DisplayMode] = []
    var handlesCollapse = false
    var topColumn: UISplitViewController.Column?
    var collapses = 0
    var separations = 0
    var takesShowDetail = false
    var shownDetails: [UIViewController] = []
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        shownDetails.append(vc)
        return takesShowDetail
    }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        modes.append(displayMode)
    }
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        collapses += 1
        return handlesCollapse
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        separations += 1
        return nil
    }
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        topColumn ?? proposedTopColumn
    }
}

/// The split view controller: columns side by side in a regular width (UIKit's 320-point
/// primary column on an iPad), collapsed into the primary navigation stack in a compact one,
/// and following the window across the boundary both ways.
@MainActor
@Suite struct UISplitViewControllerTests {
    static let regular = CGRect(x: 0, y: 0, width: 1024, height: 768)
    static let compact = CGRect(x: 0, y: 0, width: 400, height: 700)

    func show(_ controller: UIViewController, in frame: CGRect) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        return window
    }

    func classic() -> (UISplitViewController, UINavigationController, UIViewController, UIViewController) {
        let master = UIViewController(), detail = UIViewController()
        let nav = UINavigationController(rootViewController: master)
        let split = UISplitViewController()
        split.viewControllers = [nav, detail]
        return (split, nav, master, detail)
    }

    @Test func sideBySideInARegularWindow() {
        let (split, nav, _, detail) = classic()
        let window = show(split, in: Self.regular)
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(detail.view.frame == CGRect(x: 321, y: 0, width: 703, height: 768), "after a one-pixel hairline")
        #expect(!split.separators[0].isHidden && split.separators[0].frame == CGRect(x: 320, y: 0, width: 1, height: 768))
        #expect(split.viewControllers == [nav, detail])
        #expect(split.viewController(for: .primary) === nav && split.viewController(for: .secondary) === detail)
        #expect(detail.splitViewController === split && nav.splitViewController === split)
        _ = window
    }

    @Test func theWidthPreferencesAreHonouredWithinTheirBounds() {
        let (split, nav, _, _) = classic()
        let window = show(split, in: Self.regular)
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(split.primaryColumnWidth == 512)
        split.maximumPrimaryColumnWidth = 400
        #expect(split.primaryColumnWidth == 400)
        split.minimumPrimaryColumnWidth = 450
        #expect(split.primaryColumnWidth == 450, "the minimum wins, as it is applied last")
        window.renderIfNeeded()
        #expect(nav.view.frame.width == 450)
        split.preferredPrimaryColumnWidth = 300
        split.minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
        #expect(split.primaryColumnWidth == 300)
    }

    /// The classic names are UIKit's aliases of the iOS 14 ones.
    @Test func theClassicDisplayModeNamesAreAliases() {
        #expect(UISplitViewController.DisplayMode.primaryHidden == .secondaryOnly)
        #expect(UISplitViewController.DisplayMode.allVisible == .oneBesideSecondary)
        #expect(UISplitViewController.DisplayMode.primaryOverlay == .oneOverSecondary)
        #expect(UISplitViewController.DisplayMode.oneOverSecondary.rawValue == 3)
    }

    @Test func displayModesAndTheButton() {
        let (split, nav, _, detail) = classic()
        let delegate = SplitDelegateRecorder()
        split.delegate = delegate
        split.preferredDisplayMode = .secondaryOnly
        let window = show(split, in: Self.regular)
        #expect(split.displayMode == .secondaryOnly && nav.viewIfLoaded?.superview == nil)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        let button = split.displayModeButtonItem
        #expect(!button.isHidden && button.image != nil)
        button.sendTapAction(from: nil, event: nil)
        #expect(split.displayMode == .oneBesideSecondary && nav.view.superview === split.view)
        button.sendTapAction(from: nil, event: nil)
        #expect(split.displayMode == .secondaryOnly)
        split.preferredDisplayMode = .primaryOverlay
        window.renderIfNeeded()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(detail.view.frame.width == 1024 && nav.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768), "the primary column over the detail")
        #expect(delegate.modes == [.oneBesideSecondary, .secondaryOnly, .oneOverSecondary])
    }

    @Test func automaticShowsTheSecondaryAloneInATallWindow() {
        let (split, _, _, detail) = classic()
        let window = show(split, in: CGRect(x: 0, y: 0, width: 800, height: 1000))
        #expect(!split.isCollapsed && split.displayMode == .secondaryOnly)
        #expect(detail.view.frame.width == 800)
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        _ = window
    }

    @Test func collapsedInACompactWindowTheDetailIsPushed() {
        let (split, nav, master, detail) = classic()
        let delegate = SplitDelegateRecorder()
        split.delegate = delegate
        let window = show(split, in: Self.compact)
        #expect(split.isCollapsed && delegate.collapses == 1)
        #expect(split.viewControllers == [nav])
        #expect(nav.viewControllers == [master, detail])
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 400, height: 700))
        #expect(split.displayModeButtonItem.isHidden)
        _ = window
    }

    @Test func aDelegateThatHandlesTheCollapseKeepsTheMasterOnTop() {
        let (split, nav, master, detail) = classic()
        let delegate = SplitDelegateRecorder()
        delegate.handlesCollapse = true
        split.delegate = delegate
        let window = show(split, in: Self.compact)
        #expect(nav.viewControllers == [master])
        #expect(detail.parent == nil && detail.viewIfLoaded?.window == nil)
        window.frame = Self.regular
        window.renderIfNeeded()
        #expect(!split.isCollapsed && split.viewControllers == [nav, detail], "the detail comes back on expanding")
        #expect(delegate.separations == 1)
    }

    @Test func resizingAcrossTheBoundaryCollapsesAndExpands() {
        let (split, nav, master, detail) = classic()
        let window = show(split, in: Self.regular)
        window.frame = CGRect(x: 0, y: 0, width: 670, height: 768)
        window.renderIfNeeded()
        #expect(!split.isCollapsed, "the window's hysteresis keeps a regular window regular a little below 678 points")
        window.frame = CGRect(x: 0, y: 0, width: 600, height: 768)
        window.renderIfNeeded()
        #expect(split.isCollapsed && nav.viewControllers == [master, detail])
        #expect(nav.view.frame.width == 600)
        window.frame = Self.regular
        window.renderIfNeeded()
        #expect(!split.isCollapsed && nav.viewControllers == [master])
        #expect(split.viewControllers == [nav, detail] && detail.view.superview === split.view)
        #expect(detail.view.frame.minX == 321)
    }

    @Test func showDetailReplacesTheSecondaryOrPushesWhenCollapsed() {
        let (split, nav, master, detail) = classic()
        let window = show(split, in: Self.regular)
        let other = UIViewController()
        master.showDetailViewController(other, sender: nil)
        #expect(split.viewControllers == [nav, other] && detail.parent == nil)
        #expect(other.view.superview === split.view)
        window.frame = Self.compact
        window.renderIfNeeded()
        #expect(nav.viewControllers == [master, other])
        let third = UIViewController()
        let wrapped = UINavigationController(rootViewController: third)
        master.showDetailViewController(wrapped, sender: nil)
        #expect(nav.viewControllers == [master, third], "the new detail replaces the old on the stack")
        window.frame = Self.regular
        window.renderIfNeeded()
        #expect(split.viewControllers == [nav, wrapped] && wrapped.viewControllers == [third], "its navigation controller gets it back")
    }

    @Test func theColumnInterfaceWrapsColumnsInNavigationControllers() {
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController(), page = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(page, for: .secondary)
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === page)
        #expect(split.viewControllers.count == 2 && split.viewControllers.allSatisfy { $0 is UINavigationController })
        #expect(list.navigationController === split.viewControllers[0])
        let window = show(split, in: Self.regular)
        #expect(list.navigationController?.view.frame.width == 320)
        window.frame = Self.compact
        window.renderIfNeeded()
        #expect(list.navigationController?.viewControllers == [list, page], "the secondary column goes on top by default")
        window.frame = Self.regular
        window.renderIfNeeded()
        #expect(page.navigationController === split.viewControllers[1])
        #expect(list.navigationController?.viewControllers == [list])
    }

    @Test func theDelegateMayKeepThePrimaryColumnOnTop() {
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = SplitDelegateRecorder()
        delegate.topColumn = .primary
        split.delegate = delegate
        let list = UIViewController(), page = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(page, for: .secondary)
        let window = show(split, in: Self.compact)
        #expect(split.isCollapsed && list.navigationController?.viewControllers == [list])
        split.show(.secondary)
        #expect(list.navigationController?.viewControllers == [list, page])
        split.show(.primary)
        #expect(list.navigationController?.viewControllers == [list])
        _ = window
    }

    @Test func aCompactColumnIsShownWhenCollapsed() {
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController(), page = UIViewController(), phone = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(page, for: .secondary)
        split.setViewController(phone, for: .compact)
        let window = show(split, in: Self.compact)
        #expect(phone.view.window === window && list.viewIfLoaded?.window == nil)
        window.frame = Self.regular
        window.renderIfNeeded()
        #expect(phone.viewIfLoaded?.window == nil && list.view.window === window && page.view.window === window)
    }

    @Test func threeColumnsSideBySide() {
        let split = UISplitViewController(style: .tripleColumn)
        let sidebar = UIViewController(), list = UIViewController(), page = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(page, for: .secondary)
        let window = show(split, in: CGRect(x: 0, y: 0, width: 1200, height: 800))
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(sidebar.navigationController?.view.frame.minX == 0)
        #expect(list.navigationController?.view.frame == CGRect(x: 321, y: 0, width: 320, height: 800))
        #expect(page.navigationController?.view.frame.minX == 642)
        split.hide(.primary)
        #expect(split.displayMode == .oneBesideSecondary && sidebar.navigationController?.viewIfLoaded?.superview == nil)
        _ = window
    }

    @Test func theClassicInterfaceRefusesColumnsItHasNot() {
        let split = UISplitViewController()
        split.setViewController(UIViewController(), for: .supplementary)
        #expect(split.viewControllers.isEmpty)
    }

    @Test func theDelegateMayShowTheDetailItself() {
        let (split, nav, master, detail) = classic()
        let delegate = SplitDelegateRecorder()
        delegate.takesShowDetail = true
        split.delegate = delegate
        let window = show(split, in: Self.regular)
        let other = UIViewController()
        master.showDetailViewController(other, sender: nil)
        #expect(delegate.shownDetails == [other] && split.viewControllers == [nav, detail])
        _ = window
    }

    @Test func showPushesOntoThePrimaryNavigationController() {
        let (split, nav, master, _) = classic()
        let window = show(split, in: Self.regular)
        let pushed = UIViewController()
        split.show(pushed, sender: nil)
        #expect(nav.viewControllers == [master, pushed])
        _ = window
    }

    @Test func presentsWithGestureSwitchesTheEdgeSwipe() {
        let (split, _, _, _) = classic()
        split.preferredDisplayMode = .secondaryOnly
        let window = show(split, in: Self.regular)
        #expect(split.edgeGesture.isEnabled && split.edgeGesture.view === split.view)
        #expect(split.helper.gestureRecognizerShouldBegin(split.edgeGesture), "the primary is hidden: a swipe may show it")
        split.presentsWithGesture = false
        #expect(!split.edgeGesture.isEnabled)
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(!split.helper.gestureRecognizerShouldBegin(split.edgeGesture), "nothing to show")
        _ = window
    }
}
