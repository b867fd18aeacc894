import Foundation

extension UIApplication {
    /// Whether the app's `Info.plist` sets `UIApplicationSupportsIndirectInputEvents`: its
    /// windows' mouse and touchpad touches are then `.indirectPointer` rather than `.direct`.
    var supportsIndirectInputEvents: Bool {
        launchContext?.infoPlist.supportsIndirectInputEvents ?? false
    }
}
