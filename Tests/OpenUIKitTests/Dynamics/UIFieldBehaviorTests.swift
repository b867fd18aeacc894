import Foundation
@testable import OpenUIKit
import Testing

/// Field behaviors in the units their documentation gives (falloff 0 by default, a uniform
/// field; minimumRadius very small but not zero; developer.apple.com/documentation/uikit/
/// uifieldbehavior/falloff and …/minimumradius), and in the units OpenUIKit chose where
/// UIKit gives none (gravity fields as `UIGravityBehavior`, pushes' force unit): see
/// `UIFieldBehavior`'s documentation.
@MainActor
@Suite("UIFieldBehavior")
struct UIFieldBehaviorTests {
    /// How far a steady acceleration moves an item in the animator's fixed steps when each
    /// step moves it with its new velocity: a·dt²·n(n+1)/2.
    static func steppedDistance(acceleration a: Double, seconds: Double) -> CGFloat {
        let dt = UIDynamicAnimator.fixedStep
        let n = (seconds / dt).rounded()
        return CGFloat(a * dt * dt * n * (n + 1) / 2)
    }

    @Test func defaultsAreUIKits() {
        let field = UIFieldBehavior.dragField()
        #expect(field.strength == 1)
        #expect(field.falloff == 0)
        #expect(field.minimumRadius > 0 && field.minimumRadius < 1)
        #expect(field.region.contains(CGPoint(x: 1e9, y: -1e9)), "the infinite region by default")
        #expect(field.position == .zero)
    }

    @Test func linearGravityFieldFallsLikeGravity() {
        let scene = DynamicsTestScene(size: CGSize(width: 800, height: 5000))
        let item = scene.addItem(size: CGSize(width: 50, height: 50), center: CGPoint(x: 400, y: 100))
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.addItem(item)
        scene.animator.addBehavior(field)
        scene.simulate(seconds: 1)
        // ½ · 1000 · 1² = 500 points, as UIGravityBehavior's magnitude 1.
        #expect(abs(item.center.y - 600) < 0.01, "\(item.center.y)")
    }

    @Test func radialGravityPullsTowardThePositionAndNegativeStrengthPushes() {
        let scene = DynamicsTestScene(size: CGSize(width: 2000, height: 2000))
        let pulled = scene.addItem(size: CGSize(width: 20, height: 20), center: CGPoint(x: 1300, y: 1000))
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 1000, y: 1000))
        field.strength = 0.1
        field.addItem(pulled)
        scene.animator.addBehavior(field)
        scene.simulate(seconds: 0.5)
        // 100 points/s² toward the centre for 60 steps of 1/120 s. A field that varies with
        // position moves items with each step's new velocity: a·dt²·n(n+1)/2 = 12.71 points
        // (½at² = 12.5 plus one step's worth), along the line joining them.
        let travel = UIFieldBehaviorTests.steppedDistance(acceleration: 100, seconds: 0.5)
        #expect(abs(pulled.center.x - (1300 - travel)) < 0.01 && abs(pulled.center.y - 1000) < 1e-9, "\(pulled.center)")

        let scene2 = DynamicsTestScene(size: CGSize(width: 2000, height: 2000))
        let pushed = scene2.addItem(size: CGSize(width: 20, height: 20), center: CGPoint(x: 1000, y: 700))
        let repel = UIFieldBehavior.radialGravityField(position: CGPoint(x: 1000, y: 1000))
        repel.strength = -0.1
        repel.addItem(pushed)
        scene2.animator.addBehavior(repel)
        scene2.simulate(seconds: 0.5)
        #expect(abs(pushed.center.y - (700 - travel)) < 0.01, "\(pushed.center)")
    }

    @Test func falloffWeakensWithDistanceInHundredPointUnits() {
        let field = UIFieldBehavior.radialGravityField(position: .zero)
        field.falloff = 2
        let body = PhysicsBody(id: 0, shape: .rectangle(PhysicsVector(x: 100, y: 100)), position: PhysicsVector(x: 200, y: 0), angle: 0)
        let atTwoUnits = field.force(on: body, offset: PhysicsVector(x: 200, y: 0), dt: UIDynamicAnimator.fixedStep)
        // Mass 1 · 1000 points/s² · (200/100)^−2 = 250, toward the centre.
        #expect(abs(atTwoUnits.x + 250) < 1e-9 && atTwoUnits.y == 0)
        field.minimumRadius = 400
        let clamped = field.force(on: body, offset: PhysicsVector(x: 200, y: 0), dt: UIDynamicAnimator.fixedStep)
        // Closer than minimumRadius counts as at minimumRadius: 1000 · 4^−2 = 62.5.
        #expect(abs(clamped.x + 62.5) < 1e-9)
    }

    @Test func regionLimitsWhereTheFieldActs() {
        let scene = DynamicsTestScene(size: CGSize(width: 2000, height: 2000))
        let inside = scene.addItem(size: CGSize(width: 10, height: 10), center: CGPoint(x: 1040, y: 1000))
        let outside = scene.addItem(size: CGSize(width: 10, height: 10), center: CGPoint(x: 1200, y: 1000))
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.position = CGPoint(x: 1000, y: 1000)
        field.region = UIRegion(radius: 100)
        field.addItem(inside)
        field.addItem(outside)
        scene.animator.addBehavior(field)
        scene.simulate(seconds: 0.1)
        #expect(inside.center.y > 1004, "\(inside.center)")
        #expect(outside.center.y == 1000, "\(outside.center)")
    }

    @Test func springFieldSwingsAMassOneItemOnceASecond() {
        let scene = DynamicsTestScene(size: CGSize(width: 2000, height: 2000))
        let item = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 1100, y: 1000))
        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 1000, y: 1000)
        spring.addItem(item)
        scene.animator.addBehavior(spring)
        scene.simulate(seconds: 0.5)
        // Half a period: on the far side.
        #expect(abs(item.center.x - 900) < 2, "\(item.center)")
        scene.simulate(seconds: 0.5)
        #expect(abs(item.center.x - 1100) < 4, "\(item.center)")
    }

    @Test func dragFieldSlowsAMovingItemExponentially() {
        let scene = DynamicsTestScene(size: CGSize(width: 20000, height: 2000))
        let item = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 100, y: 1000))
        let velocity = UIDynamicItemBehavior(items: [item])
        velocity.addLinearVelocity(CGPoint(x: 1000, y: 0), for: item)
        let drag = UIFieldBehavior.dragField()
        drag.addItem(item)
        scene.animator.addBehavior(velocity)
        scene.animator.addBehavior(drag)
        scene.simulate(seconds: 1)
        // dv/dt = −v for a mass-1 item at strength 1: v(1) = 1000/e.
        let v = velocity.linearVelocity(for: item).x
        #expect(abs(v - 1000 / M_E) < 5, "\(v)")
    }

    @Test func vortexTurnsClockwiseOnScreen() {
        let field = UIFieldBehavior.vortexField()
        let body = PhysicsBody(id: 0, shape: .rectangle(PhysicsVector(x: 100, y: 100)), position: .zero, angle: 0)
        // Right of the centre, a clockwise (y-down) swirl pushes down.
        let f = field.force(on: body, offset: PhysicsVector(x: 50, y: 0), dt: UIDynamicAnimator.fixedStep)
        #expect(abs(f.x) < 1e-9 && abs(f.y - 100) < 1e-9, "\(f)")
    }

    @Test func electricAndMagneticFieldsActOnChargeOnly() {
        let scene = DynamicsTestScene(size: CGSize(width: 4000, height: 4000))
        let charged = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 2100, y: 2000))
        let neutral = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 1900, y: 2000))
        let material = UIDynamicItemBehavior(items: [charged])
        material.charge = 2
        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 2000, y: 2000)
        electric.addItem(charged)
        electric.addItem(neutral)
        scene.animator.addBehavior(material)
        scene.animator.addBehavior(electric)
        scene.simulate(seconds: 1)
        // 100 · 2 = 200 mass · points/s² outward on a mass-1 item: about ½ · 200 · 1² = 100 points.
        let travel = UIFieldBehaviorTests.steppedDistance(acceleration: 200, seconds: 1)
        #expect(abs(charged.center.x - (2100 + travel)) < 0.01, "\(charged.center)")
        #expect(neutral.center == CGPoint(x: 1900, y: 2000))

        let body = PhysicsBody(id: 0, shape: .rectangle(PhysicsVector(x: 100, y: 100)), position: .zero, angle: 0)
        body.charge = 1
        body.velocity = PhysicsVector(x: 100, y: 0)
        let magnetic = UIFieldBehavior.magneticField()
        let f = magnetic.force(on: body, offset: .zero, dt: UIDynamicAnimator.fixedStep)
        #expect(f.x == 0 && f.y == -100, "across the direction of travel: \(f)")
    }

    @Test func velocityFieldDrivesItemsToItsVelocity() {
        let scene = DynamicsTestScene(size: CGSize(width: 4000, height: 4000))
        let item = scene.addItem(size: CGSize(width: 60, height: 60), center: CGPoint(x: 100, y: 100))
        let field = UIFieldBehavior.velocityField(direction: CGVector(dx: 300, dy: 0))
        field.addItem(item)
        let probe = UIDynamicItemBehavior(items: [item])
        scene.animator.addBehavior(field)
        scene.animator.addBehavior(probe)
        scene.simulate(seconds: 0.5)
        #expect(abs(probe.linearVelocity(for: item).x - 300) < 1e-6)
        #expect(abs(item.center.x - 250) < 3, "\(item.center)")
    }

    @Test func customEvaluatorSeesTheItemAndItsForceIsApplied() {
        let scene = DynamicsTestScene(size: CGSize(width: 4000, height: 4000))
        let item = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 100, y: 100))
        var seenMass: CGFloat = 0
        let field = UIFieldBehavior.field { _, position, _, mass, _, dt in
            seenMass = mass
            #expect(position.x >= 100 && dt > 0)
            return CGVector(dx: 200 * mass, dy: 0)
        }
        field.addItem(item)
        scene.animator.addBehavior(field)
        scene.simulate(seconds: 1)
        #expect(abs(seenMass - 1) < 1e-9)
        #expect(abs(item.center.x - 200) < 0.5, "\(item.center)")
    }

    @Test func noiseIsDeterministicAndBounded() {
        let noise = FieldNoise(cellSize: 50)
        var largest = 0.0
        for i in 0..<200 {
            let p = PhysicsVector(x: Double(i) * 7.3, y: Double(i) * -3.1)
            let a = noise.vector(at: p, time: Double(i) * 0.05)
            let b = noise.vector(at: p, time: Double(i) * 0.05)
            #expect(a == b)
            largest = max(largest, abs(a.x), abs(a.y))
        }
        #expect(largest <= 1 && largest > 0.1)
        let scene = DynamicsTestScene(size: CGSize(width: 4000, height: 4000))
        let item = scene.addItem(size: CGSize(width: 10, height: 10), center: CGPoint(x: 2000, y: 2000))
        let field = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
        field.addItem(item)
        scene.animator.addBehavior(field)
        scene.simulate(seconds: 0.5)
        #expect(item.center != CGPoint(x: 2000, y: 2000))
    }

    @Test func badSettingsAreRefusedWithAMessage() {
        let field = UIFieldBehavior.springField()
        let before = Diagnostics.warningCount()
        field.strength = .nan
        field.position = CGPoint(x: CGFloat.infinity, y: 0)
        #expect(field.strength == 1 && field.position == .zero)
        #expect(Diagnostics.warningCount() >= before + 2)
    }
}

/// Regions: shapes about the field's position, and their set operations.
@MainActor
@Suite("UIRegion")
struct UIRegionTests {
    @Test func rectanglesAndCirclesAreCentredOnTheOrigin() {
        let rect = UIRegion(size: CGSize(width: 100, height: 40))
        #expect(rect.contains(CGPoint(x: 49, y: 19)) && rect.contains(CGPoint(x: -50, y: -20)))
        #expect(!rect.contains(CGPoint(x: 51, y: 0)) && !rect.contains(CGPoint(x: 0, y: 21)))
        let circle = UIRegion(radius: 10)
        #expect(circle.contains(CGPoint(x: 6, y: 8)) && !circle.contains(CGPoint(x: 8, y: 8)))
        #expect(!circle.contains(CGPoint(x: CGFloat.nan, y: 0)))
    }

    @Test func setOperationsCombineRegions() {
        let big = UIRegion(radius: 100)
        let small = UIRegion(radius: 10)
        let ring = big.byDifference(from: small)
        #expect(ring.contains(CGPoint(x: 50, y: 0)) && !ring.contains(CGPoint(x: 5, y: 0)))
        #expect(small.inverse().contains(CGPoint(x: 500, y: 0)) && !small.inverse().contains(.zero))
        let bar = UIRegion(size: CGSize(width: 1000, height: 2))
        #expect(big.byIntersection(with: bar).contains(CGPoint(x: 90, y: 0)))
        #expect(!big.byIntersection(with: bar).contains(CGPoint(x: 0, y: 50)))
        #expect(small.byUnion(with: bar).contains(CGPoint(x: 400, y: 0)))
        #expect(UIRegion.infinite.inverse().contains(.zero) == false)
        #expect(ring.copy() as? UIRegion == ring)
        #expect(UIRegion(radius: -3).contains(CGPoint(x: 0.1, y: 0)) == false)
    }
}
