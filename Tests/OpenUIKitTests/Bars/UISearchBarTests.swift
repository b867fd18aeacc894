import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A search bar's metrics, its field, its delegate (typing, Return, Cancel, scope, bookmark)
/// and its right-to-left layout.
@MainActor
@Suite("UISearchBar", .serialized)
struct UISearchBarTests {
    /// A text-field harness whose window shows a search bar instead, typed into through the
    /// application as the keyboard does.
    func harness(width: CGFloat = 390) -> (TextFieldHarness, UISearchBar) {
        let h = TextFieldHarness()
        h.field.removeFromSuperview()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: width, height: 56))
        h.controller.view.addSubview(bar)
        h.window.layoutIfNeeded()
        return (h, bar)
    }

    @Test func theBarIsIOS13sSize() {
        let bar = UISearchBar()
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 1000)) == CGSize(width: 390, height: 56), "iOS 13's 56-point bar")
        #expect(bar.intrinsicContentSize.height == 56)
        bar.scopeButtonTitles = ["All", "Mine"]
        #expect(bar.intrinsicContentSize.height == 56, "scope titles alone add no scope bar")
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 56 + UISearchBar.scopeBarHeight)
        bar.prompt = "Find a friend"
        #expect(bar.intrinsicContentSize.height == 56 + UISearchBar.scopeBarHeight + UISearchBar.promptHeight)
        #expect(UISearchBar.Style.default.rawValue == 0 && UISearchBar.Style.prominent.rawValue == 1 && UISearchBar.Style.minimal.rawValue == 2)
    }

    @Test func theFieldIsARoundedSearchField() {
        let (_, bar) = harness()
        let field = bar.searchTextField
        #expect(field.frame == CGRect(x: 8, y: 10, width: 374, height: 36), "36 points high, 8 in from the sides, centred")
        #expect(UISearchTextField.cornerRadius == 10)
        #expect(field.placeholder == "Search", "UIKit's placeholder when none is set")
        #expect(field.returnKeyType == .search && field.clearButtonMode == .whileEditing)
        #expect(field.leftView is UIImageView && field.leftViewMode == .always, "the magnifying glass")
        bar.placeholder = "Cities"
        #expect(field.placeholder == "Cities")
        bar.placeholder = nil
        #expect(field.placeholder == "Search" && bar.placeholder == nil)
        #expect(field.textRect(forBounds: field.bounds).minX > field.leftViewRect(forBounds: field.bounds).maxX)
    }

    @Test func typingTellsTheDelegateAndReturnIsTheSearchButton() {
        let (h, bar) = harness()
        let delegate = RecordingSearchDelegate()
        bar.delegate = delegate
        #expect(bar.becomeFirstResponder() && bar.isFirstResponder && bar.searchTextField.isEditing)
        h.type("Oslo")
        #expect(bar.text == "Oslo")
        h.press("enter")
        #expect(delegate.log == [
            "shouldBegin", "didBegin",
            "shouldChange {0, 0} \"O\"", "textDidChange O", "shouldChange {1, 0} \"s\"", "textDidChange Os",
            "shouldChange {2, 0} \"l\"", "textDidChange Osl", "shouldChange {3, 0} \"o\"", "textDidChange Oslo",
            "searchButton",
        ])
        #expect(bar.isFirstResponder, "Search does not end editing by itself, as in UIKit")
        delegate.log.removeAll()
        bar.text = "Bergen"
        #expect(delegate.log.isEmpty, "setting the text in code tells no one")
        #expect(bar.resignFirstResponder())
        #expect(delegate.log == ["shouldEnd", "didEnd"])
    }

    @Test func theDelegateMayRefuseAChange() {
        let (h, bar) = harness()
        let delegate = RecordingSearchDelegate()
        delegate.refusesDigits = true
        bar.delegate = delegate
        bar.becomeFirstResponder()
        h.type("a1b")
        #expect(bar.text == "ab")
    }

    @Test func theCancelButtonShowsAtTheTrailingSideAndTellsTheDelegate() throws {
        let (h, bar) = harness()
        let delegate = RecordingSearchDelegate()
        bar.delegate = delegate
        bar.setShowsCancelButton(true, animated: false)
        h.window.layoutIfNeeded()
        #expect(bar.showsCancelButton && !bar.cancelButton.isHidden)
        let cancel = bar.cancelButton.frame
        #expect(cancel.maxX == 390 - UISearchBar.sideMargin && cancel.height == 56)
        #expect(bar.searchTextField.frame.maxX == cancel.minX - UISearchBar.cancelButtonGap, "the field makes room")
        #expect(bar.cancelButton.title(for: .normal) == "Cancel")

        var script = h.harness.script()
        script.tap(at: bar.convert(CGPoint(x: cancel.midX, y: cancel.midY), to: h.window))
        h.harness.send(script)
        #expect(delegate.log == ["cancel"])

        // Esc while editing does what Cancel does.
        bar.becomeFirstResponder()
        delegate.log.removeAll()
        h.press("escape")
        #expect(delegate.log == ["cancel"])

        bar.showsCancelButton = false
        h.window.layoutIfNeeded()
        #expect(bar.cancelButton.isHidden && bar.searchTextField.frame.maxX == 390 - UISearchBar.sideMargin)
    }

    @Test func rightToLeftPutsCancelAtTheLeft() {
        let (h, bar) = harness()
        bar.semanticContentAttribute = .forceRightToLeft
        bar.showsCancelButton = true
        h.window.layoutIfNeeded()
        #expect(bar.cancelButton.frame.minX == UISearchBar.sideMargin)
        #expect(bar.searchTextField.frame.minX == bar.cancelButton.frame.maxX + UISearchBar.cancelButtonGap)
        #expect(bar.searchTextField.frame.maxX == 390 - UISearchBar.sideMargin)
    }

    @Test func theScopeBarIsASegmentedControlUnderTheField() {
        let (h, bar) = harness()
        let delegate = RecordingSearchDelegate()
        bar.delegate = delegate
        bar.scopeButtonTitles = ["All", "Cities", "Countries"]
        bar.showsScopeBar = true
        bar.frame.size = bar.sizeThatFits(CGSize(width: 390, height: 0))
        h.window.layoutIfNeeded()
        #expect(bar.frame.height == 100 && !bar.scopeBar.isHidden)
        #expect(bar.scopeBar.numberOfSegments == 3 && bar.scopeBar.selectedSegmentIndex == 0)
        #expect(bar.scopeBar.frame.minY >= bar.searchTextField.frame.maxY)
        bar.selectedScopeButtonIndex = 2
        #expect(bar.scopeBar.selectedSegmentIndex == 2 && delegate.log.isEmpty, "set in code, no one is told")

        let second = bar.scopeBar.frame
        var script = h.harness.script()
        script.tap(at: bar.convert(CGPoint(x: second.minX + second.width / 2, y: second.midY), to: h.window))
        h.harness.send(script)
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(delegate.log == ["scope 1"])
    }

    @Test func theBookmarkButtonShowsWhileTheFieldIsEmpty() throws {
        let (h, bar) = harness()
        let delegate = RecordingSearchDelegate()
        bar.delegate = delegate
        bar.showsBookmarkButton = true
        h.window.layoutIfNeeded()
        let button = try #require(bar.searchTextField.rightView as? UIButton)
        #expect(bar.searchTextField.rightViewMode == .always)
        let frame = button.convert(button.bounds, to: h.window)
        var script = h.harness.script()
        script.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        h.harness.send(script)
        #expect(delegate.log == ["bookmark"])
        bar.text = "x"
        #expect(bar.searchTextField.rightViewMode == .never)
        bar.showsBookmarkButton = false
        #expect(bar.searchTextField.rightView == nil)
    }
}

/// Records what a search bar, a search controller and its results updater are told, in one
/// log, so their order shows.
final class RecordingSearchDelegate: NSObject, UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    var log: [String] = []
    var refusesDigits = false

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange \(searchText)") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange {\(range.location), \(range.length)} \"\(text)\"")
        return !(refusesDigits && text.contains(where: \.isNumber))
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("searchButton") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { log.append("bookmark") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }

    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }

    func updateSearchResults(for searchController: UISearchController) {
        log.append("update \"\(searchController.searchBar.text ?? "")\"")
    }
}
