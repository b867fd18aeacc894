import Foundation
@testable import OpenUIKit
import Testing

/// Collisions: boundaries, items, shapes, fast items, energy, stacking, and the delegate.
@MainActor
@Suite("UICollisionBehavior")
struct UICollisionBehaviorTests {
    @Test func aFastItemDoesNotPassThroughAZeroThicknessBoundary() {
        let scene = DynamicsTestScene(size: CGSize(width: 4000, height: 600))
        let item = scene.addItem(size: CGSize(width: 10, height: 10), center: CGPoint(x: 100, y: 300))
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "wall" as NSString, from: CGPoint(x: 1000, y: 0), to: CGPoint(x: 1000, y: 600))
        #expect(collision.boundaryIdentifiers?.count == 1)
        #expect(collision.boundary(withIdentifier: "wall" as NSString) != nil)
        let fast = UIDynamicItemBehavior(items: [item])
        fast.addLinearVelocity(CGPoint(x: 5000, y: 0), for: item)
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(fast)
        var farthest = 0.0
        for _ in 0..<60 {
            scene.animator.runSteps(1)
            farthest = max(farthest, item.center.x + 5)
        }
        #expect(farthest <= 1000.5, "the item's right edge reached \(farthest)")
        #expect(item.center.x < 1000)
    }

    @Test func aFastItemDoesNotPassThroughAnotherItem() {
        let scene = DynamicsTestScene(size: CGSize(width: 4000, height: 600))
        let bullet = scene.addItem(size: CGSize(width: 8, height: 8), center: CGPoint(x: 100, y: 300))
        let plank = scene.addItem(size: CGSize(width: 4, height: 200), center: CGPoint(x: 1500, y: 300))
        let collision = UICollisionBehavior(items: [bullet, plank])
        let fixed = UIDynamicItemBehavior(items: [plank])
        fixed.isAnchored = true
        let fast = UIDynamicItemBehavior(items: [bullet])
        fast.addLinearVelocity(CGPoint(x: 5000, y: 0), for: bullet)
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(fixed)
        scene.animator.addBehavior(fast)
        scene.simulate(seconds: 1)
        #expect(bullet.center.x < 1500, "\(bullet.center)")
        #expect(plank.center == CGPoint(x: 1500, y: 300), "anchored items stay put")
    }

    @Test func noCollisionGainsEnergyAtElasticityOne() {
        let scene = DynamicsTestScene(size: CGSize(width: 800, height: 600))
        let ball = scene.addItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 400, y: 100))
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let bouncy = UIDynamicItemBehavior(items: [ball])
        bouncy.elasticity = 1
        bouncy.allowsRotation = false
        scene.animator.addBehavior(UIGravityBehavior(items: [ball]))
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(bouncy)
        // Energy per unit mass: g·height above the floor + ½v².
        func energy() -> Double {
            let v = bouncy.linearVelocity(for: ball)
            return 1000 * (580 - Double(ball.center.y)) + 0.5 * Double(v.x * v.x + v.y * v.y)
        }
        let start = energy()
        var highest = start
        var bounces = 0
        var wasFalling = false
        var topOfLastBounces = CGFloat.infinity
        for step in 0..<600 {
            scene.animator.runSteps(1)
            highest = max(highest, energy())
            if step >= 420 { topOfLastBounces = min(topOfLastBounces, ball.center.y) }
            let falling = bouncy.linearVelocity(for: ball).y > 0
            if wasFalling && !falling { bounces += 1 }
            wasFalling = falling
        }
        #expect(bounces >= 3)
        #expect(highest <= start * 1.005, "energy rose from \(start) to \(highest)")
        #expect(topOfLastBounces < 130, "after 3.5 s an elastic ball still bounces back up near where it fell from: \(topOfLastBounces)")
    }

    @Test func equalItemsCollidingElasticallyExchangeVelocities() {
        let scene = DynamicsTestScene(size: CGSize(width: 2000, height: 600))
        let a = scene.addItem(size: CGSize(width: 50, height: 50), center: CGPoint(x: 200, y: 300))
        let b = scene.addItem(size: CGSize(width: 50, height: 50), center: CGPoint(x: 500, y: 300))
        let behavior = UIDynamicItemBehavior(items: [a, b])
        behavior.elasticity = 1
        behavior.addLinearVelocity(CGPoint(x: 300, y: 0), for: a)
        let collision = UICollisionBehavior(items: [a, b])
        collision.collisionMode = .items
        scene.animator.addBehavior(behavior)
        scene.animator.addBehavior(collision)
        scene.simulate(seconds: 1.5)
        let va = behavior.linearVelocity(for: a).x, vb = behavior.linearVelocity(for: b).x
        #expect(abs(va) < 5 && abs(vb - 300) < 5, "\(va) \(vb)")
        #expect(va * va + vb * vb <= 300 * 300 * 1.0001)
    }

    @Test func anItemHittingTheFloorOnACornerTurnsAndSettlesFlat() {
        let scene = DynamicsTestScene()
        let card = scene.addItem(size: CGSize(width: 120, height: 60), center: CGPoint(x: 400, y: 300))
        card.transform = CGAffineTransform(rotationAngle: 0.4)
        let collision = UICollisionBehavior(items: [card])
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: [card])
        material.friction = 0.5
        material.elasticity = 0.2
        scene.animator.addBehavior(UIGravityBehavior(items: [card]))
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(material)
        #expect(scene.clock.runUntilIdle(limit: 10))
        let angle = atan2(card.transform.b, card.transform.a)
        let flat = (angle / (.pi / 2)).rounded() * (.pi / 2)
        #expect(abs(angle - flat) < 0.01, "rests on a side: \(angle)")
        let halfHeight = abs(cos(angle)) * 30 + abs(sin(angle)) * 60
        #expect(abs(card.center.y + halfHeight - 600) < 0.5, "\(card.center.y + halfHeight)")
    }

    @Test func aStackOfTenCardsComesToRestWithinTwoSeconds() {
        let scene = DynamicsTestScene(size: CGSize(width: 800, height: 1000))
        var cards: [UIView] = []
        for i in 0..<10 {
            cards.append(scene.addItem(size: CGSize(width: 60, height: 90),
                                       center: CGPoint(x: 400, y: 1000 - 45 - Double(i) * 91)))
        }
        let collision = UICollisionBehavior(items: cards)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: cards)
        material.friction = 0.5
        scene.animator.addBehavior(UIGravityBehavior(items: cards))
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(material)
        #expect(scene.clock.runUntilIdle(limit: 2), "at rest within 2 s")
        #expect(!scene.animator.isRunning)
        for (i, card) in cards.enumerated() {
            let expected = 1000 - 45 - Double(i) * 90
            #expect(abs(card.center.y - expected) < 0.5 * Double(i + 1), "card \(i) at \(card.center.y), not \(expected)")
            #expect(abs(card.center.x - 400) < 0.5, "card \(i) slid to \(card.center.x)")
        }
        #expect(scene.animator.world.deepestPenetration <= 0.5)
    }

    @Test func aSlidingItemStopsSoonerWithMoreFriction() {
        func slide(friction: CGFloat) -> CGFloat {
            let scene = DynamicsTestScene(size: CGSize(width: 5000, height: 600))
            let item = scene.addItem(size: CGSize(width: 100, height: 50), center: CGPoint(x: 100, y: 575))
            let collision = UICollisionBehavior(items: [item])
            collision.translatesReferenceBoundsIntoBoundary = true
            let material = UIDynamicItemBehavior(items: [item])
            material.friction = friction
            material.allowsRotation = false
            material.addLinearVelocity(CGPoint(x: 600, y: 0), for: item)
            scene.animator.addBehavior(UIGravityBehavior(items: [item]))
            scene.animator.addBehavior(collision)
            scene.animator.addBehavior(material)
            scene.clock.runUntilIdle(limit: 10)
            return item.center.x - 100
        }
        // Coulomb friction: a stop after v² / (2 μ g) = 360000 / (2 · μ · 1000).
        let rough = slide(friction: 1), smooth = slide(friction: 0.5)
        #expect(abs(rough - 180) < 5, "\(rough)")
        #expect(abs(smooth - 360) < 8, "\(smooth)")
    }

    @Test func ellipsesAndPathsCollideAsTheirShapes() {
        final class Ball: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
        }
        final class Wedge: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
            override var collisionBoundingPath: UIBezierPath {
                // A triangle pointing down, wound as UIBezierPath(rect:) is.
                let path = UIBezierPath()
                path.move(to: CGPoint(x: -50, y: -50))
                path.addLine(to: CGPoint(x: 50, y: -50))
                path.addLine(to: CGPoint(x: 0, y: 50))
                path.close()
                return path
            }
        }
        let scene = DynamicsTestScene()
        let ball = Ball(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        ball.center = CGPoint(x: 200, y: 300)
        scene.reference.addSubview(ball)
        let wedge = Wedge(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        wedge.center = CGPoint(x: 600, y: 300)
        scene.reference.addSubview(wedge)
        #expect(scene.animator.body(for: ball) == nil)
        let collision = UICollisionBehavior(items: [ball, wedge])
        collision.translatesReferenceBoundsIntoBoundary = true
        let still = UIDynamicItemBehavior(items: [wedge])
        still.allowsRotation = false
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(still)
        scene.animator.addBehavior(UIGravityBehavior(items: [ball, wedge]))
        scene.simulate(seconds: 1.5)
        // The ball rests on its lowest point; the wedge, kept upright, on its tip.
        #expect(abs(ball.center.y + 40 - 600) < 0.6, "\(ball.center.y)")
        #expect(abs(wedge.center.y + 50 - 600) < 0.6, "\(wedge.center.y)")
        #expect(scene.animator.body(for: ball)?.parts.first?.shape.vertices.count == PhysicsShape.ellipseSides)
        #expect(scene.animator.body(for: wedge)?.parts.first?.shape.vertices.count == 3)
    }

    @Test func rectAndOvalPathsAreAcceptedAndAClockwisePathIsReportedOnce() {
        final class Custom: NSObject, UIDynamicItem {
            var center = CGPoint(x: 100, y: 100)
            var bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
            var transform = CGAffineTransform.identity
            var path: UIBezierPath
            init(path: UIBezierPath) { self.path = path }
            var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
            var collisionBoundingPath: UIBezierPath { path }
        }
        let oval = PhysicsVectorProbe.shape(of: Custom(path: UIBezierPath(ovalIn: CGRect(x: -30, y: -30, width: 60, height: 60))))
        #expect(oval.vertices.count > 8 && oval.area > 2700)
        let rect = PhysicsVectorProbe.shape(of: Custom(path: UIBezierPath(rect: CGRect(x: -20, y: -30, width: 40, height: 60))))
        #expect(rect.vertices.count == 4 && abs(rect.area - 2400) < 1e-9)

        let backwards = UIBezierPath()
        backwards.move(to: CGPoint(x: -20, y: -20))
        backwards.addLine(to: CGPoint(x: -20, y: 20))
        backwards.addLine(to: CGPoint(x: 20, y: 20))
        backwards.close()
        let before = Diagnostics.warningCount()
        let fallback = PhysicsVectorProbe.shape(of: Custom(path: backwards))
        #expect(Diagnostics.warningCount() == before + 1)
        #expect(Diagnostics.recentWarnings().last?.contains("clockwise") == true)
        #expect(fallback.vertices.count == 4 && abs(fallback.area - 3600) < 1e-9, "falls back to the 60 × 60 rectangle")

        let star = UIBezierPath()
        star.move(to: CGPoint(x: 0, y: -30))
        star.addLine(to: CGPoint(x: 5, y: 0))
        star.addLine(to: CGPoint(x: 30, y: 0))
        star.addLine(to: CGPoint(x: 0, y: 30))
        star.addLine(to: CGPoint(x: -30, y: 0))
        star.close()
        _ = PhysicsVectorProbe.shape(of: Custom(path: star))
        #expect(Diagnostics.recentWarnings().last?.contains("not convex") == true)
    }

    @Test func theCollisionDelegateHearsBeganAndEndedWithBoundaryIdentifiers() {
        let scene = DynamicsTestScene()
        let a = scene.addItem(size: CGSize(width: 50, height: 50), center: CGPoint(x: 200, y: 300))
        let b = scene.addItem(size: CGSize(width: 50, height: 50), center: CGPoint(x: 400, y: 300))
        let transcript = DynamicsTranscript()
        transcript.names = [ObjectIdentifier(a): "a", ObjectIdentifier(b): "b"]
        let collision = UICollisionBehavior(items: [a, b])
        collision.addBoundary(withIdentifier: "right" as NSString, from: CGPoint(x: 600, y: 0), to: CGPoint(x: 600, y: 600))
        collision.collisionDelegate = transcript
        let material = UIDynamicItemBehavior(items: [a, b])
        material.elasticity = 1
        material.addLinearVelocity(CGPoint(x: 400, y: 0), for: a)
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(material)
        scene.simulate(seconds: 1.2)
        #expect(Array(transcript.entries.prefix(4)) == ["began a-b", "ended a-b", "began b-right", "ended b-right"], "\(transcript.entries)")
        collision.removeBoundary(withIdentifier: "right" as NSString)
        #expect(collision.boundaryIdentifiers == nil)
    }
}

/// Reaches the animator's shape reading for items that are not views.
@MainActor
enum PhysicsVectorProbe {
    static func shape(of item: UIDynamicItem) -> PhysicsShape { UIDynamicAnimator.shape(of: item) }
}
