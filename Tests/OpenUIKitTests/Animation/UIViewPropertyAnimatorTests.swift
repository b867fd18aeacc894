import Foundation
import OpenUIKit
import Testing

/// `UIViewPropertyAnimator` on a manual frame clock: start, pause, scrub, reverse, stop and
/// finish, with UIKit's states and completion positions.
@MainActor
@Suite struct UIViewPropertyAnimatorTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let frames: HeadlessFrameClock

    init() {
        window.addSubview(view)
        frames = HeadlessFrameClock(window: window)
        window.renderIfNeeded()
    }

    var shownX: CGFloat { view.layer.presentation()!.position.x }

    func linearMove() -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center = CGPoint(x: 110, y: 10) }
    }

    @Test func runsToItsEndAndReportsTheEnd() {
        let animator = linearMove()
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.center.x == 10, "the blocks run when it starts")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        frames.advance(by: 0.5)
        #expect(abs(shownX - 60) < 1e-6)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-6)
        frames.advance(by: 0.6)
        #expect(ended == [.end])
        #expect(animator.state == .inactive)
        #expect(view.center.x == 110 && shownX == 110)
    }

    @Test func pausedScrubbingMovesTheViewLinearly() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.view.center = CGPoint(x: 110, y: 10) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        window.renderIfNeeded()
        #expect(abs(shownX - 35) < 1e-6, "scrubbing is linear while paused")
        frames.advance(by: 1)
        #expect(abs(shownX - 35) < 1e-6, "paused: time does not move it")
        #expect(animator.state == .active && !animator.isRunning)
    }

    @Test func reversedItEndsAtTheStartAndPutsTheValuesBack() {
        let animator = linearMove()
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        frames.advance(by: 0.5)
        animator.isReversed = true
        frames.advance(by: 0.25)
        #expect(abs(shownX - 35) < 1e-6, "turned round without a jump")
        frames.advance(by: 0.3)
        #expect(ended == .start)
        #expect(view.center.x == 10, "the model is back at the start")
    }

    @Test func stopWithoutFinishingKeepsWhatIsShown() {
        let animator = linearMove()
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        frames.advance(by: 0.4)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(view.center.x - 50) < 1e-6)
        #expect(view.layer.animationKeys() == nil)
        #expect(!called)
    }

    @Test func stopThenFinishAtEachPosition() {
        for (position, expected) in [(UIViewAnimatingPosition.current, 50.0), (.start, 10.0), (.end, 110.0)] {
            view.center = CGPoint(x: 10, y: 10)
            let animator = linearMove()
            var ended: UIViewAnimatingPosition?
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            frames.advance(by: 0.4)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            animator.finishAnimation(at: position)
            #expect(ended == position)
            #expect(animator.state == .inactive)
            #expect(abs(view.center.x - CGFloat(expected)) < 1e-6, "\(position)")
        }
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        let animator = linearMove()
        animator.pausesOnCompletion = true
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        frames.advance(by: 1.5)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(!called)
        animator.isReversed = true
        animator.pausesOnCompletion = false
        animator.startAnimation()
        frames.advance(by: 1.1)
        #expect(called)
        #expect(view.center.x == 10)
    }

    @Test func runningPropertyAnimatorStartsAtOnce() {
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0, options: .curveLinear,
                                                                      animations: { self.view.alpha = 0 },
                                                                      completion: { ended = $0 })
        #expect(animator.isRunning)
        frames.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        frames.advance(by: 0.3)
        #expect(ended == .end)
    }

    @Test func aSpringAnimatorOvershoots() {
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { self.view.center = CGPoint(x: 110, y: 10) }
        animator.startAnimation()
        var largest = -CGFloat.infinity
        for _ in 0..<60 {
            frames.advance(by: 1.0 / 60)
            largest = max(largest, shownX)
        }
        #expect(largest > 110)
        #expect(CGVector(dx: 2, dy: -1).dy == -1, "integer literals make a vector, as on iOS")
    }
}
