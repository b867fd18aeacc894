import Foundation

/// The device a document was designed on: `<device id="retina4_7" orientation="portrait">`,
/// a design-time element that fixes the size of Interface Builder's canvas (every
/// `<rect key="frame">` of the file was computed for it).
///
/// Only a storyboard's canvas reads it (`openuikit-port preview`); running apps size their
/// views from the window.
struct IBDevice: Sendable, Hashable {
    /// The screen sizes of the devices Xcode 8 to 15 write, in points, portrait: Apple's
    /// published screen sizes for the device each id stands for.
    static let portraitSizes: [String: CGSize] = [
        "retina3_5": CGSize(width: 320, height: 480),
        "retina4_0": CGSize(width: 320, height: 568),
        "retina4_7": CGSize(width: 375, height: 667),
        "retina5_5": CGSize(width: 414, height: 736),
        "retina5_4": CGSize(width: 375, height: 812),
        "retina5_9": CGSize(width: 375, height: 812),
        "retina6_0": CGSize(width: 390, height: 844),
        "retina6_1": CGSize(width: 414, height: 896),
        "retina6_5": CGSize(width: 414, height: 896),
        "retina6_7": CGSize(width: 428, height: 926),
        "retina6_12": CGSize(width: 390, height: 844),
        "retina6_72": CGSize(width: 428, height: 926),
        "ipad9_7": CGSize(width: 768, height: 1024),
        "ipad10_2": CGSize(width: 810, height: 1080),
        "ipad10_5": CGSize(width: 834, height: 1112),
        "ipad10_9": CGSize(width: 820, height: 1180),
        "ipad11": CGSize(width: 834, height: 1194),
        "ipad12_9": CGSize(width: 1024, height: 1366),
        "ipad12_9rounded": CGSize(width: 1024, height: 1366),
    ]
    /// The canvas of a document without `<device>` (or with one not in the table): an iPhone
    /// 8's screen, which Xcode 8 to 10 chose for new documents.
    static let defaultSize = CGSize(width: 375, height: 667)

    /// The height of the status bar of the devices whose bar is not 20 points, portrait, in
    /// points: 44 beside a notch, 47 to 50 on later iPhones, 24 on iPads without a Home button
    /// (Apple's published safe-area tops for each device).
    static let portraitStatusBarHeights: [String: CGFloat] = [
        "retina5_4": 50, "retina5_9": 44, "retina6_0": 47, "retina6_1": 48, "retina6_5": 44,
        "retina6_7": 47, "retina6_12": 47, "retina6_72": 47,
        "ipad10_9": 24, "ipad11": 24, "ipad12_9rounded": 24,
    ]
    /// The status bar of a device with a Home button, and of a document without `<device>`.
    static let defaultStatusBarHeight: CGFloat = 20

    /// `id=`, e.g. `retina4_7`.
    var id: String
    /// `orientation="landscape"`; portrait when absent.
    var isLandscape: Bool

    /// The document's `<device>`, nil when it has none.
    init?(document root: IBElement) {
        guard let element = root.child("device"), let id = element["id"] else { return nil }
        self.id = id
        isLandscape = element["orientation"] == "landscape"
    }

    /// Whether the table knows this device's size.
    var isKnown: Bool { IBDevice.portraitSizes[id] != nil }

    /// Whether the device is an iPad, whose status bar stays in landscape.
    var isPad: Bool { id.hasPrefix("ipad") }

    /// The status bar's height in points in the document's orientation: 0 for an iPhone in
    /// landscape, where iOS hides it.
    var statusBarHeight: CGFloat {
        if isLandscape && !isPad { return 0 }
        return IBDevice.portraitStatusBarHeights[id] ?? IBDevice.defaultStatusBarHeight
    }

    /// The canvas size in points, in the document's orientation.
    var size: CGSize {
        let portrait = IBDevice.portraitSizes[id] ?? IBDevice.defaultSize
        return isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
    }
}
