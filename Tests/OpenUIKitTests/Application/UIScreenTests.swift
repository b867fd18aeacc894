import Foundation
import Testing
@testable import OpenUIKit

/// `UIScreen.main` follows the key window (its size is the screen's bounds, its scale the
/// screen's), and `UIDevice.current` answers as an iPad.
@MainActor
@Suite("UIScreen and UIDevice", .serialized)
struct UIScreenTests {
    @Test func theScreenIsTheKeyWindowsSizeAndScale() {
        let application = UIApplication.shared
        let previous = application.keyWindow
        defer { application.keyWindow = previous }

        application.keyWindow = nil
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(UIScreen.main.scale == 1)

        let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 500, height: 700))
        window.screenScale = 2
        application.keyWindow = window
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 500, height: 700), "the origin is the screen's own")
        #expect(UIScreen.main.scale == 2 && UIScreen.main.nativeScale == 2)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1000, height: 1400))
        #expect(UIScreen.main.traitCollection.displayScale == 2)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .compact)
        #expect(UIScreen.main.maximumFramesPerSecond == 60)
        #expect(UIScreen.screens == [UIScreen.main])
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        #expect(UIScreen.main.bounds.size == CGSize(width: 800, height: 600))
    }

    @Test func theDeviceIsAnIPad() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.userInterfaceIdiom == .pad)
        #expect(device.systemName == "iPadOS")
        #expect(device.model == "iPad" && device.name == "iPad")
        let major = device.systemVersion.split(separator: ".").first.flatMap { Int($0) }
        #expect((major ?? 0) >= 13, "apps compare it with the iOS 13 they need for scenes")
    }
}

/// `UICoordinateSpace`: views and the screen convert into each other, and view-to-view
/// conversions give what `convert(_:to: UIView?)` gives.
@MainActor
@Suite("UICoordinateSpace", .serialized)
struct UICoordinateSpaceTests {
    final class Custom: NSObject, UICoordinateSpace {
        // A space 100 points right of the screen's, converting through the screen.
        var bounds: CGRect { .zero }
        func convert(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
            UIScreen.main.coordinateSpace.convert(CGPoint(x: point.x + 100, y: point.y), to: space)
        }
        func convert(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
            let onScreen = UIScreen.main.coordinateSpace.convert(point, from: space)
            return CGPoint(x: onScreen.x - 100, y: onScreen.y)
        }
        func convert(_ rect: CGRect, to space: any UICoordinateSpace) -> CGRect {
            CGRect(origin: convert(rect.origin, to: space), size: rect.size)
        }
        func convert(_ rect: CGRect, from space: any UICoordinateSpace) -> CGRect {
            CGRect(origin: convert(rect.origin, from: space), size: rect.size)
        }
    }

    @Test func viewsAndTheScreenConvertIntoEachOther() {
        let application = UIApplication.shared
        let previous = application.keyWindow
        defer { application.keyWindow = previous }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        application.keyWindow = window
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)

        let screen = UIScreen.main.coordinateSpace
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(UIScreen.main.fixedCoordinateSpace.bounds == screen.bounds)
        let point = CGPoint(x: 1, y: 2)
        #expect(inner.convert(point, to: screen) == inner.convert(point, to: nil as UIView?))
        #expect(outer.convert(CGPoint(x: 0, y: 0), to: screen) == CGPoint(x: 10, y: 20))
        #expect(outer.convert(CGPoint(x: 10, y: 20), from: screen) == .zero)
        #expect(screen.convert(CGPoint(x: 10, y: 20), to: outer) == .zero)
        #expect(screen.convert(CGPoint(x: 0, y: 0), from: outer) == CGPoint(x: 10, y: 20))
        #expect(outer.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: screen) == CGRect(x: 10, y: 20, width: 5, height: 5))
        // View to view through the protocol is the views' own conversion, transforms included.
        let space: any UICoordinateSpace = outer
        #expect(inner.convert(point, to: space) == inner.convert(point, to: Optional(outer)))
        #expect(inner.convert(point, to: outer) == inner.convert(point, to: Optional(outer)))

        let custom = Custom()
        #expect(outer.convert(CGPoint(x: 0, y: 0), to: custom) == CGPoint(x: -90, y: 20))
        #expect(outer.convert(CGPoint(x: -90, y: 20), from: custom) == .zero)
    }
}
