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
