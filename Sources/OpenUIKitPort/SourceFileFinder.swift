import Foundation

/// Turns the command line's `FILE|DIR…` into the Swift files to port: files as named (they
/// must end in `.swift`), folders searched recursively for `.swift` files, skipping hidden
/// folders and files (`.build`, `.git`, `.swiftpm`) and symbolic links to folders (which can
/// loop). A file reached twice (named and inside a named folder, or through a link) is
/// ported once.
public struct SourceFileFinder {
    public static let swiftExtension = "swift"

    /// The files found, in command-line order and sorted within each folder, and the
    /// problems found on the way.
    public private(set) var files: [String] = []
    public private(set) var problems: [PortFileError] = []
    private var seen: Set<String> = []

    public init(arguments: [String]) {
        for argument in arguments {
            add(argument)
        }
    }

    private mutating func add(_ path: String) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            problems.append(PortFileError(path: path, reason: "no such file or directory"))
            return
        }
        guard isDirectory.boolValue else {
            if (path as NSString).pathExtension == Self.swiftExtension {
                addFile(path)
            } else {
                problems.append(PortFileError(path: path, reason: "not a Swift file (only .swift files are ported)"))
            }
            return
        }
        let problemsBefore = problems.count
        if searchDirectory(path) == 0, problems.count == problemsBefore {
            problems.append(PortFileError(path: path, reason: "no Swift files in this directory"))
        }
    }

    private mutating func addFile(_ path: String) {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        if seen.insert(real).inserted {
            files.append(path)
        }
    }

    /// Adds the Swift files under `directory`; returns how many there are, counting those
    /// already found another way.
    private mutating func searchDirectory(_ directory: String) -> Int {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            problems.append(PortFileError(path: directory, reason: "cannot list this directory (\(Self.reason(error)))"))
            return 0
        }
        var found = 0
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names where !name.hasPrefix(".") {
            let path = prefix + name
            let linked = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if !linked { found += searchDirectory(path) }
            } else if (name as NSString).pathExtension == Self.swiftExtension {
                addFile(path)
                found += 1
            }
        }
        return found
    }

    /// The POSIX reason behind a Foundation file error (`permission denied`), else its
    /// description.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code))).lowercased()
        }
        return nsError.localizedDescription
    }
}
