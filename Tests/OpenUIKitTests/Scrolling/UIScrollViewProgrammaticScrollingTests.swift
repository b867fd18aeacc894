import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UIScrollView programmatic scrolling")
@MainActor
struct UIScrollViewProgrammaticScrollingTests {
    func makeScrollView() -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 900, height: 2000)
        return scrollView
    }

    @Test func scrollRectToVisibleMovesAsLittleAsItCan() {
        let scrollView = makeScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 10, y: 500, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 150))
        // Already visible: no scroll.
        scrollView.scrollRectToVisible(CGRect(x: 10, y: 200, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 150))
        scrollView.scrollRectToVisible(CGRect(x: 400, y: 20, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 150, y: 20))
        // Past the end: held at the limit.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 1600)
    }

    @Test func desktopKeysScroll() {
        let harness = GestureHarness()
        let frames = HeadlessFrameClock(window: harness.window)
        let scrollView = makeScrollView()
        harness.window.addSubview(scrollView)
        let delegate = ScrollTranscriptDelegate()
        scrollView.delegate = delegate
        func press(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> Bool {
            let handled = scrollView.scroll(forKey: UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: flags, keyCode: code))
            frames.runUntilIdle()
            return handled
        }
        #expect(press(.keyboardDownArrow))
        #expect(scrollView.contentOffset.y == 40)
        #expect(press(.keyboardPageDown))
        #expect(scrollView.contentOffset.y == 400)
        #expect(press(.keyboardSpacebar, .shift))
        #expect(scrollView.contentOffset.y == 40)
        #expect(press(.keyboardEnd))
        #expect(scrollView.contentOffset.y == 1600)
        #expect(!press(.keyboardDownArrow))
        #expect(press(.keyboardRightArrow))
        #expect(scrollView.contentOffset.x == 40)
        #expect(press(.keyboardHome))
        #expect(scrollView.contentOffset.y == 0)
        #expect(delegate.entries.last == "didScrollToTop")
        #expect(!press(.keyboardA))
    }
}
