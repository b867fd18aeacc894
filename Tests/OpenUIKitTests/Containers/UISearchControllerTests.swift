import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A search controller in a navigation item: the taller bar, activation by typing and in
/// code, the updater and delegate in UIKit's order, Cancel and Esc, the results controller
/// and the dimmed background, and the presentation context.
@MainActor
@Suite("UISearchController", .serialized)
struct UISearchControllerTests {
    /// A window (through the text-field harness, which types through the application) whose
    /// root is a navigation controller showing `list`, with `search` in its navigation item.
    @MainActor
    final class Scene {
        let h = TextFieldHarness()
        let list = UIViewController()
        let nav: UINavigationController
        let search: UISearchController
        let recorder = RecordingSearchDelegate()

        init(results: UIViewController? = nil) {
            search = UISearchController(searchResultsController: results)
            list.title = "Cities"
            list.view.backgroundColor = .systemBackground
            list.navigationItem.searchController = search
            nav = UINavigationController(rootViewController: list)
            h.window.rootViewController = nav
            h.window.makeKeyAndVisible()
            search.searchResultsUpdater = recorder
            search.delegate = recorder
            search.searchBar.delegate = recorder
            h.window.layoutIfNeeded()
            h.window.renderIfNeeded()
        }

        var bar: UISearchBar { search.searchBar }

        func tap(_ point: CGPoint, in view: UIView) {
            var script = h.harness.script()
            script.tap(at: view.convert(point, to: h.window))
            h.harness.send(script)
            h.window.layoutIfNeeded()
        }

        func tapField() {
            let field = bar.searchTextField
            tap(CGPoint(x: field.bounds.midX, y: field.bounds.midY), in: field)
        }
    }

    @Test func theNavigationBarShowsTheSearchBarUnderItsTitleAndTheContentMovesDown() throws {
        let scene = Scene()
        let navigationBar = scene.nav.navigationBar
        #expect(navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 44 + 52), "the title row and iOS 11's 52-point search row")
        #expect(scene.bar.superview === navigationBar && scene.bar.isInNavigationBar)
        #expect(scene.bar.frame == CGRect(x: 0, y: 44, width: 400, height: 52))
        #expect(scene.list.view.safeAreaInsets.top == 96, "the content's safe area grows with the bar")
        let content = try #require(navigationBar.contentView)
        #expect(!content.isHidden && content.frame.height == 44)
        // The field keeps to the navigation bar's margins (a 400-point window is compact).
        let margin = NavigationBarContentView.compactSideMargin
        #expect(scene.bar.searchTextField.frame == CGRect(x: margin, y: 8, width: 400 - 2 * margin, height: 36))

        scene.list.navigationItem.searchController = nil
        scene.h.window.layoutIfNeeded()
        #expect(navigationBar.frame.height == 44 && scene.bar.superview == nil && !scene.bar.isInNavigationBar)
        #expect(scene.list.view.safeAreaInsets.top == 44)
    }

    @Test func typingActivatesTheSearchAndUpdatesTheResultsInUIKitsOrder() {
        let scene = Scene()
        scene.tapField()
        #expect(scene.search.isActive)
        // UIKit's order: the presentation's will, the first update, the presentation's did.
        #expect(scene.recorder.log == ["shouldBegin", "didBegin", "willPresent", "update \"\"", "didPresent"])
        #expect(scene.bar.showsCancelButton, "automaticallyShowsCancelButton")

        scene.recorder.log.removeAll()
        scene.h.type("Ro")
        #expect(scene.recorder.log == [
            "shouldChange {0, 0} \"R\"", "textDidChange R", "update \"R\"",
            "shouldChange {1, 0} \"o\"", "textDidChange Ro", "update \"Ro\"",
        ])
    }

    @Test func cancelClearsTheTextDeactivatesAndRestoresTheBar() {
        let scene = Scene()
        scene.tapField()
        scene.h.type("Rome")
        #expect(scene.nav.navigationBar.frame.height == 52, "hidesNavigationBarDuringPresentation folds the title row")
        #expect(scene.nav.navigationBar.contentView?.isHidden == true)
        #expect(scene.list.view.safeAreaInsets.top == 52)
        scene.recorder.log.removeAll()

        let cancel = scene.bar.cancelButton
        scene.tap(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), in: cancel)
        #expect(!scene.search.isActive && scene.bar.text == "" && !scene.bar.isFirstResponder)
        #expect(!scene.bar.showsCancelButton)
        #expect(scene.recorder.log == ["cancel", "willDismiss", "didEnd", "update \"\"", "didDismiss"])
        #expect(scene.nav.navigationBar.frame.height == 96 && scene.list.view.safeAreaInsets.top == 96)
        #expect(scene.nav.navigationBar.contentView?.isHidden == false)
        #expect(scene.search.viewIfLoaded?.superview == nil && scene.search.parent == nil)
    }

    @Test func escapeEndsTheSearch() {
        let scene = Scene()
        scene.tapField()
        scene.h.type("x")
        scene.h.press("escape")
        #expect(!scene.search.isActive && scene.bar.text == "")
        #expect(scene.recorder.log.suffix(4) == ["willDismiss", "didEnd", "update \"\"", "didDismiss"])
    }

    @Test func isActiveSetInCodePresentsAndDismisses() throws {
        let scene = Scene()
        scene.search.isActive = true
        scene.h.window.layoutIfNeeded()
        #expect(scene.search.isActive && scene.bar.showsCancelButton)
        #expect(!scene.bar.isFirstResponder, "as in UIKit, activating in code does not begin editing")
        #expect(scene.recorder.log == ["willPresent", "update \"\"", "didPresent"])
        // The dimmed background covers the context (the navigation controller) below the bar.
        let view = try #require(scene.search.viewIfLoaded)
        #expect(view.superview === scene.nav.view && scene.search.parent === scene.nav)
        #expect(view.frame == CGRect(x: 0, y: 52, width: 400, height: 300 - 52))
        #expect(view.backgroundColor == UISearchController.dimmingColor && view.isUserInteractionEnabled)
        let views = scene.nav.view.subviews
        #expect(views.firstIndex { $0 === view }! < views.firstIndex { $0 === scene.nav.navigationBar }!, "under the bar")

        scene.recorder.log.removeAll()
        scene.search.isActive = false
        #expect(scene.recorder.log == ["willDismiss", "update \"\"", "didDismiss"])
        #expect(view.superview == nil)
    }

    @Test func aControllerPushedDuringTheSearchIsNotCovered() throws {
        let results = UIViewController()
        let scene = Scene(results: results)
        scene.tapField()
        scene.h.type("P")
        let view = try #require(scene.search.viewIfLoaded)
        #expect(!view.isHidden)
        let detail = UIViewController()
        results.navigationController?.pushViewController(detail, animated: false)
        scene.h.window.layoutIfNeeded()
        #expect(scene.nav.topViewController === detail && scene.bar.window == nil)
        #expect(view.isHidden && scene.search.isActive, "the search stays active behind the pushed controller")
        scene.nav.popViewController(animated: false)
        scene.h.window.layoutIfNeeded()
        scene.h.window.renderIfNeeded()
        #expect(scene.bar.window != nil && !view.isHidden)
    }

    @Test func aTapOnTheDimmedBackgroundEndsTheSearch() {
        let scene = Scene()
        scene.tapField()
        scene.tap(CGPoint(x: 200, y: 200), in: scene.nav.view)
        #expect(!scene.search.isActive)
    }

    @Test func withoutObscuringTheContentUnderTheSearchTakesTouches() throws {
        let scene = Scene()
        scene.search.obscuresBackgroundDuringPresentation = false
        scene.search.isActive = true
        let view = try #require(scene.search.viewIfLoaded)
        #expect(view.backgroundColor == nil && !view.isUserInteractionEnabled)
        #expect(scene.nav.view.hitTest(CGPoint(x: 200, y: 200), with: nil) === scene.list.view)
    }

    @Test func theResultsControllerShowsWhileThereIsText() throws {
        let results = UIViewController()
        let scene = Scene(results: results)
        scene.tapField()
        let view = try #require(scene.search.viewIfLoaded)
        #expect(results.parent === scene.search && results.view.superview === view)
        #expect(results.view.isHidden && !scene.search.showsSearchResultsController, "hidden while the text is empty")
        #expect(view.backgroundColor == UISearchController.dimmingColor)
        scene.h.type("P")
        #expect(scene.search.showsSearchResultsController && !results.view.isHidden)
        #expect(view.backgroundColor == nil)
        #expect(results.view.frame == view.bounds)
        scene.h.press("backspace")
        #expect(!scene.search.showsSearchResultsController && results.view.isHidden)
    }

    @Test func aDelegateThatPresentsItselfIsNotToldWillOrDidPresent() {
        final class Presenter: NSObject, UISearchControllerDelegate {
            var log: [String] = []
            func presentSearchController(_ searchController: UISearchController) { log.append("present") }
            func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
            func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
        }
        let scene = Scene()
        let presenter = Presenter()
        scene.search.delegate = presenter
        scene.search.isActive = true
        #expect(presenter.log == ["present"], "the documented rule: only automatic presentation is announced")
        #expect(scene.search.isActive && scene.search.viewIfLoaded?.superview == nil)
    }

    @Test func theContextIsTheNearestControllerDefiningOne() {
        let root = UIViewController(), middle = UIViewController(), leaf = UIViewController()
        root.addChild(middle)
        middle.addChild(leaf)
        #expect(UISearchController.presentationContext(from: leaf) === root, "the root when none defines one")
        middle.definesPresentationContext = true
        #expect(UISearchController.presentationContext(from: leaf) === middle)
    }

    @Test func aBarInATableHeaderHidesTheNavigationBarWhileActive() {
        let h = TextFieldHarness()
        let list = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        let nav = UINavigationController(rootViewController: list)
        h.window.rootViewController = nav
        h.window.makeKeyAndVisible()
        search.searchBar.frame = CGRect(x: 0, y: 44, width: 400, height: 56)
        list.view.addSubview(search.searchBar)
        h.window.layoutIfNeeded()
        search.isActive = true
        h.window.layoutIfNeeded()
        #expect(nav.isNavigationBarHidden, "hidesNavigationBarDuringPresentation")
        #expect(search.viewIfLoaded?.frame.minY == 100, "the search covers the context below the bar")
        search.isActive = false
        #expect(!nav.isNavigationBarHidden)
    }

    @Test func theDefaultsAreUIKits() {
        let search = UISearchController(searchResultsController: nil)
        #expect(search.obscuresBackgroundDuringPresentation && search.hidesNavigationBarDuringPresentation)
        #expect(search.automaticallyShowsCancelButton && search.automaticallyShowsSearchResultsController)
        #expect(!search.showsSearchResultsController && !search.isActive && search.searchResultsController == nil)
        #expect(search.searchBar.searchController === search)
    }

    @Test func activatingOutsideAWindowWarnsAndStaysInactive() {
        let search = UISearchController(searchResultsController: nil)
        search.isActive = true
        #expect(!search.isActive)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("the search bar is not in a window") })
    }
}
