import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// `scrollsToTop` and the scroll-to-top gesture (iOS's tap on the status bar; Ctrl+Home or
/// ⌘↑ here). UIKit's rule: the gesture scrolls only when exactly one scroll view on screen
/// has `scrollsToTop` set; the delegate may refuse, and hears `scrollViewDidScrollToTop(_:)`
/// when the animated scroll reaches the top of the adjusted content inset.
@Suite("UIScrollView.scrollsToTop")
@MainActor
struct UIScrollViewScrollsToTopTests {
    struct Scene {
        let window: UIWindow
        let frames: HeadlessFrameClock
        let first: UIScrollView
        let second: UIScrollView
        let delegate: ScrollTranscriptDelegate
    }

    func makeScene() -> Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let frames = HeadlessFrameClock(window: window)
        let first = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let second = UIScrollView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        for scroll in [first, second] {
            scroll.contentSize = CGSize(width: 200, height: 3000)
            scroll.contentOffset = CGPoint(x: 0, y: 900)
            window.addSubview(scroll)
        }
        let delegate = ScrollTranscriptDelegate()
        first.delegate = delegate
        window.layoutIfNeeded()
        return Scene(window: window, frames: frames, first: first, second: second, delegate: delegate)
    }

    func key(_ name: String, _ flags: UIKeyModifierFlags) -> UIKey? {
        guard var key = UIKey(name: name) else { return nil }
        key.modifierFlags = flags
        return key
    }

    @Test func scrollsToTopIsOnByDefault() {
        #expect(UIScrollView().scrollsToTop)
        #expect(UITableView().scrollsToTop)
    }

    @Test func twoCandidatesMeanNoScroll() throws {
        let scene = makeScene()
        #expect(scene.window.scrollToTopForKey(try #require(key("home", .control))), "the key is the gesture even when nothing scrolls")
        scene.frames.runUntilIdle()
        #expect(scene.first.contentOffset.y == 900 && scene.second.contentOffset.y == 900)
    }

    @Test func theOnlyCandidateScrollsToTheTopOfItsInsetAnimated() throws {
        let scene = makeScene()
        scene.second.scrollsToTop = false
        scene.first.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        #expect(scene.window.scrollToTopForKey(try #require(key("up", .command))))
        scene.frames.advance(by: scene.frames.refreshInterval)
        let midway = scene.first.contentOffset.y
        #expect(midway < 900 && midway > -30, "animated, not a jump (\(midway))")
        scene.frames.runUntilIdle()
        #expect(scene.first.contentOffset.y == -30)
        #expect(scene.second.contentOffset.y == 900)
        #expect(scene.delegate.entries.last == "didScrollToTop")
    }

    @Test func aHiddenOrOffscreenScrollViewIsNoCandidate() throws {
        let scene = makeScene()
        scene.second.isHidden = true
        #expect(scene.window.scrollViewsScrollingToTop(limit: 5) == [scene.first])
        scene.second.isHidden = false
        scene.second.frame.origin.x = 500
        #expect(scene.window.scrollViewsScrollingToTop(limit: 5) == [scene.first])
        #expect(scene.window.scrollToTopForKey(try #require(key("home", .control))))
        scene.frames.runUntilIdle()
        #expect(scene.first.contentOffset.y == 0)
    }

    @Test func theDelegateMayRefuse() throws {
        let scene = makeScene()
        scene.second.scrollsToTop = false
        let refusing = RefusingDelegate()
        scene.first.delegate = refusing
        #expect(scene.window.scrollToTopForKey(try #require(key("home", .control))))
        scene.frames.runUntilIdle()
        #expect(scene.first.contentOffset.y == 900)
        #expect(refusing.asked == 1)
    }

    @Test func otherKeysAreNotTheGesture() throws {
        let scene = makeScene()
        scene.second.scrollsToTop = false
        #expect(!scene.window.scrollToTopForKey(try #require(key("home", []))))
        #expect(!scene.window.scrollToTopForKey(try #require(key("up", .control))))
        #expect(!scene.window.scrollToTopForKey(try #require(key("home", [.control, .shift]))))
        #expect(scene.first.contentOffset.y == 900)
    }

    @Test func theKeyGoesThroughTheApplication() throws {
        let scene = makeScene()
        scene.second.scrollsToTop = false
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = scene.window
        defer { application.keyWindow = previous }
        let home = try #require(key("home", .control))
        application.sendInput(.key(KeyInput(isDown: true, key: home, timestamp: 0)))
        application.sendInput(.key(KeyInput(isDown: false, key: home, timestamp: 0.05)))
        scene.frames.runUntilIdle()
        #expect(scene.first.contentOffset.y == 0)
    }

    final class RefusingDelegate: NSObject, UIScrollViewDelegate {
        var asked = 0
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            asked += 1
            return false
        }
    }
}
