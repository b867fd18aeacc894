import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Replay files written to hurt: gestures that would generate millions of events, files
/// that are not files, text that would be echoed raw to the terminal. Each is refused with
/// a message naming the line, before anything is allocated or played.
@Suite("Replay files: hostile input")
@MainActor
struct ReplayHostileInputTests {
    /// Foundation's wording, which says nothing about what went wrong ("You don't have
    /// permission" for a directory, as root).
    static let foundationWording = ["The operation could not be completed", "NSCocoaErrorDomain", "Error Domain"]

    /// Whether `message` is fit for a terminal: no control characters, no Foundation wording.
    static func isClean(_ message: String) -> Bool {
        !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            && !foundationWording.contains { message.contains($0) }
    }

    func parseError(_ text: String) -> ReplayScript.ParseError? {
        do {
            _ = try ReplayScript(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    func timelineError(_ text: String, size: CGSize = CGSize(width: 400, height: 560)) throws -> ReplayScript.ParseError? {
        let script = try ReplayScript(parsing: text)
        do {
            _ = try ReplayPlayer.timeline(for: script, windowSize: size, startTime: 0)
            return nil
        } catch {
            return error
        }
    }

    // MARK: 1. Gestures too long to generate

    @Test func aPanOfHoursIsRefusedNamingTheLineBeforeAnyEventIsMade() throws {
        // 100 000 pt at 1 pt/s: 12 million events (1.9 GB) before the bound.
        let error = try #require(try timelineError("wait 1\npan 0,0 100000,0 speed=1"))
        #expect(error.line == 2)
        #expect(error.message.contains("100000 s") && error.message.contains("at most 60 s"), "\(error)")
        // A pan in percentages is measured in the window it plays in.
        #expect(try timelineError("pan 0%,0% 100%,0% speed=10", size: CGSize(width: 400, height: 400)) == nil)
        #expect(try timelineError("pan 0%,0% 100%,0% speed=10", size: CGSize(width: 8000, height: 400))?.line == 1)
    }

    @Test func aHeadlessPlayOfAnOverlongPanIsRefusedAndPlaysNothing() throws {
        let harness = GestureHarness()
        let view = harness.addView()
        let player = ReplayPlayer(script: try ReplayScript(parsing: "tap 10,10\npan 0,0 100000,0 speed=1"))
        let outcome = player.playToEnd(in: harness.window)
        guard case .refused(let error) = outcome else {
            Issue.record("expected a refusal, got \(outcome)")
            return
        }
        #expect(error.line == 2)
        #expect(view.logText.isEmpty, "nothing was played: \(view.logText)")
    }

    @Test(arguments: [
        ("rotate 50%,50% angle=3600deg velocity=0.01", "rotate"),
        ("pinch 50%,50% scale=100 velocity=0.01", "pinch"),
        ("swipe 50%,50% left duration=600", "swipe"),
    ])
    func twoFingerGesturesAndSwipesOverAMinuteAreRefusedWhileParsing(line: String, command: String) throws {
        let error = try #require(parseError("tap 1,1\n" + line))
        #expect(error.line == 2)
        #expect(error.message.hasPrefix("this \(command) would last"), "\(error)")
    }

    @Test func theSynthesizerItselfCapsAGesturesSamples() {
        var synthesizer = GestureSynthesizer(startTime: 0, sampleRate: 2000)
        let events = synthesizer.pan(along: [.zero, CGPoint(x: 100_000, y: 0)], speed: 1)
        #expect(events.count == GestureSynthesizer.maximumSamplesPerGesture + 2)
        #expect(synthesizer.time == 100_000, "still the whole stroke's time, in fewer samples")
    }

    // MARK: 2. Too many events, snapshots, seconds

    @Test func moreEventsThanTheBoundAreRefusedAtTheLineThatPassesIt() throws {
        let text = String(repeating: "touch down 0 1,1\n", count: ReplayScript.maximumEvents + 5)
        let error = try #require(try timelineError(text))
        #expect(error.line == ReplayScript.maximumEvents + 1)
        #expect(error.message.contains("\(ReplayScript.maximumEvents) input events"))
    }

    @Test func moreSnapshotsThanTheBoundAreRefusedWhileParsing() {
        let text = (1...ReplayScript.maximumSnapshots + 1).map { "snapshot s\($0).png" }.joined(separator: "\n")
        let error = parseError(text)
        #expect(error?.line == ReplayScript.maximumSnapshots + 1)
        #expect(parseError(text.components(separatedBy: "\n").dropLast().joined(separator: "\n")) == nil)
    }

    @Test func moreThanAnHourInAllIsRefused() throws {
        let text = String(repeating: "wait 600\n", count: 7)
        let error = try #require(try timelineError(text))
        #expect(error.line == 7)
        #expect(error.message.contains("3600 s"))
    }

    // MARK: 3. Files that are not regular files

    @Test func aDirectoryAFIFOAndADeviceAreNamedForWhatTheyAre() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let big = directory.appendingPathComponent("big.replay").path
        #expect(FileManager.default.createFile(atPath: big, contents: Data(count: ReplayScript.maximumFileSize + 1)))
        let cases = [
            (directory.path, "it is a directory"), (fifo, "it is a FIFO"), ("/dev/zero", "it is a device"),
            (big, "larger than \(ReplayScript.maximumFileSize) bytes"), (directory.path + "/none", "there is no such file"),
        ]
        for (path, reason) in cases {
            let start = Date()
            do {
                _ = try ReplayScript(contentsOfFile: path)
                Issue.record("\(path) was read")
            } catch {
                #expect(error.line == 0)
                #expect(error.message.contains(reason), "\(error)")
                #expect(Self.isClean(error.message), "\(error)")
            }
            #expect(Date().timeIntervalSince(start) < 2, "\(path) did not block")
        }
    }

    // MARK: 4. Control characters and long lines

    @Test func controlCharactersAreEscapedAndLongTextIsCut() throws {
        let error = try #require(parseError("tap \u{1B}[31m\u{07},1"))
        #expect(error.message.contains("\\u{1b}[31m\\u{7},1"), "\(error)")
        #expect(Self.isClean(error.description))
        let long = try #require(parseError("tap " + String(repeating: "x", count: 3_000_000)))
        #expect(long.message.count < 300, "\(long.message.count) characters")
        #expect(long.message.contains(String(repeating: "x", count: ReplayScript.maximumQuotedLength) + "…"))
        let command = try #require(parseError("\u{9B}2J 1,1"))
        #expect(Self.isClean(command.message), "\(command)")
    }

    // MARK: 5. CRLF

    @Test func windowsLineBreaksSeparateLines() throws {
        let script = try ReplayScript(parsing: "tap 1,1\r\nwait 0.5\r\n\r\nkey a\r\n")
        #expect(script.commands.map(\.line) == [1, 2, 4])
        #expect(parseError("tap 1,1\r\nbogus\r\n")?.line == 2)
    }

    // MARK: 7. Output files

    @Test func outputFilesAreNeverWrittenThroughALinkOrOntoADevice() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.pdf").path
        let link = directory.appendingPathComponent("link.pdf").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        for (path, reason) in [(link, "symbolic link"), ("/dev/null", "device"), (directory.path, "directory")] {
            #expect(throws: OutputFile.Failure.self) { try OutputFile.write(Data("x".utf8), to: path) }
            do {
                try OutputFile.write(Data("x".utf8), to: path)
            } catch {
                #expect(error.description.contains(reason), "\(error)")
            }
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target, "the link is still a link")
        #expect(!FileManager.default.fileExists(atPath: target))
        // A regular file is replaced, and nothing is left beside it.
        let file = directory.appendingPathComponent("out.pdf").path
        try OutputFile.write(Data("one".utf8), to: file)
        try OutputFile.write(Data("two".utf8), to: file)
        #expect(FileManager.default.contents(atPath: file) == Data("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.pdf", "out.pdf"])
    }

    /// The library's own writers go the same way: `UIGraphicsPDFRenderer.writePDF` and
    /// `UIWindow.writeSnapshot` leave a link a link and a device a device, and say why.
    @Test func thePDFRendererAndTheWindowSnapshotRefuseALinkAndADevice() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("writers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target").path
        let link = directory.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        for (path, reason) in [(link, "symbolic link"), ("/dev/null", "device")] {
            do {
                try renderer.writePDF(to: URL(fileURLWithPath: path)) { $0.beginPage() }
                Issue.record("writePDF wrote through \(path)")
            } catch UIGraphicsRendererError.cannotWrite(let failedPath, let why) {
                #expect(failedPath == path && why.contains(reason), "\(why)")
            }
        }

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.makeKeyAndVisible()
        #expect(!window.writeSnapshot(toPNG: link))
        #expect(!window.writeSnapshot(toPNG: directory.path))
        let said = Diagnostics.recentWarnings().suffix(2)
        #expect(said.contains { $0.contains("symbolic link") } && said.contains { $0.contains("directory") }, "\(said)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target, "the link is still a link")
        #expect(!FileManager.default.fileExists(atPath: target))
        let png = directory.appendingPathComponent("window.png").path
        #expect(window.writeSnapshot(toPNG: png))
        #expect(FileManager.default.contents(atPath: png)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
    }

    // MARK: 10. Fuzzing

    /// The example replays every mutation starts from: the memcheck scripts and the
    /// documented example.
    static func seeds() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let memcheck = root.appendingPathComponent("scripts/memcheck")
        var seeds = try FileManager.default.contentsOfDirectory(atPath: memcheck.path).sorted()
            .filter { $0.hasSuffix(".replay") }
            .map { try String(contentsOf: memcheck.appendingPathComponent($0), encoding: .utf8) }
        let guide = try String(contentsOf: root.appendingPathComponent("docs/REPLAY.md"), encoding: .utf8)
        // The code block of the example.
        if let example = guide.components(separatedBy: "```text\n").last?.components(separatedBy: "```").first {
            seeds.append(example)
        }
        return seeds
    }

    /// SplitMix64: the same mutations on every run and every machine.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let hostileWords = ["1e308", "-1e308", "nan", "inf", "-inf", "99999999999999999999", "0", "-0", "1e-320",
                               "100000", "3600deg", "0.01", "\u{1B}[2J", "\u{0}", "\u{7F}", "\u{9B}", "%", ",", "=", "#"]

    static func mutate(_ seed: String, _ random: inout Random) -> String {
        var bytes = Array(seed.utf8)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            switch Int.random(in: 0..<8, using: &random) {
            case 0 where !bytes.isEmpty:  // a byte flipped
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
            case 1 where !bytes.isEmpty:  // truncated
                bytes.removeLast(Int.random(in: 0..<bytes.count, using: &random))
            case 2:  // a number replaced by a huge, tiny or non-finite one
                let text = String(decoding: bytes, as: UTF8.self)
                let word = hostileWords.randomElement(using: &random)!
                let digits = text.indices.filter { text[$0].isNumber }
                if let at = digits.randomElement(using: &random) {
                    bytes = Array((String(text[..<at]) + word + String(text[text.index(after: at)...])).utf8)
                }
            case 3:  // a line duplicated many times
                var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
                if let line = lines.randomElement(using: &random) {
                    lines.insert(contentsOf: Array(repeating: line, count: Int.random(in: 2...300, using: &random)),
                                 at: Int.random(in: 0...lines.count, using: &random))
                }
                bytes = Array(lines.joined(separator: "\n").utf8)
            case 4:  // control characters
                let index = Int.random(in: 0...bytes.count, using: &random)
                bytes.insert(contentsOf: [0x1B, 0x5B, 0x33, 0x31, 0x6D, 0x07, 0x00, 0x08], at: index)
            case 5:  // CRLF line breaks
                bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
            case 6:  // a hostile word as an argument
                let index = Int.random(in: 0...bytes.count, using: &random)
                bytes.insert(contentsOf: Array((" " + hostileWords.randomElement(using: &random)! + " ").utf8), at: index)
            default:  // a speed or angle made extreme
                let text = String(decoding: bytes, as: UTF8.self)
                bytes = Array(text.replacingOccurrences(of: "speed=", with: "speed=1e-9 speed=")
                    .replacingOccurrences(of: "angle=", with: "velocity=0.01 angle=").utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func mutatedReplaysNeverCrashHangOrPrintRawText() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count >= 5)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var random = Random(state: 20_240_601)
        let inputs = 400
        var parsed = 0, refused = 0, played = 0
        let start = Date()
        for index in 0..<inputs {
            let text = Self.mutate(seeds[index % seeds.count], &random)
            let caseStart = Date()
            var messages: [String] = []
            do {
                var script = try ReplayScript(parsing: text)
                parsed += 1
                // Snapshots go to a folder of the test's own, whatever path the mutation made.
                for i in script.commands.indices {
                    if case .snapshot = script.commands[i].action {
                        script.commands[i].action = .snapshot(path: output.appendingPathComponent("shot.png").path)
                    }
                }
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 560))
                window.screenScale = 1
                let view = UIView(frame: window.bounds)
                for recognizer in [UITapGestureRecognizer(), UIPanGestureRecognizer(), UIPinchGestureRecognizer(),
                                   UIRotationGestureRecognizer(), UILongPressGestureRecognizer()] as [UIGestureRecognizer] {
                    view.addGestureRecognizer(recognizer)
                }
                window.addSubview(view)
                let player = ReplayPlayer(script: script)
                player.log = { messages.append($0) }
                if case .refused(let error) = player.playToEnd(in: window) {
                    refused += 1
                    messages.append(error.description)
                } else {
                    played += 1
                }
            } catch {
                messages.append(error.description)
            }
            let seconds = Date().timeIntervalSince(caseStart)
            #expect(seconds < 10, "input \(index) took \(seconds) s:\n\(ReplayScript.quoted(text))")
            for message in messages {
                #expect(Self.isClean(message), "input \(index): \(ReplayScript.quoted(message))")
                #expect(message.count < 600, "input \(index): a message of \(message.count) characters")
            }
        }
        let total = Date().timeIntervalSince(start)
        print("replay fuzz: \(inputs) inputs, \(parsed) parsed, \(played) played, \(refused) refused by a bound, \(String(format: "%.1f", total)) s")
        #expect(total < 60)
        #expect(played > inputs / 10, "the mutations still reach the player")
    }
}
