import Foundation

/// Ports files on disk: finds them (`SourceFileFinder`), reads and ports them all together
/// (`SourcePorter`), and writes the changed ones (`AtomicFileWriter`).
///
/// Planning and writing are separate steps so that a run with any problem (a missing file,
/// one that does not parse) writes nothing: the user fixes the problem and runs again,
/// rather than being left with half a project ported.
public struct FilePorter {
    /// The files that were read and parsed, ported, in the order found.
    public private(set) var ported: [PortedSource] = []
    /// One line per problem: a path that is missing, unreadable, not Swift, a folder
    /// without Swift files, or a file that does not parse.
    public private(set) var problems: [String] = []
    /// How many files were found (ported or not).
    public private(set) var fileCount = 0

    /// Finds, reads and ports the files and folders named by `arguments`.
    public init(arguments: [String]) {
        let finder = SourceFileFinder(arguments: arguments)
        problems = finder.problems.map(\.description)
        fileCount = finder.files.count
        var sources: [SourcePorter.Source] = []
        for path in finder.files {
            switch Self.read(path) {
            case .success(let text): sources.append(SourcePorter.Source(path: path, text: text))
            case .failure(let error): problems.append(error.description)
            }
        }
        for result in SourcePorter().port(sources) {
            switch result {
            case .success(let file): ported.append(file)
            case .failure(let error): problems.append(error.description)
            }
        }
    }

    /// Writes every changed file; returns the ones that could not be written.
    public func write() -> [PortFileError] {
        var failures: [PortFileError] = []
        for file in ported where file.isChanged {
            do {
                try AtomicFileWriter.write(file.rewritten, to: file.path)
            } catch {
                failures.append(error)
            }
        }
        return failures
    }

    private static func read(_ path: String) -> Result<String, PortFileError> {
        guard access(path, R_OK) == 0 else {
            return .failure(PortFileError(path: path, reason: "cannot read: \(String(cString: strerror(errno)).lowercased())"))
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .failure(PortFileError(path: path, reason: "cannot read: \(SourceFileFinder.reason(error))"))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(PortFileError(path: path, reason: "cannot read: not UTF-8 text"))
        }
        return .success(text)
    }
}
