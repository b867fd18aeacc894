import Foundation
@testable import OpenUIKit
import Testing

/// The Auto Layout gate is per hierarchy: the root's `LayoutEngine` exists once something in
/// the hierarchy uses constraints, and a hierarchy without one pays nothing for them, even
/// while another window is full of constraints.
@MainActor
@Suite struct PerHierarchyLayoutTests {
    /// A view that counts its `updateConstraints()` calls and installs nothing.
    final class CountingView: UIView {
        var updates = 0
        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
    }

    func shownWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.makeKeyAndVisible()
        return window
    }

    @Test func constraintsInOneWindowDoNotGateAnother() {
        let constrained = shownWindow()
        let plain = shownWindow()
        let placed = UIView()
        placed.translatesAutoresizingMaskIntoConstraints = false
        constrained.addSubview(placed)
        NSLayoutConstraint.activate([placed.leadingAnchor.constraint(equalTo: constrained.leadingAnchor, constant: 12),
                                     placed.topAnchor.constraint(equalTo: constrained.topAnchor, constant: 5),
                                     placed.widthAnchor.constraint(equalToConstant: 40),
                                     placed.heightAnchor.constraint(equalToConstant: 30)])
        let counting = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.addSubview(counting)
        constrained.renderIfNeeded()
        plain.renderIfNeeded()

        #expect(placed.frame == CGRect(x: 12, y: 5, width: 40, height: 30))
        #expect(LayoutEngine.existing(for: placed) != nil)
        #expect(LayoutEngine.existing(for: counting) == nil, "the plain window has no engine")
        #expect(counting.updates == 0, "no constraint pass where nothing uses constraints")
        #expect(counting.needsUpdateConstraints(), "still due, for when the window uses constraints")

        // The first constraint in the plain window turns its gate on: the pass comes.
        let other = UIView()
        plain.addSubview(other)
        other.widthAnchor.constraint(equalToConstant: 5).isActive = true
        plain.renderIfNeeded()
        #expect(LayoutEngine.existing(for: counting) != nil)
        #expect(counting.updates == 1 && !counting.needsUpdateConstraints())
    }

    @Test func aStackViewBringsTheGateToTheHierarchyItJoins() {
        let window = shownWindow()
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        #expect(LayoutEngine.existing(for: stack) != nil, "a stack view uses constraints from the start")
        #expect(LayoutEngine.existing(for: window) == nil)
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        stack.distribution = .fillEqually
        window.addSubview(stack)
        #expect(LayoutEngine.existing(for: window) != nil)
        #expect(stack.layoutStateStorage?.engine == nil, "the window's root engine took over")
        window.renderIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.width) == [50, 50])
    }

    @Test func aConstrainedSubtreeTakenOutOfItsWindowKeepsLayingOut() {
        let window = shownWindow()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        let inset = badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4)
        NSLayoutConstraint.activate([inset, badge.topAnchor.constraint(equalTo: card.topAnchor),
                                     badge.widthAnchor.constraint(equalToConstant: 10),
                                     badge.heightAnchor.constraint(equalToConstant: 10)])
        window.addSubview(card)
        window.renderIfNeeded()
        #expect(badge.frame.minX == 4)

        card.removeFromSuperview()
        #expect(LayoutEngine.existing(for: card) != nil, "the loose card's constraints keep their engine")
        inset.constant = 9
        card.layoutIfNeeded()
        #expect(badge.frame.minX == 9)

        // A plain subtree leaving the same window takes no engine along.
        let plain = UIView()
        window.addSubview(plain)
        plain.removeFromSuperview()
        #expect(LayoutEngine.existing(for: plain) == nil)
    }
}
