import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UIRefreshControl")
@MainActor
struct UIRefreshControlTests {
    @Test func aLongPullRefreshesHoldsTheSpinnerAndEndRefreshingGivesTheRoomBack() {
        let harness = GestureHarness()
        let frames = HeadlessFrameClock(window: harness.window)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.contentSize = CGSize(width: 400, height: 1000)
        harness.window.addSubview(scrollView)
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        #expect(refresh.superview === scrollView)

        // A short pull does nothing.
        var script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 20))
        script.move(1, to: CGPoint(x: 200, y: 150), duration: 0.3, steps: 10)
        script.wait(0.2)
        script.up(1)
        harness.send(script)
        #expect(frames.runUntilIdle())
        #expect(refreshes == 0 && !refresh.isRefreshing)
        #expect(scrollView.contentOffset == .zero)

        script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 20))
        script.move(1, to: CGPoint(x: 200, y: 390), duration: 0.5, steps: 20)
        script.wait(0.2)
        script.up(1)
        harness.send(script)
        #expect(refreshes == 1 && refresh.isRefreshing)
        #expect(frames.runUntilIdle())
        // The content rests below the control's 60 points.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -60))
        #expect(scrollView.adjustedContentInset.top == 60)
        harness.window.layoutIfNeeded()
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 400, height: 60))

        refresh.endRefreshing()
        #expect(frames.runUntilIdle())
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(refreshes == 1)
    }

    @Test func beginRefreshingInCodeSendsNoAction() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && refreshes == 0)
        #expect(scrollView.adjustedContentInset.top == 60)
        // Resting at the old top, the content follows to the new one.
        #expect(scrollView.contentOffset.y == -60)
    }
}
