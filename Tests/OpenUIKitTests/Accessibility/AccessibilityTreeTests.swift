import Foundation
import Testing
@testable import OpenUIKit

/// The elements a screen reader visits, in reading order, as UIKit's documentation of the
/// container and visibility properties describes the walk.
@Suite @MainActor
struct AccessibilityTreeTests {
    /// The labels of the tree's elements, in reading order.
    func labels(_ root: UIView) -> [String] {
        AccessibilityTree(root: root).elements.map { $0.accessibilityLabel ?? "?" }
    }

    func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600)) }

    @Test func elementsAreReadTopToBottomThenLeftToRight() {
        let view = root()
        // Added in an order unlike the screen's.
        view.addSubview(label("bottom", CGRect(x: 0, y: 300, width: 100, height: 20)))
        view.addSubview(label("top right", CGRect(x: 200, y: 10, width: 100, height: 20)))
        view.addSubview(label("top left", CGRect(x: 10, y: 10, width: 100, height: 20)))
        #expect(labels(view) == ["top left", "top right", "bottom"])
    }

    @Test func anElementHidesWhatIsInsideIt() {
        let view = root()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.setTitle("Play", for: .normal)
        view.addSubview(button)
        button.layoutIfNeeded()
        #expect(labels(view) == ["Play"], "the title label inside the button is not read on its own")
    }

    @Test func hiddenTransparentAndHiddenElementsAreSkipped() {
        let view = root()
        let hidden = label("hidden", CGRect(x: 0, y: 0, width: 50, height: 20))
        hidden.isHidden = true
        let clear = label("clear", CGRect(x: 0, y: 30, width: 50, height: 20))
        clear.alpha = 0
        let box = UIView(frame: CGRect(x: 0, y: 60, width: 200, height: 100))
        box.addSubview(label("inside", CGRect(x: 0, y: 0, width: 50, height: 20)))
        box.accessibilityElementsHidden = true
        view.addSubview(hidden)
        view.addSubview(clear)
        view.addSubview(box)
        view.addSubview(label("shown", CGRect(x: 0, y: 200, width: 50, height: 20)))
        #expect(labels(view) == ["shown"])
    }

    @Test func aModalViewHidesItsSiblings() {
        let view = root()
        view.addSubview(label("behind", CGRect(x: 0, y: 0, width: 50, height: 20)))
        let alert = UIView(frame: CGRect(x: 50, y: 200, width: 300, height: 200))
        alert.accessibilityViewIsModal = true
        alert.addSubview(label("Delete?", CGRect(x: 10, y: 10, width: 100, height: 20)))
        view.addSubview(alert)
        #expect(labels(view) == ["Delete?"])
        alert.accessibilityViewIsModal = false
        #expect(labels(view) == ["behind", "Delete?"])
    }

    @Test func accessibilityElementsSetTheOrder() {
        let view = root()
        let first = label("first", CGRect(x: 0, y: 0, width: 50, height: 20))
        let second = label("second", CGRect(x: 0, y: 100, width: 50, height: 20))
        let unlisted = label("unlisted", CGRect(x: 0, y: 200, width: 50, height: 20))
        let board = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        board.addSubview(first)
        board.addSubview(second)
        board.addSubview(unlisted)
        let card = UIAccessibilityElement(accessibilityContainer: board)
        card.accessibilityLabel = "Ace of spades"
        card.accessibilityFrameInContainerSpace = CGRect(x: 300, y: 250, width: 40, height: 40)
        board.accessibilityElements = [second, card, first]
        view.addSubview(board)
        #expect(labels(view) == ["second", "Ace of spades", "first"], "listed elements replace the subviews, in their order")
        #expect(board.accessibilityElementCount() == 3 && board.index(ofAccessibilityElement: card) == 1)
    }

    @Test func aGroupIsReadTogether() {
        let view = root()
        // Two columns: without grouping the rows interleave.
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        left.addSubview(label("L1", CGRect(x: 0, y: 0, width: 50, height: 20)))
        left.addSubview(label("L2", CGRect(x: 0, y: 100, width: 50, height: 20)))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 600))
        right.addSubview(label("R1", CGRect(x: 0, y: 50, width: 50, height: 20)))
        right.addSubview(label("R2", CGRect(x: 0, y: 150, width: 50, height: 20)))
        view.addSubview(left)
        view.addSubview(right)
        #expect(labels(view) == ["L1", "R1", "L2", "R2"])
        left.shouldGroupAccessibilityChildren = true
        right.shouldGroupAccessibilityChildren = true
        #expect(labels(view) == ["L1", "L2", "R1", "R2"])
    }

    @Test func aContainerThatListsItselfIsCutOffWithAWarning() {
        let view = root()
        let loop = UIAccessibilityElement(accessibilityContainer: view)
        loop.isAccessibilityElement = false
        loop.accessibilityElements = [loop]
        view.accessibilityElements = [loop, "not an element"]
        #expect(labels(view).isEmpty)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("nest deeper") })
        #expect(Diagnostics.recentWarnings().contains { $0.contains("neither a view nor a UIAccessibilityElement") })
    }
}

/// A navigation bar as a screen reader reads it: its buttons, and its title as a heading.
@Suite @MainActor
struct NavigationBarAccessibilityTests {
    @Test func theTitleIsAHeaderAndTheItemsAreButtons() throws {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let item = UINavigationItem(title: "Your Meals")
        item.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        bar.pushItem(item, animated: false)
        bar.layoutIfNeeded()
        let elements = AccessibilityTree(root: bar).elements
        let title = try #require(elements.first { $0.accessibilityLabel == "Your Meals" })
        #expect(title.accessibilityTraits.contains(.header))
        let add = try #require(elements.first { $0.accessibilityLabel == "Add" })
        #expect(add.accessibilityTraits == .button)
    }
}
