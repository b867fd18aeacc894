import Foundation
import Testing
@testable import OpenUIKit

// Scroll view code shaped as UIKit projects write it: a subclass overriding what UIKit lets
// it override (and adopting the recognizer delegate without `override`), a delegate that
// implements a few optional methods, a target offset written through the pointer. That this
// file compiles is half the test.

/// A scroll view letting drags start on its buttons, as apps do.
final class ShapeDragThroughScrollView: UIScrollView, UIGestureRecognizerDelegate {
    var offsetsSeen: [CGPoint] = []

    override var contentOffset: CGPoint {
        didSet { offsetsSeen.append(contentOffset) }
    }

    override func touchesShouldCancel(in view: UIView) -> Bool {
        view is UIButton ? true : super.touchesShouldCancel(in: view)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}

/// Snaps to rows of 44 points, as list code does in `scrollViewWillEndDragging`.
final class ShapeSnappingDelegate: NSObject, UIScrollViewDelegate {
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
    }
}

/// A list that always dismisses the keyboard on a drag and never takes the scroll-to-top
/// gesture, overriding the open properties as UIKit lets a subclass.
final class ShapeKeyboardDismissingScrollView: UIScrollView {
    override var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
        get { .onDrag }
        set { super.keyboardDismissMode = newValue }
    }

    override var scrollsToTop: Bool {
        get { false }
        set { super.scrollsToTop = newValue }
    }
}

@Suite("UIScrollView declaration shape")
@MainActor
struct UIScrollViewDeclarationShapeTests {
    @Test func keyboardDismissModeAndScrollsToTopAreOpenAndTheModeIsAnIntEnum() {
        let scrollView = ShapeKeyboardDismissingScrollView()
        scrollView.keyboardDismissMode = .interactive
        #expect(scrollView.keyboardDismissMode == .onDrag && !scrollView.scrollsToTop)
        #expect(UIScrollView.KeyboardDismissMode(rawValue: 2) == .interactive)
        let plain = UIScrollView()
        plain.keyboardDismissMode = .interactiveWithAccessory
        #expect(plain.keyboardDismissMode.rawValue == 4 && plain.scrollsToTop)
    }

    @Test func anOverriddenContentOffsetHearsScrollsAndTheSubclassLetsButtonsDrag() {
        let scrollView = ShapeDragThroughScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(scrollView.offsetsSeen.last == CGPoint(x: 0, y: 50))
        #expect(scrollView.touchesShouldCancel(in: UIButton()))
        #expect(!scrollView.touchesShouldCancel(in: UISwitch()))
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
    }

    @Test func theDelegatesTargetIsWrittenThroughThePointer() {
        let delegate = ShapeSnappingDelegate()
        var target = CGPoint(x: 0, y: 100)
        delegate.scrollViewWillEndDragging(UIScrollView(), withVelocity: .zero, targetContentOffset: &target)
        #expect(target.y == 88)
        // The optional methods it left out answer as UIKit does without them.
        #expect(delegate.viewForZooming(in: UIScrollView()) == nil)
        #expect(delegate.scrollViewShouldScrollToTop(UIScrollView()))
    }
}
