import Foundation

/// Where a storyboard or xib named in code is found: in the bundle given, or, for a nil
/// bundle (or the main one), in the main bundle and then in the app's folder
/// (`AppResources`' rule: the executable's SwiftPM resource bundle, where a ported app's
/// files are), each at its top and in `Base.lproj`, as Xcode's Base localization puts them.
enum InterfaceBuilderFileLookup {
    /// The localization folder Xcode's "Base Internationalization" writes storyboards to.
    static let baseLocalizationFolder = "Base.lproj"

    /// The path of `name.fileExtension` (`storyboard` or `xib`), if there is one.
    static func path(of name: String, ofType fileExtension: String, in bundle: Bundle?) -> String? {
        let searched = bundle ?? Bundle.main
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
