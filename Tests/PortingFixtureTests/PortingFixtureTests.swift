import Foundation
import OpenUIKit
import TestSupport
import Testing

/// The lectures' PlayingCard, FaceIt and Concentration files, as a student has them for iOS, ported with
/// `openuikit-port` and nothing else, build against OpenUIKit, draw what the lectures show
/// and answer pinch, tap and swipe.
///
/// The first test to run builds the ported package (a minute or two on a clean machine: it
/// compiles OpenUIKit a second time, for the fixture's own build folder).
@MainActor
@Suite("Porting the lectures' code", .serialized)
struct PortingFixtureTests {
    /// Tolerance 2 (of 255), as for the apps' own references: the same drawing code and
    /// assets, rendered by Cairo deterministically.
    static let tolerance = 2

    func fixture() throws -> PortedFixture {
        try PortedFixture.shared.get()
    }

    @Test func theToolMakesTheForcedEditsAndNoneByHand() throws {
        let fixture = try fixture()
        let lines = fixture.portOutput.split(separator: "\n")
        // Five `import UIKit`, the outlets, actions, @objc, @IBDesignable and
        // @IBInspectable, and the six selectors.
        #expect(lines.contains { $0.contains("ViewController.swift") && $0.contains("Selector(ViewController.nextCard)") })
        #expect(lines.contains { $0.contains("Selector(PlayingCardView.adjustFaceCardScale(byHandlingGestureRecognizedBy:))") })
        #expect(lines.contains { $0.contains("Selector(FaceViewController.toggleEyes(byReactingTo:))") })
        #expect(lines.contains { $0.contains("Selector(FaceView.changeScale(byReactingTo:))") })
        #expect(lines.filter { $0.contains("import UIKit") }.count == 5)
        #expect(!fixture.portErrors.contains("by hand"), "no edit left by hand: \(fixture.portErrors)")
    }

    @Test func playingCardDrawsTheCardsAndAnswersGestures() throws {
        let fixture = try fixture()
        let output = try runApp("PortedPlayingCard", fixture: fixture)
        for name in ["kh", "10d", "back"] {
            let image = try #require(ReferenceImage.loadPNG(output.folder.appendingPathComponent("\(name).png").path), "\(name).png")
            ReferenceImage.assertMatches(image, named: "ported-playingcard-\(name)", tolerance: Self.tolerance)
        }
        let lines = output.lines
        #expect(lines.contains("tap: isFaceUp=false"))
        #expect(lines.contains("tap: isFaceUp=true"))
        #expect(lines.contains("swipe: dealt=1"))
        #expect(lines.contains("pinch: grew=true"))
    }

    @Test func faceItDrawsTheFaceAndAnswersGestures() throws {
        let fixture = try fixture()
        let output = try runApp("PortedFaceIt", fixture: fixture)
        let image = try #require(ReferenceImage.loadPNG(output.folder.appendingPathComponent("face.png").path))
        ReferenceImage.assertMatches(image, named: "ported-faceit", tolerance: Self.tolerance)
        let lines = output.lines
        #expect(lines.contains("tap: eyes=closed eyesOpen=false"))
        #expect(lines.contains("swipe up: mouth=smile curvature=1.0"))
        #expect(lines.contains("pinch: shrank=true"))
    }

    /// Lecture 2's Concentration: an outlet collection of buttons sending `touchCard(_:)`,
    /// titles per state, `#colorLiteral`, a stroked attributed label and traits.
    @Test func concentrationMatchesAPairOfButtons() throws {
        let fixture = try fixture()
        let output = try runApp("PortedConcentration", fixture: fixture)
        let start = try #require(ReferenceImage.loadPNG(output.folder.appendingPathComponent("start.png").path))
        ReferenceImage.assertMatches(start, named: "ported-concentration-start", tolerance: Self.tolerance)
        // The emoji are the game's random choice, so after the taps only the cards' faces
        // are checked: the pair's corners turned white, the third card's stayed orange.
        let flipped = try #require(ReferenceImage.loadPNG(output.folder.appendingPathComponent("two-flips.png").path))
        #expect(flipped.pixel(x: 20, y: 44) == (255, 255, 255, 255))
        #expect(flipped.pixel(x: 94, y: 44) == (255, 255, 255, 255))
        let third = flipped.pixel(x: 168, y: 44)
        #expect(third.r == 255 && third.g > 140 && third.g < 150 && third.b == 0, "orange: \(third)")
        let lines = output.lines
        #expect(lines.contains("flips: 2"))
        #expect(lines.contains("label: Flips: 2"))
        #expect(lines.contains("pair shown: true"))
        #expect(lines.contains("others hidden: true"))
    }

    /// Runs a ported app, which writes its pictures into a new folder and prints what each
    /// gesture did.
    func runApp(_ name: String, fixture: PortedFixture) throws -> (folder: URL, lines: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try PortedFixture.run(fixture.binFolder.appendingPathComponent(name).path, [folder.path], in: folder)
        #expect(run.status == 0, "\(name) exited with \(run.status): \(run.errors)")
        return (folder, run.output.split(separator: "\n").map(String.init))
    }
}
