import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UIScrollView zooming")
@MainActor
struct UIScrollViewZoomingTests {
    /// A 300×400 scroll view zooming a 600×800 image view between 0.5 and 3.
    func makeScene() -> (GestureHarness, HeadlessFrameClock, UIScrollView, UIView, ScrollTranscriptDelegate) {
        let harness = GestureHarness()
        let frames = HeadlessFrameClock(window: harness.window)
        let scrollView = UIScrollView(frame: CGRect(x: 50, y: 0, width: 300, height: 400))
        let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
        scrollView.addSubview(photo)
        scrollView.contentSize = photo.bounds.size
        let delegate = ScrollTranscriptDelegate()
        delegate.zoomView = photo
        scrollView.delegate = delegate
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        harness.window.addSubview(scrollView)
        return (harness, frames, scrollView, photo, delegate)
    }

    @Test func thePinchExistsOnceZoomingIsPossible() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 2
        let pinch = try! #require(scrollView.pinchGestureRecognizer)
        #expect(pinch.isEnabled)
        scrollView.maximumZoomScale = 1
        #expect(!pinch.isEnabled)
        scrollView.maximumZoomScale = -3
        #expect(scrollView.maximumZoomScale == 1)
    }

    @Test func theZoomScaleIsClampedAndScalesTheContent() {
        let (harness, _, scrollView, photo, delegate) = makeScene()
        defer { withExtendedLifetime(harness) {} }
        scrollView.zoomScale = 2
        #expect(photo.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 1200, height: 1600))
        #expect(scrollView.contentSize == CGSize(width: 1200, height: 1600))
        #expect(delegate.entries.contains("didZoom"))
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 3)
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 0.5)
        #expect(scrollView.contentSize == CGSize(width: 300, height: 400))
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func zoomingToARectCentresIt() {
        let (harness, _, scrollView, _, delegate) = makeScene()
        defer { withExtendedLifetime((harness, delegate)) {} }
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 150, height: 200), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 200))
        // Far beyond the limit: as far as the limit allows.
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func anAnimatedZoomRunsOnFramesAndTellsTheDelegate() {
        let (harness, frames, scrollView, _, delegate) = makeScene()
        defer { withExtendedLifetime(harness) {} }
        scrollView.setZoomScale(2, animated: true)
        #expect(scrollView.zoomScale == 1)
        frames.advance(by: 0.15)
        #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 2)
        #expect(frames.runUntilIdle())
        #expect(scrollView.zoomScale == 2)
        #expect(delegate.entries.last == "didEndZooming")
    }

    @Test func aPinchZoomsAboutItsFingersAndBouncesBackInsideTheLimits() {
        let (harness, frames, scrollView, _, delegate) = makeScene()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 180, y: 200))
        script.down(2, at: CGPoint(x: 220, y: 200))
        script.moveTogether([1: CGPoint(x: 100, y: 200), 2: CGPoint(x: 300, y: 200)], duration: 0.3, steps: 10)
        harness.send(script)
        // Fingers 200 apart from 40: about five times, stretched past the maximum of 3.
        #expect(scrollView.isZooming)
        #expect(scrollView.zoomScale > 3 && scrollView.zoomScale < 6)
        script = harness.script()
        script.up(1)
        script.up(2)
        harness.send(script)
        #expect(frames.runUntilIdle())
        #expect(scrollView.zoomScale == 3)
        #expect(!scrollView.isZooming && !scrollView.isZoomBouncing)
        let zooming = delegate.entries.filter { $0.contains("Zoom") }
        #expect(zooming.first == "willBeginZooming")
        #expect(zooming.last == "didEndZooming")
        // The content under the fingers' centre (the photo's 150, 200) stays near it.
        let centre = CGPoint(x: 150 * 3 - scrollView.contentOffset.x, y: 200 * 3 - scrollView.contentOffset.y)
        #expect(abs(centre.x - 150) < 30 && abs(centre.y - 200) < 30)
    }

    @Test func theDoubleTapToZoomPatternWorks() {
        let (harness, frames, scrollView, _, delegate) = makeScene()
        defer { withExtendedLifetime(delegate) {} }
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addAction { [unowned scrollView] tap in
            if scrollView.zoomScale > scrollView.minimumZoomScale + 0.5 {
                scrollView.setZoomScale(1, animated: true)
            } else {
                let point = tap.location(in: scrollView.subviews.first)
                scrollView.zoom(to: CGRect(x: point.x - 50, y: point.y - 50, width: 100, height: 100), animated: true)
            }
        }
        scrollView.addGestureRecognizer(doubleTap)
        var script = harness.script()
        script.tap(at: CGPoint(x: 150, y: 150))
        script.wait(0.1)
        script.tap(at: CGPoint(x: 150, y: 150))
        harness.send(script)
        #expect(frames.runUntilIdle())
        #expect(scrollView.zoomScale == 3)
    }
}
