import Foundation

/// Whole app folders (`Tests/PortingFixtures/<App>/`, each with its Xcode project, Info.plist
/// and asset catalog) ported with `openuikit-port app` and built, once per test run.
///
/// Each app becomes a package of its own (in a fixed folder under the system's temporary
/// folder, so a second run rewrites only what changed), and all of them build with one
/// scratch folder, `.build/ported-apps`: OpenUIKit compiles there once for every app, and a
/// second run is incremental. It cannot be the checkout's own `.build`, which the `swift test`
/// running this holds locked.
struct PortedApps: Sendable {
    /// One app of the table.
    struct App: Sendable {
        /// Its folder in `Tests/PortingFixtures` (the one holding the `.xcodeproj`).
        let folder: String
        /// The executable `openuikit-port app` names after the app's folder.
        let executable: String
        /// The reference image of its launch snapshot, in `Tests/PortingFixtureTests/References`.
        let reference: String
        /// A line the app must write on standard error while launching (its `os_log`), if any.
        var launchLog: String? = nil
    }

    /// The apps the suite ports, builds and runs.
    static let table: [App] = [
        App(folder: "HelloApp", executable: "HelloApp", reference: "ported-app-helloapp",
            launchLog: "<Info> launched with ViewController"),
        App(folder: "FaceItEmotions", executable: "FaceItEmotions", reference: "ported-app-faceitemotions"),
        App(folder: "Cards", executable: "Cards", reference: "ported-app-cards"),
        App(folder: "ConcentrationApp", executable: "ConcentrationApp", reference: "ported-app-concentrationapp"),
    ]

    /// How long each step took, in seconds, for the report.
    let portSeconds: Double
    let buildSeconds: [String: Double]
    /// Where the built executables are.
    let binFolder: URL
    /// What `openuikit-port app` printed on standard error, by app (its gaps).
    let portErrors: [String: String]

    static let scratch = PortedFixture.repositoryRoot.appendingPathComponent(".build/ported-apps")
    /// The packages, one folder per app; named after the checkout so two checkouts on one
    /// machine do not share it.
    static let packagesFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("openuikit-ported-apps-\(PortedFixture.repositoryRoot.lastPathComponent)")

    /// Ported and built once, on first use.
    static let shared: Result<PortedApps, PortedFixture.Failure> = Result { try make() }.mapError { error in
        error as? PortedFixture.Failure ?? PortedFixture.Failure(description: "\(error)")
    }

    private static func make() throws -> PortedApps {
        let tool = try PortedFixture.portExecutable()
        let fixtures = PortedFixture.repositoryRoot.appendingPathComponent("Tests/PortingFixtures")
        var portErrors: [String: String] = [:]
        let portStart = Date()
        for app in table {
            let package = packagesFolder.appendingPathComponent(app.folder)
            let port = try PortedFixture.run(tool, ["app", fixtures.appendingPathComponent(app.folder).path, "--output", package.path,
                                                    "--openuikit", PortedFixture.repositoryRoot.path], in: fixtures)
            guard port.status == 0 else {
                throw PortedFixture.Failure(description: "openuikit-port app \(app.folder) exited with \(port.status):\n\(port.errors)")
            }
            portErrors[app.folder] = port.errors
            // The checkout's pins, so the app resolves OpenUIKit's dependencies to the same
            // versions without asking the network (the tool leaves this file alone).
            let pins = PortedFixture.repositoryRoot.appendingPathComponent("Package.resolved")
            if let data = FileManager.default.contents(atPath: pins.path) {
                try data.write(to: package.appendingPathComponent("Package.resolved"))
            }
        }
        let portSeconds = Date().timeIntervalSince(portStart)
        var buildSeconds: [String: Double] = [:]
        for app in table {
            let package = packagesFolder.appendingPathComponent(app.folder)
            let start = Date()
            let build = try PortedFixture.run("/usr/bin/env", ["swift", "build", "--package-path", package.path,
                                                               "--scratch-path", scratch.path], in: package)
            buildSeconds[app.folder] = Date().timeIntervalSince(start)
            guard build.status == 0 else {
                var seen = Set<Substring>()
                let errors = (build.output + build.errors).split(separator: "\n")
                    .filter { $0.contains("error: ") && seen.insert($0).inserted }
                throw PortedFixture.Failure(description: "\(app.folder) did not build:\n" + errors.prefix(40).joined(separator: "\n"))
            }
        }
        let first = packagesFolder.appendingPathComponent(table[0].folder)
        let bin = try PortedFixture.run("/usr/bin/env", ["swift", "build", "--package-path", first.path, "--scratch-path", scratch.path,
                                                         "--show-bin-path"], in: first)
        return PortedApps(portSeconds: portSeconds, buildSeconds: buildSeconds,
                          binFolder: URL(fileURLWithPath: bin.output.trimmingCharacters(in: .whitespacesAndNewlines)),
                          portErrors: portErrors)
    }
}
