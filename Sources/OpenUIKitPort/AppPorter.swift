import Foundation

/// Ports a whole UIKit app into a Swift package that builds against OpenUIKit:
/// `openuikit-port app SRC --output PKG`.
///
/// SRC is the app target's folder (the one with `Info.plist`, at its top or in a subfolder
/// such as `Supporting Files`) or a folder holding one `.xcodeproj`, whose app target's folder
/// is found from `project.pbxproj`. The package gets the ported Swift files under
/// `Sources/<Name>/` and every other file of the app (storyboards, xibs, asset catalogs,
/// `Info.plist`, `.strings`, images) under `Sources/<Name>/App/`, copied as one resource
/// folder, where OpenUIKit looks for an app's resources.
///
/// The resource folder is laid out as Xcode lays out the app's bundle, where UIKit finds
/// files by name: the app's `Info.plist` at its top, and storyboards, xibs and strings
/// tables at its top or in their `.lproj` folder whichever group folder holds them
/// (`Storyboards/Base.lproj/Main.storyboard` becomes `Base.lproj/Main.storyboard`). Other
/// files keep their place.
///
/// Planning reads everything first; `write()` then writes only files whose contents changed,
/// each atomically, removes the files an earlier run generated that the app no longer has
/// (from `GeneratedFileList`), and never writes into SRC or touches a file it did not generate.
public struct AppPorter {
    /// A file of the generated package.
    public struct GeneratedFile: Equatable, Sendable {
        /// Its path relative to the package.
        public var path: String
        /// Its bytes.
        public var contents: [UInt8]
        /// The permissions it gets when created.
        public var permissions: mode_t
    }

    /// The folder resources are copied into, inside `Sources/<Name>/`.
    public static let resourceFolderName = "App"
    /// Source languages a Swift package of this kind cannot port; reported as gaps.
    static let unportedSourceExtensions: Set<String> = ["m", "mm", "h", "c", "cpp", "metal"]
    /// Build-only files of an Xcode project that mean nothing in the package.
    static let buildOnlyExtensions: Set<String> = ["xcodeproj", "xcworkspace", "xcconfig", "entitlements", "pch", "xctestplan", "xcscheme"]
    /// Resources Xcode copies to the top of the bundle (or of their `.lproj` folder there)
    /// from whichever group folder holds them, and UIKit finds by name only there.
    static let bundleTopExtensions: Set<String> = ["storyboard", "xib", "strings", "stringsdict"]
    /// How many folders deep below SRC its `Info.plist` may be when SRC has none at its top
    /// (`Supporting Files/Info.plist` is one deep).
    static let infoPlistSearchDepth = 2
    /// Folders that are bundles of their own: an `Info.plist` inside one is not the app's.
    static let nestedBundleExtensions: Set<String> = ["bundle", "framework", "appex", "app", "xctest", "plugin"]

    /// The app's executable and package name.
    public private(set) var name = ""
    /// The folder the app's files were read from.
    public private(set) var appFolder = ""
    /// The files the package consists of, `Package.swift` and the generated-file list included.
    public private(set) var files: [GeneratedFile] = []
    /// What could not be ported, in path order.
    public private(set) var gaps: [PortGap] = []
    /// Problems that keep anything from being written (SRC cannot be read, PKG belongs to
    /// someone else).
    public private(set) var problems: [String] = []
    /// The edits made to the Swift files.
    public private(set) var ported: [PortedSource] = []

    private let outputPath: String

    /// Plans the package for the app at `sourcePath`, to be written at `outputPath`,
    /// depending on OpenUIKit at `openUIKitPath`.
    public init(sourcePath: String, outputPath: String, openUIKitPath: String) {
        self.outputPath = outputPath
        let source = Self.absolute(sourcePath)
        let output = Self.absolute(outputPath)
        if output == source || output.hasPrefix(source + "/") {
            problems.append("\(outputPath): the package cannot be inside the app's folder, which is never written")
            return
        }
        if source.hasPrefix(output + "/") {
            problems.append("\(outputPath): the package cannot contain the app's folder")
            return
        }
        let infoPlist: String?
        do {
            let location = try Self.appLocation(of: source)
            appFolder = location.folder
            infoPlist = location.infoPlist
        } catch {
            problems.append(error.description)
            return
        }
        name = Self.moduleName(for: (source as NSString).lastPathComponent)
        var plannedSources: [(relative: String, source: SourcePorter.Source)] = []
        var resources: [(relative: String, path: String)] = []
        for relative in Self.files(under: appFolder) {
            let full = appFolder + "/" + relative
            let fileExtension = (relative as NSString).pathExtension.lowercased()
            if fileExtension == SourceFileFinder.swiftExtension {
                guard let data = FileManager.default.contents(atPath: full), let text = String(validating: data, as: UTF8.self) else {
                    gaps.append(PortGap(path: relative, line: nil, message: "cannot be read as UTF-8 text; not ported"))
                    continue
                }
                plannedSources.append((relative, SourcePorter.Source(path: relative, text: text)))
            } else if Self.unportedSourceExtensions.contains(fileExtension) {
                gaps.append(PortGap(path: relative, line: nil, message: "not Swift: Objective-C and C sources are not ported; rewrite it in Swift or leave it out"))
            } else if !Self.buildOnlyExtensions.contains(fileExtension) {
                resources.append((relative, full))
            }
        }
        guard !plannedSources.isEmpty else {
            problems.append("\(appFolder): no Swift files in the app's folder")
            return
        }
        let sourceFolders = Set(plannedSources.compactMap { planned in
            planned.relative.contains("/") ? planned.relative.split(separator: "/").first.map(String.init) : nil
        })
        // A Swift folder named like the resource folder would be copied instead of compiled.
        let resourceFolder = sourceFolders.contains(Self.resourceFolderName) ? Self.resourceFolderName + "Resources" : Self.resourceFolderName
        let results = SourcePorter().port(plannedSources.map(\.source))
        for (planned, result) in zip(plannedSources, results) {
            let target = "Sources/\(name)/\(planned.relative)"
            switch result {
            case .success(let file):
                ported.append(file)
                files.append(GeneratedFile(path: target, contents: Array(file.rewritten.utf8), permissions: 0o644))
                gaps += file.handEdits.map { PortGap(path: planned.relative, line: $0.line, message: $0.message) }
            case .failure(let error):
                // Written as it is, so the package is complete and the build shows the error too.
                files.append(GeneratedFile(path: target, contents: Array(planned.source.text.utf8), permissions: 0o644))
                gaps.append(PortGap(path: planned.relative, line: error.line, message: "does not parse (\(error.message)); copied unported"))
            }
        }
        var placed: [String: String] = [:]
        for (relative, full) in resources {
            let place = Self.bundlePlace(of: relative, infoPlist: infoPlist)
            if let first = placed[place] {
                gaps.append(PortGap(path: relative, line: nil, message: "goes to \(place) in the app's bundle, as \(first) does; Xcode refuses two files there too; not copied"))
                continue
            }
            guard let data = FileManager.default.contents(atPath: full) else {
                gaps.append(PortGap(path: relative, line: nil, message: "cannot be read; not copied"))
                continue
            }
            placed[place] = relative
            files.append(GeneratedFile(path: "Sources/\(name)/\(resourceFolder)/\(place)", contents: Array(data),
                                       permissions: Self.permissions(of: full)))
        }
        let manifest = PackageManifestTemplate(name: name, openUIKitPath: openUIKitPath,
                                               resourceFolder: resources.isEmpty ? nil : resourceFolder,
                                               source: source,
                                               frameworks: Set(ported.flatMap(\.providedFrameworks)).sorted())
        files.append(GeneratedFile(path: "Package.swift", contents: Array(manifest.text.utf8), permissions: 0o644))
        gaps.sort { ($0.path, $0.line ?? 0) < ($1.path, $1.line ?? 0) }
    }

    // MARK: Writing

    /// Writes the package; returns the files that could not be written or removed. Nothing is
    /// written when `problems` is not empty.
    public func write() -> [PortFileError] {
        guard problems.isEmpty else { return [] }
        let output = Self.absolute(outputPath)
        let previous: GeneratedFileList?
        do {
            previous = try GeneratedFileList.read(inPackage: output)
        } catch {
            return [error]
        }
        if previous == nil, FileManager.default.fileExists(atPath: output + "/Package.swift") {
            return [PortFileError(path: outputPath, reason: "holds a package openuikit-port did not generate (no \(GeneratedFileList.fileName)); choose another --output")]
        }
        var failures: [PortFileError] = []
        for file in files {
            let path = output + "/" + file.path
            if let existing = FileManager.default.contents(atPath: path), Array(existing) == file.contents {
                continue  // Unchanged: keep its date, so the next build does not redo it.
            }
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
            } catch {
                failures.append(PortFileError(path: path, reason: "cannot make its folder: \(SourceFileFinder.reason(error))"))
                continue
            }
            do {
                try AtomicFileWriter.write(file.contents, to: path, creatingWith: file.permissions)
            } catch {
                failures.append(error)
            }
        }
        let current = Set(files.map(\.path))
        for stale in previous?.files ?? [] where !current.contains(stale) && Self.isInside(stale) {
            let path = output + "/" + stale
            if unlink(path) != 0 && errno != ENOENT {
                failures.append(PortFileError(path: path, reason: "cannot remove: \(String(cString: strerror(errno)).lowercased())"))
                continue
            }
            Self.removeEmptyFolders(from: (path as NSString).deletingLastPathComponent, upTo: output)
        }
        // Files that failed stay listed, so a later run still owns (and retries) them.
        let list = GeneratedFileList(source: Self.absolute(appFolder), files: Array(current))
        do {
            try AtomicFileWriter.write(Array(list.json.utf8), to: output + "/" + GeneratedFileList.fileName, creatingWith: 0o644)
        } catch {
            failures.append(error)
        }
        return failures
    }

    // MARK: Finding the app

    /// The app target's folder: SRC itself when it holds `Info.plist`, else the one the
    /// single `.xcodeproj` in it names.
    static func appFolder(of source: String) throws(PortFileError) -> String {
        try appLocation(of: source).folder
    }

    /// The app target's folder and its `Info.plist` relative to it (nil when the project
    /// generates it): SRC when `Info.plist` is at its top, else the folder the single
    /// `.xcodeproj` in SRC names, else SRC when exactly one `Info.plist` is in its subfolders
    /// (to `infoPlistSearchDepth`, outside nested bundles).
    static func appLocation(of source: String) throws(PortFileError) -> (folder: String, infoPlist: String?) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PortFileError(path: source, reason: "no such folder")
        }
        if FileManager.default.fileExists(atPath: source + "/Info.plist") {
            return (source, "Info.plist")
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: source)) ?? []).sorted()
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }
        guard projects.count == 1 else {
            if projects.isEmpty {
                let plists = infoPlists(under: source)
                if plists.count == 1 { return (source, plists[0]) }
                if plists.count > 1 {
                    throw PortFileError(path: source, reason: "holds \(plists.count) Info.plist files (\(plists.joined(separator: ", "))) and no .xcodeproj; pass the app target's folder instead")
                }
                throw PortFileError(path: source, reason: "not an app folder: it has neither an Info.plist nor an .xcodeproj")
            }
            throw PortFileError(path: source, reason: "holds \(projects.count) Xcode projects (\(projects.joined(separator: ", "))); pass the app target's folder instead")
        }
        let project = try XcodeProject(projectPath: source + "/" + projects[0])
        let folder = project.appFolder == "." ? source : source + "/" + project.appFolder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw PortFileError(path: folder, reason: "the folder of the app target '\(project.targetName)' in \(projects[0]) does not exist")
        }
        var plist = project.infoPlistFile
        if let file = plist, project.appFolder != "." {
            plist = file.hasPrefix(project.appFolder + "/") ? String(file.dropFirst(project.appFolder.count + 1)) : nil
        }
        return (folder, plist)
    }

    /// The `Info.plist` files in `source`'s subfolders, to `infoPlistSearchDepth` folders
    /// deep and outside nested bundles, relative to it and sorted.
    static func infoPlists(under source: String) -> [String] {
        files(under: source).filter { relative in
            let components = relative.split(separator: "/").map(String.init)
            guard components.last == "Info.plist", components.count - 1 <= infoPlistSearchDepth else { return false }
            return !components.dropLast().contains { nestedBundleExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
        }
    }

    /// Where the resource at `relative` (in the app's folder) goes in the package's resource
    /// folder, as Xcode places it in the bundle: the app's `Info.plist` at the top;
    /// storyboards, xibs and strings tables at the top, or in their `.lproj` folder there;
    /// anything else, and anything inside a nested bundle (a `Settings.bundle`'s strings),
    /// where it is.
    static func bundlePlace(of relative: String, infoPlist: String?) -> String {
        if relative == infoPlist { return "Info.plist" }
        let fileName = (relative as NSString).lastPathComponent
        guard bundleTopExtensions.contains((fileName as NSString).pathExtension.lowercased()) else { return relative }
        let folders = relative.split(separator: "/").dropLast().map(String.init)
        guard !folders.contains(where: { nestedBundleExtensions.contains(($0 as NSString).pathExtension.lowercased()) }) else {
            return relative
        }
        let folder = ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return (folder as NSString).pathExtension.lowercased() == "lproj" ? folder + "/" + fileName : fileName
    }

    /// The files under `folder`, relative to it and sorted, skipping hidden files and folders,
    /// build-only bundles such as a nested `.xcodeproj`, and links to folders (which can loop).
    static func files(under folder: String, prefix: String = "") -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var found: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            let relative = prefix + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let linked = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                let bundleExtension = (name as NSString).pathExtension.lowercased()
                guard !linked, !buildOnlyExtensions.contains(bundleExtension) else { continue }
                found += files(under: path, prefix: relative + "/")
            } else {
                found.append(relative)
            }
        }
        return found
    }

    /// A valid Swift module name from a folder's name: characters other than letters, digits
    /// and `_` become `_`, a leading digit gets a `_` before it, and a name that would clash
    /// with OpenUIKit's modules gets `App` after it.
    public static func moduleName(for folderName: String) -> String {
        var name = String(folderName.unicodeScalars.map { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_") ? Character(scalar) : "_"
        })
        if name.isEmpty { name = "App" }
        if let first = name.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) { name = "_" + name }
        if ["OpenUIKit", "Foundation", "Swift", "Dispatch", "UIKit"].contains(name) { name += "App" }
        return name
    }

    // MARK: Helpers

    static func absolute(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let resolved = url.resolvingSymlinksInPath().path
        return resolved.count > 1 && resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
    }

    /// Whether a path from the generated-file list stays inside the package (a list edited
    /// by hand must not make the tool remove files elsewhere).
    static func isInside(_ relative: String) -> Bool {
        !relative.hasPrefix("/") && !relative.split(separator: "/").contains("..")
    }

    static func permissions(of path: String) -> mode_t {
        var status = stat()
        guard stat(path, &status) == 0 else { return 0o644 }
        return status.st_mode & 0o777
    }

    static func removeEmptyFolders(from folder: String, upTo root: String) {
        var current = folder
        while current.hasPrefix(root + "/"), rmdir(current) == 0 {
            current = (current as NSString).deletingLastPathComponent
        }
    }
}
