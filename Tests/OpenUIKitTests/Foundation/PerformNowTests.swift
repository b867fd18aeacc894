import Foundation
import Testing
@testable import OpenUIKit

@MainActor
private final class Croupier: NSObject {
    var calls: [String] = []
    func shuffle() { calls.append("shuffle") }
    func deal(_ card: String) { calls.append("deal \(card)") }
    func deal(_ card: String, to player: String?) { calls.append("deal \(card) to \(player ?? "nobody")") }
    func chip(worth value: Int) -> Chip { Chip(value: value) }
    func count() -> Int { calls.count }
    func maybeChip(_ value: Int) -> Chip? { value > 0 ? Chip(value: value) : nil }
    func pressed(_ sender: UIButton, forEvent event: UIEvent) { calls.append("pressed at \(event.timestamp)") }
}

private final class Chip {
    let value: Int
    init(value: Int) { self.value = value }
}

/// `perform(_:)`, `perform(_:with:)` and `perform(_:with:with:)`: Foundation declares them
/// `func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>!` (and `with:`
/// variants), calling the method at once on the caller's thread and returning its object
/// result unretained (developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:)).
@Suite("NSObject.perform(_:with:with:)")
@MainActor
struct PerformNowTests {
    /// Sleeps of 10 ms to wait for the main queue's next turn on a busy machine.
    static let turnsToWait = 200

    @Test func eachFormCallsTheMethodAtOnce() {
        let croupier = Croupier()
        croupier.perform(Selector(Croupier.shuffle))
        croupier.perform(Selector(Croupier.deal(_:)), with: "K♥")
        croupier.perform(Selector(Croupier.deal(_:to:)), with: "A♠", with: "Ana")
        croupier.perform(Selector(Croupier.deal(_:to:)), with: "2♣", with: nil)
        #expect(croupier.calls == ["shuffle", "deal K♥", "deal A♠ to Ana", "deal 2♣ to nobody"])
    }

    @Test func anObjectResultComesBackUnretainedAndStaysAliveUntilTheNextTurn() async throws {
        let croupier = Croupier()
        weak var weakChip: Chip?
        do {
            let result = croupier.perform(Selector(Croupier.chip(worth:)), with: 25)
            let chip = result?.takeUnretainedValue() as? Chip
            #expect(chip?.value == 25)
            weakChip = chip
        }
        // Nothing but the pool owns the chip now, as only the autorelease pool would on iOS.
        #expect(weakChip != nil)
        // The main queue's next turn releases it: give the main actor up until then.
        for _ in 0..<Self.turnsToWait where weakChip != nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(weakChip == nil)
    }

    @Test func optionalObjectsAreUnwrappedAndValuesGiveNil() {
        let croupier = Croupier()
        #expect((croupier.perform(Selector(Croupier.maybeChip(_:)), with: 5)?.takeUnretainedValue() as? Chip)?.value == 5)
        #expect(croupier.perform(Selector(Croupier.maybeChip(_:)), with: 0) == nil)
        #expect(croupier.perform(Selector(Croupier.count)) == nil)
        #expect(croupier.perform(Selector(Croupier.shuffle)) == nil)
    }

    @Test func aWrongTargetOrArgumentIsSkippedWithAWarning() {
        let croupier = Croupier()
        let stranger = NSObject()
        let warningsBefore = Diagnostics.warningCount()
        #expect(stranger.perform(Selector(Croupier.shuffle)) == nil)
        #expect(croupier.perform(Selector(Croupier.deal(_:)), with: 7) == nil)
        #expect(croupier.perform(Selector(Croupier.deal(_:to:)), with: nil, with: "Ana") == nil)
        #expect(croupier.calls.isEmpty)
        #expect(Diagnostics.warningCount() > warningsBefore)
    }

    @Test func aTwoArgumentActionGetsTheSenderAndNil() {
        let croupier = Croupier()
        let selector = Selector(Croupier.deal(_:to:))
        #expect(selector.perform(on: croupier, sender: "Q♦"))
        #expect(croupier.calls == ["deal Q♦ to nobody"])
        #expect(selector.description == "(Croupier) -> (String, Optional<String>) -> ()")
    }

    @Test func aControlSendsUIKitsSenderAndEventForm() {
        // UIKit's third action shape: `- (IBAction)action:(id)sender forEvent:(UIEvent *)event`
        // (developer.apple.com/documentation/uikit/uicontrol, "The target-action mechanism").
        let croupier = Croupier()
        let button = UIButton()
        let event = UIEvent(type: .touches, timestamp: 12.5)
        #expect(UIApplication.shared.sendAction(Selector(Croupier.pressed(_:forEvent:)), to: croupier, from: button, for: event))
        #expect(croupier.calls == ["pressed at 12.5"])
    }
}
