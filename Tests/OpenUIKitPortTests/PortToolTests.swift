import Foundation
import Testing
@testable import OpenUIKitPort

/// The built `openuikit-port` run on temporary files: exit statuses, writing in place,
/// `--dry-run`, and the file problems that must stop every write.
@Suite("openuikit-port on files")
struct PortToolTests {
    @Test func portsAFolderInPlaceAndASecondRunMakesNoEdits() throws {
        let folder = try TemporaryFolder()
        let controller = try folder.write("Sources/FaceIt/FaceViewController.swift", SourcePorterTests.faceViewController, permissions: 0o640)
        let hidden = try folder.write(".build/checkouts/Dependency.swift", "import UIKit\n")
        try folder.write("Sources/FaceIt/README.md", "@objc\n")

        let first = try PortTool.run([folder.path], in: folder.path)
        #expect(first.status == 0)
        #expect(first.standardOutput == """
            \(folder.path)/Sources/FaceIt/FaceViewController.swift:1: import UIKit → import OpenUIKit
            \(folder.path)/Sources/FaceIt/FaceViewController.swift:4: @IBOutlet weak var faceView: FaceView! { → weak var faceView: FaceView! {
            \(folder.path)/Sources/FaceIt/FaceViewController.swift:6: #selector(FaceView.changeScale(byReactingTo:)) → Selector(FaceView.changeScale(byReactingTo:))
            \(folder.path)/Sources/FaceIt/FaceViewController.swift:9: #selector(toggleEyes(byReactingTo:)) → Selector(FaceViewController.toggleEyes(byReactingTo:))
            \(folder.path)/Sources/FaceIt/FaceViewController.swift:15: @objc func toggleEyes(byReactingTo tapRecognizer: UITapGestureRecognizer) { → func toggleEyes(byReactingTo tapRecognizer: UITapGestureRecognizer) {
            \(folder.path)/Sources/FaceIt/FaceViewController.swift:21: (added) → extension FaceViewController: InterfaceBuilderKeyed { … }
            openuikit-port: 6 edits in 1 of 1 file

            """)
        #expect(first.standardError == "")
        let ported = try String(contentsOfFile: controller, encoding: .utf8)
        #expect(ported == (try SourcePorter().port(SourcePorterTests.faceViewController).rewritten))
        #expect(try folder.permissions(of: controller) == 0o640)
        #expect(try String(contentsOfFile: hidden, encoding: .utf8) == "import UIKit\n")
        #expect(try folder.names(in: "Sources/FaceIt") == ["FaceViewController.swift", "README.md"])

        let second = try PortTool.run(["Sources"], in: folder.path)
        #expect(second.status == 0)
        #expect(second.standardOutput == "openuikit-port: 0 edits: 1 file already ported\n")
        #expect(try String(contentsOfFile: controller, encoding: .utf8) == ported)
    }

    @Test func dryRunPrintsADiffAndChangesNothing() throws {
        let folder = try TemporaryFolder()
        let source = "import UIKit\n\nclass A {\n    @objc func f() {}\n}\n"
        let file = try folder.write("A.swift", source)
        let run = try PortTool.run(["--dry-run", "A.swift"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,5 +1,5 @@
            -import UIKit
            +import OpenUIKit
             
             class A {
            -    @objc func f() {}
            +    func f() {}
             }

            """)
        #expect(run.standardError == "openuikit-port: dry run, no file changed: 2 edits in 1 of 1 file\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == source)
    }

    @Test func handEditsAreListedButDoNotFailTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "class A {\n    var score = 0\n    func f() { _ = #selector(getter: score) }\n}\n")
        let run = try PortTool.run(["A.swift"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.standardError == "A.swift:3: #selector(getter: score): OpenUIKit's Selector names methods only, not a property's getter; fix by hand\n")
        #expect(run.standardOutput == "openuikit-port: 0 edits: 1 file already ported; 1 place needs a hand edit (listed on standard error)\n")
    }

    @Test func aFileThatDoesNotParseStopsEveryWrite() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("Good.swift", "import UIKit\n")
        try folder.write("Bad.swift", "import UIKit\nclass A {\n    func f( {\n}\n")
        let run = try PortTool.run(["."], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("./Bad.swift:3:") == true)
        #expect(lines.first?.contains("cannot parse") == true)
        #expect(lines.last == "openuikit-port: nothing was written: 1 problem to fix first")
        #expect(try String(contentsOfFile: good, encoding: .utf8) == "import UIKit\n")
    }

    @Test func missingNonSwiftAndEmptyPathsAreFileProblems() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("Good.swift", "import UIKit\n")
        try folder.write("Notes.txt", "import UIKit\n")
        try folder.write("Empty/readme.md", "")
        let run = try PortTool.run(["Good.swift", "Missing.swift", "Notes.txt", "Empty"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError == """
            Missing.swift: no such file or directory
            Notes.txt: not a Swift file (only .swift files are ported)
            Empty: no Swift files in this directory
            openuikit-port: nothing was written: 3 problems to fix first

            """)
        #expect(try String(contentsOfFile: good, encoding: .utf8) == "import UIKit\n")
    }

    @Test(.enabled(if: PortTool.canRunWithoutReadPermission, "needs a non-root user or setpriv"))
    func anUnreadableFileIsAFileProblem() throws {
        let folder = try TemporaryFolder()
        let locked = try folder.write("Locked.swift", "import UIKit\n", permissions: 0o000)
        let run = try PortTool.run(["Locked.swift"], in: folder.path, withoutReadPermission: true)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("Locked.swift: cannot read: permission denied\n"))
        #expect(try folder.permissions(of: locked) == 0o000)
    }

    @Test func aFileThatIsNotUTF8IsAFileProblem() throws {
        let folder = try TemporaryFolder()
        let latin1 = folder.path + "/Latin1.swift"
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: latin1))  // "// é" in Latin-1
        let run = try PortTool.run(["Latin1.swift"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("Latin1.swift: cannot read: not UTF-8 text\n"))
    }

    @Test func aSymbolicLinkStaysALink() throws {
        let folder = try TemporaryFolder()
        let target = try folder.write("Real/A.swift", "import UIKit\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/Linked", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Linked/A.swift", withDestinationPath: target)
        let run = try PortTool.run(["Linked/A.swift", "Real"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasSuffix("openuikit-port: 1 edit in 1 of 1 file\n"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Linked/A.swift") == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "import OpenUIKit\n")
    }

    @Test func usageErrorsExitWith64() throws {
        let folder = try TemporaryFolder()
        #expect(try PortTool.run([], in: folder.path).status == 64)
        #expect(try PortTool.run(["--no-such-option", "A.swift"], in: folder.path).status == 64)
    }

    @Test func helpExplainsWithin80Columns() throws {
        let run = try PortTool.run(["--help"], in: FileManager.default.currentDirectoryPath, environment: ["COLUMNS": "80"])
        #expect(run.status == 0)
        for line in run.standardOutput.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
        for topic in ["--dry-run", "#selector", "@IBOutlet", "nothing is written", "64"] {
            #expect(run.standardOutput.contains(topic), "\(topic)")
        }
    }
}
