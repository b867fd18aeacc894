import Foundation
import Testing
@testable import OpenUIKit

/// The Tab order kept between Tabs (`FocusOrderCache`): reused while nothing changes, and
/// never stale after a view moved, hid, left, joined, changed its group or its
/// interaction, or started or stopped taking focus.
@MainActor
@Suite("Keyboard focus: the cached Tab order", .serialized)
struct FocusOrderCacheTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    var system: UIFocusSystem { window.focusSystem }
    var focused: UIView? { system.focusedItem as? UIView }
    var walks: Int { system.orderCache.walks }

    func tab(shift: Bool = false) {
        _ = system.moveFocus(shift ? .previous : .next)
    }

    @discardableResult
    func button(_ title: String, _ frame: CGRect, in parent: UIView? = nil) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = frame
        (parent ?? window).addSubview(button)
        return button
    }

    func titles(tabs: Int) -> [String?] {
        (0..<tabs).map { _ in
            tab()
            return (focused as? UIButton)?.currentTitle
        }
    }

    @Test func tabsWithNothingChangedWalkTheTreeOnce() {
        button("A", CGRect(x: 20, y: 20, width: 80, height: 30))
        button("B", CGRect(x: 20, y: 60, width: 80, height: 30))
        window.renderIfNeeded()
        #expect(titles(tabs: 3) == ["A", "B", "A"])
        // The frame moving the ring (a free-standing layer) and the buttons' focused look
        // change nothing the order depends on.
        window.renderIfNeeded()
        #expect(titles(tabs: 2) == ["B", "A"])
        #expect(walks == 1)
    }

    @Test func aMovedViewTakesItsNewPlace() {
        button("A", CGRect(x: 20, y: 20, width: 80, height: 30))
        let b = button("B", CGRect(x: 20, y: 60, width: 80, height: 30))
        button("C", CGRect(x: 20, y: 100, width: 80, height: 30))
        #expect(titles(tabs: 3) == ["A", "B", "C"])
        b.frame.origin.y = 140
        #expect(titles(tabs: 2) == ["B", "A"], "B is last now: from C, Tab goes to it")
        #expect(walks == 2)
    }

    @Test func aMovedSuperviewOrScrolledContentMovesItsSubviews() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = CGSize(width: 400, height: 600)
        window.addSubview(scroll)
        button("A", CGRect(x: 100, y: 220, width: 60, height: 30), in: scroll)
        button("B", CGRect(x: 200, y: 20, width: 60, height: 30))
        button("C", CGRect(x: 20, y: 120, width: 60, height: 30))
        button("D", CGRect(x: 200, y: 120, width: 60, height: 30))
        #expect(titles(tabs: 4) == ["B", "C", "D", "A"])
        // Scrolled by 100, A sits between C and D in their row.
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        #expect(titles(tabs: 2) == ["D", "B"], "from A, now third: D, then wrapping to B")
        // Scrolled back, and the scroll view itself moved down by 50: A is last again.
        scroll.contentOffset = .zero
        scroll.frame.origin.y = 50
        #expect(titles(tabs: 3) == ["C", "D", "A"])
        #expect(walks == 3)
    }

    @Test func hidingDisablingRemovingAndAddingAreSeen() {
        let a = button("A", CGRect(x: 20, y: 20, width: 80, height: 30))
        let b = button("B", CGRect(x: 20, y: 60, width: 80, height: 30))
        let c = button("C", CGRect(x: 20, y: 100, width: 80, height: 30))
        #expect(titles(tabs: 3) == ["A", "B", "C"])
        b.isHidden = true
        #expect(titles(tabs: 2) == ["A", "C"])
        b.isHidden = false
        #expect(titles(tabs: 3) == ["A", "B", "C"])
        // Disabling asks nothing of the cache: `canBecomeFocused` is asked at every Tab.
        let walksBefore = walks
        b.isEnabled = false
        #expect(titles(tabs: 2) == ["A", "C"])
        #expect(walks == walksBefore, "no walk for a control enabled or disabled")
        b.isEnabled = true
        #expect(titles(tabs: 2) == ["A", "B"])
        c.removeFromSuperview()
        #expect(titles(tabs: 2) == ["A", "B"])
        #expect(titles(tabs: 1) == ["A"], "C is gone")
        button("D", CGRect(x: 20, y: 140, width: 80, height: 30))
        #expect(titles(tabs: 3) == ["B", "D", "A"])
        a.isUserInteractionEnabled = false
        #expect(titles(tabs: 3) == ["B", "D", "B"])
    }

    @Test func aFocusGroupChangeRegroups() {
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        window.addSubview(left)
        button("L1", CGRect(x: 20, y: 10, width: 80, height: 30), in: left)
        button("R", CGRect(x: 200, y: 10, width: 80, height: 30))
        button("L2", CGRect(x: 20, y: 200, width: 80, height: 30), in: left)
        #expect(titles(tabs: 3) == ["L1", "R", "L2"])
        left.focusGroupIdentifier = "left"
        #expect(titles(tabs: 3) == ["R", "L1", "L2"], "from L2, second now: R, then L1 and L2 together")
    }
}
