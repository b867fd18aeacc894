import Foundation
import PlayingCardKit
import Testing

/// The classic pip layout, written out by hand for every rank: (x, y, upside down) in the pip
/// area, where x 0 / 0.5 / 1 are the left column, the middle and the right column, and y 0
/// and 1 the top and bottom rows. Order does not matter.
@Suite struct PipLayoutTests {
    struct Expected: Hashable, CustomStringConvertible {
        var x: Double, y: Double, inverted: Bool
        var description: String { "(\(x), \(y)\(inverted ? ", inverted" : ""))" }
    }

    static func up(_ x: Double, _ y: Double) -> Expected { Expected(x: x, y: y, inverted: false) }
    static func down(_ x: Double, _ y: Double) -> Expected { Expected(x: x, y: y, inverted: true) }

    static let classic: [Int: [Expected]] = [
        1: [up(0.5, 0.5)],
        2: [up(0.5, 0), down(0.5, 1)],
        3: [up(0.5, 0), up(0.5, 0.5), down(0.5, 1)],
        4: [up(0, 0), up(1, 0), down(0, 1), down(1, 1)],
        5: [up(0, 0), up(1, 0), up(0.5, 0.5), down(0, 1), down(1, 1)],
        6: [up(0, 0), up(1, 0), up(0, 0.5), up(1, 0.5), down(0, 1), down(1, 1)],
        7: [up(0, 0), up(1, 0), up(0.5, 0.25), up(0, 0.5), up(1, 0.5), down(0, 1), down(1, 1)],
        8: [up(0, 0), up(1, 0), up(0.5, 0.25), up(0, 0.5), up(1, 0.5), down(0.5, 0.75), down(0, 1), down(1, 1)],
        9: [up(0, 0), up(1, 0), up(0, 0.3333), up(1, 0.3333), up(0.5, 0.5),
            down(0, 0.6667), down(1, 0.6667), down(0, 1), down(1, 1)],
        10: [up(0, 0), up(1, 0), up(0.5, 0.1667), up(0, 0.3333), up(1, 0.3333),
             down(0, 0.6667), down(1, 0.6667), down(0.5, 0.8333), down(0, 1), down(1, 1)],
    ]

    /// Rounded to 4 places, so thirds and sixths compare with the hand-written values.
    static func rounded(_ pips: [PipLayout.Pip]) -> [Expected] {
        func r(_ v: CGFloat) -> Double { (Double(v) * 10_000).rounded() / 10_000 }
        return pips.map { Expected(x: r($0.position.x), y: r($0.position.y), inverted: $0.isInverted) }
    }

    @Test(arguments: 1...10)
    func classicLayout(rank: Int) {
        let pips = PipLayout.pips(forRank: rank)
        #expect(pips.count == rank)
        let actual = Self.rounded(pips)
        #expect(Set(actual) == Set(Self.classic[rank]!), "rank \(rank): \(actual)")
        #expect(Set(actual).count == actual.count, "no two pips in one place")
    }

    @Test func theAceHasOneBigPipAndTheOthersAreNormalSize() {
        #expect(PipLayout.pips(forRank: 1).map(\.relativeSize) == [PipLayout.aceRelativeSize])
        #expect(PipLayout.aceRelativeSize > 2)
        for rank in 2...10 {
            #expect(PipLayout.pips(forRank: rank).allSatisfy { $0.relativeSize == 1 })
        }
    }

    @Test(arguments: [0, 11, 12, 13, -1, 100])
    func otherRanksHaveNoPips(rank: Int) {
        #expect(PipLayout.pips(forRank: rank).isEmpty)
    }

    /// Each layout reads the same with the card turned round: rotating every pip by 180°
    /// about the centre gives the same set, with upright and inverted swapped (pips on the
    /// middle row stay upright).
    @Test(arguments: 2...10)
    func layoutsAreSymmetricUnderAHalfTurn(rank: Int) {
        let pips = Self.rounded(PipLayout.pips(forRank: rank))
        if rank == 7 { return }  // the seven's extra pip sits only in the upper half
        let turned = pips.map { pip in
            Expected(x: 1 - pip.x, y: ((1 - pip.y) * 10_000).rounded() / 10_000,
                     inverted: pip.y == 0.5 ? false : !pip.inverted)
        }
        #expect(Set(turned) == Set(pips))
    }
}
