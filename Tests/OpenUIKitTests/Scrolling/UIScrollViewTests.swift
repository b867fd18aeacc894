import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UIScrollView")
@MainActor
struct UIScrollViewTests {
    /// A 300×400 scroll view of 300×2000 content in a 400×400 window with a 60 Hz clock.
    func makeScene() -> (GestureHarness, HeadlessFrameClock, LayoutCountingScrollView, ScrollTranscriptDelegate) {
        let harness = GestureHarness()
        let frames = HeadlessFrameClock(window: harness.window)
        let scrollView = LayoutCountingScrollView(frame: CGRect(x: 50, y: 0, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        harness.window.addSubview(scrollView)
        let delegate = ScrollTranscriptDelegate()
        scrollView.delegate = delegate
        harness.window.layoutIfNeeded()
        return (harness, frames, scrollView, delegate)
    }

    @Test func theContentOffsetIsTheBoundsOriginAndReportsEachScroll() {
        let (harness, _, scrollView, delegate) = makeScene()
        let before = scrollView.layoutCount
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(delegate.transcript == "didScroll")
        // UIKit lays a scroll view out as it scrolls: tables place their rows there.
        harness.window.layoutIfNeeded()
        #expect(scrollView.layoutCount == before + 1)
        scrollView.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 30))
        #expect(delegate.entries == ["didScroll", "didScroll"])
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 30))
    }

    @Test func theDelegateIsWeak() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let delegate = ScrollTranscriptDelegate()
            scrollView.delegate = delegate
            #expect(scrollView.delegate != nil)
        }
        #expect(scrollView.delegate == nil)
    }

    @Test func limitsComeFromTheContentSizeAndTheInsets() {
        let (harness, _, scrollView, _) = makeScene()
        defer { withExtendedLifetime(harness) {} }
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 1600))
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scrollView.minimumContentOffset == CGPoint(x: 0, y: -20))
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 1630))
        // A scroll view resting at its top stays at its (new) top.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
    }

    @Test func adjustedInsetsAddTheSafeAreaAsTheBehaviourSays() {
        let harness = GestureHarness()
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 20, right: 10)
        harness.window.rootViewController = controller
        harness.window.layoutIfNeeded()
        let scrollView = UIScrollView(frame: controller.view.bounds)
        let delegate = ScrollTranscriptDelegate()
        scrollView.delegate = delegate
        scrollView.contentSize = CGSize(width: 100, height: 2000)
        controller.view.addSubview(scrollView)
        scrollView.safeAreaInsetsDidChange()
        // Scrollable vertically only: the top and bottom are added, the sides are not.
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -44))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 10, bottom: 20, right: 10))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        // Joining the controller's view, .always, .never, and the new inset.
        #expect(delegate.entries.filter { $0 == "didChangeAdjustedContentInset" }.count == 4)
    }

    @Test func anAnimatedOffsetScrollsOnTheFrameClockAndEnds() {
        let (harness, frames, scrollView, delegate) = makeScene()
        defer { withExtendedLifetime(harness) {} }
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero)
        frames.advance(by: 0.15)
        let midway = scrollView.contentOffset.y
        #expect(midway > 0 && midway < 300)
        #expect(frames.runUntilIdle())
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(delegate.transcript == "didScroll, didEndScrollingAnimation")
        #expect(delegate.offsets.count >= 15)
        // At rest nothing ticks.
        let ran = frames.framesRun
        frames.advance(by: 1)
        #expect(frames.framesRun <= ran + 1)
    }

    /// A one-finger vertical drag by `dy` over `duration`, then a lift.
    func drag(_ harness: GestureHarness, from start: CGPoint = CGPoint(x: 200, y: 300), by dy: CGFloat,
              duration: TimeInterval, hold: TimeInterval = 0) {
        var script = harness.script()
        script.down(1, at: start)
        script.move(1, to: CGPoint(x: start.x, y: start.y + dy), duration: duration, steps: 12)
        if hold > 0 { script.wait(hold) }
        script.up(1)
        harness.send(script)
    }

    @Test func aFlingCallsTheDelegateInUIKitsOrderAndSettles() {
        let (harness, frames, scrollView, delegate) = makeScene()
        drag(harness, by: -200, duration: 0.1)
        #expect(delegate.transcript == "willBeginDragging, didScroll, willEndDragging, didEndDragging(true), willBeginDecelerating")
        #expect(scrollView.isDecelerating)
        // Velocity in points per millisecond, positive as the content moves down the page.
        let velocity = try! #require(delegate.releaseVelocity)
        #expect(velocity.x == 0)
        #expect(velocity.y > 1 && velocity.y < 3)
        let released = scrollView.contentOffset.y
        let target = try! #require(delegate.proposedTarget)
        #expect(abs(target.y - (released + velocity.y * 1000 * CGFloat(ScrollPhysics.decelerationDistance(velocity: 1, rate: 0.998)))) < 1)
        #expect(frames.runUntilIdle())
        #expect(abs(scrollView.contentOffset.y - target.y) < 0.2)
        #expect(delegate.transcript.hasSuffix("willBeginDecelerating, didScroll, didEndDecelerating"))
        #expect(!scrollView.isDecelerating && !scrollView.isDragging)
    }

    @Test func aChangedTargetIsHonoured() {
        let (harness, frames, scrollView, delegate) = makeScene()
        delegate.replacementTarget = CGPoint(x: 0, y: 777)
        drag(harness, by: -200, duration: 0.1)
        #expect(frames.runUntilIdle())
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 777))
    }

    @Test func aSlowDragEndsWithoutDecelerating() {
        let (harness, _, scrollView, delegate) = makeScene()
        drag(harness, by: -100, duration: 0.5, hold: 0.3)
        #expect(delegate.transcript == "willBeginDragging, didScroll, willEndDragging, didEndDragging(false)")
        // The content followed the finger from where the pan began (after its 10 points),
        // not by the distance the pan needed to begin.
        #expect(scrollView.contentOffset.y > 80 && scrollView.contentOffset.y < 100)
    }

    @Test func aPullPastTheTopRubberBandsAndSpringsBack() {
        let (harness, frames, scrollView, delegate) = makeScene()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 100))
        script.move(1, to: CGPoint(x: 200, y: 210), duration: 0.3, steps: 10)
        harness.send(script)
        // The finger's 99 points past the top after the pan began (steps of 11 points, the
        // first one beginning it) show as Apple's rubber band of a 400-point view, rounded to
        // the window's whole pixels as UIKit rounds `contentOffset`.
        let expected = -CGFloat(ScrollPhysics.rubberBand(99, dimension: 400)).rounded()
        #expect(abs(scrollView.contentOffset.y - expected) < 0.01)
        script = harness.script()
        script.wait(0.2)
        script.up(1)
        harness.send(script)
        #expect(delegate.transcript.hasSuffix("didEndDragging(true), willBeginDecelerating"))
        #expect(frames.runUntilIdle())
        #expect(scrollView.contentOffset == .zero)
        #expect(delegate.transcript.hasSuffix("didEndDecelerating"))
    }

    @Test func withoutBouncingADragStopsAtTheEdge() {
        let (harness, _, scrollView, _) = makeScene()
        scrollView.bounces = false
        drag(harness, by: 150, duration: 0.3, hold: 0.2)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func contentThatFitsDoesNotScrollUnlessItAlwaysBounces() {
        let (harness, _, scrollView, delegate) = makeScene()
        scrollView.contentSize = CGSize(width: 300, height: 300)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 100))
        script.move(1, to: CGPoint(x: 200, y: 200), duration: 0.3, steps: 10)
        harness.send(script)
        #expect(scrollView.contentOffset == .zero)
        #expect(delegate.transcript == "willBeginDragging")
        script = harness.script()
        script.up(1)
        harness.send(script)
        scrollView.alwaysBounceVertical = true
        script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 100))
        script.move(1, to: CGPoint(x: 200, y: 200), duration: 0.3, steps: 10)
        harness.send(script)
        #expect(scrollView.contentOffset.y < -40)
    }

    @Test func directionalLockKeepsAMostlyVerticalDragVertical() {
        let (harness, _, scrollView, _) = makeScene()
        scrollView.contentSize = CGSize(width: 1000, height: 2000)
        scrollView.isDirectionalLockEnabled = true
        var script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 300))
        script.move(1, to: CGPoint(x: 190, y: 200), duration: 0.3, steps: 10)
        harness.send(script)
        #expect(scrollView.contentOffset.x == 0)
        #expect(scrollView.contentOffset.y > 50)
    }

    @Test func pagingComesToRestOnAPage() {
        let (harness, frames, scrollView, _) = makeScene()
        scrollView.isPagingEnabled = true
        drag(harness, by: -250, duration: 0.5, hold: 0.2)
        #expect(frames.runUntilIdle())
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400))
        drag(harness, by: -60, duration: 0.05)
        #expect(frames.runUntilIdle())
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 800))
    }

    @Test func aTouchStopsADeceleration() {
        let (harness, frames, scrollView, delegate) = makeScene()
        drag(harness, by: -200, duration: 0.1)
        frames.advance(by: 0.1)
        let moving = scrollView.contentOffset
        var script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 200))
        harness.send(script)
        #expect(!scrollView.isDecelerating)
        #expect(delegate.entries.last == "didEndDecelerating")
        frames.advance(by: 0.5)
        #expect(scrollView.contentOffset == moving)
    }

    @Test func disablingScrollingDisablesThePan() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scrollView.isScrollEnabled = false
        #expect(!scrollView.panGestureRecognizer.isEnabled)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfter() {
        let (harness, frames, scrollView, _) = makeScene()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 300))
        script.move(1, to: CGPoint(x: 200, y: 100), duration: 0.3, steps: 10)
        harness.send(script)
        harness.window.layoutIfNeeded()
        #expect(scrollView.verticalIndicator.alpha == 1)
        #expect(scrollView.horizontalIndicator.alpha == 0)
        // 400 of 2000 points in view: a fifth of the track, near the right edge.
        let bar = scrollView.verticalIndicator.frame
        #expect(bar.width == 3 && bar.maxX == scrollView.bounds.maxX - 3)
        #expect(abs(bar.height - (400 - 6) / 5) < 0.5)
        script = harness.script()
        script.wait(0.2)
        script.up(1)
        harness.send(script)
        frames.advance(by: 1.5)
        #expect(scrollView.verticalIndicator.alpha == 0)
    }
}
