import Foundation

/// Runs the built `openuikit-port`.
enum PortTool {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The user an unreadable-file test runs the tool as when the tests run as root (who
    /// may read any file): nobody, through util-linux's `setpriv`.
    static let unprivilegedUserID = 65534
    static let setpriv = "/usr/bin/setpriv"

    static var canRunWithoutReadPermission: Bool {
        geteuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)
    }

    /// The executable: beside the test bundle (where `swift build --build-tests` puts the
    /// package's products), else in the package's `.build/debug`.
    static var executable: String {
        get throws {
            let name = "openuikit-port"
            var candidates: [URL] = []
            if let bundle = Bundle.main.executableURL {
                candidates.append(bundle.deletingLastPathComponent().appendingPathComponent(name))
            }
            candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name))
            let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)"))
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw TemporaryFolder.Failure("openuikit-port is not built; looked at \(candidates.map(\.path))")
            }
            return found.path
        }
    }

    /// Runs the tool in `directory`; output goes to files rather than pipes, so a chatty
    /// run cannot fill a pipe and stall.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:],
                    withoutReadPermission: Bool = false) throws -> Run {
        let output = try TemporaryFolder()
        let outputPath = try output.write("stdout", "")
        let errorPath = try output.write("stderr", "")
        let process = Process()
        if withoutReadPermission && geteuid() == 0 {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--reuid=\(unprivilegedUserID)", "--regid=\(unprivilegedUserID)", "--clear-groups", try executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: try executable)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   standardOutput: try String(contentsOfFile: outputPath, encoding: .utf8),
                   standardError: try String(contentsOfFile: errorPath, encoding: .utf8))
    }
}
