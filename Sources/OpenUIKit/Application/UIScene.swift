import Foundation

/// One instance of the app's user interface, with its own delegate and life cycle.
///
/// On a desktop an app has one scene, the window's: it connects after the app has finished
/// launching (when `Info.plist` declares a scene manifest), follows the app's state (the
/// window's focus, iconifying) and disconnects when the app ends.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The scene's activation state.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    /// Posted (object: the scene) just before its delegate hears `scene(_:willConnectTo:options:)`.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted (object: the scene) after it disconnected.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted (object: the scene) after it became active.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted (object: the scene) when it is about to become inactive.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted (object: the scene) when it is about to come to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted (object: the scene) after it went to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene belongs to.
    public let session: UISceneSession

    /// The scene's delegate, which hears its life-cycle events. Kept strongly, as in UIKit.
    open var delegate: (any UISceneDelegate)?

    /// Whether the scene is connected, and in the foreground or background.
    public private(set) var activationState: ActivationState = .unattached

    /// A scene for `session`, created as the app connects it. Required, so that the scene
    /// class a configuration names can be made from it.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// Scenes are not archived: this makes one for an empty session, as `init(session:connectionOptions:)`.
    public required init?(coder: NSCoder) {
        session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        super.init(coder: coder)
        session.scene = self
    }

    /// The application is the next responder, as in UIKit.
    open override var next: UIResponder? { UIApplication.shared }

    /// Moves to `state`, telling the delegate and posting the notification that step needs.
    func changeActivationState(to state: ActivationState) {
        let previous = activationState
        guard state != previous else { return }
        switch state {
        case .foregroundActive:
            activationState = state
            delegate?.sceneDidBecomeActive(self)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: self)
        case .foregroundInactive where previous == .foregroundActive:
            delegate?.sceneWillResignActive(self)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: self)
            activationState = state
        case .foregroundInactive:
            // From the background (or just connected and in the background).
            delegate?.sceneWillEnterForeground(self)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: self)
            activationState = state
        case .background:
            activationState = state
            delegate?.sceneDidEnterBackground(self)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: self)
        case .unattached:
            activationState = state
        }
    }
}
