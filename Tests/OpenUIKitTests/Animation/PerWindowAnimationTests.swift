import Foundation
@testable import OpenUIKit
import Testing

/// Animations belong to the window whose layer tree they are in: each window's renderer has
/// its own `AnimationEngine`, a view that joins a window brings its animations to it, one
/// that leaves every window stops them, and the main thread's stack of animation blocks can
/// be put back as at launch.
@MainActor
@Suite struct PerWindowAnimationTests {
    /// A window with one red view at the origin, its frames on a manual clock, drawn once.
    func window() -> (UIWindow, UIView, HeadlessFrameClock) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        window.addSubview(view)
        let frames = HeadlessFrameClock(window: window)
        window.renderIfNeeded()
        return (window, view, frames)
    }

    @Test func aLayerAnimatingInOneWindowLeavesTheOtherIdle() {
        let (first, moving, firstFrames) = window()
        let (second, _, secondFrames) = window()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { moving.center.x = 110 })
        #expect(first.needsUpdate && first.animationEngine.isRunning)
        #expect(!second.needsUpdate, "an animation in another window asks this one for nothing")
        #expect(!second.animationEngine.isRunning && !secondFrames.frameRequested)

        // The second window's frames do not advance the first window's animation.
        secondFrames.advance(by: 0.5)
        #expect(moving.layer.presentation()?.position.x != 60)
        firstFrames.advance(by: 0.5)
        #expect(abs((moving.layer.presentation()?.position.x ?? 0) - 60) < 0.5)
        #expect(secondFrames.framesRun == 0, "the idle window ran no frames")
    }

    @Test func aViewLeavingItsWindowMidAnimationStopsAndCompletesUnfinished() {
        let (window, moving, frames) = window()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { moving.alpha = 0.2 }, completion: { finished = $0 })
        frames.advance(by: 0.3)
        moving.removeFromSuperview()
        #expect(moving.layer.animationKeys() == nil && moving.layer.animationEngine == nil)
        #expect(!window.animationEngine.isRunning)
        #expect(finished == false)
        frames.advance(by: 1)
        #expect(!window.needsUpdate && !window.wantsAnimationFrames)
    }

    @Test func aViewMovedToAnotherWindowTakesItsAnimationAlong() {
        let (first, moving, _) = window()
        let (second, _, secondFrames) = window()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { moving.center.x = 110 }, completion: { finished = $0 })
        second.addSubview(moving)
        #expect(!first.animationEngine.isRunning)
        #expect(second.animationEngine.animatingLayers.contains { $0 === moving.layer })
        #expect(secondFrames.frameRequested, "the new window asks for frames")
        secondFrames.runUntilIdle()
        #expect(finished == true && moving.layer.animationKeys() == nil)
    }

    @Test func aViewAnimatedInNoWindowStartsWhenItJoinsOne() {
        let (window, _, frames) = window()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { loose.alpha = 0.5 }, completion: { finished = $0 })
        #expect(loose.layer.animationKeys() == ["opacity"])
        #expect(loose.layer.animationEngine == nil, "no window, no engine: nothing renders it")
        #expect(!window.needsUpdate)

        window.addSubview(loose)
        #expect(loose.layer.animationEngine === window.animationEngine)
        frames.runUntilIdle()
        #expect(finished == true && loose.layer.animationKeys() == nil && !window.animationEngine.isRunning)
    }

    @Test func aViewMovedIntoALooseHierarchyStopsItsAnimations() {
        let (window, moving, _) = window()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { moving.alpha = 0.2 }, completion: { finished = $0 })
        loose.addSubview(moving)
        #expect(finished == false && moving.layer.animationKeys() == nil)
        #expect(!window.animationEngine.isRunning)
    }

    @Test func theResetHookEmptiesTheBlockStackAndEnablesAnimations() {
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        AnimationTransactionStack.reset()
        #expect(UIView.areAnimationsEnabled)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var insideAfterReset: AnimationTransaction?
        UIView.animate(withDuration: 1, animations: {
            UIView.animate(withDuration: 1, animations: {
                #expect(AnimationTransaction.current != nil)
                AnimationTransactionStack.reset()
                insideAfterReset = AnimationTransaction.current
                view.alpha = 0.5
            })
            #expect(AnimationTransaction.current == nil, "the outer block's entry went with the reset")
        })
        #expect(insideAfterReset == nil)
        #expect(AnimationTransaction.current == nil)
        #expect(view.layer.animationKeys() == nil, "after the reset, changes apply at once")
    }
}
