import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The show-touches observer on its own: it reads the router and the pointer source after
/// routing and makes the overlay only when there is something to show.
@Suite("Show-touches observer")
@MainActor
struct ShowTouchesObserverTests {
    func touch(_ id: Int, _ phase: TouchInput.Phase, _ p: CGPoint, _ t: TimeInterval) -> InputEvent {
        .touch(TouchInput(id: id, phase: phase, location: p, timestamp: t, deviceID: 2))
    }

    @Test func itSeesWhatTheRouterHoldsOnlyWhenAskedToLook() {
        let harness = GestureHarness()
        _ = harness.addView()
        let observer = ShowTouchesObserver()
        let router = harness.window.touchRouter, source = harness.window.pointerTouchSource
        harness.send([touch(2, .began, CGPoint(x: 30, y: 40), harness.clock.now), touch(1, .began, CGPoint(x: 10, y: 20), harness.clock.now)])
        #expect(!observer.mayHaveSpots(router: router, source: source), "showing nothing unless asked")
        observer.showsAllTouches = true
        #expect(observer.mayHaveSpots(router: router, source: source))
        // In touch-id order, whatever order they came down in.
        #expect(observer.spots(router: router, source: source) == [.init(location: CGPoint(x: 10, y: 20), style: .finger),
                                                                   .init(location: CGPoint(x: 30, y: 40), style: .finger)])
        #expect(observer.overlay == nil, "nothing is made until the observer is told touches changed")
        observer.touchesChanged(in: harness.window, router: router, source: source)
        #expect(observer.overlay?.superview === harness.window)
        #expect(observer.overlay?.spots.count == 2)
        harness.window.cancelAllTouches()
        observer.touchesChanged(in: harness.window, router: router, source: source)
        #expect(observer.overlay?.spots.isEmpty == true)
    }

    @Test func anAltDragShowsBothFingersWithoutShowsTouches() {
        let harness = GestureHarness()
        _ = harness.addView()
        let observer = ShowTouchesObserver()
        let router = harness.window.touchRouter, source = harness.window.pointerTouchSource
        source.handle(.pointer(PointerInput(phase: .pressed, button: .left, location: CGPoint(x: 100, y: 200), modifiers: [.alternate],
                                            buttonsDown: [.left], timestamp: harness.clock.now, deviceID: 4)))
        #expect(source.hasAltFingers)
        #expect(observer.mayHaveSpots(router: router, source: source))
        // Mirrored through the centre of the view under the pointer (200, 200).
        #expect(observer.spots(router: router, source: source) == [.init(location: CGPoint(x: 100, y: 200), style: .finger),
                                                                   .init(location: CGPoint(x: 300, y: 200), style: .finger)])
        harness.window.cancelAllTouches()
        #expect(!source.hasAltFingers)
    }
}
