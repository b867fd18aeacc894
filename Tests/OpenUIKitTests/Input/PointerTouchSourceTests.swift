import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The pointer-to-touch source: mouse and Ctrl+scroll become touches before routing, and a
/// Ctrl+scroll pinch ends by itself on the window's clock.
@Suite("Pointer touch source")
@MainActor
struct PointerTouchSourceTests {
    func scroll(_ dy: CGFloat, at t: TimeInterval, modifiers: UIKeyModifierFlags = [.control]) -> InputEvent {
        .scroll(ScrollInput(delta: CGVector(dx: 0, dy: dy), location: CGPoint(x: 200, y: 200), modifiers: modifiers,
                            timestamp: t, deviceID: 4))
    }

    @Test func aCtrlScrollPinchEndsByItselfAtItsDeadline() {
        let harness = GestureHarness()
        let view = harness.addView()
        let source = harness.window.pointerTouchSource
        let t = harness.clock.now
        source.handle(scroll(-1, at: t))
        #expect(harness.window.touchRouter.liveTouchCount == 2)
        #expect(source.deadline == t + PointerTouchSynthesizer.ctrlScrollIdle)
        #expect(source.isExpiryScheduled)
        harness.advance(by: PointerTouchSynthesizer.ctrlScrollIdle / 2)
        #expect(harness.window.touchRouter.liveTouchCount == 2, "not yet")
        harness.advance(by: PointerTouchSynthesizer.ctrlScrollIdle)
        #expect(harness.window.touchRouter.liveTouchCount == 0)
        #expect(source.deadline == nil)
        #expect(!source.isExpiryScheduled)
        #expect(view.logText.hasSuffix("ended, ended"))
    }

    @Test func theSynthesisedTouchesAreIndirectPointerTouchesOnTheViewUnderThePointer() {
        let harness = GestureHarness()
        harness.window.supportsIndirectInputEvents = true
        let left = harness.addView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = harness.addView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        let t = harness.clock.now
        harness.window.pointerTouchSource.handle(.pointer(PointerInput(phase: .pressed, button: .left, location: CGPoint(x: 300, y: 50),
                                                                      buttonsDown: [.left], timestamp: t, deviceID: 4)))
        let touch = harness.window.touchRouter.touchesDown.first
        #expect(touch?.type == .indirectPointer)
        #expect(touch?.view === right)
        #expect(left.logText == "")
        #expect(right.logText == "began")
        harness.window.cancelAllTouches()
    }

    @Test func cancellingAllTouchesDisarmsTheExpiry() {
        let harness = GestureHarness()
        _ = harness.addView()
        let source = harness.window.pointerTouchSource
        source.handle(scroll(1, at: harness.clock.now))
        #expect(source.isExpiryScheduled)
        harness.window.cancelAllTouches()
        #expect(!source.isExpiryScheduled)
        #expect(source.deadline == nil)
        #expect(harness.window.touchRouter.liveTouchCount == 0)
    }
}
