import Foundation
@testable import OpenUIKit
import Testing

/// Groups of items as one rigid body: the group's attributes, its mass and inertia, falling,
/// turning when hit off-centre, resting, and UIKit's rules.
@MainActor
@Suite("UIDynamicItemGroup")
struct UIDynamicItemGroupTests {
    /// UIKit's documentation: "The group's bounds rectangle is the rectangle that encloses
    /// all of the contained dynamic items, and the center point of the group is the center
    /// point of the bounds rectangle" (developer.apple.com/documentation/uikit/uidynamicitemgroup).
    @Test func theGroupsCentreAndBoundsAreThoseOfTheRectangleEnclosingItsItems() {
        let scene = DynamicsTestScene()
        let a = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 100, y: 100))
        let b = scene.addItem(size: CGSize(width: 200, height: 100), center: CGPoint(x: 350, y: 120))
        let group = UIDynamicItemGroup(items: [a, b])
        #expect(group.items.count == 2 && group.items[0] === a && group.items[1] === b)
        #expect(group.bounds == CGRect(x: 0, y: 0, width: 400, height: 120))
        #expect(group.center == CGPoint(x: 250, y: 110))
        #expect(group.transform == .identity)
        #expect(group.collisionBoundsType == .rectangle)
        // Moving and turning the group moves and turns its items about its centre.
        group.center = CGPoint(x: 260, y: 110)
        #expect(a.center == CGPoint(x: 110, y: 100) && b.center == CGPoint(x: 360, y: 120))
        group.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(a.center.x - (260 - (-10))) < 1e-9 && abs(a.center.y - (110 - 150)) < 1e-9, "\(a.center)")
        #expect(abs(b.transform.b - 1) < 1e-12 && abs(b.transform.a) < 1e-12)
    }

    /// Two 100 × 100 squares and a 200 × 100 rectangle side by side: mass 1 + 2 (UIKit's unit:
    /// a 100 × 100 item of density 1 weighs 1); the centre of mass at x = (1·100 + 2·350)/3;
    /// the moment of inertia by the parallel-axis theorem, m(w² + h²)/12 + m·d² for each.
    @Test func aGroupsMassAndInertiaAreItsItemsTogetherAboutTheirCentreOfMass() throws {
        let scene = DynamicsTestScene()
        let a = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 100, y: 100))
        let b = scene.addItem(size: CGSize(width: 200, height: 100), center: CGPoint(x: 350, y: 100))
        let group = UIDynamicItemGroup(items: [a, b])
        scene.animator.addBehavior(UIGravityBehavior(items: [group]))
        let body = try #require(scene.animator.body(for: group))
        #expect(abs(body.mass - 3) < 1e-12)
        let centreOfMassX = (1 * 100.0 + 2 * 350.0) / 3
        #expect(abs(body.position.x - centreOfMassX) < 1e-9 && abs(body.position.y - 100) < 1e-9)
        let inertia = 1 * (100.0 * 100 + 100 * 100) / 12 + 1 * pow(centreOfMassX - 100, 2)
            + 2 * (200.0 * 200 + 100 * 100) / 12 + 2 * pow(350 - centreOfMassX, 2)
        #expect(abs(1 / body.inverseInertia - inertia) < 1e-6, "\(1 / body.inverseInertia) vs \(inertia)")
        #expect(abs(body.itemCenterOffset.x - (250 - centreOfMassX)) < 1e-9)
        #expect(body.parts.count == 2)
        #expect(scene.animator.body(for: a) == nil, "the items are not bodies of their own")
    }

    @Test func aFallingGroupKeepsItsItemsPlacesRelativeToEachOther() {
        let scene = DynamicsTestScene(size: CGSize(width: 800, height: 5000))
        let a = scene.addItem(size: CGSize(width: 60, height: 40), center: CGPoint(x: 100, y: 100))
        let b = scene.addItem(size: CGSize(width: 30, height: 90), center: CGPoint(x: 187, y: 143))
        let group = UIDynamicItemGroup(items: [a, b])
        scene.animator.addBehavior(UIGravityBehavior(items: [group]))
        scene.simulate(seconds: 0.5)
        // Gravity 1.0 is 1000 points/s²: ½ · 1000 · 0.5² = 125 points in half a second.
        #expect(abs(a.center.y - 225) < 0.01, "\(a.center)")
        #expect(abs((b.center.x - a.center.x) - 87) < 1e-9 && abs((b.center.y - a.center.y) - 43) < 1e-9)
        #expect(a.transform == .identity && b.transform == .identity)
        #expect(abs(group.center.y - (a.center.y + 34)) < 1e-9, "the group's centre moved with its items")
    }

    /// A dumbbell (two squares 200 points apart) struck at its right end from above turns
    /// clockwise (positive angles on a y-down screen), its ends staying 200 points apart.
    @Test func aDumbbellHitOffCentreTurns() throws {
        let scene = DynamicsTestScene()
        let left = scene.addItem(size: CGSize(width: 60, height: 60), center: CGPoint(x: 200, y: 300))
        let right = scene.addItem(size: CGSize(width: 60, height: 60), center: CGPoint(x: 400, y: 300))
        let ball = scene.addItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 400, y: 150))
        let dumbbell = UIDynamicItemGroup(items: [left, right])
        let collisions = UICollisionBehavior(items: [dumbbell, ball])
        let throwing = UIDynamicItemBehavior(items: [ball])
        throwing.addLinearVelocity(CGPoint(x: 0, y: 800), for: ball)
        scene.animator.addBehavior(collisions)
        scene.animator.addBehavior(throwing)
        scene.simulate(seconds: 0.3)
        let body = try #require(scene.animator.body(for: dumbbell))
        #expect(body.angularVelocity > 0.5, "turns clockwise: \(body.angularVelocity) rad/s")
        #expect(body.velocity.y > 0, "and is pushed down")
        let distance = hypot(right.center.x - left.center.x, right.center.y - left.center.y)
        #expect(abs(distance - 200) < 1e-9)
        #expect(right.center.y > left.center.y, "the struck end went down")
        #expect(left.transform == right.transform && left.transform.b > 0)
        #expect(abs(atan2(left.transform.b, left.transform.a) - atan2(right.center.y - left.center.y, right.center.x - left.center.x)) < 1e-9)
    }

    @Test func aGroupFallingOnTheBoundaryRestsWithItsItemsPlaced() {
        let scene = DynamicsTestScene(size: CGSize(width: 400, height: 300))
        let a = scene.addItem(size: CGSize(width: 50, height: 50), center: CGPoint(x: 150, y: 100))
        let b = scene.addItem(size: CGSize(width: 50, height: 50), center: CGPoint(x: 210, y: 100))
        let group = UIDynamicItemGroup(items: [a, b])
        let collisions = UICollisionBehavior(items: [group])
        collisions.translatesReferenceBoundsIntoBoundary = true
        scene.animator.addBehavior(UIGravityBehavior(items: [group]))
        scene.animator.addBehavior(collisions)
        #expect(scene.clock.runUntilIdle(limit: 2), "at rest within 2 s")
        #expect(!scene.animator.isRunning)
        #expect(scene.animator.world.deepestPenetration <= 0.5)
        for (item, x) in [(a, 150.0), (b, 210.0)] {
            #expect(abs(item.center.y - 275) <= 0.5, "\(item.center)")
            #expect(abs(item.center.x - x) <= 0.5, "\(item.center)")
            #expect(abs(item.frame.maxY - 300) <= 0.5, "\(item.frame)")
            #expect(abs(atan2(item.transform.b, item.transform.a)) < 0.01)
        }
        // No jitter: stepping on at rest moves nothing.
        let before = (a.center, b.center)
        scene.simulate(seconds: 0.5)
        #expect(hypot(a.center.x - before.0.x, a.center.y - before.0.y) < 0.01)
        #expect(hypot(b.center.x - before.1.x, b.center.y - before.1.y) < 0.01)
    }

    @Test func aGroupInsideAGroupIsReportedAndLeftOut() {
        let scene = DynamicsTestScene()
        let a = scene.addItem(size: CGSize(width: 10, height: 10), center: CGPoint(x: 10, y: 10))
        let inner = UIDynamicItemGroup(items: [a])
        let before = Diagnostics.warningCount()
        let outer = UIDynamicItemGroup(items: [inner])
        #expect(Diagnostics.warningCount() == before + 1)
        #expect(Diagnostics.recentWarnings().last?.contains("cannot contain another UIDynamicItemGroup") == true)
        #expect(outer.items.isEmpty)
        // A group left with no items is reported when simulated, and simulates nothing.
        scene.animator.addBehavior(UIGravityBehavior(items: [outer]))
        #expect(scene.animator.body(for: outer) == nil)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("UIDynamicItemGroup with no items") })
    }

    @Test func anItemInTwoGroupsOrWithItsOwnGroupIsReportedAndLeftOut() {
        let scene = DynamicsTestScene()
        let a = scene.addItem(size: CGSize(width: 10, height: 10), center: CGPoint(x: 10, y: 10))
        let b = scene.addItem(size: CGSize(width: 10, height: 10), center: CGPoint(x: 30, y: 10))
        let first = UIDynamicItemGroup(items: [a, b])
        let second = UIDynamicItemGroup(items: [b])
        var before = Diagnostics.warningCount()
        scene.animator.addBehavior(UIGravityBehavior(items: [first, second]))
        #expect(scene.animator.body(for: first) != nil)
        #expect(scene.animator.body(for: second) == nil)
        #expect(Diagnostics.warningCount() == before + 1)
        #expect(Diagnostics.recentWarnings().last?.contains("can be in one group only") == true)

        scene.animator.removeAllBehaviors()
        before = Diagnostics.warningCount()
        scene.animator.addBehavior(UICollisionBehavior(items: [first, a]))
        #expect(scene.animator.body(for: first) != nil)
        #expect(scene.animator.body(for: a) == nil)
        #expect(Diagnostics.warningCount() == before + 1)
        #expect(Diagnostics.recentWarnings().last?.contains("moves only with its group") == true)
    }

    @Test func pushingAGroupOffItsCentreTurnsItAndSnappingPlacesItsCentre() throws {
        let scene = DynamicsTestScene()
        let a = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 300, y: 300))
        let b = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 500, y: 300))
        let group = UIDynamicItemGroup(items: [a, b])
        let push = UIPushBehavior(items: [group], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 100, vertical: 0), for: group)
        scene.animator.addBehavior(push)
        scene.animator.runSteps(1)
        let body = try #require(scene.animator.body(for: group))
        // A push of magnitude 1 is an impulse of 100 (mass · points/s) at 100 points from the
        // centre of mass: Δω = 100 · 100 / I, with I = 2 · (1666.67 + 100²).
        let inertia = 2 * (20_000.0 / 12 + 10_000)
        #expect(abs(body.angularVelocity - 100 * 100 / inertia) < 1e-9, "\(body.angularVelocity)")
        #expect(abs(body.velocity.y - 50) < 1e-9)
        scene.animator.removeAllBehaviors()
        scene.animator.addBehavior(UISnapBehavior(item: group, snapTo: CGPoint(x: 400, y: 200)))
        scene.simulate(seconds: 3)
        #expect(hypot(group.center.x - 400, group.center.y - 200) < 1, "\(group.center)")
        #expect(abs(a.center.y - 200) < 1 && abs(b.center.x - a.center.x - 200) < 0.01)
    }
}
