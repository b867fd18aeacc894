import FaceItKit
import Foundation
import Testing

/// `FaceIt`'s command line parsed in process: the expression flags, the shared demo options,
/// and the messages a user sees for bad values (through `FaceItCommand.message(for:)`, what
/// `parseOrExit()` prints).
@Suite("FaceIt command line")
struct FaceItCommandTests {
    /// The message a user would see for `arguments`, or nil if they parse.
    static func error(_ arguments: [String]) -> String? {
        do {
            _ = try FaceItCommand.parse(arguments)
            return nil
        } catch {
            return FaceItCommand.message(for: error)
        }
    }

    /// A file in a fresh temporary folder holding `text`; the folder is removed by `body`'s end.
    static func withFile(named name: String, containing text: String, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FaceItCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        try body(file.path)
    }

    // MARK: Valid values

    @Test func noFlagsIsTheLecturesDefaultFace() throws {
        let command = try FaceItCommand.parse([])
        #expect(command.expression == .default)
        #expect(command.mouth == nil && command.eyes == nil && command.brows == nil)
        #expect(command.common.size == nil && command.common.scale == nil && command.common.replay == nil)
        #expect(!command.common.showTouches && !command.common.rendersOffscreenOnly)
    }

    @Test func everyPartCanBeNamed() throws {
        let command = try FaceItCommand.parse(["--mouth", "grin", "--eyes", "closed", "--brows", "furrowed"])
        #expect(command.expression == FacialExpression(eyes: .closed, mouth: .grin, brows: .furrowed))
        #expect(command.expression.mouthCurvature == 0.5)
        #expect(command.expression.browTilt == -1)
    }

    @Test func namesIgnoreCase() throws {
        let command = try FaceItCommand.parse(["--mouth", "FROWN", "--eyes", "Squinting", "--brows", "reLAXed"])
        #expect(command.expression == FacialExpression(eyes: .squinting, mouth: .frown, brows: .relaxed))
    }

    @Test(arguments: FacialExpression.Mouth.allCases)
    func eachMouthKeepsTheRestOfTheDefaultFace(mouth: FacialExpression.Mouth) throws {
        let command = try FaceItCommand.parse(["--mouth", mouth.rawValue])
        var expected = FacialExpression.default
        expected.mouth = mouth
        #expect(command.expression == expected)
        #expect(command.expression.mouthCurvature == mouth.curvature)
    }

    @Test func theSharedOptionsParse() throws {
        try Self.withFile(named: "swipe.txt", containing: "# happier\nswipe 50%,50% up\n") { replay in
            let command = try FaceItCommand.parse([
                "--size", "320x480", "--scale", "2", "--show-touches", "--snapshot", "a.png", "--pdf", "a.pdf",
                "--replay", replay, "--eyes", "open",
            ])
            #expect(command.common.size?.size == CGSize(width: 320, height: 480))
            #expect(command.common.scale == 2)
            #expect(command.common.showTouches)
            #expect(command.common.snapshot == "a.png" && command.common.pdf == "a.pdf")
            #expect(command.common.rendersOffscreenOnly)
            #expect(try command.common.replayScript()?.commands.count == 1)
        }
    }

    // MARK: Bad values name their flag

    @Test(arguments: [
        (["--mouth", "huge"], ["--mouth", "huge"]),
        (["--eyes", "three"], ["--eyes", "three"]),
        (["--brows", "raised"], ["--brows", "raised"]),
        (["--size", "0x0"], ["--size", "0x0"]),
        (["--size", "300"], ["--size", "300"]),
        (["--size=-3x4"], ["--size", "-3x4"]),
        (["--size", "100000x10"], ["--size", "100000x10"]),
        (["--size", "infx100"], ["--size", "infx100"]),
        (["--size", "nanxnan"], ["--size", "nanxnan"]),
        (["--scale", "0"], ["--scale"]),
        (["--scale", "nan"], ["--scale"]),
        (["--scale", "inf"], ["--scale"]),
        (["--scale", "9"], ["--scale"]),
        (["--snapshot", ""], ["--snapshot"]),
    ])
    func badValuesAreErrorsNamingTheFlag(arguments: [String], mentions: [String]) {
        let message = Self.error(arguments)
        #expect(message != nil, "\(arguments) should be refused")
        for text in mentions {
            #expect(message?.contains(text) == true, "\(arguments): \(message ?? "no error")")
        }
    }

    @Test func aBadMouthListsTheChoices() {
        let message = Self.error(["--mouth", "huge"]) ?? ""
        for mouth in FacialExpression.Mouth.allCases {
            #expect(message.contains(mouth.rawValue), "\(message)")
        }
    }

    @Test func aMissingReplayFileIsAnErrorNamingItAndTheFlag() {
        let path = "/nonexistent-\(UUID().uuidString)/gestures.txt"
        let message = Self.error(["--replay", path]) ?? ""
        #expect(message.contains("--replay"), "\(message)")
        #expect(message.contains(path), "\(message)")
    }

    @Test func aReplayFileWithABadLineNamesTheLine() throws {
        try Self.withFile(named: "bad.txt", containing: "tap 50%,50%\nswipe 50%,50% sideways\nquit\n") { replay in
            let message = Self.error(["--replay", replay]) ?? ""
            #expect(message.contains("--replay"), "\(message)")
            #expect(message.contains("line 2"), "\(message)")
            #expect(!message.contains("line 1") && !message.contains("line 3"), "\(message)")
        }
    }

    @Test func anUnknownFlagIsAnError() {
        let message = Self.error(["--nose", "big"]) ?? ""
        #expect(message.contains("--nose"), "\(message)")
    }
}
