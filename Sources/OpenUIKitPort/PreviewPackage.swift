import Foundation

/// What `openuikit-port preview SRC` builds and runs: the package of the app it draws.
///
/// The storyboards' classes exist only in the app's compiled code, so the canvas is drawn by
/// the app itself, built from a package `openuikit-port app` wrote. SRC is either that
/// package (it holds the generated-file list, `.openuikit-port.json`), used as it is, or the
/// app's folder (what `openuikit-port app` takes), ported first into `--package PKG`, by
/// default into a folder of the system's temporary folder named after the app and its path,
/// so that a second preview of the same app rebuilds only what changed.
public struct PreviewPackage: Equatable, Sendable {
    /// The package folder, absolute.
    public var packagePath: String
    /// The app's executable (and module) name.
    public var appName: String
    /// The app folder to port into the package first; nil when SRC is the package.
    public var appSource: String?

    /// The folder under the temporary folder that default packages go into.
    public static let temporaryFolderName = "openuikit-preview"

    /// Decides from SRC (`source`) and `--package` (`package`); an error names SRC when it is
    /// neither an app folder nor a ported package, or `--package` when it is given with a
    /// package as SRC.
    public init(source: String, package: String?) throws(PortFileError) {
        let absolute = AppPorter.absolute(source)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue else {
            throw PortFileError(path: source, reason: "no such folder")
        }
        if let list = try GeneratedFileList.read(inPackage: absolute) {
            if let package, AppPorter.absolute(package) != absolute {
                throw PortFileError(path: source, reason: "is already a package openuikit-port app wrote; --package is only for an app folder")
            }
            guard let name = Self.executableName(in: list) else {
                throw PortFileError(path: source, reason: "its \(GeneratedFileList.fileName) lists no Sources/<App>/ files; port the app again with openuikit-port app")
            }
            packagePath = absolute
            appName = name
            appSource = nil
            return
        }
        if FileManager.default.fileExists(atPath: absolute + "/Package.swift") {
            throw PortFileError(path: source, reason: "is a Swift package openuikit-port did not write (no \(GeneratedFileList.fileName)); pass the app's folder, or the package openuikit-port app wrote")
        }
        // Checked here rather than left to the porter, so the message comes before any work.
        _ = try AppPorter.appFolder(of: absolute)
        appName = AppPorter.moduleName(for: (absolute as NSString).lastPathComponent)
        appSource = absolute
        packagePath = package.map(AppPorter.absolute) ?? Self.defaultPackagePath(forApp: absolute, name: appName)
    }

    /// Where an app's package goes when `--package` is not given:
    /// `<temporary folder>/openuikit-preview/<Name>-<hash of the app's path>`.
    public static func defaultPackagePath(forApp appPath: String, name: String) -> String {
        let hash = String(fnv1a(appPath), radix: 16)
        let temporary = FileManager.default.temporaryDirectory.standardizedFileURL.path
        return "\(temporary)/\(temporaryFolderName)/\(name)-\(hash)"
    }

    /// The target every `Sources/<Name>/…` file of the list is in, when there is exactly one.
    static func executableName(in list: GeneratedFileList) -> String? {
        let names = Set(list.files.compactMap { file -> Substring? in
            let parts = file.split(separator: "/")
            return parts.count > 2 && parts[0] == "Sources" ? parts[1] : nil
        })
        return names.count == 1 ? names.first.map(String.init) : nil
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8: stable across runs, unlike `Hasher`.
    static func fnv1a(_ text: String) -> UInt64 {
        let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var hash = offsetBasis
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        return hash
    }
}
