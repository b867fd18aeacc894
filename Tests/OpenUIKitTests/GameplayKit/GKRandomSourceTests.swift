import Foundation
import Testing
@testable import GameplayKit

@Suite("GameplayKit random sources")
struct GKRandomSourceTests {
    /// RC4 keystreams of the test vectors on Wikipedia's "RC4" page (key → first keystream
    /// bytes), which the seeded ARC4 source's stream must reproduce.
    static let rc4Vectors: [(key: String, keystream: [UInt8])] = [
        ("Key", [0xEB, 0x9F, 0x77, 0x81, 0xB7, 0x34, 0xCA, 0x72, 0xA7, 0x19]),
        ("Wiki", [0x60, 0x44, 0xDB, 0x6D, 0x41, 0xB7]),
        ("Secret", [0x04, 0xD4, 0x6B, 0x05, 0x3C, 0xA8, 0x7B, 0x59]),
    ]

    @Test func arc4IsTheRC4Keystream() {
        for vector in Self.rc4Vectors {
            let source = GKARC4RandomSource(seed: Data(vector.key.utf8))
            #expect(vector.keystream.map { _ in source.nextByte() } == vector.keystream, "\(vector.key)")
        }
    }

    @Test func arc4ValuesAreFourKeystreamBytesLeastSignificantFirst() {
        let source = GKARC4RandomSource(seed: Data("Key".utf8))
        #expect(source.nextInt() == Int(Int32(bitPattern: 0x8177_9FEB)))
        #expect(source.nextInt() == Int(Int32(bitPattern: 0x72CA_34B7)))
    }

    @Test func arc4DropValuesSkipsFourBytesEach() {
        let dropped = GKARC4RandomSource(seed: Data("Secret".utf8))
        dropped.dropValues(1)
        let next = (0..<4).map { _ in dropped.nextByte() }
        #expect(next == [0x3C, 0xA8, 0x7B, 0x59])
    }

    @Test func arc4SameSeedSameSequenceAndSettingTheSeedRestarts() {
        let seed = Data([1, 2, 3, 4, 5, 6, 7, 8])
        let a = GKARC4RandomSource(seed: seed), b = GKARC4RandomSource(seed: seed)
        let first = (0..<20).map { _ in a.nextInt() }
        #expect(first == (0..<20).map { _ in b.nextInt() })
        a.seed = seed
        #expect((0..<20).map { _ in a.nextInt() } == first)
        #expect(a.seed == seed)
    }

    /// The C++ standard ([rand.predef]) states that the 10,000th output of a default-seeded
    /// (5489) `mt19937_64` is 9981545732273789042.
    @Test func mersenneTwisterIsMT19937_64() {
        let source = GKMersenneTwisterRandomSource(seed: 5489)
        var output: UInt64 = 0
        for _ in 0..<10_000 { output = source.nextUInt64() }
        #expect(output == 9_981_545_732_273_789_042)
    }

    @Test func mersenneTwisterValuesAreTheHighHalves() {
        let raw = GKMersenneTwisterRandomSource(seed: 42), values = GKMersenneTwisterRandomSource(seed: 42)
        for _ in 0..<5 {
            #expect(values.nextInt() == Int(Int32(bitPattern: UInt32(raw.nextUInt64() >> 32))))
        }
    }

    @Test func linearCongruentialFollowsItsFormula() {
        let source = GKLinearCongruentialRandomSource(seed: 1)
        var state: UInt64 = 1
        for _ in 0..<5 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            #expect(source.nextInt() == Int(Int32(bitPattern: UInt32(state >> 32))))
        }
        source.seed = 1
        #expect(source.nextInt() == Int(Int32(bitPattern: UInt32((1 &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407) >> 32))))
    }

    @Test func valuesStayInTheirRanges() {
        let sources: [GKRandomSource] = [GKARC4RandomSource(), GKMersenneTwisterRandomSource(), GKLinearCongruentialRandomSource(),
                                         GKRandomSource(), GKRandomSource.sharedRandom()]
        for source in sources {
            for _ in 0..<2_000 {
                let value = source.nextInt()
                #expect(value >= Int(Int32.min) && value <= Int(Int32.max))
                let bounded = source.nextInt(upperBound: 7)
                #expect((0..<7).contains(bounded))
                let uniform = source.nextUniform()
                #expect(uniform >= 0 && uniform <= 1)
            }
            #expect(source.nextInt(upperBound: 0) == 0)
        }
        #expect(GKRandomSource.sharedRandom() === GKRandomSource.sharedRandom())
    }

    @Test func nextBoolIsBalanced() {
        let source = GKLinearCongruentialRandomSource(seed: 7)
        let trues = (0..<10_000).filter { _ in source.nextBool() }.count
        #expect(abs(trues - 5_000) < 300)
    }

    /// Each of the six orders of three objects should come up a sixth of the time; with
    /// 60,000 shuffles a count more than 5% off 10,000 would be a 12-sigma event.
    @Test func shufflesAreUniformPermutations() {
        let source = GKMersenneTwisterRandomSource(seed: 2024)
        var counts: [String: Int] = [:]
        for _ in 0..<60_000 {
            let shuffled = source.arrayByShufflingObjects(in: ["a", "b", "c"]).map { $0 as! String }
            counts[shuffled.joined(), default: 0] += 1
        }
        #expect(counts.count == 6)
        for (order, count) in counts {
            #expect(abs(count - 10_000) < 500, "\(order): \(count)")
        }
    }

    @Test func aSeededShuffleRepeats() {
        let deck = Array(1...52) as [Any]
        let first = GKARC4RandomSource(seed: Data("deck".utf8)).arrayByShufflingObjects(in: deck).map { $0 as! Int }
        let again = GKARC4RandomSource(seed: Data("deck".utf8)).arrayByShufflingObjects(in: deck).map { $0 as! Int }
        #expect(first == again)
        #expect(first.sorted() == Array(1...52))
        #expect(first != Array(1...52))
    }
}
