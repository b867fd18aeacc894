import Foundation

/// The list of files `openuikit-port app` wrote into a package, kept in the package as
/// `.openuikit-port.json`, so that the next run can remove what it generated before and is
/// now gone from the app, and never touches a file a person added.
public struct GeneratedFileList: Codable, Equatable, Sendable {
    /// The list's file name inside the package.
    public static let fileName = ".openuikit-port.json"

    /// The app folder the package was generated from.
    public var source: String
    /// The generated files, relative to the package, sorted.
    public var files: [String]

    /// The list of `files` generated from the app at `source`.
    public init(source: String, files: [String]) {
        self.source = source
        self.files = files.sorted()
    }

    /// The list in the package at `packagePath`; nil when there is none, an error when there
    /// is one that cannot be read.
    public static func read(inPackage packagePath: String) throws(PortFileError) -> GeneratedFileList? {
        let path = packagePath + "/" + fileName
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path),
              let list = try? JSONDecoder().decode(GeneratedFileList.self, from: data) else {
            throw PortFileError(path: path, reason: "cannot read the list of generated files; remove it only if the package holds nothing of yours")
        }
        return list
    }

    /// The list as the JSON text written into the package.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and arrays of strings cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
