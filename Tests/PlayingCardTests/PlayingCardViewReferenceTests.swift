import Foundation
import OpenUIKit
import TestSupport
import Testing
@testable import PlayingCardKit

/// Reference images of whole cards, each alone on green felt in an offscreen window.
///
/// Names are ASCII (`card-AS-300x420@1x.png`: rank, suit letter S H D C, size in points,
/// scale). Face cards and the face-down card look their images up by name, so once the
/// face and back art is in `assets/` they draw it, and their references must be re-recorded
/// (`OPENUIKIT_RECORD_REFERENCES=1 swift test --filter PlayingCardViewReferenceTests`).
///
/// Tolerance 6 (of 255): the corners are text, and glyph edges rasterised by another
/// FreeType, Pango or Cairo build may shift their anti-aliasing by a few levels (the library's
/// own label reference uses 6 for the same reason). A pip, corner or border in the wrong
/// place changes pixels by 50 or more, far over it.
@MainActor
@Suite struct PlayingCardViewReferenceTests {
    static let tolerance = 6

    struct Case: CustomTestStringConvertible, Sendable {
        var rank: Int
        var suit: String
        var width: CGFloat
        var height: CGFloat
        var scale: CGFloat
        var isFaceUp = true
        /// Added to the name after the size, for cases that are about something in particular.
        var note = ""

        var name: String {
            let suitLetter = ["♠": "S", "♥": "H", "♦": "D", "♣": "C"][suit] ?? "X"
            let rankText = ["1": "A", "11": "J", "12": "Q", "13": "K"][String(rank)] ?? String(rank)
            let card = isFaceUp ? "\(rankText)\(suitLetter)" : "facedown"
            return "card-\(card)\(note.isEmpty ? "" : "-\(note)")-\(Int(width))x\(Int(height))@\(Int(scale))x"
        }

        var testDescription: String { name }
    }

    /// The six cards of the brief (an ace, two numbered cards, the three face cards) at a
    /// large and a small size, each at 1× and 2×.
    nonisolated static let faceUpCases: [Case] = {
        let cards: [(Int, String)] = [(1, "♠"), (5, "♥"), (10, "♦"), (11, "♣"), (12, "♦"), (13, "♥")]
        let sizes: [(CGFloat, CGFloat)] = [(300, 420), (120, 168)]
        return cards.flatMap { rank, suit in
            sizes.flatMap { width, height in
                [1, 2].map { Case(rank: rank, suit: suit, width: width, height: height, scale: CGFloat($0)) }
            }
        }
    }()

    /// The odd cases: face down, every pip count once, extreme sizes and aspect ratios.
    nonisolated static let otherCases: [Case] = [
        Case(rank: 13, suit: "♥", width: 300, height: 420, scale: 1, isFaceUp: false),
        Case(rank: 13, suit: "♥", width: 120, height: 168, scale: 2, isFaceUp: false),
        Case(rank: 2, suit: "♣", width: 150, height: 210, scale: 1),
        Case(rank: 3, suit: "♠", width: 150, height: 210, scale: 1),
        Case(rank: 4, suit: "♦", width: 150, height: 210, scale: 1),
        Case(rank: 6, suit: "♣", width: 150, height: 210, scale: 1),
        Case(rank: 7, suit: "♥", width: 150, height: 210, scale: 1),
        Case(rank: 8, suit: "♠", width: 150, height: 210, scale: 1),
        Case(rank: 9, suit: "♦", width: 150, height: 210, scale: 1),
        Case(rank: 10, suit: "♣", width: 150, height: 210, scale: 1),
        Case(rank: 9, suit: "♥", width: 600, height: 300, scale: 1),
        Case(rank: 13, suit: "♠", width: 600, height: 300, scale: 1),
        Case(rank: 8, suit: "♣", width: 40, height: 56, scale: 1),
        Case(rank: 8, suit: "♣", width: 40, height: 56, scale: 2),
        Case(rank: 1, suit: "♥", width: 40, height: 56, scale: 2),
    ]

    @Test(arguments: faceUpCases + otherCases)
    func card(_ testCase: Case) {
        CardRendering.withDefaultTextSize {
            let (window, _) = CardRendering.window(rank: testCase.rank, suit: testCase.suit, isFaceUp: testCase.isFaceUp,
                                                   size: CGSize(width: testCase.width, height: testCase.height), scale: testCase.scale)
            window.renderIfNeeded()
            ReferenceImage.assertMatches(window.backBuffer!, named: testCase.name, tolerance: Self.tolerance)
        }
    }

    /// A face card whose picture does not exist draws its corners and the placeholder. The
    /// suit is one no art is made for, so this stays a missing-image case after the art lands.
    @Test(arguments: [1.0, 2.0])
    func faceCardWithoutAnImage(scale: Double) {
        CardRendering.withDefaultTextSize {
            let (window, card) = CardRendering.window(rank: 12, suit: "★", size: CGSize(width: 300, height: 420), scale: scale)
            #expect(UIImage(named: card.rankString + card.suit) == nil)
            window.renderIfNeeded()
            ReferenceImage.assertMatches(window.backBuffer!, named: "card-Q-star-missing-image-300x420@\(Int(scale))x",
                                         tolerance: Self.tolerance)
        }
    }

    /// The king of hearts with its picture gone (no asset folder searched): the lecture's
    /// fallback, corners and the placeholder letter.
    @Test func kingOfHeartsWithItsImageMissing() {
        let savedPaths = AssetCatalog.explicitSearchPaths
        let savedDefault = AssetCatalog.usesDefaultSearchPaths
        AssetCatalog.explicitSearchPaths = []
        AssetCatalog.usesDefaultSearchPaths = false
        CardRendering.withDefaultTextSize {
            let (window, _) = CardRendering.window(rank: 13, suit: "♥", size: CGSize(width: 300, height: 420))
            #expect(UIImage(named: "K♥") == nil)
            window.renderIfNeeded()
            ReferenceImage.assertMatches(window.backBuffer!, named: "card-KH-missing-image-300x420@1x", tolerance: Self.tolerance)
        }
        AssetCatalog.explicitSearchPaths = savedPaths
        AssetCatalog.usesDefaultSearchPaths = savedDefault
        #expect(UIImage(named: "K♥") != nil, "the art is found again once the search path is restored")
    }

    /// A suit with no drawn shape: its pips are the suit text, the lower ones upside down.
    @Test func pipsOfAnUnknownSuitAreText() {
        CardRendering.withDefaultTextSize {
            let (window, _) = CardRendering.window(rank: 6, suit: "★", size: CGSize(width: 150, height: 210))
            window.renderIfNeeded()
            ReferenceImage.assertMatches(window.backBuffer!, named: "card-6-star-text-pips-150x210@1x", tolerance: Self.tolerance)
        }
    }

    /// A smaller pinch-scaled face picture.
    @Test func faceCardAtASmallerScale() {
        CardRendering.withDefaultTextSize {
            let (window, card) = CardRendering.window(rank: 11, suit: "♥", size: CGSize(width: 300, height: 420))
            card.faceCardScale = 0.5
            window.renderIfNeeded()
            ReferenceImage.assertMatches(window.backBuffer!, named: "card-JH-facescale50-300x420@1x", tolerance: Self.tolerance)
        }
    }
}
