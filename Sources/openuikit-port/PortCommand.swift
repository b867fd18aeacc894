import ArgumentParser
import Foundation
import OpenUIKitPort

/// The command line of `openuikit-port`: parses the arguments, runs `FilePorter`, prints
/// the edits (or a diff) on standard output and the places to edit by hand on standard
/// error.
struct PortCommand: ParsableCommand {
    /// The exit status for a file problem; usage errors exit with 64 (EX_USAGE), as
    /// ArgumentParser does for a bad option.
    static let fileProblemExitCode: Int32 = 1

    static let configuration = CommandConfiguration(
        commandName: "openuikit-port",
        abstract: "Rewrites UIKit Swift sources in place so they build with OpenUIKit on Linux.",
        discussion: """
            Makes exactly the edits Swift on Linux forces, and nothing else:
              import UIKit, CoreGraphics, QuartzCore   →  import OpenUIKit (once)
              @objc, @objc(name), @objcMembers          →  dropped
              @IBAction, @IBInspectable                 →  dropped
              @IBDesignable                             →  dropped, and the class
                                                           adopts InterfaceBuilderDesignable
              @IBSegueAction                            →  dropped
              @IBOutlet weak var v: V!                  →  weak var v: V!
              #selector(tap(_:)), #selector(self.tap)   →  Selector(Type.tap(_:))
              #selector(view.pinch(_:))                 →  Selector(ViewType.pinch(_:))
            A selector's type is the enclosing type, or the declared type of the
            value before the method name (a property, parameter or local with a
            type annotation or a Type(...) initializer). Comments and strings are
            never changed. Running it again makes no edits.

            Each edit is printed as 'path:line: before → after'. Places it cannot
            rewrite (#selector(getter:), a receiver of unknown type, selectors
            for Foundation's selector:, perform and responds(to:), optional
            protocol requirements, imports of frameworks OpenUIKit lacks) are left
            as they are and listed on standard error as 'path:line: ...; fix by
            hand'; they do not make the run fail. @UIApplicationMain becomes @main,
            and the Swift 4.2 SDK renames are applied (UIControlState →
            UIControl.State, .UIKeyboardWillShow →
            UIResponder.keyboardWillShowNotification, ...).
            With --dry-run the diff alone goes to standard output.

            Folders are searched recursively for .swift files, skipping hidden
            folders such as .build and .git. All files are read and parsed before
            any is written: if one is missing, unreadable, not a .swift file, or
            does not parse, nothing is written and the exit status is 1. Each file
            is replaced in one step (a temporary file renamed over it), keeping its
            permissions. Exit status: 0 when done (even with hand edits left),
            1 for a file problem, 64 for a usage error.

            To port a whole app into a Swift package instead:
              openuikit-port app SRC --output PKG   (see openuikit-port app --help)
            To draw every storyboard scene of an app as Interface Builder's canvas does:
              openuikit-port preview SRC --output DIR   (see openuikit-port preview --help)

            See docs/PORTING.md for what to do by hand after the tool has run.
            """)

    @Flag(name: .long, help: "Change no file; print a unified diff of the edits instead (for patch -p1 or git apply).")
    var dryRun = false

    @Argument(help: ArgumentHelp("Swift files, or folders to search for them.", valueName: "FILE|DIR"))
    var paths: [String]

    func run() throws {
        let porter = FilePorter(arguments: paths)
        if !porter.problems.isEmpty {
            for problem in porter.problems {
                printError(problem)
            }
            printError("openuikit-port: nothing was written: \(count(porter.problems.count, "problem")) to fix first")
            throw ExitCode(Self.fileProblemExitCode)
        }
        let editCount = porter.ported.reduce(0) { $0 + $1.edits.count }
        let changedCount = porter.ported.filter(\.isChanged).count
        let handEditCount = porter.ported.reduce(0) { $0 + $1.handEdits.count }
        for file in porter.ported {
            if dryRun {
                print(UnifiedDiff(path: file.path, original: file.original, rewritten: file.rewritten).text, terminator: "")
            } else {
                for edit in file.edits {
                    print("\(file.path):\(edit.description)")
                }
            }
        }
        for file in porter.ported {
            for handEdit in file.handEdits {
                printError("\(file.path):\(handEdit.description)")
            }
        }
        var summary: String
        if editCount == 0 {
            summary = "0 edits: \(count(porter.fileCount, "file")) already ported"
        } else {
            summary = "\(count(editCount, "edit")) in \(changedCount) of \(count(porter.fileCount, "file"))"
        }
        if handEditCount > 0 {
            summary += "; \(count(handEditCount, "place")) \(handEditCount == 1 ? "needs" : "need") a hand edit (listed on standard error)"
        }
        if dryRun {
            // Standard output is the diff alone, so that it can go straight to patch.
            printError("openuikit-port: dry run, no file changed: \(summary)")
            return
        }
        let failures = porter.write()
        for failure in failures {
            printError(failure.description)
        }
        guard failures.isEmpty else {
            printError("openuikit-port: \(count(failures.count, "file")) could not be written; the others were")
            throw ExitCode(Self.fileProblemExitCode)
        }
        print("openuikit-port: \(summary)")
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
