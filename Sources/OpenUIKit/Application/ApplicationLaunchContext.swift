import Foundation

/// What an app launched through `UIApplicationMain` with a delegate was launched from.
struct ApplicationLaunchContext {
    /// The app's `Info.plist`; an empty one when it has none.
    var infoPlist: InfoPlist
    /// The options on its command line.
    var arguments: LaunchArguments
    /// The module of its delegate class, where plist class names are looked up.
    var moduleName: String?
}
