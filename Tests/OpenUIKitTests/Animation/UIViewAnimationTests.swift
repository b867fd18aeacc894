import Foundation
import OpenUIKit
import Testing

/// `UIView.animate` on a manual frame clock: model values change at once, presentation
/// values follow the curve, completions follow UIKit's rules.
@MainActor
@Suite(.serialized) struct UIViewAnimationTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let frames: HeadlessFrameClock

    init() {
        window.addSubview(view)
        view.backgroundColor = .red
        frames = HeadlessFrameClock(window: window)
        window.renderIfNeeded()
    }

    var shownCenter: CGPoint { view.layer.presentation()!.position }

    /// Core Animation's ease-in-ease-out at `t`, sampled from the parametric curve directly.
    static func easeInOut(_ t: Double) -> Double {
        var best = (gap: Double.infinity, y: 0.0)
        for i in 0...20_000 {
            let s = Double(i) / 20_000, u = 1 - s
            let x = 3 * u * u * s * 0.42 + 3 * u * s * s * 0.58 + s * s * s
            let y = 3 * u * s * s + s * s * s
            if abs(x - t) < best.gap { best = (abs(x - t), y) }
        }
        return best.y
    }

    @Test func theModelChangesAtOnceAndThePresentationFollowsTheCurve() {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.center = CGPoint(x: 110, y: 10)
        })
        #expect(view.center == CGPoint(x: 110, y: 10), "the model has the new value at once")
        #expect(view.layer.animationKeys() == ["position"])
        frames.advance(by: 0.25)
        #expect(abs(shownCenter.x - 35) < 1e-6)
        frames.advance(by: 0.25)
        #expect(abs(shownCenter.x - 60) < 1e-6)
        frames.advance(by: 0.6)
        #expect(shownCenter.x == 110)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func theDefaultCurveIsEaseInEaseOut(at t: Double) {
        UIView.animate(withDuration: 2) { self.view.alpha = 0 }
        if t > 0 { frames.advance(by: 2 * t) } else { window.renderIfNeeded() }
        let shown = Double(view.layer.presentation()!.opacity)
        #expect(abs(shown - (1 - Self.easeInOut(t))) < 1e-4, "opacity \(shown) at \(t)")
    }

    @Test func completionRunsOnceWithFinishedTrueAfterTheLastAnimation() {
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: {
            self.view.alpha = 0.5
            self.view.layer.cornerRadius = 4
        }, completion: { calls.append($0) })
        frames.advance(by: 0.4)
        #expect(calls.isEmpty)
        frames.advance(by: 0.2)
        #expect(calls == [true])
        frames.advance(by: 1)
        #expect(calls == [true])
        #expect(!frames.frameRequested, "no frames once nothing animates")
    }

    @Test func aNewPositionMidFlightAddsUpAndTheFirstStillFinishes() {
        var first: Bool?, second: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.center = CGPoint(x: 110, y: 10)
        }, completion: { first = $0 })
        frames.advance(by: 0.5)
        let before = shownCenter
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.center = CGPoint(x: 10, y: 110)
        }, completion: { second = $0 })
        window.renderIfNeeded()
        #expect(abs(shownCenter.x - before.x) < 1e-6 && abs(shownCenter.y - before.y) < 1e-6, "no jump")
        frames.advance(by: 0.6)
        #expect(first == true)
        #expect(second == nil)
        frames.advance(by: 0.5)
        #expect(second == true)
        #expect(shownCenter == CGPoint(x: 10, y: 110))
    }

    @Test func beginFromCurrentStateReplacesFromWhatIsShown() {
        var first: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 },
                       completion: { first = $0 })
        frames.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { self.view.alpha = 1 })
        #expect(first == false, "the replaced animation did not finish")
        window.renderIfNeeded()
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        frames.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.opacity - 0.75) < 1e-6)
    }

    @Test func withoutBeginFromCurrentStateAReplacementStartsFromTheOldModelValue() {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 })
        frames.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 1 })
        window.renderIfNeeded()
        #expect(view.layer.presentation()!.opacity == 0)
    }

    @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextTurn() async {
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { self.view.center = CGPoint(x: 200, y: 200) }, completion: { finished = $0 })
        #expect(view.layer.animationKeys() == nil)
        #expect(finished == nil, "not inside the call")
        for _ in 0..<50 where finished == nil { try? await Task.sleep(for: .milliseconds(2)) }
        #expect(finished == true)
    }

    @Test func aBlockThatChangesNothingStillCompletes() async {
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { self.view.alpha = 1 }, completion: { finished = $0 })
        for _ in 0..<50 where finished == nil { try? await Task.sleep(for: .milliseconds(2)) }
        #expect(finished == true)
    }

    @Test func performWithoutAnimationAppliesAtOnceInsideABlock() {
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { self.view.alpha = 0.2 }
            self.view.center = CGPoint(x: 50, y: 50)
        }
        #expect(view.layer.animationKeys() == ["position"])
    }

    /// UIKit's rule: with animations disabled, an animation block applies its changes at
    /// once and still completes, finished.
    @Test func anAnimationBlockInsidePerformWithoutAnimationAppliesAtOnce() async {
        var finished: Bool?
        UIView.performWithoutAnimation {
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1, animations: { self.view.alpha = 0.3 }, completion: { finished = $0 })
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.3)
        for _ in 0..<50 where finished == nil { try? await Task.sleep(for: .milliseconds(2)) }
        #expect(finished == true)

        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { self.view.center = CGPoint(x: 70, y: 70) }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func nestedBlocksInheritTheDurationUnlessTold() {
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.5, animations: { self.view.alpha = 0 })
        })
        frames.advance(by: 1)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6, "2 s inherited, linear inherited")
    }

    @Test func repeatingAutoreversingRunsUntilRemoved() {
        var finished: Bool?
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { self.view.alpha = 0 }, completion: { finished = $0 })
        frames.advance(by: 0.75)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6, "on the way back")
        frames.advance(by: 10)
        #expect(finished == nil)
        view.layer.removeAllAnimations()
        #expect(finished == false)
        window.renderIfNeeded()
        #expect(view.layer.presentation()!.opacity == 0, "the model shows")
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
        UIView.animate(withDuration: 1) { self.view.center = CGPoint(x: 60, y: 60) }
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window, "hit testing uses the model, and skips the animating view")
        view.layer.removeAllAnimations()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { self.view.center = CGPoint(x: 150, y: 60) })
        #expect(window.hitTest(CGPoint(x: 150, y: 60), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
    }

    @Test func aDelayedAnimationShowsTheStartUntilItBegins() {
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { self.view.alpha = 0 })
        frames.advance(by: 0.5)
        #expect(view.layer.presentation()!.opacity == 1)
        frames.advance(by: 1)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    @Test func aSpringOvershootsAndSettlesInItsDuration() {
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, animations: {
            self.view.center = CGPoint(x: 110, y: 10)
        })
        var largest = -CGFloat.infinity
        for _ in 0..<60 {
            frames.advance(by: 1.0 / 60)
            largest = max(largest, shownCenter.x)
        }
        #expect(largest > 115, "overshoots past 110: \(largest)")
        frames.advance(by: 0.1)
        #expect(shownCenter.x == 110)
    }

    @Test func eachFrameDamagesOnlyWhereTheViewWasAndIs() {
        let other = UIView(frame: CGRect(x: 300, y: 200, width: 50, height: 50))
        other.backgroundColor = .blue
        window.addSubview(other)
        window.renderIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x += 100 })
        frames.advance(by: 1.0 / 60)
        let stats = window.lastRenderStatistics
        let damage = stats.damageInWindowPixels.reduce(CGRect.null) { $0.union($1) }
        #expect(damage.maxX < 40 && damage.maxY <= 21, "only the small square's area: \(damage) \(stats)")
        #expect(stats.drawCalls == 0, "nothing is drawn again, only composited")
    }

    @Test func layoutSubviewsOptionAnimatesTheChildrenToo() {
        final class Parent: UIView {
            let child = UIView()
            override func layoutSubviews() {
                child.frame = bounds.insetBy(dx: 10, dy: 10)
            }
        }
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(parent.child)
        window.addSubview(parent)
        window.renderIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
            parent.bounds.size = CGSize(width: 200, height: 200)
        })
        #expect(parent.child.layer.animationKeys() != nil)
        frames.advance(by: 0.5)
        #expect(abs(parent.child.layer.presentation()!.bounds.width - 130) < 1e-6)
    }
}

/// What leaving the window does to a running animation.
@MainActor
@Suite struct UIViewAnimationRemovalTests {
    @Test func removingTheViewStopsItsAnimationsUnfinished() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let frames = HeadlessFrameClock(window: window)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        window.addSubview(parent)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { child.alpha = 0 }, completion: { finished = $0 })
        frames.advance(by: 0.25)
        parent.removeFromSuperview()
        #expect(finished == false)
        #expect(child.layer.animationKeys() == nil)
        frames.advance(by: 0.1)
        #expect(!frames.frameRequested, "nothing left to animate in the window")
    }
}

@MainActor
@Suite struct CACurrentMediaTimeTests {
    @Test func itIsTheSystemInputClocksTime() {
        let before: CFTimeInterval = CACurrentMediaTime()
        let clock = SystemInputClock.shared.now
        let after = CACurrentMediaTime()
        #expect(before <= clock && clock <= after)
    }
}
