import Foundation
import Testing

/// What must not compile: `Selector` accepts methods of zero, one or two arguments only. Snippets
/// are type-checked against the built OpenUIKit module with the toolchain's `swiftc` (a couple
/// of seconds each, in parallel); each wrong one must fail on its own line, the right one not
/// at all.
@Suite("Selector at compile time")
struct SelectorCompileTimeTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder with OpenUIKit.swiftmodule: beside the test bundle, or the debug build's.
    static var modulesFolder: URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
        if FileManager.default.fileExists(atPath: besideTests.appendingPathComponent("OpenUIKit.swiftmodule").path) {
            return besideTests
        }
        return packageRoot.appendingPathComponent(".build/debug/Modules")
    }

    static let shared = """
        @MainActor final class Controller {
            func flipCard() {}
            func pressed(_ sender: UIButton) {}
            func pressed(_ sender: UIButton, forEvent event: UIEvent) {}
            func add(_ a: Int, _ b: Int) {}
            func add(_ a: Int, _ b: Int, _ c: Int) {}
            static func make() {}
        }
        func freeFunction() {}
        """

    /// Each must fail to compile, on the line marked `// ✗`.
    static let wrong: [String: String] = [
        "threeArguments": """
            @MainActor func threeArguments() {
                _ = Selector(Controller.add(_:_:_:)) // ✗
            }
            """,
        "freeFunction": """
            @MainActor func notAMethod() {
                _ = Selector(freeFunction) // ✗
            }
            """,
        "staticMethod": """
            @MainActor func staticMethod() {
                _ = Selector(Controller.make) // ✗
            }
            """,
        "closureForControl": """
            @MainActor func closureForControl(_ button: UIButton, _ controller: Controller) {
                button.addTarget(controller, action: Controller.flipCard, for: .touchUpInside) // ✗
            }
            """,
    ]

    /// Must compile: the shapes UIKit code uses, stored, compared, outside the main actor too.
    static let right = """
        @MainActor func right(_ button: UIButton, _ controller: Controller) {
            var action: Selector? = Selector(Controller.flipCard)
            action = Selector(Controller.pressed(_:))
            button.addTarget(controller, action: action!, for: .touchUpInside)
            let tap = UITapGestureRecognizer(target: controller, action: Selector(Controller.flipCard))
            tap.removeTarget(controller, action: nil)
            _ = action == Selector(Controller.flipCard)
            // UIKit's sender-and-event form, and two arguments for perform(_:with:with:).
            button.addTarget(controller, action: Selector(Controller.pressed(_:forEvent:)), for: .touchUpInside)
            _ = Selector(Controller.add(_:_:))
        }
        nonisolated func elsewhere() -> Selector { Selector(Controller.flipCard) }
        """

    @Test func wrongSignaturesDoNotCompileAndRightOnesDo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("selector-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Imports are per file: each snippet gets its own.
        func write(_ name: String, _ text: String) throws -> URL {
            let url = folder.appendingPathComponent("\(name).swift")
            try ("import OpenUIKit\n" + text).write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        let shared = try write("Shared", Self.shared)
        // The compiler stops at the first file with errors, so each snippet is checked in a
        // run of its own (beside the shared declarations); the runs go in parallel.
        var runs: [(name: String, files: [URL])] = [("Right", [shared, try write("Right", Self.right)])]
        for (name, text) in Self.wrong { runs.append((name, [shared, try write(name, text)])) }
        let results = try await withThrowingTaskGroup(of: (String, (status: Int32, output: String)).self) { group in
            for run in runs {
                group.addTask { (run.name, try Self.typecheck(run.files)) }
            }
            return try await group.reduce(into: [String: (status: Int32, output: String)]()) { $0[$1.0] = $1.1 }
        }

        let right = try #require(results["Right"])
        #expect(right.status == 0, "the right snippets must compile:\n\(right.output)")
        for (name, text) in Self.wrong {
            let result = try #require(results[name])
            // 1-based, after the import line.
            let markedLine = (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("// ✗") } ?? -2) + 2
            let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(result.status != 0, "\(name) should not compile")
            #expect(errors.contains { $0.contains("/\(name).swift:\(markedLine):") }, "\(name).swift:\(markedLine) should not compile:\n\(result.output)")
            #expect(!errors.contains { $0.contains("/Shared.swift:") }, "\(result.output)")
        }
    }

    /// Runs `swiftc -typecheck` on `files` as one module, in the Swift 6 language mode unless
    /// `swiftVersion` says otherwise; returns its exit status and output.
    static func typecheck(_ files: [URL], swiftVersion: String = "6") throws -> (status: Int32, output: String) {
        var arguments = ["swiftc", "-typecheck", "-swift-version", swiftVersion, "-I", modulesFolder.path]
        for library in ["CCairo", "CPango", "CX11", "CDBus"] {
            arguments += ["-I", packageRoot.appendingPathComponent("Sources/\(library)").path]
        }
        // The JPEG decoder, the vector images' loader and the pixel kernels are C targets: SwiftPM writes their
        // module maps into the build folder.
        for target in ["CJPEGDecoder", "CVectorImages", "CPixelKernels"] {
            let moduleMap = modulesFolder.deletingLastPathComponent().appendingPathComponent("\(target).build/module.modulemap")
            arguments += ["-Xcc", "-fmodule-map-file=\(moduleMap.path)"]
        }
        // The C modules' headers live where pkg-config says (glib's -pthread is not for Swift).
        for flag in try run(["pkg-config", "--cflags", "cairo", "pangocairo", "xi", "dbus-1"]).output.split(separator: " ")
            where flag.hasPrefix("-I") {
            arguments += ["-Xcc", String(flag).trimmingCharacters(in: .whitespacesAndNewlines)]
        }
        return try run(arguments + files.map(\.path))
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
