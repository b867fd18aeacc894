import Foundation
import OpenUIKit
import Testing

/// `drawHierarchy(in:afterScreenUpdates:)` and `snapshotView(afterScreenUpdates:)`.
@MainActor
@Suite struct UIViewSnapshotTests {
    /// A 20×10 red view with a 10×10 blue subview on its right half, in a window.
    private static func scene() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        window.backgroundColor = .white
        window.screenScale = 1
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
        view.backgroundColor = .red
        let subview = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        subview.backgroundColor = .blue
        view.addSubview(subview)
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        return (window, view)
    }

    @Test func drawHierarchyScalesTheSubtreeIntoTheRect() {
        let (_, view) = Self.scene()
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(image.cairoSurface.pixel(x: 5, y: 10) == (255, 0, 0, 255))
        #expect(image.cairoSurface.pixel(x: 35, y: 10) == (0, 0, 255, 255))
        #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false) == false)
    }

    @Test func afterScreenUpdatesShowsRecentChanges() {
        let (_, view) = Self.scene()
        view.subviews[0].backgroundColor = .green
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in
            view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: true)
        }
        #expect(image.cairoSurface.pixel(x: 15, y: 5) == (0, 255, 0, 255))
    }

    @Test func snapshotViewIsANewViewAtTheFrameShowingThePicture() throws {
        let (window, view) = Self.scene()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot !== view && snapshot.superview == nil && snapshot.subviews.isEmpty)
        #expect(snapshot.frame == view.frame)
        view.removeFromSuperview()
        window.addSubview(snapshot)
        window.renderIfNeeded()
        let backBuffer = try #require(window.backBuffer)
        #expect(backBuffer.pixel(x: 8, y: 8) == (255, 0, 0, 255))
        #expect(backBuffer.pixel(x: 20, y: 8) == (0, 0, 255, 255))
        #expect(UIView(frame: .zero).snapshotView(afterScreenUpdates: true) == nil)
    }
}
