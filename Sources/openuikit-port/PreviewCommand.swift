import ArgumentParser
import Foundation
import OpenUIKitPort

/// `openuikit-port preview SRC --output DIR`: draws every scene of every storyboard of an app,
/// and every top-level view of its xibs, as Interface Builder's canvas shows them, by porting the app (unless SRC is its package
/// already), building it, and running it with `--preview DIR`.
struct PreviewCommand: ParsableCommand {
    /// The first argument that selects this command.
    static let subcommandName = "preview"
    /// The exit status when something could not be drawn (or built, or ported).
    static let failureExitCode: Int32 = 1
    /// The most compiler error lines shown from a failed build.
    static let shownErrorLineLimit = 40

    static let configuration = CommandConfiguration(
        commandName: "openuikit-port preview",
        abstract: "Draws every storyboard scene of a UIKit app as Interface Builder's canvas shows it.",
        discussion: """
            Writes DIR/<storyboard>-<scene>.png for every scene of every storyboard of
            the app, at the size it was designed at (its freeform size, else its root
            view's size in the file, else the document's device). A scene is named by
            its Storyboard ID, else its label in the document outline, else its
            navigation item's title, else its class; repeated names get the scene's ID.

            @IBDesignable views (ported as classes adopting InterfaceBuilderDesignable)
            hear prepareForInterfaceBuilder() after the inspector's values are set,
            before they are drawn. The app's launch code (its delegate) never runs.
            Containers are drawn with the scenes they contain; a navigation
            controller's root scene is drawn under a navigation bar, a tab bar
            controller's child above a tab bar, and every scene under an iOS status
            bar, as the canvas infers them or the scene's simulated metrics say.

            Every top-level view of every xib is drawn too, into
            DIR/<xib>-<view>.png, at its frame's size (a view is named by its label,
            else its class, else its object ID), with the bars its simulated metrics
            name.

            SRC is the app's folder (what 'openuikit-port app' takes), ported first into
            --package PKG (by default a folder under the temporary folder named after
            the app, kept for the next preview), or the package 'openuikit-port app'
            wrote. The package is built with 'swift build' (the first build takes
            minutes; later ones only rebuild what changed), then run as
            '<App> --preview DIR'.

            Exit status: 0 when every scene was drawn; 1 when the app could not be
            ported or built (the compiler's errors are shown) or a scene could not be
            drawn (the others are still drawn); 64 for a usage error.
            """)

    @Argument(help: ArgumentHelp("The app's folder, or the package 'openuikit-port app' wrote.", valueName: "SRC"))
    var source: String

    @Option(name: .long, help: ArgumentHelp("The folder the pictures are written into.", valueName: "DIR"))
    var output: String

    @Option(name: .long, help: ArgumentHelp("Where to port an app folder to (default: under the temporary folder).", valueName: "PKG"))
    var package: String?

    @Option(name: .customLong("openuikit"), help: ArgumentHelp("The OpenUIKit checkout to build against.", valueName: "PATH"))
    var openUIKit: String?

    @Option(name: .customLong("scratch-path"), help: ArgumentHelp("The build folder 'swift build' uses (default: PKG/.build).", valueName: "PATH"))
    var scratchPath: String?

    @Option(name: .long, help: ArgumentHelp("Pixels per point of the pictures, 0.5 to 4 (default 1).", valueName: "S"))
    var scale: Double?

    func validate() throws {
        if let scale, !(scale.isFinite && (0.5...4).contains(scale)) {
            throw ValidationError("--scale \(scale): the scale must be from 0.5 to 4")
        }
        if output.isEmpty { throw ValidationError("--output needs a folder") }
    }

    func run() throws {
        let plan: PreviewPackage
        do {
            plan = try PreviewPackage(source: source, package: package)
        } catch {
            printError("openuikit-port: \(error.description)")
            throw ExitCode(Self.failureExitCode)
        }
        if let app = plan.appSource {
            try port(app, into: plan.packagePath)
        }
        let executable = try build(plan)
        var arguments = ["--preview", URL(fileURLWithPath: output).standardizedFileURL.path]
        if let scale { arguments += ["--scale", String(scale)] }
        let status = try runInheritingOutput(executable, arguments)
        switch status {
        case .exited(0):
            return
        case .exited(let code):
            printError("openuikit-port: \(plan.appName) could not draw every scene (exit status \(code)); the messages above name them")
        case .signaled(let signal):
            printError("openuikit-port: \(plan.appName) stopped on signal \(signal) while drawing; the scenes after the last one listed were not drawn")
        }
        throw ExitCode(Self.failureExitCode)
    }

    // MARK: Steps

    /// Ports the app folder `app` into `package`, as `openuikit-port app` does.
    private func port(_ app: String, into package: String) throws {
        guard let checkout = openUIKit.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) ?? OpenUIKitCheckout.find() else {
            printError("openuikit-port: cannot find the OpenUIKit checkout this tool came from; pass --openuikit PATH")
            throw ExitCode(Self.failureExitCode)
        }
        let porter = AppPorter(sourcePath: app, outputPath: package, openUIKitPath: checkout)
        guard porter.problems.isEmpty else {
            for problem in porter.problems { printError(problem) }
            printError("openuikit-port: the app could not be ported, so nothing was drawn")
            throw ExitCode(Self.failureExitCode)
        }
        for gap in porter.gaps { printError(porter.appFolder + "/" + gap.description) }
        let failures = porter.write()
        for failure in failures { printError(failure.description) }
        guard failures.isEmpty else { throw ExitCode(Self.failureExitCode) }
        // OpenUIKit's own pins, so the app resolves its dependencies to the versions
        // OpenUIKit was built with, without asking the network when they are at hand.
        let pins = package + "/Package.resolved"
        if !FileManager.default.fileExists(atPath: pins), let data = FileManager.default.contents(atPath: checkout + "/Package.resolved") {
            _ = FileManager.default.createFile(atPath: pins, contents: data)
        }
        say("openuikit-port: ported \(app) into \(package)")
    }

    /// Builds the package; returns the app's executable, or ends with the compiler's errors.
    private func build(_ plan: PreviewPackage) throws -> String {
        var common = ["swift", "build", "--package-path", plan.packagePath]
        if let scratchPath { common += ["--scratch-path", URL(fileURLWithPath: scratchPath).standardizedFileURL.path] }
        say("openuikit-port: building \(plan.appName) in \(plan.packagePath)")
        // The whole package (it has one executable): a build of one product finds the build
        // description of another package in a shared scratch folder and refuses.
        let build = try capture("/usr/bin/env", common)
        guard build.status == 0 else {
            var seen = Set<Substring>()
            let errors = (build.output + build.errors).split(separator: "\n").filter { $0.contains("error: ") && seen.insert($0).inserted }
            for line in errors.prefix(Self.shownErrorLineLimit) { printError(String(line)) }
            if errors.isEmpty { printError(build.errors.isEmpty ? build.output : build.errors) }
            printError("openuikit-port: \(plan.packagePath) did not build, so nothing was drawn; the compiler's errors are above")
            throw ExitCode(Self.failureExitCode)
        }
        let bin = try capture("/usr/bin/env", common + ["--show-bin-path"])
        let folder = bin.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let executable = folder + "/" + plan.appName
        guard bin.status == 0, FileManager.default.isExecutableFile(atPath: executable) else {
            printError("openuikit-port: the build of \(plan.appName) left no executable at \(executable)")
            throw ExitCode(Self.failureExitCode)
        }
        return executable
    }

    // MARK: Processes

    /// How a program ended.
    enum Termination: Equatable {
        case exited(Int32)
        case signaled(Int32)
    }

    /// Runs a program to its end with its output in files (a chatty build cannot fill a pipe
    /// and stall); returns its status and output.
    private func capture(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outURL = logs.appendingPathComponent("out"), errURL = logs.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus,
                (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    /// Runs a program with this process's standard output and error, so its lines show as
    /// they come.
    private func runInheritingOutput(_ executable: String, _ arguments: [String]) throws -> Termination {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? .signaled(process.terminationStatus) : .exited(process.terminationStatus)
    }

    /// Writes a line to standard output at once (`print` buffers, and the app's own lines
    /// follow on the same file).
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
