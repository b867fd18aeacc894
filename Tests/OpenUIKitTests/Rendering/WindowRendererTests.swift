import Foundation
@testable import OpenUIKit
import Testing

/// Each window's `WindowRenderer` keeps its own pending work, damage and back buffer: what
/// happens in one window never makes another render.
@MainActor
@Suite struct WindowRendererTests {
    final class CountingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.blue.setFill()
            UIRectFill(rect)
        }
    }

    func window() -> (UIWindow, CountingView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let view = CountingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        window.renderIfNeeded()
        return (window, view)
    }

    @Test func twoWindowsKeepTheirPendingWorkApart() {
        let (first, firstView) = window()
        let (second, secondView) = window()
        #expect(!first.needsUpdate && !second.needsUpdate)
        #expect(first.backBuffer !== second.backBuffer && first.backBuffer != nil)

        firstView.setNeedsDisplay()
        firstView.center.x += 5
        #expect(first.needsUpdate && !second.needsUpdate)
        #expect(second.renderIfNeeded() == nil, "nothing changed in the second window")
        #expect(secondView.draws == 1)

        let stats = first.renderIfNeeded()
        #expect(stats?.drawCalls == 1 && firstView.draws == 2)
        #expect(first.lastRenderStatistics.damageInWindowPixels.isEmpty == false)
        #expect(first.framesRendered == 2 && second.framesRendered == 1)
    }

    @Test func aWholeRedisplayRecompositesOnlyThatWindow() {
        let (first, _) = window()
        let (second, _) = window()
        first.setNeedsFullRedisplay()
        #expect(first.needsUpdate && !second.needsUpdate)
        #expect(first.renderIfNeeded()?.compositedPixels == 60 * 40)
    }
}
