import Foundation
import Synchronization

/// One `.xcassets` folder, read at run time with the meaning Xcode's asset compiler gives it.
///
/// Asset names are folder names without their extension (`tile.imageset` is `tile`). A
/// group folder (no extension) adds nothing to the names inside it, unless its
/// `Contents.json` says `"properties": {"provides-namespace": true}`, when they become
/// `Group/tile`. The folder tree is indexed on first use; each set's `Contents.json` is read
/// when the set is first asked for, and kept. Everything here is safe from any thread.
final class AssetCatalogFolder: Sendable {
    /// The catalog's folder.
    let url: URL

    /// What a set folder is.
    enum Kind: String, Sendable {
        case imageSet = "imageset"
        case colorSet = "colorset"
        case appIconSet = "appiconset"
    }

    private struct Index {
        /// Set folders by kind and asset name.
        var sets: [Kind: [String: URL]] = [:]
        var imageSets: [String: AssetImageSet?] = [:]
        var colorSets: [String: AssetColorSet?] = [:]
    }

    /// How deep group folders may nest: deeper trees are not real catalogs.
    static let maximumGroupDepth = 16
    /// The largest `Contents.json` read, in bytes: real ones are a few kilobytes.
    static let maximumContentsByteCount = 1024 * 1024

    private let index: Mutex<Index?> = Mutex(nil)

    /// The catalog in the folder at `url`.
    init(url: URL) {
        self.url = url
    }

    /// The image set named `name`, if the catalog has one that can be read.
    func imageSet(named name: String) -> AssetImageSet? {
        withIndex { index in
            if let known = index.imageSets[name] { return known }
            let set = index.sets[.imageSet]?[name].flatMap { folder in
                AssetCatalogFolder.contents(of: folder, required: true).flatMap { AssetImageSet(folder: folder, contents: $0) }
            }
            index.imageSets[name] = .some(set)
            return set
        }
    }

    /// The colour set named `name`, if the catalog has one that can be read.
    func colorSet(named name: String) -> AssetColorSet? {
        withIndex { index in
            if let known = index.colorSets[name] { return known }
            let set = index.sets[.colorSet]?[name].flatMap { folder in
                AssetCatalogFolder.contents(of: folder, required: true).flatMap { AssetColorSet(folder: folder, contents: $0) }
            }
            index.colorSets[name] = .some(set)
            return set
        }
    }

    /// The app icon sets' folders, by name.
    var appIconSets: [String: URL] {
        withIndex { $0.sets[.appIconSet] ?? [:] }
    }

    private func withIndex<Result>(_ body: (inout Index) -> Result) -> Result {
        index.withLock { stored in
            var current = stored ?? AssetCatalogFolder.makeIndex(of: url)
            defer { stored = current }
            return body(&current)
        }
    }

    /// Walks the catalog's folders once.
    private static func makeIndex(of root: URL) -> Index {
        var index = Index()
        func walk(_ folder: URL, prefix: String, depth: Int) {
            guard depth <= maximumGroupDepth else {
                Diagnostics.warn("asset catalog \(root.path): groups nest deeper than \(maximumGroupDepth) levels at \(folder.path); not read further",
                                 once: "AssetCatalog.depth.\(root.path)")
                return
            }
            for child in AppResources.subfolders(of: folder) {
                let name = child.deletingPathExtension().lastPathComponent
                if let kind = Kind(rawValue: child.pathExtension) {
                    let assetName = prefix + name
                    if index.sets[kind]?[assetName] == nil { index.sets[kind, default: [:]][assetName] = child }
                    // `Q♠️` is also found as `Q♠`, as loose files are (see `AssetCatalog`);
                    // a set named without the selector keeps the bare name.
                    let bare = AssetCatalog.withoutPresentationSelectors(assetName)
                    if bare != assetName, index.sets[kind]?[bare] == nil { index.sets[kind, default: [:]][bare] = child }
                } else if child.pathExtension.isEmpty {
                    let providesNamespace = (contents(of: child)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                    walk(child, prefix: providesNamespace ? prefix + name + "/" : prefix, depth: depth + 1)
                }
            }
        }
        walk(root, prefix: "", depth: 0)
        return index
    }

    /// The `Contents.json` of `folder` as a dictionary; nil when absent (silently: groups may
    /// have none) or, with one message naming the file, when it cannot be read or parsed.
    static func contents(of folder: URL, required: Bool = false) -> [String: Any]? {
        let file = folder.appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: file.path) else {
            if required {
                Diagnostics.warn("asset catalog set \(folder.path) has no Contents.json; it is skipped", once: "AssetCatalog.contents.\(file.path)")
            }
            return nil
        }
        func refuse(_ reason: String) -> [String: Any]? {
            Diagnostics.warn("asset catalog file \(file.path) was not read: \(reason)", once: "AssetCatalog.contents.\(file.path)")
            return nil
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else { return refuse("it is not a regular file") }
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumContentsByteCount {
            return refuse("it is \(size) bytes long (the limit is \(maximumContentsByteCount))")
        }
        guard let data = try? Data(contentsOf: file) else { return refuse("it cannot be read") }
        guard let json = try? JSONSerialization.jsonObject(with: data) else { return refuse("it is not valid JSON") }
        guard let dictionary = json as? [String: Any] else { return refuse("its top level is not an object") }
        return dictionary
    }
}
