import Foundation

/// An app's `Info.plist`, read as UIKit reads it at launch, with Xcode's build variables
/// (`$(PRODUCT_NAME)` and the like) expanded.
///
/// XML and binary plists are accepted. A file that is missing, too long, not a plist, or
/// whose root is not a dictionary is refused with one message naming it; a key holding the
/// wrong type of value is ignored with a message naming the file and the key.
struct InfoPlist {
    /// The largest `Info.plist` read, in bytes: real ones are a few kilobytes.
    static let maximumByteCount = 1024 * 1024

    /// The file it was read from, for messages; nil for one made in memory.
    let source: String
    /// The top-level dictionary, as read.
    let values: [String: Any]
    /// The values that `$(NAME)` expands to.
    let buildSettings: BuildSettings

    /// Why a plist could not be read; the text names the file.
    struct ReadError: Error, CustomStringConvertible {
        /// What went wrong, naming the file.
        let description: String
    }

    /// The plist in the file at `url`.
    init(contentsOf url: URL, buildSettings: BuildSettings) throws(ReadError) {
        let path = url.path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw ReadError(description: "\(path): the file cannot be found or examined")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw ReadError(description: "\(path): it is not a regular file")
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > InfoPlist.maximumByteCount {
            throw ReadError(description: "\(path): the file is \(size) bytes long (the limit is \(InfoPlist.maximumByteCount))")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ReadError(description: "\(path): the file cannot be read (\(error.localizedDescription))")
        }
        try self.init(data: data, source: path, buildSettings: buildSettings)
    }

    /// The plist in `data`; `source` names it in messages.
    init(data: Data, source: String, buildSettings: BuildSettings) throws(ReadError) {
        guard data.count <= InfoPlist.maximumByteCount else {
            throw ReadError(description: "\(source): it is \(data.count) bytes long (the limit is \(InfoPlist.maximumByteCount))")
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ReadError(description: "\(source): it is not a property list (\(error.localizedDescription))")
        }
        guard let dictionary = root as? [String: Any] else {
            throw ReadError(description: "\(source): its root is \(type(of: root)), not a dictionary")
        }
        self.source = source
        values = dictionary
        self.buildSettings = buildSettings
    }

    /// A plist of `values`, for tests and apps without a file.
    init(values: [String: Any], source: String = "Info.plist", buildSettings: BuildSettings) {
        self.source = source
        self.values = values
        self.buildSettings = buildSettings
    }

    // MARK: Typed values

    /// The string under `key`, with build variables expanded; nil when absent, or (with a
    /// message) when it is not a string.
    func string(_ key: String) -> String? {
        guard let value = values[key] else { return nil }
        guard let text = value as? String else {
            Diagnostics.warn("\(source): \(key) should be a string, not \(type(of: value)); ignored", once: "InfoPlist.\(source).\(key)")
            return nil
        }
        return buildSettings.expand(text, in: "\(source): \(key)")
    }

    /// The strings under `key`; nil when absent or (with a message) not an array of strings.
    func strings(_ key: String) -> [String]? {
        guard let value = values[key] else { return nil }
        guard let array = value as? [Any], let strings = array as? [String] else {
            Diagnostics.warn("\(source): \(key) should be an array of strings; ignored", once: "InfoPlist.\(source).\(key)")
            return nil
        }
        return strings.map { buildSettings.expand($0, in: "\(source): \(key)") }
    }

    /// The Boolean under `key`; nil when absent or (with a message) not a Boolean.
    func bool(_ key: String) -> Bool? {
        guard let value = values[key] else { return nil }
        guard let flag = value as? Bool else {
            Diagnostics.warn("\(source): \(key) should be a Boolean, not \(type(of: value)); ignored", once: "InfoPlist.\(source).\(key)")
            return nil
        }
        return flag
    }

    /// Whether the app handles mouse and touchpad input as such
    /// (`UIApplicationSupportsIndirectInputEvents`): their touches are then
    /// `.indirectPointer`, else `.direct`. False without the key.
    var supportsIndirectInputEvents: Bool { bool("UIApplicationSupportsIndirectInputEvents") ?? false }

    /// The main storyboard's name (`UIMainStoryboardFile`), without extension.
    var mainStoryboardFile: String? { nonEmpty(string("UIMainStoryboardFile")) }

    /// The name the window shows: `CFBundleDisplayName`, else `CFBundleName`.
    var displayName: String? { nonEmpty(string("CFBundleDisplayName")) ?? nonEmpty(string("CFBundleName")) }

    /// The orientations the app supports on an iPad (what `UIDevice` is): the `~ipad` key,
    /// else the plain one.
    var supportedInterfaceOrientations: [String]? {
        strings("UISupportedInterfaceOrientations~ipad") ?? strings("UISupportedInterfaceOrientations")
    }

    /// Whether the app's first supported orientation is a landscape one (Xcode lists the
    /// launch orientation first); false without the key.
    var prefersLandscape: Bool {
        guard let first = supportedInterfaceOrientations?.first else { return false }
        return first.hasPrefix("UIInterfaceOrientationLandscape")
    }

    /// The scene manifest (`UIApplicationSceneManifest`); nil when the app declares none, or
    /// (with a message) when it is not a dictionary.
    var sceneManifest: SceneManifest? {
        guard let value = values["UIApplicationSceneManifest"] else { return nil }
        guard let dictionary = value as? [String: Any] else {
            Diagnostics.warn("\(source): UIApplicationSceneManifest should be a dictionary; the app runs without scenes",
                             once: "InfoPlist.\(source).UIApplicationSceneManifest")
            return nil
        }
        return SceneManifest(dictionary, plist: self)
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
