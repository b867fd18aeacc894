import Foundation
import Testing
@testable import OpenUIKit

@Suite("SystemInputClock")
@MainActor
struct SystemInputClockTests {
    @Test func timerFiresOnTheMainActorAfterItsDelay() async {
        let clock = SystemInputClock()
        let start = clock.now
        let fired: TimeInterval = await withCheckedContinuation { continuation in
            _ = clock.schedule(after: 0.05) { continuation.resume(returning: clock.now) }
        }
        #expect(fired - start >= 0.05)
        #expect(fired - start < 5)
    }

    @Test func cancelledTimerNeverFires() async throws {
        let clock = SystemInputClock()
        var cancelledRan = false
        let timer = clock.schedule(after: 0.02) { cancelledRan = true }
        timer.cancel()
        await withCheckedContinuation { continuation in
            _ = clock.schedule(after: 0.08) { continuation.resume() }
        }
        #expect(!cancelledRan)
    }

    @Test func clockIsMonotonic() {
        let clock = SystemInputClock()
        let a = clock.now
        let b = clock.now
        #expect(b >= a)
    }
}
