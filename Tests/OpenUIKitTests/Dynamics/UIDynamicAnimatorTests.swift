import Foundation
@testable import OpenUIKit
import Testing

/// The animator against UIKit's documented units, stepped by hand and on the frame clock:
/// gravity (1.0 = 1000 points/s²), pushes (1.0 accelerates a 100 × 100 item of density 1
/// at 100 points/s²; developer.apple.com/documentation/uikit/uidynamicitembehavior/density),
/// snaps (damping 0.5 by default; …/uisnapbehavior/damping), attachments, rest and pause.
@MainActor
@Suite("UIDynamicAnimator")
struct UIDynamicAnimatorTests {
    @Test func gravityOfMagnitudeOneFallsHalfOfAThousandTimesTSquared() {
        let scene = DynamicsTestScene(size: CGSize(width: 800, height: 5000))
        let item = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 400, y: 100))
        let gravity = UIGravityBehavior(items: [item])
        #expect(gravity.magnitude == 1 && abs(gravity.angle - .pi / 2) < 1e-12, "down at 1.0 by default")
        scene.animator.addBehavior(gravity)
        scene.simulate(seconds: 1)
        // ½ · 1000 · 1² = 500 points.
        #expect(abs(item.center.y - 600) < 0.01, "\(item.center.y)")
        #expect(item.center.x == 400)
        let velocity = UIDynamicItemBehavior(items: [item])
        scene.animator.addBehavior(velocity)
        #expect(abs(velocity.linearVelocity(for: item).y - 1000) < 0.01)
    }

    @Test func gravityMagnitudeAndAngleScaleAndTurnTheFall() {
        let scene = DynamicsTestScene(size: CGSize(width: 5000, height: 5000))
        let item = scene.addItem(size: CGSize(width: 10, height: 10), center: CGPoint(x: 100, y: 100))
        let gravity = UIGravityBehavior(items: [item])
        gravity.setAngle(0, magnitude: 0.5)
        #expect(gravity.gravityDirection == CGVector(dx: 0.5, dy: 0))
        scene.animator.addBehavior(gravity)
        scene.simulate(seconds: 2)
        // ½ · 500 · 2² = 1000 points to the right.
        #expect(abs(item.center.x - 1100) < 0.01 && item.center.y == 100, "\(item.center)")
    }

    @Test func aContinuousPushOfMagnitudeOneAcceleratesAHundredSquareAtAHundred() {
        let scene = DynamicsTestScene(size: CGSize(width: 5000, height: 600))
        let light = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 100, y: 100))
        let wide = scene.addItem(size: CGSize(width: 200, height: 100), center: CGPoint(x: 100, y: 300))
        let dense = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 100, y: 500))
        let push = UIPushBehavior(items: [light, wide, dense], mode: .continuous)
        push.magnitude = 1
        #expect(push.angle == 0)
        let heavy = UIDynamicItemBehavior(items: [dense])
        heavy.density = 2
        scene.animator.addBehavior(push)
        scene.animator.addBehavior(heavy)
        scene.simulate(seconds: 1)
        // ½ · 100 · 1² = 50; twice the mass (area or density), half of it.
        #expect(abs(light.center.x - 150) < 0.01, "\(light.center.x)")
        #expect(abs(wide.center.x - 125) < 0.01, "\(wide.center.x)")
        #expect(abs(dense.center.x - 125) < 0.01, "\(dense.center.x)")
    }

    @Test func anInstantaneousPushChangesVelocityOnceAndTurnsInactive() {
        let scene = DynamicsTestScene(size: CGSize(width: 5000, height: 600))
        let item = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 100, y: 100))
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.setAngle(0, magnitude: 2)
        let probe = UIDynamicItemBehavior(items: [item])
        scene.animator.addBehavior(push)
        scene.animator.addBehavior(probe)
        #expect(push.active)
        scene.simulate(seconds: 1)
        #expect(!push.active, "spent once applied")
        #expect(abs(probe.linearVelocity(for: item).x - 200) < 1e-6)
        #expect(abs(item.center.x - 300) < 0.01, "\(item.center.x)")
    }

    @Test func aPushOffCentreAlsoTurnsTheItem() {
        let scene = DynamicsTestScene(size: CGSize(width: 5000, height: 600))
        let item = scene.addItem(size: CGSize(width: 100, height: 100), center: CGPoint(x: 100, y: 300))
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.setAngle(0, magnitude: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 40), for: item)
        let probe = UIDynamicItemBehavior(items: [item])
        scene.animator.addBehavior(push)
        scene.animator.addBehavior(probe)
        scene.simulate(seconds: 0.1)
        // A push right below the centre turns the item anticlockwise on screen (negative).
        #expect(probe.angularVelocity(for: item) < 0)
    }

    @Test func aSnapConvergesOnItsPointUprightAndTheAnimatorPauses() {
        let scene = DynamicsTestScene()
        let item = scene.addItem(size: CGSize(width: 80, height: 80), center: CGPoint(x: 100, y: 100))
        item.transform = CGAffineTransform(rotationAngle: 0.5)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 500, y: 400))
        #expect(snap.damping == 0.5)
        let transcript = DynamicsTranscript()
        scene.animator.delegate = transcript
        scene.animator.addBehavior(snap)
        #expect(scene.animator.isRunning)
        #expect(scene.clock.runUntilIdle(limit: 5), "it comes to rest and stops asking for frames")
        #expect(!scene.animator.isRunning)
        #expect(hypot(item.center.x - 500, item.center.y - 400) < 0.5, "\(item.center)")
        #expect(abs(atan2(item.transform.b, item.transform.a)) < 0.01)
        #expect(transcript.entries == ["resume", "pause"])
    }

    @Test func aRigidAttachmentKeepsItsLength() {
        let scene = DynamicsTestScene()
        let item = scene.addItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 400, y: 300))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 400, y: 100))
        #expect(attachment.length == 200 && attachment.attachedBehaviorType == .anchor)
        let gravity = UIGravityBehavior(items: [item])
        gravity.angle = .pi / 4
        scene.animator.addBehavior(attachment)
        scene.animator.addBehavior(gravity)
        var worst = 0.0
        for _ in 0..<240 {
            scene.animator.runSteps(1)
            worst = max(worst, abs(hypot(item.center.x - 400, item.center.y - 100) - 200))
        }
        #expect(worst < 0.5, "the length drifted by \(worst) points")
        #expect(item.center.x > 400, "it swung towards gravity")
    }

    @Test func aSpringAttachmentBetweenItemsSettlesAtItsLength() {
        let scene = DynamicsTestScene()
        let a = scene.addItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 300, y: 300))
        let b = scene.addItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 500, y: 300))
        let spring = UIAttachmentBehavior(item: a, attachedTo: b)
        #expect(spring.length == 200 && spring.attachedBehaviorType == .items && spring.items.count == 2)
        spring.length = 100
        spring.frequency = 2
        spring.damping = 0.7
        scene.animator.addBehavior(spring)
        #expect(scene.clock.runUntilIdle(limit: 10))
        #expect(abs(hypot(a.center.x - b.center.x, a.center.y - b.center.y) - 100) < 1, "\(a.center) \(b.center)")
    }

    @Test func aDroppedItemComesToRestOnTheFloorAndThenNoFramesRun() {
        let scene = DynamicsTestScene()
        let item = scene.addItem(size: CGSize(width: 100, height: 60), center: CGPoint(x: 400, y: 100))
        let gravity = UIGravityBehavior(items: [item])
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let bounce = UIDynamicItemBehavior(items: [item])
        bounce.elasticity = 0.5
        let transcript = DynamicsTranscript()
        scene.animator.delegate = transcript
        scene.animator.addBehavior(gravity)
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(bounce)
        #expect(scene.clock.runUntilIdle(limit: 10))
        #expect(transcript.entries == ["resume", "pause"])
        let bottom = item.center.y + 30
        #expect(bottom <= 600.5 && bottom >= 599, "penetration at rest within 0.5 pt: bottom at \(bottom)")
        let frames = scene.clock.framesRun
        let elapsed = scene.animator.elapsedTime
        scene.clock.advance(by: 2)
        #expect(scene.clock.framesRun == frames, "paused: 0 frames")
        #expect(scene.animator.elapsedTime == elapsed)
        // A change wakes it.
        gravity.angle = 0
        #expect(scene.animator.isRunning)
        #expect(transcript.entries == ["resume", "pause", "resume"])
        scene.clock.advance(by: 0.5)
        #expect(item.center.x > 400)
    }

    @Test func elapsedTimeCountsWholeStepsOnTheFrameClock() {
        let scene = DynamicsTestScene(size: CGSize(width: 800, height: 50000))
        let item = scene.addItem(size: CGSize(width: 10, height: 10), center: CGPoint(x: 10, y: 10))
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.clock.advance(by: 0.5)
        #expect(abs(scene.animator.elapsedTime - 0.5) < 1e-9, "\(scene.animator.elapsedTime)")
        // ½ · 1000 · 0.5² = 125 points.
        #expect(abs(item.center.y - 135) < 0.01, "\(item.center.y)")
    }

    @Test func theSameInputsGiveTheSameMotion() {
        func run() -> [CGPoint] {
            let scene = DynamicsTestScene()
            var items: [UIView] = []
            for i in 0..<12 {
                items.append(scene.addItem(size: CGSize(width: 50, height: 70),
                                           center: CGPoint(x: 100 + Double(i % 4) * 130, y: 100 + Double(i / 4) * 100)))
            }
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            let behavior = UIDynamicItemBehavior(items: items)
            behavior.elasticity = 0.6
            behavior.friction = 0.4
            for (i, item) in items.enumerated() {
                behavior.addLinearVelocity(CGPoint(x: Double(i * 97 % 600) - 300, y: Double(i * 53 % 500) - 250), for: item)
            }
            scene.animator.addBehavior(collision)
            scene.animator.addBehavior(behavior)
            scene.animator.addBehavior(UIGravityBehavior(items: items))
            scene.simulate(seconds: 2)
            return items.map(\.center)
        }
        #expect(run() == run())
    }

    @Test func itemsInReportsWhatMeetsTheRect() {
        let scene = DynamicsTestScene()
        let a = scene.addItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 100, y: 100))
        let b = scene.addItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 500, y: 100))
        scene.animator.addBehavior(UICollisionBehavior(items: [a, b]))
        let found = scene.animator.items(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(found.count == 1 && found.first === a)
    }

    @Test func updateItemReadsTheItemsStateAgain() {
        let scene = DynamicsTestScene()
        let item = scene.addItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 100, y: 100))
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 100))
        scene.animator.addBehavior(snap)
        scene.simulate(seconds: 0.1)
        item.center = CGPoint(x: 300, y: 300)
        scene.animator.updateItem(usingCurrentState: item)
        scene.animator.runSteps(1)
        #expect(item.center.x > 250, "the snap starts from where the app put the item: \(item.center)")
    }
}
