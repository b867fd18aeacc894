import Foundation
import Testing
@testable import OpenUIKit

/// The window an app gets without a display: its scale comes from the same policy as a real
/// window's, and named images are described at it.
@MainActor
@Suite struct OffscreenWindowTests {
    @Test func theConfiguredScaleIsTheWindowsAndTheImagesScale() {
        let application = UIApplication.shared
        let savedKeyWindow = application.keyWindow, savedScale = AssetCatalog.preferredScale
        defer {
            application.keyWindow = savedKeyWindow
            AssetCatalog.preferredScale = savedScale
        }
        AssetCatalog.preferredScale = 1
        let window = UIApplication.makeOffscreenWindow(UIApplicationConfiguration(title: "Offscreen", size: CGSize(width: 200, height: 100), scale: 3),
                                                       rootViewController: { UIViewController() })
        #expect(window.screenScale == 3)
        #expect(AssetCatalog.preferredScale == 3, "UIImage(named:) describes the variant for the window's scale")
        #expect(application.keyWindow === window)
        #expect(window.traitCollection.displayScale == 3)
        #expect(UIView().traitCollection.displayScale == 3, "a new view is predicted to join the key window")
    }
}
