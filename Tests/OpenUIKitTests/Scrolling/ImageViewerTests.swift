import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("Image viewer")
@MainActor
struct ImageViewerTests {
    /// A 1200×900 test photo: a sky, a sun and checkered ground, so scale and position show.
    static func photo() -> UIImage {
        let size = CGSize(width: 1200, height: 900)
        return UIGraphicsImageRenderer(size: size).image { _ in
            UIColor(red: 0.45, green: 0.7, blue: 0.95, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(origin: .zero, size: size)).fill()
            UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 850, y: 100, width: 200, height: 200)).fill()
            for row in 0..<6 {
                for column in 0..<16 {
                    let light = (row + column) % 2 == 0
                    UIColor(red: light ? 0.3 : 0.2, green: light ? 0.65 : 0.5, blue: 0.25, alpha: 1).setFill()
                    UIBezierPath(rect: CGRect(x: column * 75, y: 450 + row * 75, width: 75, height: 75)).fill()
                }
            }
        }
    }

    func makeViewer() -> (GestureHarness, HeadlessFrameClock, ImageViewerController) {
        let harness = GestureHarness(size: CGSize(width: 400, height: 300))
        let frames = HeadlessFrameClock(window: harness.window)
        let viewer = ImageViewerController(image: Self.photo())
        harness.window.rootViewController = viewer
        harness.window.layoutIfNeeded()
        return (harness, frames, viewer)
    }

    @Test func thePhotoOpensFittedAndCentred() {
        let (_, _, viewer) = makeViewer()
        // 1200×900 in 400×300: a third.
        #expect(abs(viewer.scrollView.minimumZoomScale - 1.0 / 3) < 1e-9)
        #expect(abs(viewer.scrollView.zoomScale - 1.0 / 3) < 1e-9)
        #expect(abs(viewer.imageView.frame.width - 400) < 0.01)
        #expect(viewer.scrollView.contentOffset == .zero)
    }

    @Test func aDoubleTapZoomsInWhereTappedAndADragScrollsTheZoomedPhoto() {
        let (harness, frames, viewer) = makeViewer()
        var script = harness.script()
        script.tap(at: CGPoint(x: 300, y: 70))
        script.wait(0.1)
        script.tap(at: CGPoint(x: 300, y: 70))
        harness.send(script)
        #expect(frames.runUntilIdle())
        #expect(viewer.scrollView.zoomScale == 3)
        // The sun (around 950, 200 in the photo) is what fills the view.
        let middle = CGPoint(x: (viewer.scrollView.contentOffset.x + 200) / 3, y: (viewer.scrollView.contentOffset.y + 150) / 3)
        #expect(abs(middle.x - 900) < 60 && abs(middle.y - 210) < 60)
        let before = viewer.scrollView.contentOffset
        script = harness.script()
        script.down(1, at: CGPoint(x: 200, y: 200))
        script.move(1, to: CGPoint(x: 300, y: 250), duration: 0.4, steps: 10)
        script.wait(0.2)
        script.up(1)
        harness.send(script)
        #expect(frames.runUntilIdle())
        #expect(viewer.scrollView.contentOffset.x < before.x)
        // A second double tap zooms back out to fit.
        script = harness.script()
        script.tap(at: CGPoint(x: 200, y: 150))
        script.wait(0.1)
        script.tap(at: CGPoint(x: 200, y: 150))
        harness.send(script)
        #expect(frames.runUntilIdle())
        #expect(abs(viewer.scrollView.zoomScale - 1.0 / 3) < 1e-9)
    }

    @Test func theZoomedPhotoWithItsIndicators() {
        let (harness, frames, viewer) = makeViewer()
        viewer.scrollView.setZoomScale(1, animated: false)
        viewer.scrollView.contentOffset = CGPoint(x: 500, y: 200)
        viewer.scrollView.indicatorStyle = .default
        viewer.scrollView.flashScrollIndicators()
        frames.advance(by: 0.05)
        harness.window.renderIfNeeded()
        #expect(viewer.scrollView.verticalIndicator.alpha == 1)
        // Rendering is exact on one machine; 2 allows for pixman's rounding elsewhere.
        ReferenceImage.assertMatches(harness.window.backBuffer!, named: "scroll-view-indicators", tolerance: 2)
    }
}
