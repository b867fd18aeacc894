import Foundation

/// How to create a scene: its delegate class and the storyboard it shows.
///
/// `Info.plist`'s `UIApplicationSceneManifest` declares one per role
/// (`UISceneDelegateClassName`, `UISceneStoryboardFile`, `UISceneConfigurationName`); an app
/// delegate may make its own in `application(_:configurationForConnecting:options:)`.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (`UISceneConfigurationName`), as the app refers to it.
    public let name: String?

    /// The role of the sessions it configures.
    public let role: UISceneSession.Role

    /// The class of the scene to make; nil makes a `UIWindowScene`.
    open var sceneClass: AnyClass?

    /// The class of the scene's delegate (a `UIResponder` conforming to `UISceneDelegate`);
    /// nil for none.
    open var delegateClass: AnyClass?

    /// The name of the storyboard whose initial controller the scene's window shows
    /// (`UISceneStoryboardFile`); nil for none.
    ///
    /// UIKit's `storyboard` property holds a `UIStoryboard`; the launch loads this name
    /// through `ApplicationLauncher.loadMainInterface(named:bundle:)`.
    var storyboardName: String?

    /// A configuration named `name` for sessions of `sessionRole`, with no delegate and no
    /// storyboard yet.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
