import Foundation
import Synchronization

/// Where an app's own resources are: its `Info.plist`, its asset catalogs, its storyboards
/// and loose images, for every lookup given a nil bundle (or `Bundle.main`).
///
/// The rule. The **app folder** is the first folder, in this order, that holds an
/// `Info.plist` or an `.xcassets` catalog:
/// 1. `Bundle.main`'s resource folder itself (on Linux, the executable's folder: an app
///    installed with its files beside it);
/// 2. the executable's SwiftPM resource bundle beside it (`<Package>_<Executable>.resources`,
///    the executable target's `Bundle.module`), then its subfolders, then theirs (two
///    levels), so an app's folder copied whole into the target's resources
///    (`.copy("MyApp")`) is found as it is.
/// Other targets' bundles beside the executable are not searched: they belong to other
/// programs built in the same folder. The app's catalogs are every `.xcassets` in the app
/// folder or in its subfolders (two levels). Found once, at first use; `reset()` forgets it.
///
/// A bundle other than the main one (`Bundle(for:)`, `Bundle.module`) is searched the same
/// way from its own resource folder.
enum AppResources {
    /// How deep below a candidate folder the app folder and catalogs are looked for.
    static let searchDepth = 2

    private struct State {
        /// The folders searched instead of the rule's; nil uses the rule.
        var overriddenFolders: [URL]?
        var appFolder: URL??
        var catalogs: [URL: [AssetCatalogFolder]] = [:]
    }

    private static let state = Mutex(State())

    /// The folders the rule searches, in order, each with how deep below it to look.
    static var candidateFolders: [(folder: URL, depth: Int)] {
        if let folders = state.withLock({ $0.overriddenFolders }) { return folders.map { ($0, searchDepth) } }
        var folders: [(URL, Int)] = []
        if let path = Bundle.main.resourcePath { folders.append((URL(fileURLWithPath: path, isDirectory: true), 0)) }
        if let bundle = executableResourceBundle() { folders.append((bundle, searchDepth)) }
        return folders
    }

    /// Makes lookups search `folders` instead of the rule's (nil: back to the rule), and
    /// forgets what was found.
    static func overrideFolders(_ folders: [URL]?) {
        state.withLock {
            $0.overriddenFolders = folders
            $0.appFolder = nil
            $0.catalogs.removeAll()
        }
    }

    /// Forgets the app folder and catalogs found, so they are looked for again.
    static func reset() {
        state.withLock {
            $0.appFolder = nil
            $0.catalogs.removeAll()
        }
    }

    /// The running executable's SwiftPM resource bundle beside it, if it has one.
    private static func executableResourceBundle() -> URL? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let folder = executable.deletingLastPathComponent()
        let suffix = "_" + executable.lastPathComponent + ".resources"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().first { $0.hasSuffix(suffix) }.map { folder.appendingPathComponent($0, isDirectory: true) }
    }

    /// The app folder (see the type's documentation); nil when no folder holds an
    /// `Info.plist` or a catalog.
    static var appFolder: URL? {
        if let found = state.withLock({ $0.appFolder }) { return found }
        let found = appFolder(among: candidateFolders)
        state.withLock { $0.appFolder = .some(found) }
        return found
    }

    /// The first of `folders` (or their subfolders, to each one's depth) holding an
    /// `Info.plist` or a catalog.
    static func appFolder(among folders: [(folder: URL, depth: Int)]) -> URL? {
        for (root, depth) in folders {
            var level = [root]
            for _ in 0...depth {
                if let folder = level.first(where: isAppFolder) { return folder }
                level = level.flatMap(subfolders)
            }
        }
        return nil
    }

    /// The app folder of `bundle`: the app's for nil or the main bundle, else the folder
    /// found the same way from the bundle's resources.
    static func folder(for bundle: Bundle?) -> URL? {
        guard let bundle, bundle.bundleURL != Bundle.main.bundleURL else { return appFolder }
        guard let path = bundle.resourcePath else { return nil }
        return appFolder(among: [(URL(fileURLWithPath: path, isDirectory: true), searchDepth)])
    }

    /// The app's `Info.plist` (or `bundle`'s), if its folder has one.
    static func infoPlistURL(for bundle: Bundle? = nil) -> URL? {
        guard let folder = folder(for: bundle) else { return nil }
        let url = folder.appendingPathComponent("Info.plist")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The catalogs of the app (or of `bundle`), read on first use.
    static func catalogs(for bundle: Bundle? = nil) -> [AssetCatalogFolder] {
        guard let folder = folder(for: bundle) else { return [] }
        if let known = state.withLock({ $0.catalogs[folder] }) { return known }
        var found: [URL] = []
        var level = [folder]
        for _ in 0...searchDepth {
            found += level.filter { $0.pathExtension == "xcassets" }
            level = level.filter { $0.pathExtension != "xcassets" }.flatMap(subfolders)
        }
        let catalogs = found.map(AssetCatalogFolder.init(url:))
        state.withLock { $0.catalogs[folder] = catalogs }
        return catalogs
    }

    private static func isAppFolder(_ folder: URL) -> Bool {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Info.plist").path) { return true }
        // By name first: the executable's folder may be /usr/bin, thousands of entries.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { name in
            var isDirectory: ObjCBool = false
            return name.hasSuffix(".xcassets")
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// The folders directly inside `folder`, in name order.
    static func subfolders(of folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            guard !name.hasPrefix(".") else { return nil }
            let url = folder.appendingPathComponent(name, isDirectory: true)
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
        }
    }
}
