import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UIScrollView content touches")
@MainActor
struct UIScrollViewContentTouchTests {
    func makeScene() -> (GestureHarness, UIScrollView, UIButton, () -> Int) {
        let harness = GestureHarness()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        harness.window.addSubview(scrollView)
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 60))
        scrollView.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        return (harness, scrollView, button, { taps })
    }

    @Test func aTapOnAButtonInsideTapsIt() {
        let (harness, scrollView, _, taps) = makeScene()
        var script = harness.script()
        script.tap(at: CGPoint(x: 200, y: 130))
        harness.send(script)
        #expect(taps() == 1)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aHeldTouchReachesTheButtonAfterTheDelay() {
        let (harness, _, button, taps) = makeScene()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 130))
        harness.send(script)
        #expect(!button.isHighlighted)
        harness.advance(by: 0.2)
        #expect(button.isHighlighted)
        script = harness.script()
        script.up(1)
        harness.send(script)
        #expect(taps() == 1)
    }

    @Test func aDragStartingOnTheButtonScrollsAndDoesNotTapIt() {
        let (harness, scrollView, button, taps) = makeScene()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 130))
        script.move(1, to: CGPoint(x: 200, y: 30), duration: 0.1, steps: 8)
        script.wait(0.2)
        script.up(1)
        harness.send(script)
        #expect(taps() == 0)
        #expect(!button.isHighlighted)
        #expect(scrollView.contentOffset.y > 80)
    }

    @Test func aButtonHeldPastTheDelayKeepsItsTouchUnlessTheSubclassSaysOtherwise() {
        let (harness, scrollView, _, _) = makeScene()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 130))
        script.wait(0.3)
        script.move(1, to: CGPoint(x: 200, y: 30), duration: 0.1, steps: 8)
        harness.send(script)
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        #expect(!scrollView.touchesShouldCancel(in: UIButton()))
    }

    @Test func withoutDelayTheButtonHighlightsAtOnce() {
        let (harness, scrollView, button, _) = makeScene()
        scrollView.delaysContentTouches = false
        var script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 130))
        harness.send(script)
        #expect(button.isHighlighted)
    }
}
