import Foundation

/// The methods UIKit calls on the app's delegate as the app launches, changes state and ends.
///
/// Every method is optional, as in UIKit: the protocol extension gives each a default that
/// does nothing (or returns what UIKit assumes), so a delegate implements only what it needs.
/// `UIApplicationMain` makes the delegate from its class; marking the delegate `@main` does
/// the same through `main()`.
///
/// The order, launching without scenes: `application(_:willFinishLaunchingWithOptions:)`,
/// the main storyboard (if `Info.plist` names one) into a window given to `window`,
/// `application(_:didFinishLaunchingWithOptions:)`, then `applicationDidBecomeActive(_:)`.
/// With a scene manifest the app-level state methods are not called (the scene delegate's
/// are), and `application(_:configurationForConnecting:options:)` chooses each scene's
/// configuration. On a desktop the window losing the focus makes the app inactive, iconifying
/// it sends it to the background, and closing it (or `SIGTERM`/`SIGINT`) terminates it.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's main window. With `UIMainStoryboardFile` in `Info.plist`, the launch sets it
    /// to the window showing the storyboard's initial controller. A delegate that does not
    /// declare it has none (the default ignores what is set).
    var window: UIWindow? { get set }

    /// Launching has begun and the app's state is about to be restored; return false if the
    /// app cannot handle the launch options (an URL it was asked to open).
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// Launching is nearly done: the main storyboard's controller is in `window`, and the app
    /// is about to run. Return false if it cannot handle the launch options.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// The app has become active: its window has the focus and receives events.
    func applicationDidBecomeActive(_ application: UIApplication)

    /// The app is about to become inactive: its window is losing the focus, or is going away.
    func applicationWillResignActive(_ application: UIApplication)

    /// The app is now in the background: its window was iconified (or is closing).
    func applicationDidEnterBackground(_ application: UIApplication)

    /// The app is about to leave the background: its window is shown again.
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The app is about to end: its window was closed, or the process asked to stop.
    func applicationWillTerminate(_ application: UIApplication)

    /// The system is short of memory: release what can be made again later. Called before
    /// `UIApplication.didReceiveMemoryWarningNotification` is posted and before the view
    /// controllers hear `didReceiveMemoryWarning()`.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// The configuration to create a new scene with. The default returns the one `Info.plist`
    /// declares for the session's role (`UIApplicationSceneManifest`).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration

    /// The user discarded scenes; the app may release what it kept for their sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window, unless the delegate declares the property: what is set is not kept.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Accepts any launch.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Accepts any launch.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// The configuration `Info.plist` declares first for the session's role, with its scene
    /// delegate class and storyboard; one with no delegate when there is none.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// The app's entry point when the delegate is marked `@main`, as in UIKit: runs
    /// `UIApplicationMain` with this class as the delegate, which never returns.
    public static func main() {
        ApplicationLauncher.run(arguments: CommandLine.arguments, principalClassName: nil, delegateType: self)
    }
}

/// The launch options' key type under its name before Swift 4.2.
@available(*, deprecated, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
