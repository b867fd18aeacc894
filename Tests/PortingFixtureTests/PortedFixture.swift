import Foundation

/// The lectures' UIKit files (`Tests/PortingFixtures`), copied, run through `openuikit-port`
/// and built against this package as a package of their own, once per test run.
///
/// The build lives in `.build/porting-fixture` so a second run recompiles only what changed.
/// The copy is a Swift 5 package, as the students' projects are; OpenUIKit itself still
/// builds in Swift 6 mode, as its own manifest says.
struct PortedFixture: Sendable {
    /// What `openuikit-port` printed on standard output and standard error.
    let portOutput: String
    let portErrors: String
    /// Where the built apps (`PortedPlayingCard`, `PortedFaceIt`, `PortedConcentration`) are.
    let binFolder: URL

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let workFolder = repositoryRoot.appendingPathComponent(".build/porting-fixture")

    /// The two apps: their folder of lecture files and of storyboard stand-ins, and the
    /// executable target's name.
    static let apps = [("PlayingCard", "PortedPlayingCard"), ("FaceIt", "PortedFaceIt"), ("Concentration", "PortedConcentration")]

    /// Built once, on first use, by whichever test asks first.
    static let shared: Result<PortedFixture, Failure> = Result { try make() }.mapError { error in
        error as? Failure ?? Failure(description: "\(error)")
    }

    private static func make() throws -> PortedFixture {
        let files = FileManager.default
        let fixtures = repositoryRoot.appendingPathComponent("Tests/PortingFixtures")
        let sources = workFolder.appendingPathComponent("Sources")
        try? files.removeItem(at: sources)
        for (app, target) in apps {
            let destination = sources.appendingPathComponent(target)
            try files.createDirectory(at: destination, withIntermediateDirectories: true)
            for file in try files.contentsOfDirectory(atPath: fixtures.appendingPathComponent(app).path) where file.hasSuffix(".swift") {
                try files.copyItem(at: fixtures.appendingPathComponent("\(app)/\(file)"), to: destination.appendingPathComponent(file))
            }
        }

        // Port the lecture files; the stand-ins are OpenUIKit code already.
        let port = try run(try portExecutable(), [sources.path], in: workFolder)
        guard port.status == 0 else {
            throw Failure(description: "openuikit-port exited with \(port.status):\n\(port.output)\n\(port.errors)")
        }
        for (app, target) in apps {
            for folder in [app, "Shared"] {
                let standIns = fixtures.appendingPathComponent("Storyboards/\(folder)")
                for file in try files.contentsOfDirectory(atPath: standIns.path) where file.hasSuffix(".swift") {
                    try files.copyItem(at: standIns.appendingPathComponent(file), to: sources.appendingPathComponent("\(target)/\(file)"))
                }
            }
        }

        try manifest.write(to: workFolder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let scratch = workFolder.appendingPathComponent(".build")
        let build = try run("/usr/bin/env", ["swift", "build", "--package-path", workFolder.path, "--scratch-path", scratch.path],
                            in: workFolder)
        guard build.status == 0 else {
            var seen = Set<Substring>()
            let errors = (build.output + build.errors).split(separator: "\n")
                .filter { $0.hasPrefix("/") && $0.contains(": error: ") && seen.insert($0).inserted }
            throw Failure(description: "the ported code did not build:\n" + errors.prefix(40).joined(separator: "\n"))
        }
        let bin = try run("/usr/bin/env", ["swift", "build", "--package-path", workFolder.path, "--scratch-path", scratch.path, "--show-bin-path"],
                          in: workFolder)
        return PortedFixture(portOutput: port.output, portErrors: port.errors,
                             binFolder: URL(fileURLWithPath: bin.output.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// The fixture package: the two apps, depending on this repository by path.
    private static var manifest: String {
        let identity = repositoryRoot.lastPathComponent
        let targets = apps.map { _, target in
            """
                    .executableTarget(name: "\(target)", dependencies: [.product(name: "OpenUIKit", package: "\(identity)")], path: "Sources/\(target)"),
            """
        }.joined(separator: "\n")
        return """
        // swift-tools-version: 5.9
        // Written by PortingFixtureTests: the lectures' files after openuikit-port.
        import PackageDescription

        let package = Package(
            name: "PortedFixtures",
            dependencies: [.package(path: "\(repositoryRoot.path)")],
            targets: [
        \(targets)
            ]
        )

        """
    }

    /// The built `openuikit-port`: beside the test bundle, else in `.build/debug`.
    static func portExecutable() throws -> String {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("openuikit-port")]
        if let bundle = Bundle.main.executableURL {
            candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("openuikit-port"))
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/openuikit-port"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Failure(description: "openuikit-port is not built; looked at \(candidates.map(\.path))")
        }
        return found.path
    }

    /// Runs a program to its end, its output going to files (a chatty build cannot fill a
    /// pipe and stall).
    static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String, errors: String) {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("ported-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outURL = logs.appendingPathComponent("out"), errURL = logs.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return (process.terminationStatus,
                (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}
