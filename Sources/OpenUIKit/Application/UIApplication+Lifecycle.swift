import Foundation

extension UIApplication {
    /// Where the app is in its life cycle.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events: launching, or its window lost the focus.
        case inactive = 1
        /// Not visible: its window is iconified.
        case background = 2
    }

    /// A key of the options an app is launched with.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String

        /// The key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The URL the app was asked to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// Posted (object: the application) after `application(_:didFinishLaunchingWithOptions:)`.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted (object: the application) when the app has become active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted (object: the application) when the app is about to become inactive.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted (object: the application) when the app has entered the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted (object: the application) when the app is about to leave the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted (object: the application) when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The app's windows: the key window and every window of a connected scene.
    @available(*, deprecated, message: "Use UIWindowScene.windows on a connected scene instead.")
    public var windows: [UIWindow] { allWindows }

    /// The key window, then the scenes' other windows, each once.
    var allWindows: [UIWindow] {
        var result: [UIWindow] = keyWindow.map { [$0] } ?? []
        for case let scene as UIWindowScene in connectedSceneList {
            for window in scene.windows where !result.contains(where: { $0 === window }) { result.append(window) }
        }
        return result
    }

    /// The scenes connected to the app (one on a desktop: the window's).
    public var connectedScenes: Set<UIScene> { Set(connectedSceneList) }

    /// The sessions of the app's scenes.
    public var openSessions: Set<UISceneSession> { Set(sessionList) }

    /// Whether the app reports state changes to scene delegates rather than to its own
    /// delegate: it declared a scene manifest in `Info.plist`.
    var usesScenes: Bool { launchContext?.infoPlist.sceneManifest != nil }

    // MARK: State changes

    /// Moves the app, and its scenes, to `target` through the states between, calling the
    /// delegates and posting the notifications of each step in UIKit's order.
    func changeState(to target: State) {
        while applicationState != target {
            switch (applicationState, target) {
            case (.inactive, .active):
                applicationState = .active
                forEachScene { $0.changeActivationState(to: .foregroundActive) }
                if !usesScenes { delegate?.applicationDidBecomeActive(self) }
                post(UIApplication.didBecomeActiveNotification)
            case (.active, _):
                forEachScene { $0.changeActivationState(to: .foregroundInactive) }
                if !usesScenes { delegate?.applicationWillResignActive(self) }
                post(UIApplication.willResignActiveNotification)
                applicationState = .inactive
            case (.inactive, .background):
                applicationState = .background
                forEachScene { $0.changeActivationState(to: .background) }
                if !usesScenes { delegate?.applicationDidEnterBackground(self) }
                post(UIApplication.didEnterBackgroundNotification)
            case (.background, _):
                forEachScene { $0.changeActivationState(to: .foregroundInactive) }
                if !usesScenes { delegate?.applicationWillEnterForeground(self) }
                post(UIApplication.willEnterForegroundNotification)
                applicationState = .inactive
            case (.inactive, .inactive):
                return
            }
        }
    }

    /// The app is ending (its window was closed, or the process was asked to stop): it
    /// leaves the foreground, its scenes disconnect, and its delegate hears
    /// `applicationWillTerminate(_:)`. Runs once; later calls do nothing.
    func prepareForTermination() {
        guard !isTerminating else { return }
        isTerminating = true
        changeState(to: .background)
        for scene in connectedSceneList { disconnect(scene) }
        delegate?.applicationWillTerminate(self)
        post(UIApplication.willTerminateNotification)
    }

    /// Disconnects `scene`: its delegate hears `sceneDidDisconnect(_:)`, and it leaves
    /// `connectedScenes` (its session stays, as sessions outlive their scenes).
    func disconnect(_ scene: UIScene) {
        scene.changeActivationState(to: .unattached)
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        connectedSceneList.removeAll { $0 === scene }
        scene.session.scene = nil
    }

    private func forEachScene(_ body: (UIScene) -> Void) {
        for scene in connectedSceneList { body(scene) }
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }

    // MARK: Windows

    /// Called when `window` is made key: a window the app made itself (its delegate's or its
    /// scene's) takes the place of the one the host showed, so that it is the one on screen
    /// and in the snapshot. Returns the window that stops being key, if any. Does nothing
    /// when the app was not launched through a host (tests, offscreen windows).
    func windowDidBecomeKey(_ window: UIWindow) -> UIWindow? {
        guard let host = windowHost else { return nil }
        let previous = keyWindow
        if host.window !== window { host.adopt(window) }
        keyWindow = window
        return previous === window ? nil : previous
    }
}
