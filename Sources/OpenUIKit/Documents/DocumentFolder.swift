import Foundation

/// The folder a document browser shows and imports into, and the file operations on it:
/// listing the documents of the allowed types, naming new ones ("Untitled", "Untitled 2"…)
/// and copying or moving files in.
///
/// The folder is the app's own, under the XDG data folder:
/// `$XDG_DATA_HOME/<app name>/Documents`, else `~/.local/share/<app name>/Documents`. On iOS
/// a document browser app's documents live in its own container ("On My iPhone › App"); the
/// desktop's `~/Documents` is every program's, and listing or creating files there would
/// mix one app's documents with everything else the user keeps.
struct DocumentFolder {
    /// The folder's location.
    let url: URL

    /// The name new documents get, before a number is added.
    static let untitledName = "Untitled"

    /// The running app's folder, named after its display name (its `Info.plist`'s), else the
    /// process's name.
    @MainActor
    static func appFolder() -> DocumentFolder {
        let environment = ProcessInfo.processInfo.environment
        let data: URL
        if let configured = environment["XDG_DATA_HOME"], configured.hasPrefix("/") {
            data = URL(fileURLWithPath: configured, isDirectory: true)
        } else {
            data = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        }
        let name = UIApplication.shared.launchContext?.infoPlist.displayName ?? ProcessInfo.processInfo.processName
        return DocumentFolder(url: data.appendingPathComponent(name, isDirectory: true).appendingPathComponent("Documents", isDirectory: true))
    }

    /// Makes the folder if it is missing; the error says why it cannot be.
    func create() throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw UIDocument.error("The documents folder \(url.path) could not be made (\(error.localizedDescription))", code: CocoaError.fileWriteNoPermission.rawValue)
        }
    }

    /// The visible regular files whose type is one of `contentTypes` (or conforms to one),
    /// sorted by name as Files sorts them; empty when the folder is missing or unreadable.
    func documents(ofTypes contentTypes: [String], types: DocumentTypes) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        var found: [URL] = []
        for name in names where !name.hasPrefix(".") {
            let file = url.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue,
                  let type = types.typeIdentifier(forExtension: file.pathExtension),
                  contentTypes.contains(where: { types.type(type, conformsTo: $0) }) else { continue }
            found.append(file)
        }
        return found.sorted { $0.lastPathComponent.localizedStandardCompare($1.lastPathComponent) == .orderedAscending }
    }

    /// A name in the folder no file has: `base.ext`, else `base 2.ext`, `base 3.ext`…
    func unusedURL(named base: String, extension fileExtension: String) -> URL {
        var number = 1
        while true {
            let name = number == 1 ? base : "\(base) \(number)"
            let candidate = url.appendingPathComponent(fileExtension.isEmpty ? name : "\(name).\(fileExtension)")
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            number += 1
        }
    }

    /// Copies (or moves) the file at `source` into the folder as `destination`.
    func bring(_ source: URL, to destination: URL, moving: Bool) throws {
        guard source.isFileURL, FileManager.default.fileExists(atPath: source.path) else {
            throw UIDocument.error("There is no file at \(source.path) to import", code: CocoaError.fileReadNoSuchFile.rawValue)
        }
        try create()
        do {
            if moving {
                try FileManager.default.moveItem(at: source, to: destination)
            } else {
                try FileManager.default.copyItem(at: source, to: destination)
            }
        } catch {
            throw UIDocument.error("\(MessageText.quoted(source.lastPathComponent)) could not be \(moving ? "moved" : "copied") into \(url.path) (\(error.localizedDescription))",
                                   code: CocoaError.fileWriteUnknown.rawValue)
        }
    }
}
