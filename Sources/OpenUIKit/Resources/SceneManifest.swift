import Foundation

/// `Info.plist`'s `UIApplicationSceneManifest`: whether the app supports several scenes, and
/// the scene configurations it declares per session role.
struct SceneManifest {
    /// One configuration, as the plist declares it (build variables expanded).
    struct Configuration: Equatable {
        /// `UISceneConfigurationName`.
        var name: String?
        /// `UISceneDelegateClassName`.
        var delegateClassName: String?
        /// `UISceneStoryboardFile`.
        var storyboardName: String?
        /// `UISceneClassName`.
        var sceneClassName: String?
    }

    /// `UIApplicationSupportsMultipleScenes`; a desktop window is one scene either way.
    var supportsMultipleScenes = false
    /// The configurations per role (`UISceneConfigurations`), first one the default.
    var configurations: [String: [Configuration]] = [:]

    /// The manifest in `dictionary`, reading strings through `plist` (so they are expanded and
    /// wrong types reported against its file).
    init(_ dictionary: [String: Any], plist: InfoPlist) {
        let source = plist.source
        if let multiple = dictionary["UIApplicationSupportsMultipleScenes"] {
            if let flag = multiple as? Bool {
                supportsMultipleScenes = flag
            } else {
                Diagnostics.warn("\(source): UIApplicationSupportsMultipleScenes should be a Boolean; taken as false",
                                 once: "InfoPlist.\(source).UIApplicationSupportsMultipleScenes")
            }
        }
        guard let roles = dictionary["UISceneConfigurations"] else { return }
        guard let roleTable = roles as? [String: Any] else {
            Diagnostics.warn("\(source): UISceneConfigurations should be a dictionary; ignored", once: "InfoPlist.\(source).UISceneConfigurations")
            return
        }
        for (role, value) in roleTable {
            guard let entries = value as? [Any] else {
                Diagnostics.warn("\(source): UISceneConfigurations → \(role) should be an array; ignored", once: "InfoPlist.\(source).\(role)")
                continue
            }
            configurations[role] = entries.compactMap { entry in
                guard let fields = entry as? [String: Any] else {
                    Diagnostics.warn("\(source): a configuration under \(role) is not a dictionary; ignored", once: "InfoPlist.\(source).\(role).entry")
                    return nil
                }
                let nested = InfoPlist(values: fields, source: "\(source): UISceneConfigurations → \(role)", buildSettings: plist.buildSettings)
                return Configuration(name: nested.string("UISceneConfigurationName"),
                                     delegateClassName: nested.string("UISceneDelegateClassName"),
                                     storyboardName: nested.string("UISceneStoryboardFile"),
                                     sceneClassName: nested.string("UISceneClassName"))
            }
        }
    }

    /// The default configuration (the first) for sessions of `role`.
    func defaultConfiguration(for role: String) -> Configuration? {
        configurations[role]?.first
    }
}
