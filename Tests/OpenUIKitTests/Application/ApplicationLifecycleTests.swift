import Foundation
import Testing
@testable import OpenUIKit

/// Records every delegate call and notification of one application, in order.
@MainActor
final class LifecycleRecorder {
    var events: [String] = []
    /// Removed in `deinit`, which cannot be on the main actor.
    nonisolated(unsafe) private var observers: [NSObjectProtocol] = []

    /// Records `application`'s notifications (and its scenes', once `scenes` is on).
    init(application: UIApplication) {
        let names: [(Notification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "didFinishLaunchingNotification"),
            (UIApplication.didBecomeActiveNotification, "didBecomeActiveNotification"),
            (UIApplication.willResignActiveNotification, "willResignActiveNotification"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackgroundNotification"),
            (UIApplication.willEnterForegroundNotification, "willEnterForegroundNotification"),
            (UIApplication.willTerminateNotification, "willTerminateNotification"),
        ]
        for (name, label) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.events.append(label) }
            })
        }
    }

    /// Records the scene notifications of `scene`.
    func observe(_ scene: UIScene) {
        let names: [(Notification.Name, String)] = [
            (UIScene.willConnectNotification, "scene.willConnectNotification"),
            (UIScene.didActivateNotification, "scene.didActivateNotification"),
            (UIScene.willDeactivateNotification, "scene.willDeactivateNotification"),
            (UIScene.didEnterBackgroundNotification, "scene.didEnterBackgroundNotification"),
            (UIScene.willEnterForegroundNotification, "scene.willEnterForegroundNotification"),
            (UIScene.didDisconnectNotification, "scene.didDisconnectNotification"),
        ]
        for (name, label) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: scene, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.events.append(label) }
            })
        }
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}

/// An app delegate as the Xcode 9–10 template writes it, recording its calls.
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var recorder: LifecycleRecorder?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        recorder?.events.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        recorder?.events.append("didFinishLaunching(state: \(application.applicationState))")
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) { recorder?.events.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { recorder?.events.append("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { recorder?.events.append("applicationWillEnterForeground") }
    func applicationDidBecomeActive(_ application: UIApplication) {
        recorder?.events.append("applicationDidBecomeActive(state: \(application.applicationState))")
    }
    func applicationWillTerminate(_ application: UIApplication) { recorder?.events.append("applicationWillTerminate") }
}

/// A scene delegate as the Xcode 11 template writes it, found by its name in a plist.
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var recorder: LifecycleRecorder?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Self.recorder?.events.append("scene(_:willConnectTo:) window: \(window != nil), scene is window scene: \(scene is UIWindowScene)")
    }
    func sceneDidDisconnect(_ scene: UIScene) { Self.recorder?.events.append("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { Self.recorder?.events.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { Self.recorder?.events.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { Self.recorder?.events.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { Self.recorder?.events.append("sceneDidEnterBackground") }
}

/// The order of the app's life cycle: launch, activation, resigning, the background, the
/// foreground and termination, with and without scenes. Each test runs an application
/// object of its own, so the shared one is untouched.
@MainActor
@Suite(.serialized) struct ApplicationLifecycleTests {
    private func launchedApplication(plist: [String: Any] = [:]) -> (UIApplication, RecordingAppDelegate, LifecycleRecorder) {
        let application = UIApplication()
        let recorder = LifecycleRecorder(application: application)
        let delegate = RecordingAppDelegate()
        delegate.recorder = recorder
        application.delegate = delegate
        let settings = BuildSettings(productName: "Lifecycle", moduleName: "OpenUIKitTests")
        application.launchContext = ApplicationLaunchContext(infoPlist: InfoPlist(values: plist, buildSettings: settings),
                                                             arguments: LaunchArguments(), moduleName: "OpenUIKitTests")
        return (application, delegate, recorder)
    }

    @Test func launchingGoesFromInactiveToActiveInUIKitsOrder() {
        // Apple, "About the app launch sequence": willFinishLaunching, didFinishLaunching,
        // then the app becomes active (applicationDidBecomeActive, then its notification).
        let (application, delegate, recorder) = launchedApplication()
        #expect(application.applicationState == .inactive)
        ApplicationLauncher.finishLaunching(application)
        #expect(recorder.events == [
            "willFinishLaunching", "didFinishLaunching(state: inactive)", "didFinishLaunchingNotification",
            "applicationDidBecomeActive(state: active)", "didBecomeActiveNotification",
        ])
        #expect(application.applicationState == .active)
        #expect(delegate.window == nil, "no storyboard: the delegate makes its own window")
    }

    @Test func resigningBackgroundForegroundAndTerminatingCallTheDelegateThenPost() {
        let (application, delegate, recorder) = launchedApplication()
        // The application does not retain its delegate, as in UIKit.
        defer { withExtendedLifetime(delegate) {} }
        ApplicationLauncher.finishLaunching(application)
        recorder.events.removeAll()
        application.changeState(to: .inactive)
        #expect(recorder.events == ["applicationWillResignActive", "willResignActiveNotification"])
        recorder.events.removeAll()
        // Iconified while active: resign first, then the background.
        application.changeState(to: .active)
        application.changeState(to: .background)
        #expect(recorder.events == [
            "applicationDidBecomeActive(state: active)", "didBecomeActiveNotification",
            "applicationWillResignActive", "willResignActiveNotification",
            "applicationDidEnterBackground", "didEnterBackgroundNotification",
        ])
        #expect(application.applicationState == .background)
        recorder.events.removeAll()
        application.changeState(to: .active)
        #expect(recorder.events == [
            "applicationWillEnterForeground", "willEnterForegroundNotification",
            "applicationDidBecomeActive(state: active)", "didBecomeActiveNotification",
        ])
        recorder.events.removeAll()
        application.prepareForTermination()
        application.prepareForTermination()
        #expect(recorder.events == [
            "applicationWillResignActive", "willResignActiveNotification",
            "applicationDidEnterBackground", "didEnterBackgroundNotification",
            "applicationWillTerminate", "willTerminateNotification",
        ], "once, however often asked")
    }

    /// UIKit: with `UIMainStoryboardFile`, the app makes the window, gives it to the
    /// delegate's `window`, and installs the storyboard's initial controller before
    /// `didFinishLaunching`; the storyboard is found in the app's folder, under `Base.lproj`
    /// as Xcode writes it.
    @Test func aMainStoryboardGivesTheDelegateTheHostsWindowWithItsInitialController() throws {
        let folder = try TemporaryFolder()
        defer {
            AppResources.overrideFolders(nil)
            folder.remove()
        }
        let base = folder.url.appendingPathComponent("Base.lproj", isDirectory: true)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: IBFixtures.directory.appendingPathComponent("LaunchScreen.storyboard"),
                                         to: base.appendingPathComponent("Main.storyboard"))
        try Data("<plist version=\"1.0\"><dict/></plist>".utf8).write(to: folder.url.appendingPathComponent("Info.plist"))
        AppResources.overrideFolders([folder.url])
        let (application, delegate, _) = launchedApplication(plist: ["UIMainStoryboardFile": "Main"])
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        application.windowHost = host
        ApplicationLauncher.finishLaunching(application)
        #expect(delegate.window === host.window)
        let root = try #require(host.window.rootViewController)
        #expect(root.view.subviews.contains { ($0 as? UILabel)?.text == "Concentration" }, "the storyboard's scene, loaded")
    }

    @Test func aMissingMainStoryboardIsReportedAndTheAppGoesOn() {
        let (application, delegate, _) = launchedApplication(plist: ["UIMainStoryboardFile": "NoSuchStoryboard"])
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        application.windowHost = host
        ApplicationLauncher.finishLaunching(application)
        #expect(delegate.window === host.window)
        #expect(host.window.rootViewController == nil)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("storyboard named 'NoSuchStoryboard'") })
    }

    @Test func aSceneManifestConnectsASceneWhoseDelegateIsFoundByName() throws {
        let manifest: [String: Any] = [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate",
            ]]],
        ]
        let (application, delegate, recorder) = launchedApplication(plist: ["UIApplicationSceneManifest": manifest])
        defer { withExtendedLifetime(delegate) {} }
        RecordingSceneDelegate.recorder = recorder
        defer { RecordingSceneDelegate.recorder = nil }
        var observedScene = false
        let observer = NotificationCenter.default.addObserver(forName: UIScene.willConnectNotification, object: nil, queue: nil) { note in
            let posted = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated {
                // This application's scene, which is connected before the notification.
                if let scene = application.connectedScenes.first(where: { ObjectIdentifier($0) == posted }), !observedScene {
                    observedScene = true
                    recorder.observe(scene)
                    recorder.events.append("scene.willConnectNotification")
                }
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        ApplicationLauncher.finishLaunching(application)
        // With scenes the app delegate hears launching but not the state changes (Apple:
        // "If your app uses scenes, UIKit doesn't call this method").
        #expect(recorder.events == [
            "willFinishLaunching", "didFinishLaunching(state: inactive)", "didFinishLaunchingNotification",
            "scene.willConnectNotification", "scene(_:willConnectTo:) window: false, scene is window scene: true",
            "sceneWillEnterForeground", "scene.willEnterForegroundNotification",
            "sceneDidBecomeActive", "scene.didActivateNotification", "didBecomeActiveNotification",
        ])
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.delegateClass == RecordingSceneDelegate.self)
        #expect(application.openSessions.count == 1)
        recorder.events.removeAll()
        application.prepareForTermination()
        #expect(recorder.events == [
            "sceneWillResignActive", "scene.willDeactivateNotification", "willResignActiveNotification",
            "sceneDidEnterBackground", "scene.didEnterBackgroundNotification", "didEnterBackgroundNotification",
            "sceneDidDisconnect", "scene.didDisconnectNotification", "applicationWillTerminate", "willTerminateNotification",
        ])
        #expect(application.connectedScenes.isEmpty)
        #expect(scene.activationState == .unattached)
    }

    @Test func aWindowMadeForASceneIsOneOfItsWindows() {
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        let window = UIWindow(windowScene: scene)
        #expect(window.windowScene === scene)
        #expect(scene.windows == [window])
        #expect(window.bounds.size == UIScreen.main.bounds.size)
        window.windowScene = nil
        #expect(scene.windows.isEmpty)
        #expect(session.scene === scene)
    }

    @Test func classesAreFoundByTheirQualifiedNameOnLinux() throws {
        // swift-corelibs-foundation's NSClassFromString asks the runtime for dotted names.
        #expect(ClassLookup.lookUp("OpenUIKitTests.RecordingSceneDelegate", module: nil) == RecordingSceneDelegate.self)
        #expect(ClassLookup.lookUp("RecordingSceneDelegate", module: "OpenUIKitTests") == RecordingSceneDelegate.self)
        #expect(ClassLookup.lookUp("RenamedModule.RecordingSceneDelegate", module: "OpenUIKitTests") == RecordingSceneDelegate.self)
        #expect(ClassLookup.lookUp("OpenUIKitTests.NoSuchClass", module: "OpenUIKitTests") == nil)
        #expect(ClassLookup.moduleName(of: RecordingAppDelegate.self) == "OpenUIKitTests")
        let made = try #require(ClassLookup.makeResponder(RecordingAppDelegate.self) as? RecordingAppDelegate)
        #expect(made.window == nil)
    }

    @Test func aDelegateWithoutAWindowPropertyKeepsNone() {
        final class Minimal: UIResponder, UIApplicationDelegate {}
        let delegate: any UIApplicationDelegate = Minimal()
        delegate.window = UIWindow(frame: .zero)
        #expect(delegate.window == nil)
        #expect(delegate.application(UIApplication(), didFinishLaunchingWithOptions: nil))
    }
}
