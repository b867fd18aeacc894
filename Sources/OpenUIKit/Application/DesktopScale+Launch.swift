import Foundation

extension DesktopScale {
    /// The scale and text size for `configuration`'s window: its own scale, then the
    /// process's environment, then the desktop's settings when there is a desktop
    /// (`xsettings`, `resources`; both nil headless). Every host asks here, at launch and
    /// when the desktop's settings change, so the policy is applied the same way everywhere.
    init(launching configuration: UIApplicationConfiguration, xsettings: XSettings? = nil, resources: String? = nil) {
        self.init(configuredScale: configuration.scale, environment: ProcessInfo.processInfo.environment,
                  xsettings: xsettings, resources: resources)
    }
}
