/// Apple frameworks UIKit apps import beside UIKit that neither Swift on Linux nor OpenUIKit
/// provides (the ones OpenUIKit's package has are in `ProvidedFrameworks`). The porter keeps their imports (the build then names every use) and lists each
/// one as a place for a hand edit, so a person sees the gap before building.
enum MissingFrameworks {
    static let names: Set<String> = [
        "Accounts", "AdSupport", "ARKit", "AssetsLibrary", "AudioToolbox", "AuthenticationServices", "AVFoundation",
        "AVKit", "CloudKit", "Combine", "Contacts", "ContactsUI", "CoreAudio", "CoreBluetooth", "CoreData",
        "CoreHaptics", "CoreImage", "CoreLocation", "CoreML", "CoreMotion", "CoreSpotlight", "CoreText", "Darwin",
        "EventKit", "EventKitUI", "GameController", "GameKit", "GLKit", "HealthKit", "iAd",
        "ImageIO", "Intents", "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI", "Metal", "MetalKit",
        "MobileCoreServices", "NaturalLanguage", "NotificationCenter", "ObjectiveC", "OpenGLES", "PassKit",
        "Photos", "PhotosUI", "QuickLook", "SafariServices", "SceneKit", "Social", "SpriteKit", "StoreKit",
        "SwiftUI", "UserNotifications", "Vision", "WatchConnectivity", "WebKit",
    ]

    /// The hand-edit message for an import of `module`.
    static func message(for module: String) -> String {
        if module == "Darwin" {
            return "import Darwin: Linux has Glibc instead (Foundation re-exports most of it); fix by hand"
        }
        return "import \(module): OpenUIKit has no \(module) on Linux; replace what this file uses from it; fix by hand"
    }
}
