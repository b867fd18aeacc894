import Foundation
import Testing
@testable import OpenUIKit

@Suite("InputCoalescer")
struct InputCoalescerTests {
    func touch(_ id: Int, _ phase: TouchInput.Phase, x: CGFloat, t: TimeInterval) -> InputEvent {
        .touch(TouchInput(id: id, phase: phase, location: CGPoint(x: x, y: 0), timestamp: t, deviceID: 5))
    }

    func pointer(_ phase: PointerInput.Phase, x: CGFloat, buttons: Set<PointerInput.Button> = [], mods: UIKeyModifierFlags = []) -> InputEvent {
        .pointer(PointerInput(phase: phase, location: CGPoint(x: x, y: 0), modifiers: mods, buttonsDown: buttons, timestamp: 0, deviceID: 2))
    }

    /// The event with the samples it carries dropped, to compare positions alone.
    func withoutSamples(_ event: InputEvent) -> InputEvent {
        switch event {
        case .touch(var t): t.coalescedSamples = []; return .touch(t)
        case .pointer(var p): p.coalescedSamples = []; return .pointer(p)
        default: return event
        }
    }

    func samples(_ event: InputEvent) -> [CGFloat] {
        switch event {
        case .touch(let t): t.coalescedSamples.map(\.location.x)
        case .pointer(let p): p.coalescedSamples.map(\.location.x)
        default: []
        }
    }

    @Test func motionOfOneFingerKeepsOnlyTheLatest() {
        var c = InputCoalescer()
        [touch(1, .began, x: 0, t: 0), touch(1, .moved, x: 1, t: 1), touch(1, .moved, x: 2, t: 2), touch(1, .moved, x: 3, t: 3)].forEach { c.append($0) }
        let events = c.take()
        #expect(events.map(withoutSamples) == [touch(1, .began, x: 0, t: 0), touch(1, .moved, x: 3, t: 3)])
        #expect(events.map(samples) == [[], [1, 2]], "the merged moves are kept as samples, oldest first")
        #expect(c.take().isEmpty)
    }

    @Test func twoFingersCoalesceSeparatelyInOrder() {
        var c = InputCoalescer()
        [touch(1, .moved, x: 1, t: 1), touch(2, .moved, x: 10, t: 1), touch(1, .moved, x: 2, t: 2), touch(2, .moved, x: 11, t: 2)].forEach { c.append($0) }
        let events = c.take()
        #expect(events.map(withoutSamples) == [touch(1, .moved, x: 2, t: 2), touch(2, .moved, x: 11, t: 2)])
        #expect(events.map(samples) == [[1], [10]], "each finger keeps its own samples")
    }

    @Test func endsAreNeverMergedAway() {
        var c = InputCoalescer()
        [touch(1, .moved, x: 1, t: 1), touch(1, .ended, x: 1, t: 2), touch(1, .began, x: 5, t: 3), touch(1, .moved, x: 6, t: 4)].forEach { c.append($0) }
        #expect(c.take().count == 4)
    }

    @Test func pointerMotionMergesOnlyWithTheSameButtonsAndModifiers() {
        var c = InputCoalescer()
        [pointer(.moved, x: 1), pointer(.moved, x: 2), pointer(.moved, x: 3, buttons: [.left]), pointer(.moved, x: 4, buttons: [.left]),
         pointer(.moved, x: 5, buttons: [.left], mods: .alternate)].forEach { c.append($0) }
        let events = c.take()
        #expect(events.map(withoutSamples) == [pointer(.moved, x: 2), pointer(.moved, x: 4, buttons: [.left]),
                                               pointer(.moved, x: 5, buttons: [.left], mods: .alternate)])
        #expect(events.map(samples) == [[1], [3], []])
    }

    @Test func aKeyBetweenMotionsKeepsBoth() {
        var c = InputCoalescer()
        let key = InputEvent.key(KeyInput(isDown: true, key: UIKey(characters: "", charactersIgnoringModifiers: "", keyCode: .keyboardEscape), timestamp: 0))
        [pointer(.moved, x: 1), key, pointer(.moved, x: 2)].forEach { c.append($0) }
        #expect(c.take().count == 3)
    }
}

@Suite("InputCoalescer cancellations")
struct InputCoalescerCancellationTests {
    @Test func endsFromAVanishedDeviceBecomeCancellations() {
        var c = InputCoalescer()
        let mine = TouchInput(id: 1, phase: .ended, location: .zero, timestamp: 1, deviceID: 6)
        let other = TouchInput(id: 2, phase: .ended, location: .zero, timestamp: 1, deviceID: 9)
        c.append(.touch(mine))
        c.append(.touch(other))
        c.cancelEnds(fromDevices: [6])
        var cancelled = mine
        cancelled.phase = .cancelled
        #expect(c.take() == [.touch(cancelled), .touch(other)])
    }
}
