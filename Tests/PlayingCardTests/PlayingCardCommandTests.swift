import ArgumentParser
import DemoSupport
import Foundation
import OpenUIKit
import Testing
import TestSupport
@testable import PlayingCardKit

/// The command line: what each flag parses to, and that every bad value is refused with a
/// message naming its flag.
@Suite("PlayingCardCommand")
@MainActor
struct PlayingCardCommandTests {
    /// The message a user would see for `arguments`, or nil if they parse.
    func failure(_ arguments: [String]) -> String? {
        do {
            _ = try PlayingCardCommand.parse(arguments)
            return nil
        } catch {
            return PlayingCardCommand.message(for: error)
        }
    }

    // MARK: Valid command lines

    @Test(arguments: [
        ("K♥", PlayingCard(suit: .hearts, rank: .face("K"))),
        ("kh", PlayingCard(suit: .hearts, rank: .face("K"))),
        ("10D", PlayingCard(suit: .diamonds, rank: .numeric(10))),
        ("10♦", PlayingCard(suit: .diamonds, rank: .numeric(10))),
        ("TC", PlayingCard(suit: .clubs, rank: .numeric(10))),
        ("as", PlayingCard(suit: .spades, rank: .ace)),
        ("Q♠️", PlayingCard(suit: .spades, rank: .face("Q"))),
    ])
    func cardsAreReadInEitherForm(text: String, card: PlayingCard) throws {
        let command = try PlayingCardCommand.parse(["--card", text])
        #expect(command.card == card)
        #expect(!command.faceDown)
        #expect(command.table == nil && command.seed == nil)
    }

    @Test func defaults() throws {
        let command = try PlayingCardCommand.parse([])
        #expect(command.card == nil && command.table == nil && command.seed == nil && !command.faceDown)
        #expect(command.common.size == nil && command.common.scale == nil && !command.common.showTouches)
        #expect(command.common.snapshot == nil && command.common.pdf == nil && command.common.replay == nil)
        #expect(!command.common.rendersOffscreenOnly)
    }

    @Test func faceDownTableAndSeed() throws {
        #expect(try PlayingCardCommand.parse(["--face-down"]).faceDown)
        let table = try PlayingCardCommand.parse(["--table", "13", "--seed", "5"])
        #expect(table.table == 13)
        #expect(table.seed == 5)
        #expect(try PlayingCardCommand.parse(["--table", "1"]).table == 1)
        #expect(try PlayingCardCommand.parse(["--table", "52", "--face-down"]).table == 52)
        #expect(try PlayingCardCommand.parse(["--card", "5H", "--seed", "18446744073709551615"]).seed == .max)
    }

    @Test func theSharedOptions() throws {
        let command = try PlayingCardCommand.parse(["--size", "300x420", "--scale", "2", "--show-touches",
                                                    "--snapshot", "a.png", "--pdf", "a.pdf"])
        #expect(command.common.size?.size == CGSize(width: 300, height: 420))
        #expect(command.common.scale == 2)
        #expect(command.common.showTouches)
        #expect(command.common.snapshot == "a.png")
        #expect(command.common.pdf == "a.pdf")
        #expect(command.common.rendersOffscreenOnly)
        #expect(try PlayingCardCommand.parse(["--size", "300X420.5"]).common.size?.size == CGSize(width: 300, height: 420.5))
        #expect(try PlayingCardCommand.parse(["--scale", "0.5"]).common.scale == 0.5)
        #expect(try PlayingCardCommand.parse(["--scale", "4"]).common.scale == 4)
    }

    @Test func aGoodReplayFileIsReadAtParseTime() throws {
        let file = try TemporaryFile(contents: "# deal and flip\nswipe 50%,50% left\nwait 0.5\ntap 200,280\n")
        let command = try PlayingCardCommand.parse(["--replay", file.path])
        let script = try #require(try command.common.replayScript())
        #expect(script.commands.map(\.line) == [2, 3, 4])
    }

    // MARK: Errors name the flag

    @Test(arguments: [
        (["--card", "ZZ"], "--card"),
        (["--card", "11H"], "--card"),
        (["--card", "1H"], "--card"),
        (["--card", "K"], "--card"),
        (["--card", ""], "--card"),
        (["--table", "0"], "--table"),
        (["--table", "53"], "--table"),
        (["--table", "many"], "--table"),
        (["--seed", "-1"], "--seed"),
        (["--size", "0x0"], "--size"),
        (["--size", "-3x4"], "--size"),
        (["--size=-3x4"], "--size"),
        (["--size", "100000x10"], "--size"),
        (["--size", "nanxnan"], "--size"),
        (["--size", "infx100"], "--size"),
        (["--size", "300"], "--size"),
        (["--size", "300x420x2"], "--size"),
        (["--scale", "9"], "--scale"),
        (["--scale", "0.25"], "--scale"),
        (["--scale", "nan"], "--scale"),
        (["--scale", "inf"], "--scale"),
        (["--snapshot", ""], "--snapshot"),
        (["--pdf", ""], "--pdf"),
        (["--replay", "/nonexistent/replay.txt"], "--replay"),
    ])
    func badValuesAreRefusedNamingTheFlag(arguments: [String], flag: String) {
        let message = failure(arguments)
        #expect(message != nil, "\(arguments) parsed")
        #expect(message?.contains(flag) == true, "\(arguments): \(message ?? "")")
    }

    @Test func tableLimitsAreSpelledOut() {
        #expect(failure(["--table", "0"]) == "--table 0: the table holds 1 to 52 cards")
        #expect(failure(["--table", "53"]) == "--table 53: the table holds 1 to 52 cards")
    }

    @Test func aReplayFileWithABadLineNamesTheFlagAndTheLine() throws {
        let file = try TemporaryFile(contents: "tap 50%,50%\nwait 0.2\nswipe 50%,50% sideways\nquit\n")
        let message = try #require(failure(["--replay", file.path]))
        #expect(message.contains("--replay"))
        #expect(message.contains(file.path))
        #expect(message.contains("line 3"))
        // The full message, as printed before exiting, says the same and how to get help.
        do {
            _ = try PlayingCardCommand.parse(["--replay", file.path])
            Issue.record("the bad replay file parsed")
        } catch {
            let full = PlayingCardCommand.fullMessage(for: error)
            #expect(full.contains("--replay \(file.path): line 3"))
            #expect(PlayingCardCommand.exitCode(for: error) == .validationFailure)
        }
    }

    @Test func cardAndTableCannotBeCombined() {
        let message = failure(["--card", "KH", "--table", "4"])
        #expect(message?.contains("--card") == true)
        #expect(message?.contains("--table") == true)
    }

    @Test func unknownFlagsAreRefused() {
        #expect(failure(["--cards", "4"])?.contains("--cards") == true)
        #expect(failure(["KH"]) != nil)
    }

    // MARK: The app

    @Test func theSingleCardApp() throws {
        let app = try PlayingCardCommand.parse(["--card", "KH", "--face-down", "--seed", "3"]).makeApp()
        #expect(app.title == "PlayingCard")
        #expect(app.defaultSize == CGSize(width: 400, height: 560))
        #expect(app.defaultSnapshotPath == "PlayingCard.png")
        let controller = try #require(app.makeRootViewController() as? PlayingCardViewController)
        #expect(controller.currentCard == PlayingCard(suit: .hearts, rank: .face("K")))
        #expect(controller.deck.count == 51)
        #expect(controller.deck.seed == 3)
        controller.loadViewIfNeeded()
        #expect(!controller.cardView.isFaceUp)
        #expect(controller.statusMessage == "face down · 51 cards left")
    }

    @Test func theTableApp() throws {
        let command = try PlayingCardCommand.parse(["--table", "13", "--seed", "5"])
        let app = command.makeApp()
        #expect(app.defaultSize == CGSize(width: 1024, height: 700))
        let controller = try #require(app.makeRootViewController() as? CardTableViewController)
        #expect(controller.cards.count == 13)
        #expect(Set(controller.cards).count == 13)
        // The seed repeats the deal.
        let again = try #require(command.makeApp().makeRootViewController() as? CardTableViewController)
        #expect(again.cards == controller.cards)
        let other = try #require(try PlayingCardCommand.parse(["--table", "13", "--seed", "6"]).makeApp()
            .makeRootViewController() as? CardTableViewController)
        #expect(other.cards != controller.cards)
    }

    @Test func noSeedDealsDifferentlyEachTime() throws {
        let command = try PlayingCardCommand.parse(["--table", "52"])
        let decks = (0..<2).compactMap { _ in command.makeApp().makeRootViewController() as? CardTableViewController }
        #expect(decks.count == 2)
        #expect(decks[0].cards != decks[1].cards)
        #expect(Set(decks[0].cards) == Set(PlayingCardDeck.fullDeck))
    }
}

/// A file in the temporary directory, removed when the value goes away.
final class TemporaryFile {
    let path: String

    init(contents: String, name: String = "replay.txt") throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("PlayingCardTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent(name).path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }
}

/// The real `PlayingCard` executable run with no display: it draws offscreen, plays a
/// replay in simulated time, writes the snapshot and exits.
@Suite("PlayingCard executable, headless")
struct PlayingCardExecutableTests {
    /// The app, built beside the test bundle by `swift build --build-tests`.
    static var executable: URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("PlayingCard")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        // `swift test` may start the test bundle from another program; then look in the build folder.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/PlayingCard")
    }

    /// A fresh empty directory, removed afterwards.
    final class Directory {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("PlayingCardRun-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    struct Run {
        var status: Int32?
        var output: [String]
        var errors: [String]
        var transcript: String
    }

    /// No display, and none of the settings that would change the picture.
    static let environmentToRemove: Set<String> = [
        "DISPLAY", "OPENUIKIT_SCALE", "OPENUIKIT_FRAME_LOG",
        UIContentSizeCategory.categoryEnvironmentVariable, UIContentSizeCategory.textScaleEnvironmentVariable,
    ]

    /// Runs the app without `DISPLAY` (and without a scale or text size from the environment) in
    /// `directory`, and waits for it to exit.
    func run(_ arguments: [String], in directory: Directory, environment: [String: String] = [:]) async throws -> Run {
        let child = try ChildProcess(executable: Self.executable, arguments: arguments, environment: environment,
                                     removingEnvironment: Self.environmentToRemove.subtracting(environment.keys),
                                     currentDirectory: directory.url)
        defer { child.terminate() }
        let status = await child.waitForExit(timeout: .seconds(60))
        return Run(status: status, output: child.standardOutputLines, errors: child.standardErrorLines,
                   transcript: child.transcript)
    }

    /// The window's picture, drawn in this process at the default text size: the
    /// single-card controller for the same card and seed, after `deals` deals.
    @MainActor
    func expectedPicture(card: PlayingCard, seed: UInt64, deals: Int) -> CairoSurface? {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 560))
        window.screenScale = 1
        let controller = PlayingCardViewController(deck: PlayingCardDeck(seed: seed), initialCard: card)
        window.rootViewController = controller
        for _ in 0..<deals { controller.dealNextCard() }
        // The dealt card slides in; the app's snapshot waits for that, and so does this one.
        CardRendering.withDefaultTextSize { _ = HeadlessFrameClock(window: window).runUntilIdle() }
        return window.backBuffer
    }

    @Test func aReplayedSwipeDealsBeforeTheSnapshot() async throws {
        let directory = try Directory()
        let replay = directory.path("deal.replay")
        try "# deal one card\nswipe 50%,50% left\n".write(toFile: replay, atomically: true, encoding: .utf8)
        let dealt = directory.path("dealt.png"), initial = directory.path("initial.png")

        let withReplay = try await run(["--card", "5H", "--seed", "3", "--scale", "1", "--snapshot", dealt, "--replay", replay],
                                       in: directory)
        #expect(withReplay.status == 0, "\(withReplay.transcript)")
        #expect(withReplay.output.contains("PlayingCard: wrote the snapshot \(dealt)"), "\(withReplay.transcript)")
        #expect(withReplay.errors.isEmpty, "\(withReplay.transcript)")

        let without = try await run(["--card", "5H", "--seed", "3", "--scale", "1", "--snapshot", initial], in: directory)
        #expect(without.status == 0, "\(without.transcript)")
        #expect(without.output.contains("PlayingCard: wrote the snapshot \(initial)"), "\(without.transcript)")

        let dealtPicture = try #require(ReferenceImage.loadPNG(dealt))
        let initialPicture = try #require(ReferenceImage.loadPNG(initial))
        #expect(dealtPicture.pixelWidth == 400 && dealtPicture.pixelHeight == 560)
        let difference = ReferenceImage.compare(dealtPicture, initialPicture, tolerance: 8)
        #expect(difference.sizeMatches)
        #expect(difference.pixelsOverTolerance > 5000, "the swipe changed only \(difference.pixelsOverTolerance) pixels")

        // Each is the picture this process draws for the same card and seed: the 5♥ as
        // started, and the card the seeded deck deals next.
        let fiveOfHearts = PlayingCard(suit: .hearts, rank: .numeric(5))
        let expectedInitial = try #require(await expectedPicture(card: fiveOfHearts, seed: 3, deals: 0))
        let expectedDealt = try #require(await expectedPicture(card: fiveOfHearts, seed: 3, deals: 1))
        #expect(ReferenceImage.compare(initialPicture, expectedInitial, tolerance: 2).pixelsOverTolerance == 0)
        #expect(ReferenceImage.compare(dealtPicture, expectedDealt, tolerance: 2).pixelsOverTolerance == 0)
    }

    /// Table mode's picture drawn in this process at the default text size, once the deal
    /// has landed.
    @MainActor
    func expectedTablePicture(count: Int, seed: UInt64, size: CGSize) -> CairoSurface? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screenScale = 1
        window.rootViewController = CardTableViewController(deck: PlayingCardDeck(seed: seed), count: count)
        CardRendering.withDefaultTextSize { _ = HeadlessFrameClock(window: window).runUntilIdle() }
        return window.backBuffer
    }

    static let tableArguments = ["--table", "6", "--seed", "4", "--scale", "1", "--size", "600x420"]
    static let tableSize = CGSize(width: 600, height: 420)

    @Test func aTableSnapshotWaitsForTheDealToLand() async throws {
        let directory = try Directory()
        let snapshot = directory.path("table.png")
        let result = try await run(Self.tableArguments + ["--snapshot", snapshot], in: directory)
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.errors.isEmpty, "\(result.transcript)")
        let picture = try #require(ReferenceImage.loadPNG(snapshot))
        let expected = try #require(await expectedTablePicture(count: 6, seed: 4, size: Self.tableSize))
        #expect(ReferenceImage.compare(picture, expected, tolerance: 2).pixelsOverTolerance == 0,
                "every card in its place, none left in the deck")
    }

    @Test func aReplayedDragMidDealThenHomeEndsWithTheTableLaidOut() async throws {
        let directory = try Directory()
        // Card 0 (the grid's top-left cell, centred at 100,105) is taken in flight and
        // dragged across the table; Home springs it back.
        let replay = directory.path("home.replay")
        try "pan 100,105 300,350\nkey home\n".write(toFile: replay, atomically: true, encoding: .utf8)
        var pictures: [CairoSurface] = []
        for name in ["first.png", "second.png"] {
            let snapshot = directory.path(name)
            let result = try await run(Self.tableArguments + ["--snapshot", snapshot, "--replay", replay], in: directory)
            #expect(result.status == 0, "\(result.transcript)")
            #expect(result.errors.isEmpty, "\(result.transcript)")
            pictures.append(try #require(ReferenceImage.loadPNG(snapshot)))
        }
        #expect(ReferenceImage.compare(pictures[0], pictures[1], tolerance: 0).pixelsOverTolerance == 0,
                "the same picture on every run")
        let expected = try #require(await expectedTablePicture(count: 6, seed: 4, size: Self.tableSize))
        #expect(ReferenceImage.compare(pictures[0], expected, tolerance: 2).pixelsOverTolerance == 0,
                "the dragged card is back in its place")

        // Without the Home the card stays where it was dragged: the drag did take it.
        try "pan 100,105 300,350\n".write(toFile: replay, atomically: true, encoding: .utf8)
        let dragged = directory.path("dragged.png")
        _ = try await run(Self.tableArguments + ["--snapshot", dragged, "--replay", replay], in: directory)
        let draggedPicture = try #require(ReferenceImage.loadPNG(dragged))
        #expect(ReferenceImage.compare(draggedPicture, expected, tolerance: 8).pixelsOverTolerance > 5000)
    }

    @Test func withNoDisplayAndNoFlagsItWritesTheDefaultSnapshot() async throws {
        let directory = try Directory()
        let result = try await run([], in: directory)
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.output.contains { $0.contains("there is no X display") }, "\(result.transcript)")
        let snapshot = directory.path(PlayingCardCommand.defaultSnapshotPath)
        let canonical = URL(fileURLWithPath: snapshot).resolvingSymlinksInPath().path
        #expect(result.output.contains { $0.hasPrefix("PlayingCard: wrote the snapshot ") && $0.hasSuffix("/PlayingCard.png") },
                "\(result.transcript)")
        #expect(FileManager.default.fileExists(atPath: snapshot))
        let picture = try #require(ReferenceImage.loadPNG(canonical))
        #expect(picture.pixelWidth == 400 && picture.pixelHeight == 560)
    }

    func parseErrorMessage(_ arguments: [String]) -> String? {
        do {
            _ = try PlayingCardCommand.parse(arguments)
            return nil
        } catch {
            return PlayingCardCommand.message(for: error)
        }
    }

    @Test func aNegativeSizeSaysWhatIsWrongNotThatTheValueIsMissing() throws {
        let message = try #require(parseErrorMessage(["--size", "-5x5"]))
        #expect(!message.contains("Missing value"), "\(message)")
        #expect(message.contains("-5x5") && message.contains("from 1 to 8192 points"), "\(message)")
        let scale = try #require(parseErrorMessage(["--scale", "-1"]))
        #expect(!scale.contains("Missing value") && scale.contains("--scale"), "\(scale)")
    }

    @Test func aSnapshotThatCannotBeWrittenExitsOne() async throws {
        let directory = try Directory()
        let replay = directory.path("shot.replay")
        try "tap 50%,50%\nsnapshot /nonexistent/dir/shot.png\n".write(toFile: replay, atomically: true, encoding: .utf8)
        let result = try await run(["--scale", "1", "--snapshot", directory.path("out.png"), "--replay", replay], in: directory)
        #expect(result.status == 1, "\(result.transcript)")
        #expect(result.errors.contains { $0.contains("line 2: cannot write /nonexistent/dir/shot.png") }, "\(result.transcript)")
        let direct = try await run(["--scale", "1", "--snapshot", "/nonexistent/dir/out.png"], in: directory)
        #expect(direct.status == 1, "\(direct.transcript)")
    }

    @Test func outputIsNeverWrittenThroughASymlinkOrOntoADevice() async throws {
        let directory = try Directory()
        let target = directory.path("target.pdf"), link = directory.path("link.pdf")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        for (flag, path, reason) in [("--pdf", link, "symbolic link"), ("--snapshot", link, "symbolic link"),
                                     ("--pdf", "/dev/null", "device")] {
            let result = try await run(["--scale", "1", flag, path], in: directory)
            #expect(result.status == 1, "\(result.transcript)")
            #expect(result.errors.contains { $0.contains(reason) }, "\(result.transcript)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(!FileManager.default.fileExists(atPath: target))
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "/dev/null is still a device")
    }

    @Test func aReplayOverABoundIsAUsageErrorNamingTheLine() async throws {
        let directory = try Directory()
        let replay = directory.path("long.replay")
        try "tap 1,1\npan 0,0 100000,0 speed=1\n".write(toFile: replay, atomically: true, encoding: .utf8)
        let snapshot = directory.path("out.png")
        let result = try await run(["--snapshot", snapshot, "--replay", replay], in: directory)
        #expect(result.status == 64, "\(result.transcript)")
        #expect(result.errors.first?.contains("line 2: this gesture would last 100000 s") == true, "\(result.transcript)")
        #expect(!FileManager.default.fileExists(atPath: snapshot))
    }

    /// The same size at the same scale from the environment instead of `--scale`: still a
    /// usage error before anything is drawn, naming the variable.
    @Test func aSizeTooLargeAtTheEnvironmentsScaleIsAUsageError() async throws {
        let directory = try Directory()
        let result = try await run(["--size", "8192x8192", "--snapshot", "big.png"], in: directory,
                                   environment: ["OPENUIKIT_SCALE": "4"])
        #expect(result.status == 64, "\(result.transcript)")
        #expect(result.errors == ["PlayingCard: --size 8192x8192 at OPENUIKIT_SCALE=4.0 would be 32768×32768 pixels; each side may be at most 16384 pixels"],
                "one line, no warning before it: \(result.transcript)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test(arguments: [
        (["--size", "8192x8192", "--scale", "4"], "--size 8192x8192 at --scale 4"), (["--size", "-5x5"], "--size"),
        (["--table", "53"], "--table 53"), (["--size", "0x0"], "--size"), (["--size=-3x4"], "--size"),
        (["--size", "100000x10"], "--size"), (["--card", "ZZ"], "--card"), (["--scale", "nan"], "--scale"),
        (["--cards", "4"], "--cards"),
    ])
    func aBadFlagExitsWithAUsageErrorAndWritesNothing(arguments: [String], named: String) async throws {
        let directory = try Directory()
        let result = try await run(arguments, in: directory)
        // ArgumentParser's EX_USAGE.
        #expect(result.status == 64, "\(result.transcript)")
        #expect(result.errors.first?.contains(named) == true, "\(result.transcript)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }
}
