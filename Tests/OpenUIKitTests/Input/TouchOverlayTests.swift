import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// `UIWindow.showsTouches` and the Alt-drag finger spots.
@Suite("Touch overlay")
@MainActor
struct TouchOverlayTests {
    let card = CGRect(x: 100, y: 100, width: 200, height: 200)

    func touch(_ id: Int, _ phase: TouchInput.Phase, _ p: CGPoint, _ t: TimeInterval) -> InputEvent {
        .touch(TouchInput(id: id, phase: phase, location: p, timestamp: t, deviceID: 2, isDirect: true))
    }

    func pointer(_ phase: PointerInput.Phase, _ p: CGPoint, _ t: TimeInterval, button: PointerInput.Button? = nil,
                 modifiers: UIKeyModifierFlags = [], down: Bool = false) -> InputEvent {
        .pointer(PointerInput(phase: phase, button: button, location: p, modifiers: modifiers,
                              buttonsDown: down ? [.left] : [], timestamp: t, deviceID: 4))
    }

    func spots(_ window: UIWindow) -> [TouchOverlayView.Spot] {
        window.touchOverlay?.spots ?? []
    }

    @Test func touchesAreNotShownUnlessAskedFor() {
        let harness = GestureHarness()
        let view = harness.addView(frame: card)
        let t = harness.clock.now
        harness.send([touch(1, .began, CGPoint(x: 150, y: 150), t)])
        #expect(harness.window.touchOverlay == nil)
        #expect(harness.window.subviews.count == 1)
        #expect(view.logText == "began")
        harness.send([touch(1, .ended, CGPoint(x: 150, y: 150), t + 0.1)])
    }

    @Test func eachFingerGetsASpotThatFollowsItAndGoesWhenItLifts() {
        let harness = GestureHarness()
        let view = harness.addView(frame: card)
        harness.window.showsTouches = true
        let t = harness.clock.now
        harness.send([touch(1, .began, CGPoint(x: 150, y: 150), t), touch(2, .began, CGPoint(x: 250, y: 250), t)])
        #expect(spots(harness.window) == [.init(location: CGPoint(x: 150, y: 150), style: .finger),
                                          .init(location: CGPoint(x: 250, y: 250), style: .finger)])
        harness.send([touch(1, .moved, CGPoint(x: 170, y: 160), t + 0.02)])
        #expect(spots(harness.window).first?.location == CGPoint(x: 170, y: 160))
        harness.send([touch(1, .ended, CGPoint(x: 170, y: 160), t + 0.04)])
        #expect(spots(harness.window) == [.init(location: CGPoint(x: 250, y: 250), style: .finger)])
        harness.window.cancelAllTouches()
        #expect(spots(harness.window).isEmpty)
        // The overlay never took the touches from the view underneath.
        #expect(view.logText == "began, began, moved, ended, cancelled")
    }

    @Test func theOverlayStaysOnTopAndIsDrawn() throws {
        let harness = GestureHarness(size: CGSize(width: 200, height: 200))
        let background = UIView(frame: harness.window.bounds)
        background.backgroundColor = .white
        harness.window.addSubview(background)
        harness.window.showsTouches = true
        let t = harness.clock.now
        harness.send([touch(1, .began, CGPoint(x: 60, y: 60), t)])
        let later = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        later.backgroundColor = .white
        harness.window.addSubview(later)
        #expect(harness.window.subviews.last === harness.window.touchOverlay)
        harness.window.renderIfNeeded()
        let pixels = try #require(harness.window.backBuffer?.imageData)
        let stride = try #require(harness.window.backBuffer?.imageStride)
        func grey(_ x: Int, _ y: Int) -> UInt8 { pixels.load(fromByteOffset: y * stride + x * 4, as: UInt8.self) }
        #expect(grey(60, 60) < 200, "a finger's spot darkens the white under it")
        #expect(grey(150, 150) == 255, "away from the finger the window is untouched")
        harness.window.cancelAllTouches()
    }

    @Test func altShowsWhereBothFingersWouldLandAndAnAltDragShowsThem() {
        let harness = GestureHarness()
        _ = harness.addView(frame: card)
        let t = harness.clock.now
        // Hovering with Alt: the pointer and its mirror about the card's centre (200, 200).
        harness.send([pointer(.moved, CGPoint(x: 150, y: 180), t, modifiers: .alternate)])
        #expect(spots(harness.window) == [.init(location: CGPoint(x: 150, y: 180), style: .hover),
                                          .init(location: CGPoint(x: 250, y: 220), style: .hover)])
        // Alt released: the preview goes.
        harness.send([pointer(.moved, CGPoint(x: 151, y: 180), t + 0.01)])
        #expect(spots(harness.window).isEmpty)
        // An Alt-drag shows both fingers although touches are not shown.
        harness.send([pointer(.pressed, CGPoint(x: 150, y: 180), t + 0.02, button: .left, modifiers: .alternate, down: true),
                      pointer(.moved, CGPoint(x: 140, y: 180), t + 0.04, modifiers: .alternate, down: true)])
        #expect(spots(harness.window) == [.init(location: CGPoint(x: 140, y: 180), style: .finger),
                                          .init(location: CGPoint(x: 260, y: 220), style: .finger)])
        harness.send([pointer(.released, CGPoint(x: 140, y: 180), t + 0.06, button: .left, modifiers: .alternate, down: true)])
        #expect(spots(harness.window).count == 2, "still holding Alt: the preview is back")
        // Letting go of Alt removes the preview without the pointer moving.
        let altUp = KeyInput(isDown: false, key: UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: .alternate,
                                                        keyCode: .keyboardLeftAlt), timestamp: t + 0.08)
        harness.send([.key(altUp)])
        #expect(spots(harness.window).isEmpty)
    }
}
