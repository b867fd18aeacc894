import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// `keyboardDismissMode`: with `.onDrag`, a drag in the scroll view ends the editing of the
/// window's first responder (UIKit: "the keyboard is dismissed when a drag begins"); with
/// `.interactive` nothing is dismissed here, since there is no on-screen keyboard to push.
@Suite("UIScrollView.keyboardDismissMode")
@MainActor
struct UIScrollViewKeyboardDismissModeTests {
    func makeScene() -> (GestureHarness, UIScrollView, UITextField, UITextField) {
        let harness = GestureHarness()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 40, width: 400, height: 360))
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        harness.window.addSubview(scrollView)
        let inside = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        scrollView.addSubview(inside)
        // A search field above the list, as apps put one.
        let above = UITextField(frame: CGRect(x: 20, y: 4, width: 200, height: 30))
        harness.window.addSubview(above)
        harness.window.layoutIfNeeded()
        return (harness, scrollView, inside, above)
    }

    func drag(_ harness: GestureHarness) {
        var script = harness.script()
        script.down(1, at: CGPoint(x: 300, y: 300))
        script.move(1, to: CGPoint(x: 300, y: 150), duration: 0.2, steps: 10)
        script.up(1)
        harness.send(script)
    }

    @Test func uikitsRawValuesAndDefault() {
        #expect(UIScrollView.KeyboardDismissMode.none.rawValue == 0)
        #expect(UIScrollView.KeyboardDismissMode.onDrag.rawValue == 1)
        #expect(UIScrollView.KeyboardDismissMode.interactive.rawValue == 2)
        #expect(UIScrollView.KeyboardDismissMode.onDragWithAccessory.rawValue == 3)
        #expect(UIScrollView.KeyboardDismissMode.interactiveWithAccessory.rawValue == 4)
        #expect(UIScrollView().keyboardDismissMode == .none)
    }

    @Test(arguments: [UIScrollView.KeyboardDismissMode.onDrag, .onDragWithAccessory])
    func aDragEndsEditingInsideTheScrollView(mode: UIScrollView.KeyboardDismissMode) {
        let (harness, scrollView, inside, _) = makeScene()
        scrollView.keyboardDismissMode = mode
        #expect(inside.becomeFirstResponder())
        drag(harness)
        #expect(scrollView.contentOffset.y > 0, "the drag scrolled")
        #expect(!inside.isFirstResponder && !inside.isEditing)
    }

    @Test func aDragEndsEditingOfAFieldOutsideTheScrollViewToo() {
        let (harness, scrollView, _, above) = makeScene()
        scrollView.keyboardDismissMode = .onDrag
        #expect(above.becomeFirstResponder())
        drag(harness)
        #expect(!above.isFirstResponder)
    }

    @Test(arguments: [UIScrollView.KeyboardDismissMode.none, .interactive, .interactiveWithAccessory])
    func otherModesLeaveTheFieldEditing(mode: UIScrollView.KeyboardDismissMode) {
        let (harness, scrollView, inside, _) = makeScene()
        scrollView.keyboardDismissMode = mode
        #expect(inside.becomeFirstResponder())
        drag(harness)
        #expect(scrollView.contentOffset.y > 0, "the drag scrolled")
        #expect(inside.isFirstResponder && inside.isEditing)
    }

    @Test func aProgrammaticScrollDismissesNothing() {
        let (harness, scrollView, inside, _) = makeScene()
        scrollView.keyboardDismissMode = .onDrag
        #expect(inside.becomeFirstResponder())
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(inside.isFirstResponder)
        // The harness owns the window.
        withExtendedLifetime(harness) {}
    }

    /// Xcode writes the mode as `keyboardDismissMode="onDrag"` (or `"interactive"`) on the
    /// scroll view's element, and nothing for `.none`; an unknown value is reported and
    /// leaves the default.
    @Test func storyboardsSetTheMode() throws {
        let objects = """
            <view contentMode="scaleToFill" id="root-v">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                <subviews>
                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" keyboardDismissMode="onDrag" id="sv-1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    </scrollView>
                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" keyboardDismissMode="interactive" id="sv-2">
                        <rect key="frame" x="0.0" y="100" width="375" height="100"/>
                    </scrollView>
                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" id="sv-3">
                        <rect key="frame" x="0.0" y="200" width="375" height="100"/>
                    </scrollView>
                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" keyboardDismissMode="onSwipe" id="sv-4">
                        <rect key="frame" x="0.0" y="300" width="375" height="100"/>
                    </scrollView>
                </subviews>
            </view>
            """
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(objects).utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let modes = root.subviews.compactMap { ($0 as? UIScrollView)?.keyboardDismissMode }
        #expect(modes == [.onDrag, .interactive, .none, .none])
    }
}
