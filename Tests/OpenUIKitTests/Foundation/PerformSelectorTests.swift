import Foundation
import Testing
@testable import OpenUIKit

@MainActor
private final class Dealer: NSObject {
    var calls: [String] = []
    func flipBack() { calls.append("flipBack") }
    func deal(_ card: Any?) { calls.append("deal \(card as? String ?? "nil")") }
}

@Suite("NSObject.perform(_:with:afterDelay:)")
@MainActor
struct PerformSelectorTests {
    /// How late a delayed perform may run on a busy test machine, in seconds.
    static let lateness: TimeInterval = 1.5

    @Test func itRunsAfterTheDelayWithItsArgument() {
        let dealer = Dealer()
        let start = Date()
        dealer.perform(Selector(Dealer.deal(_:)), with: "K♥", afterDelay: 0.05)
        #expect(dealer.calls.isEmpty)
        #expect(runMainRunLoop(timeout: Self.lateness) { !dealer.calls.isEmpty })
        #expect(Date().timeIntervalSince(start) >= 0.05)
        #expect(dealer.calls == ["deal K♥"])
    }

    @Test func aZeroDelayWaitsForTheRunLoop() {
        let dealer = Dealer()
        dealer.perform(Selector(Dealer.flipBack), with: nil, afterDelay: 0)
        #expect(dealer.calls.isEmpty)
        #expect(runMainRunLoop(timeout: Self.lateness) { dealer.calls == ["flipBack"] })
    }

    @Test func cancellingByTargetStopsEveryRequest() {
        let dealer = Dealer()
        let other = Dealer()
        dealer.perform(Selector(Dealer.flipBack), with: nil, afterDelay: 0.02)
        dealer.perform(Selector(Dealer.deal(_:)), with: "A♠", afterDelay: 0.02)
        other.perform(Selector(Dealer.flipBack), with: nil, afterDelay: 0.02)
        NSObject.cancelPreviousPerformRequests(withTarget: dealer)
        #expect(runMainRunLoop(timeout: Self.lateness) { other.calls == ["flipBack"] })
        _ = runMainRunLoop(timeout: 0.05)
        #expect(dealer.calls.isEmpty)
    }

    @Test func cancellingBySelectorAndArgumentStopsOnlyTheMatch() {
        let dealer = Dealer()
        dealer.perform(Selector(Dealer.deal(_:)), with: "A♠", afterDelay: 0.02)
        dealer.perform(Selector(Dealer.deal(_:)), with: "2♣", afterDelay: 0.02)
        dealer.perform(Selector(Dealer.flipBack), with: nil, afterDelay: 0.02)
        NSObject.cancelPreviousPerformRequests(withTarget: dealer, selector: Selector(Dealer.deal(_:)), object: "A♠")
        #expect(runMainRunLoop(timeout: Self.lateness) { dealer.calls.count == 2 })
        _ = runMainRunLoop(timeout: 0.05)
        #expect(dealer.calls.sorted() == ["deal 2♣", "flipBack"])
    }

    @Test func theTargetIsHeldUntilPerformed() {
        weak var weakDealer: Dealer?
        do {
            let dealer = Dealer()
            weakDealer = dealer
            dealer.perform(Selector(Dealer.flipBack), with: nil, afterDelay: 0.01)
        }
        #expect(weakDealer != nil)
        #expect(runMainRunLoop(timeout: Self.lateness) { weakDealer == nil })
    }
}
