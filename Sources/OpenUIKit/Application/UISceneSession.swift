import Foundation

/// What the system keeps of one of the app's scenes: its role, its configuration and an
/// identifier that outlives the scene.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What a scene is for.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name, as `Info.plist` writes it.
        public var rawValue: String

        /// The role named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The app's main, interactive window (`UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene, while it is connected.
    public internal(set) weak var scene: UIScene?

    /// What the session's scene is for.
    public let role: Role

    /// The configuration its scene was created with.
    public internal(set) var configuration: UISceneConfiguration

    /// An identifier unique to the session.
    public let persistentIdentifier: String

    /// What the app keeps with the session.
    open var userInfo: [String: Any]?

    /// A session for a scene of `role`, created with `configuration`.
    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}
