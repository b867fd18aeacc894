import Foundation
@testable import OpenUIKit
import Testing

/// Composite behaviors, `action` blocks, the order of what an animator reports, the
/// lecture's card behavior ported in UIKit's idiom, and bad input.
@MainActor
@Suite("UIDynamicBehavior")
struct UIDynamicBehaviorTests {
    /// The 2017 lecture's card behavior, as a UIKit app writes it: collisions with the
    /// edges, an elastic item behavior, and an instantaneous push per card that removes
    /// itself from its own action.
    final class CardBehavior: UIDynamicBehavior {
        lazy var collisionBehavior: UICollisionBehavior = {
            let behavior = UICollisionBehavior()
            behavior.translatesReferenceBoundsIntoBoundary = true
            return behavior
        }()

        lazy var itemBehavior: UIDynamicItemBehavior = {
            let behavior = UIDynamicItemBehavior()
            behavior.allowsRotation = false
            behavior.elasticity = 1.0
            behavior.resistance = 0
            return behavior
        }()

        private func push(_ item: UIDynamicItem) {
            let push = UIPushBehavior(items: [item], mode: .instantaneous)
            if let referenceBounds = dynamicAnimator?.referenceView?.bounds {
                let center = CGPoint(x: referenceBounds.midX, y: referenceBounds.midY)
                // Away from the nearest corner, towards the middle.
                push.angle = atan2(center.y - item.center.y, center.x - item.center.x)
            }
            push.magnitude = 3
            push.action = { [unowned push, weak self] in
                self?.removeChildBehavior(push)
            }
            addChildBehavior(push)
        }

        func addItem(_ item: UIDynamicItem) {
            collisionBehavior.addItem(item)
            itemBehavior.addItem(item)
            push(item)
        }

        func removeItem(_ item: UIDynamicItem) {
            collisionBehavior.removeItem(item)
            itemBehavior.removeItem(item)
        }

        override init() {
            super.init()
            addChildBehavior(collisionBehavior)
            addChildBehavior(itemBehavior)
        }

        convenience init(in animator: UIDynamicAnimator) {
            self.init()
            animator.addBehavior(self)
        }
    }

    @Test func theLecturesCardBehaviorRunsAndKeepsTheCardsOnTheTable() {
        let scene = DynamicsTestScene()
        let cardBehavior = CardBehavior(in: scene.animator)
        #expect(cardBehavior.dynamicAnimator === scene.animator)
        #expect(cardBehavior.childBehaviors.count == 2)
        var cards: [UIView] = []
        for i in 0..<6 {
            let card = scene.addItem(size: CGSize(width: 60, height: 90), center: CGPoint(x: 80 + Double(i) * 120, y: 100))
            cards.append(card)
            cardBehavior.addItem(card)
        }
        #expect(cardBehavior.childBehaviors.count == 8, "one push per card")
        scene.clock.advance(by: 1.0 / 60)
        #expect(cardBehavior.childBehaviors.count == 2, "each push removed itself from its action")
        scene.clock.advance(by: 3)
        #expect(scene.animator.isRunning, "elastic cards with no resistance keep moving")
        for card in cards {
            #expect(card.frame.minX >= -0.5 && card.frame.maxX <= 800.5 && card.frame.minY >= -0.5 && card.frame.maxY <= 600.5,
                    "\(card.frame)")
            #expect(card.transform == .identity, "allowsRotation false")
        }
        scene.animator.removeAllBehaviors()
        #expect(cardBehavior.dynamicAnimator == nil)
    }

    /// Records `willMove(to:)`.
    final class Recording: UIDynamicBehavior {
        var moves: [Bool] = []
        override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator != nil) }
    }

    @Test func childrenMoveWithTheirParentAndHearWillMove() {
        let scene = DynamicsTestScene()
        let parent = Recording()
        let child = Recording()
        parent.addChildBehavior(child)
        scene.animator.addBehavior(parent)
        #expect(parent.moves == [true] && child.moves == [true])
        #expect(child.dynamicAnimator === scene.animator)
        #expect(scene.animator.behaviors.count == 1)
        parent.removeChildBehavior(child)
        #expect(child.moves == [true, false] && child.dynamicAnimator == nil)
        scene.animator.removeBehavior(parent)
        #expect(parent.moves == [true, false])
        // A behavior in two places is refused.
        let other = UIDynamicBehavior()
        other.addChildBehavior(child)
        let before = Diagnostics.warningCount()
        parent.addChildBehavior(child)
        #expect(Diagnostics.warningCount() == before + 1)
        #expect(parent.childBehaviors.isEmpty)
        child.addChildBehavior(other)
        #expect(child.childBehaviors.isEmpty, "no cycles")
    }

    @Test func theTranscriptOrdersActionsCollisionReportsAndThePause() {
        let scene = DynamicsTestScene(size: CGSize(width: 400, height: 300))
        let box = scene.addItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 200, y: 240))
        let transcript = DynamicsTranscript()
        transcript.names = [ObjectIdentifier(box): "box"]
        scene.animator.delegate = transcript
        let composite = UIDynamicBehavior()
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = transcript
        let gravity = UIGravityBehavior(items: [box])
        composite.addChildBehavior(gravity)
        composite.addChildBehavior(collision)
        composite.action = { transcript.entries.append("composite") }
        gravity.action = { transcript.entries.append("gravity") }
        scene.animator.addBehavior(composite)
        #expect(scene.clock.runUntilIdle(limit: 5))
        let entries = transcript.entries
        // Falling 40 points at 1000 points/s² takes 0.28 s: 34 steps with no contact; the
        // 35th meets the floor, which is reported before that step's actions.
        var expected = ["resume"]
        let free = entries.prefix { !$0.hasPrefix("began") }.count - 1
        for _ in 0..<free / 2 { expected += ["composite", "gravity"] }
        expected += ["began box-bounds", "composite", "gravity"]
        #expect(Array(entries.prefix(expected.count)) == expected, "\(entries.prefix(expected.count + 2))")
        #expect(free / 2 >= 30 && free / 2 <= 36, "\(free / 2) free steps: \(entries.filter { $0.contains("-") })")
        #expect(entries.last == "pause")
        #expect(Array(entries.suffix(3)) == ["composite", "gravity", "pause"], "the pause comes after the last step's actions")
        #expect(!entries.contains { $0.hasPrefix("ended") }, "it rests on the floor")
    }

    @Test func badInputIsReportedAndNeverCrashes() {
        let scene = DynamicsTestScene()
        let item = scene.addItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 200, y: 200))
        let flat = scene.addItem(size: CGSize(width: 0, height: 0), center: CGPoint(x: 300, y: 200))
        let behavior = UIDynamicItemBehavior(items: [item, flat])
        let collision = UICollisionBehavior(items: [item, flat])
        collision.translatesReferenceBoundsIntoBoundary = true
        scene.animator.addBehavior(behavior)
        scene.animator.addBehavior(collision)
        var before = Diagnostics.warningCount()
        behavior.addLinearVelocity(CGPoint(x: CGFloat.nan, y: 0), for: item)
        #expect(Diagnostics.warningCount() == before + 1)
        #expect(behavior.linearVelocity(for: item) == .zero)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("size") }, "the zero-size item is reported")

        before = Diagnostics.warningCount()
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.magnitude = .infinity
        #expect(Diagnostics.warningCount() == before + 1)
        push.magnitude = 1e30
        scene.animator.addBehavior(push)
        scene.simulate(seconds: 0.5)
        #expect(item.center.x.isFinite && item.center.y.isFinite, "an absurd push stays finite")
        #expect(behavior.linearVelocity(for: item).x <= CGFloat(PhysicsWorld.maximumSpeed))
        scene.animator.removeBehavior(push)

        behavior.elasticity = 7
        #expect(behavior.elasticity == 1, "elasticity above 1 is taken as 1")

        // An item taken out of the reference view by an action, mid-run.
        let gravity = UIGravityBehavior(items: [item])
        gravity.action = { if gravity.dynamicAnimator?.elapsedTime ?? 0 > 0.05 { item.removeFromSuperview() } }
        scene.animator.addBehavior(gravity)
        before = Diagnostics.warningCount()
        scene.simulate(seconds: 0.2)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("left the animator's reference view") })
        #expect(scene.animator.body(for: item) == nil)
    }
}
