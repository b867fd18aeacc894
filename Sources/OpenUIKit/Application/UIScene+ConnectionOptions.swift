import Foundation

extension UIScene {
    /// Why a scene is being connected: what it was asked to open. A desktop launch opens
    /// nothing, so the options of a launched app's scene are empty.
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked for the scene; nil on a desktop, where
        /// no other app asks.
        public let sourceApplication: String?

        /// Options with nothing to open.
        override init() {
            sourceApplication = nil
            super.init()
        }
    }
}
