import Foundation
import Synchronization

/// Where a storyboard or xib named in code is found: in the bundle given, or, for a nil
/// bundle (or the main one), in the main bundle and then in the app's folder
/// (`AppResources`' rule: the executable's SwiftPM resource bundle, where a ported app's
/// files are), each at its top and in `Base.lproj`, as Xcode's Base localization puts them.
enum InterfaceBuilderFileLookup {
    /// The localization folder Xcode's "Base Internationalization" writes storyboards to.
    static let baseLocalizationFolder = "Base.lproj"

    /// A file found before: the bundle searched, the file's name and extension.
    private struct Query: Hashable {
        var bundle: ObjectIdentifier
        var name: String
        var fileExtension: String
    }

    /// Where each file asked for was found, and the bundle it was found in (kept, so its
    /// identifier cannot be reused by another bundle). A bundle's search through Foundation
    /// cost as much as parsing a small storyboard, and apps make a `UIStoryboard` or `UINib`
    /// from the same file each time they show a scene, as UIKit's own lookups are cached.
    private static let found = Mutex<[Query: (bundle: Bundle, path: String)]>([:])
    /// The most lookups kept; past it the table starts again (an app names a few dozen files).
    private static let maximumFoundEntries = 256

    /// The path of `name.fileExtension` (`storyboard` or `xib`), if there is one. A path found
    /// before is given again while its file exists.
    static func path(of name: String, ofType fileExtension: String, in bundle: Bundle?) -> String? {
        let searched = bundle ?? Bundle.main
        let query = Query(bundle: ObjectIdentifier(searched), name: name, fileExtension: fileExtension)
        if let known = found.withLock({ $0[query]?.path }), access(known, F_OK) == 0 { return known }
        guard let path = search(name, ofType: fileExtension, in: bundle, searched: searched) else { return nil }
        found.withLock { found in
            if found.count >= maximumFoundEntries { found.removeAll() }
            found[query] = (searched, path)
        }
        return path
    }

    private static func search(_ name: String, ofType fileExtension: String, in bundle: Bundle?, searched: Bundle) -> String? {
        if let path = searched.path(forResource: name, ofType: fileExtension)
            ?? searched.path(forResource: name, ofType: fileExtension, inDirectory: baseLocalizationFolder) {
            return path
        }
        guard let folder = AppResources.folder(for: bundle) else { return nil }
        for candidate in [folder, folder.appendingPathComponent(baseLocalizationFolder, isDirectory: true)] {
            let path = candidate.appendingPathComponent(name).appendingPathExtension(fileExtension).path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// Where the search went, for a message about a file not found.
    static func searchedDescription(for bundle: Bundle?) -> String {
        let searched = (bundle ?? Bundle.main).bundlePath
        guard let folder = AppResources.folder(for: bundle), folder.path != searched else { return "bundle \(searched)" }
        return "bundle \(searched) or the app folder \(folder.path)"
    }
}
