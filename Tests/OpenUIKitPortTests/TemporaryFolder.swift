import Foundation

/// A folder under the system's temporary directory, removed when the value goes away.
final class TemporaryFolder {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-port-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `relativePath`, making folders as needed; returns the full path.
    @discardableResult
    func write(_ relativePath: String, _ text: String, permissions: Int = 0o644) throws -> String {
        let file = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: file)
        return file
    }

    func permissions(of file: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    func names(in relativePath: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path + "/" + relativePath).sorted()
    }
}
