import Foundation
import OpenUIKit
import TestSupport
import Testing

/// The ported apps' gestures and segues, driven through their launched executables: each test
/// writes a `--replay` script of taps and swipes, launches the app headless with it (the
/// options every app started by `UIApplicationMain` takes) and judges what the app drew and
/// the lines it printed, never how long anything took.
///
/// It builds nothing of its own: the apps are the ones `PortedAppTests` ported and built
/// (`PortedApps.shared`), so it adds only the launches, about a second each.
@MainActor
@Suite("Ported apps answer gestures and perform segues", .serialized)
struct PortedAppGestureTests {
    /// Tolerance 2 (of 255), as for the launch references.
    static let tolerance = 2
    /// Pixels of Cards' middle that must change when another card is dealt: a rank and suit
    /// drawn at a third of the card's height cover thousands.
    static let changedFacePixels = 1_000
    /// The FaceItEmotions face's blue, as its storyboard sets it.
    static let faceBlue: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 255, 255)
    /// ConcentrationApp's `CardBack` colour set, as drawn (sRGB 1, 0.576, 0).
    /// Of the 40×40 points in a face-up card's middle, how many at least its emoji covers
    /// (a 60-point emoji covers most of them).
    static let emojiPixels = 400
    static let cardBack: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (255, 147, 0, 255)

    /// The middle of ConcentrationApp's card `index` at 375×667 (three columns of 109 points
    /// from x 16, four rows of about 136 points from y 16, 8 points apart), as a replay point.
    static func concentrationCard(_ index: Int) -> String {
        "\(16 + 54 + (index % 3) * 117),\(16 + 68 + (index / 3) * 145)"
    }
    /// Its New Game button's title, right-aligned in the bottom row.
    static let newGameButton = "275,627"

    /// One launch of an app with a replay: its folder (the replay's snapshots are written
    /// there), what it printed and its final snapshot.
    struct Replayed {
        let folder: URL
        let lines: [String]
        let errors: String
        let status: Int32

        /// A PNG the replay or the launch wrote into the folder.
        func image(_ name: String) -> CairoSurface? {
            ReferenceImage.loadPNG(folder.appendingPathComponent(name).path)
        }
    }

    /// Launches `executable` at `PortedAppTests.screenSize` with `script` as its replay; the
    /// window after the replay is `final.png`.
    func launch(_ executable: String, replay script: String) throws -> Replayed {
        let apps = try PortedApps.shared.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(executable)-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let replay = folder.appendingPathComponent("gestures.replay")
        try script.write(to: replay, atomically: true, encoding: .utf8)
        let run = try PortedFixture.run(apps.binFolder.appendingPathComponent(executable).path,
                                        ["--replay", replay.path, "--snapshot", "final.png", "--size", PortedAppTests.screenSize],
                                        in: folder)
        #expect(run.status == 0, "\(executable) exited with \(run.status): \(run.errors)")
        return Replayed(folder: folder, lines: run.output.split(separator: "\n").map(String.init), errors: run.errors, status: run.status)
    }

    /// How many pixels of `rect` (in pixels) differ by more than `tolerance` between two images.
    static func differingPixels(_ a: CairoSurface, _ b: CairoSurface, in rect: (x: Range<Int>, y: Range<Int>)) -> Int {
        var count = 0
        for y in rect.y {
            for x in rect.x {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let difference = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                if difference > tolerance { count += 1 }
            }
        }
        return count
    }
}

extension PortedAppGestureTests {
    /// Cards' storyboard recognizers: a swipe deals a card from the deck, a tap turns the card
    /// over to its back.
    @Test func cardsDealsOnASwipeAndFlipsOnATap() throws {
        let run = try launch("Cards", replay: """
            swipe 50%,50% left
            wait 0.5
            snapshot dealt.png
            tap 50%,50%
            wait 0.5
            """)
        defer { try? FileManager.default.removeItem(at: run.folder) }
        let dealt = run.lines.filter { $0.hasPrefix("nextCard: dealt ") }
        #expect(dealt.count == 1, "one swipe, one card: \(run.lines)")
        #expect(run.lines.contains("flipCard: isFaceUp=false"), "\(run.lines)")
        // The card's back is the same whatever was dealt.
        let back = try #require(run.image("final.png"))
        ReferenceImage.assertMatches(back, named: "ported-app-cards-back", tolerance: Self.tolerance)
        // The dealt card is drawn face up: the face in the middle changed, unless the deck
        // happened to deal the queen of hearts the storyboard shows (1 in 52).
        let launchPath = ReferenceImage.referencesDirectory(forTestFile: #filePath).appendingPathComponent("ported-app-cards.png").path
        let launch = try #require(ReferenceImage.loadPNG(launchPath))
        let face = try #require(run.image("dealt.png"))
        let changed = Self.differingPixels(face, launch, in: (x: 60..<315, y: 150..<520))
        if dealt.first != "nextCard: dealt Q♥️" {
            #expect(changed > Self.changedFacePixels, "\(dealt): \(changed) pixels of the face changed")
        }
        #expect(face.pixel(x: 30, y: 75) == (255, 255, 255, 255), "the dealt card is face up, white at its corner")
    }

    /// FaceItEmotions: choosing an emotion performs its `showDetail` segue, whose
    /// `prepare(for:sender:)` gives the face that expression and the title the button's, and
    /// the back button returns to the list.
    @Test func faceItEmotionsShowsTheChosenFace() throws {
        let run = try launch("FaceItEmotions", replay: """
            tap 50%,321
            wait 0.5
            snapshot happy.png
            tap 30,22
            wait 0.5
            tap 50%,251
            wait 0.5
            """)
        defer { try? FileManager.default.removeItem(at: run.folder) }
        let happy = try #require(run.image("happy.png"))
        ReferenceImage.assertMatches(happy, named: "ported-app-faceitemotions-happy", tolerance: Self.tolerance)
        let angry = try #require(run.image("final.png"))
        ReferenceImage.assertMatches(angry, named: "ported-app-faceitemotions-angry", tolerance: Self.tolerance)
        // What prepare(for:sender:) set, read off the face: happy smiles (the mouth's lowest
        // point under its ends) with open eyes (a ring, white inside); angry frowns with its
        // eyes shut (a line through the eye's middle).
        #expect(happy.pixel(x: 187, y: 481) == Self.faceBlue && happy.pixel(x: 187, y: 397) != Self.faceBlue, "a smile")
        #expect(happy.pixel(x: 130, y: 298) == (255, 255, 255, 255), "open eyes")
        #expect(angry.pixel(x: 187, y: 397) == Self.faceBlue && angry.pixel(x: 187, y: 481) != Self.faceBlue, "a frown")
        #expect(angry.pixel(x: 130, y: 298) == Self.faceBlue, "closed eyes")
    }

    /// ConcentrationApp: touching two cards turns them face up and counts two flips; New Game
    /// turns every card down again and draws the launch screen.
    @Test func concentrationFlipsTwoCardsAndStartsANewGame() throws {
        let run = try launch("ConcentrationApp", replay: """
            tap \(Self.concentrationCard(0))
            wait 0.5
            tap \(Self.concentrationCard(1))
            wait 0.5
            snapshot two.png
            tap \(Self.newGameButton)
            wait 0.5
            """)
        defer { try? FileManager.default.removeItem(at: run.folder) }
        #expect(run.lines.contains("touched card 0: Flips: 1, face up [0]"), "\(run.lines)")
        #expect(run.lines.contains("touched card 1: Flips: 2, face up [0, 1]"), "\(run.lines)")
        #expect(run.lines.contains("new game: Flips: 0"), "\(run.lines)")
        let two = try #require(run.image("two.png"))
        // The two touched cards are white, each with its emoji drawn in the middle; the
        // others still show the catalog's CardBack.
        for (x, y) in [(20, 20), (137, 20)] {
            #expect(two.pixel(x: x, y: y) == (255, 255, 255, 255), "card at \(x),\(y) is face up")
        }
        for (index, middle) in [(0, (x: 70, y: 84)), (1, (x: 187, y: 84))] {
            var drawn = 0
            for y in (middle.y - 20)..<(middle.y + 20) {
                for x in (middle.x - 20)..<(middle.x + 20) where two.pixel(x: x, y: y) != (255, 255, 255, 255) { drawn += 1 }
            }
            #expect(drawn > Self.emojiPixels, "card \(index) shows its emoji: \(drawn) pixels drawn")
        }
        for (x, y) in [(254, 20), (20, 170), (137, 170), (254, 460)] {
            #expect(two.pixel(x: x, y: y) == Self.cardBack, "card at \(x),\(y) is face down")
        }
        // The flip count label changed from the launch screen's "Flips: 0".
        let launchPath = ReferenceImage.referencesDirectory(forTestFile: #filePath).appendingPathComponent("ported-app-concentrationapp.png").path
        let launch = try #require(ReferenceImage.loadPNG(launchPath))
        #expect(Self.differingPixels(two, launch, in: (x: 16..<180, y: 605..<650)) > 0)
        // New Game turned every card down and counted no flips: the launch screen again.
        let newGame = try #require(run.image("final.png"))
        ReferenceImage.assertMatches(newGame, named: "ported-app-concentrationapp", tolerance: Self.tolerance)
    }
}
