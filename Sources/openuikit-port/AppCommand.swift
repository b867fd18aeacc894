import ArgumentParser
import Foundation
import OpenUIKitPort

/// `openuikit-port app SRC --output PKG [--openuikit PATH]`: ports a whole UIKit app into a
/// Swift package (`AppPorter`), lists every gap on standard error, and says how to run it.
struct AppCommand: ParsableCommand {
    /// The first argument that selects this command.
    static let subcommandName = "app"
    /// The exit status when nothing could be written.
    static let failureExitCode: Int32 = 1

    static let configuration = CommandConfiguration(
        commandName: "openuikit-port app",
        abstract: "Ports a whole UIKit app into a Swift package that builds and runs with OpenUIKit.",
        discussion: """
            SRC is the app target's folder (the one with Info.plist), or a folder
            holding one .xcodeproj, whose application target's folder is read from
            project.pbxproj. SRC is never written.

            PKG becomes a Swift package with one executable named after SRC's folder:
            the Swift files ported as 'openuikit-port FILE' ports them (plus
            @UIApplicationMain → @main and the Swift 4.2 SDK renames), and every other
            file of the app (storyboards, xibs, asset catalogs, Info.plist, .strings,
            images) copied into Sources/<Name>/App, one resource folder. It builds in
            the Swift 5 language mode against OpenUIKit at --openuikit (default: the
            checkout this tool was built from). Then: cd PKG && swift run.

            Running it again updates PKG: files it generated are rewritten when they
            changed and removed when they are gone from SRC (the list is kept in
            PKG/.openuikit-port.json); files you added are never touched.

            What cannot be ported (hand edits, frameworks OpenUIKit lacks,
            Objective-C files) is listed on standard error as 'path:line: ...'; the
            package is still written. Exit status: 0 when the package was written
            (even with gaps), 1 when it could not be (or a file of it could not be
            written), 64 for a usage error.
            """)

    @Argument(help: ArgumentHelp("The app target's folder, or a folder holding its .xcodeproj.", valueName: "SRC"))
    var source: String

    @Option(name: .long, help: ArgumentHelp("The package folder to create or update.", valueName: "PKG"))
    var output: String

    @Option(name: .customLong("openuikit"), help: ArgumentHelp("The OpenUIKit checkout to build against.", valueName: "PATH"))
    var openUIKit: String?

    func run() throws {
        guard let checkout = openUIKit.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) ?? OpenUIKitCheckout.find() else {
            printError("openuikit-port: cannot find the OpenUIKit checkout this tool came from; pass --openuikit PATH")
            throw ExitCode(Self.failureExitCode)
        }
        let porter = AppPorter(sourcePath: source, outputPath: output, openUIKitPath: checkout)
        guard porter.problems.isEmpty else {
            for problem in porter.problems {
                printError(problem)
            }
            printError("openuikit-port: nothing was written")
            throw ExitCode(Self.failureExitCode)
        }
        // Gaps name the app's files as the user can open them: relative to the current
        // folder when the app is under it.
        let current = FileManager.default.currentDirectoryPath + "/"
        let shownFolder = porter.appFolder.hasPrefix(current) ? String(porter.appFolder.dropFirst(current.count)) : porter.appFolder
        for gap in porter.gaps {
            printError(shownFolder + "/" + gap.description)
        }
        let failures = porter.write()
        for failure in failures {
            printError(failure.description)
        }
        let swiftCount = porter.ported.count
        let editCount = porter.ported.reduce(0) { $0 + $1.edits.count }
        var summary = "openuikit-port: wrote \(output) (\(porter.name)): \(count(swiftCount, "Swift file")) with \(count(editCount, "edit")), \(count(porter.files.count, "file")) in all"
        if !porter.gaps.isEmpty {
            summary += "; \(count(porter.gaps.count, "gap")) to fix by hand (listed on standard error)"
        }
        guard failures.isEmpty else {
            printError("openuikit-port: \(count(failures.count, "file")) of the package could not be written")
            throw ExitCode(Self.failureExitCode)
        }
        print(summary)
        print("Run it: cd \(output) && swift run")
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
