import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Reference images at 2× of search as iOS 13 and later show it: a navigation bar with its
/// title and the search bar's row (the rounded grey field, the magnifying glass and the grey
/// "Search"), and an active search with text, the caret, the clear button and Cancel, the
/// title row folded away and the content dimmed.
///
/// Tolerance 6 (of 255), as the other text references: glyph edges may round differently
/// across FreeType and Cairo builds.
@MainActor
@Suite struct UISearchControllerReferenceTests {
    static let tolerance = 6

    func render(active: Bool) -> UIWindow {
        let h = TextFieldHarness()
        let window = h.window
        window.screenScale = 2
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 260)
        let list = UIViewController()
        list.title = "Cities"
        list.view.backgroundColor = .systemBackground
        for (index, city) in ["Amsterdam", "Berlin", "Rome", "Vienna"].enumerated() {
            let label = UILabel(frame: CGRect(x: 20, y: 104 + CGFloat(index) * 36, width: 300, height: 30))
            label.text = city
            list.view.addSubview(label)
        }
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: list)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        if active {
            search.searchBar.becomeFirstResponder()
            h.type("Ro")
        }
        window.layoutIfNeeded()
        window.renderIfNeeded()
        return window
    }

    @Test func aNavigationBarWithATitleAndASearchBar() {
        ReferenceImage.assertMatches(render(active: false).backBuffer!, named: "search-navigation-bar@2x", tolerance: Self.tolerance)
    }

    @Test func anActiveSearchWithTextCancelAndDimmedContent() {
        ReferenceImage.assertMatches(render(active: true).backBuffer!, named: "search-active@2x", tolerance: Self.tolerance)
    }
}
