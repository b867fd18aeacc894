import Foundation
import Testing
@testable import OpenUIKit

@Suite("AnimationRepetition")
struct AnimationRepetitionTests {
    typealias Phase = AnimationRepetition.Phase

    func expectPhase(_ phase: Phase, fraction: Double, reversed: Bool = false, finished: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(phase.fraction - fraction) < 1e-9, "fraction \(phase.fraction), expected \(fraction)", sourceLocation: sourceLocation)
        #expect(phase.isReversed == reversed, sourceLocation: sourceLocation)
        #expect(phase.isFinished == finished, sourceLocation: sourceLocation)
    }

    @Test func withoutRepeatingItPlaysOnce() {
        for count: Float in [0, -3, .nan, 1] {
            let repetition = AnimationRepetition(duration: 2, repeatCount: count)
            #expect(repetition.activeDuration == 2, "count \(count)")
            expectPhase(repetition.phase(atElapsed: 0.5), fraction: 0.25)
            expectPhase(repetition.phase(atElapsed: 1.999), fraction: 0.9995)
            expectPhase(repetition.phase(atElapsed: 2), fraction: 1, finished: true)
            expectPhase(repetition.phase(atElapsed: 50), fraction: 1, finished: true)
        }
    }

    @Test func beforeTheStartItWaitsAtTheStart() {
        let repetition = AnimationRepetition(duration: 1, repeatCount: 3, autoreverses: true)
        expectPhase(repetition.phase(atElapsed: -0.5), fraction: 0)
        expectPhase(repetition.phase(atElapsed: .nan), fraction: 0)
        expectPhase(repetition.phase(atElapsed: 0), fraction: 0)
    }

    @Test func twoAndAHalfRepeatsEndHalfwayThroughTheThird() {
        let repetition = AnimationRepetition(duration: 0.4, repeatCount: 2.5)
        #expect(abs(repetition.activeDuration - 1.0) < 1e-12)
        expectPhase(repetition.phase(atElapsed: 0.1), fraction: 0.25)
        // Each repetition starts over from the start.
        expectPhase(repetition.phase(atElapsed: 0.4), fraction: 0)
        expectPhase(repetition.phase(atElapsed: 0.5), fraction: 0.25)
        expectPhase(repetition.phase(atElapsed: 0.9), fraction: 0.25)
        expectPhase(repetition.phase(atElapsed: 0.99), fraction: 0.475)
        expectPhase(repetition.phase(atElapsed: 1.0), fraction: 0.5, finished: true)
        expectPhase(repetition.phase(atElapsed: 7), fraction: 0.5, finished: true)
    }

    @Test func autoreversingGoesThereAndBackAndEndsAtTheStart() {
        let repetition = AnimationRepetition(duration: 1, repeatCount: 1, autoreverses: true)
        #expect(repetition.activeDuration == 2)
        expectPhase(repetition.phase(atElapsed: 0.25), fraction: 0.25)
        expectPhase(repetition.phase(atElapsed: 0.999), fraction: 0.999)
        expectPhase(repetition.phase(atElapsed: 1.25), fraction: 0.75, reversed: true)
        expectPhase(repetition.phase(atElapsed: 1.75), fraction: 0.25, reversed: true)
        expectPhase(repetition.phase(atElapsed: 2), fraction: 0, reversed: true, finished: true)
        expectPhase(repetition.phase(atElapsed: 3), fraction: 0, reversed: true, finished: true)
    }

    @Test func autoreversingRepetitionsCountThereAndBackAsOne() {
        let twice = AnimationRepetition(duration: 0.5, repeatCount: 2, autoreverses: true)
        #expect(twice.activeDuration == 2)
        expectPhase(twice.phase(atElapsed: 1.1), fraction: 0.2)
        expectPhase(twice.phase(atElapsed: 1.6), fraction: 0.8, reversed: true)
        expectPhase(twice.phase(atElapsed: 2), fraction: 0, reversed: true, finished: true)
        // One and a half: forwards, back, forwards again, ending at the end.
        let oneAndAHalf = AnimationRepetition(duration: 0.5, repeatCount: 1.5, autoreverses: true)
        #expect(oneAndAHalf.activeDuration == 1.5)
        expectPhase(oneAndAHalf.phase(atElapsed: 1.5), fraction: 1, finished: true)
        // 1.25: there and back, then a quarter of a round trip more, halfway out again.
        let quarter = AnimationRepetition(duration: 1, repeatCount: 1.25, autoreverses: true)
        expectPhase(quarter.phase(atElapsed: 2.5), fraction: 0.5, finished: true)
    }

    @Test func repeatingForeverNeverFinishes() {
        for count in [Float.infinity, .greatestFiniteMagnitude] {
            for autoreverses in [false, true] {
                let repetition = AnimationRepetition(duration: 0.3, repeatCount: count, autoreverses: autoreverses)
                #expect(repetition.repeatsForever)
                #expect(repetition.activeDuration == .infinity)
                for elapsed in [0.1, 0.3, 10.0, 1e4, 1e7 + 0.15] {
                    let phase = repetition.phase(atElapsed: elapsed)
                    #expect(!phase.isFinished, "\(count) at \(elapsed)")
                    #expect(phase.fraction >= 0 && phase.fraction <= 1)
                }
            }
        }
        let reversing = AnimationRepetition(duration: 1, repeatCount: .infinity, autoreverses: true)
        expectPhase(reversing.phase(atElapsed: 1001.25), fraction: 0.75, reversed: true)
        expectPhase(reversing.phase(atElapsed: 1002.25), fraction: 0.25)
    }

    @Test func aZeroDurationIsOverAtOnce() {
        expectPhase(AnimationRepetition(duration: 0, repeatCount: 3).phase(atElapsed: 0), fraction: 1, finished: true)
        expectPhase(AnimationRepetition(duration: -1, repeatCount: 1, autoreverses: true).phase(atElapsed: 5), fraction: 0, reversed: true, finished: true)
        let forever = AnimationRepetition(duration: .nan, repeatCount: .infinity)
        #expect(forever.phase(atElapsed: 1).isFinished)
        #expect(forever.activeDuration == 0)
    }
}
