import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A text view delegate that records what it is asked, and ends editing on Return as apps
/// commonly do when `endsOnReturn` is set.
final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
    var log: [String] = []
    var endsOnReturn = false
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("change {\(range.location), \(range.length)} \(text.debugDescription)")
        if endsOnReturn, text == "\n" {
            textView.resignFirstResponder()
            return false
        }
        return true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
}

/// `UITextView`: typing over several lines, moving by line, the delegate's calls, the
/// self-sizing height with scrolling off, keeping the caret in view, and storyboard decoding.
@MainActor
@Suite("UITextView", .serialized)
struct UITextViewTests {
    /// A text field harness whose window also holds a text view.
    func make(_ frame: CGRect = CGRect(x: 20, y: 90, width: 200, height: 120)) -> (TextFieldHarness, UITextView) {
        let harness = TextFieldHarness()
        let view = UITextView(frame: frame)
        view.font = UIFont.systemFont(ofSize: 17)
        harness.controller.view.addSubview(view)
        harness.window.layoutIfNeeded()
        return (harness, view)
    }

    @Test func typingFillsLinesAndReturnBreaksThem() throws {
        let (harness, view) = make()
        let delegate = RecordingTextViewDelegate()
        view.delegate = delegate
        #expect(view.becomeFirstResponder() && view.isEditing)
        harness.type("Hi")
        harness.press("Return")
        harness.type("there")
        #expect(view.text == "Hi\nthere")
        #expect(delegate.log.prefix(2) == ["shouldBegin", "didBegin"])
        #expect(delegate.log.contains("change {2, 0} \"\\n\""), "Return is asked of the delegate as a line break")
        #expect(delegate.log.filter { $0 == "didChange" }.count == 8)
        harness.press("Up")
        #expect(view.selectedRange == NSRange(location: 2, length: 0), "Up keeps x as near as it can: the end of \"Hi\"")
        harness.press("Home")
        #expect(view.selectedRange.location == 0)
        harness.press("Down", .shift)
        #expect(view.selectedRange == NSRange(location: 0, length: 3), "Shift-Down selects to the same x on the next line")
        harness.press("End", .control)
        #expect(view.selectedRange == NSRange(location: 8, length: 0))
        harness.press("z", .control)
        #expect(view.text == "", "undo takes back the typed run, line break and all")
        #expect(harness.controller.log.isEmpty, "no key reached the controller")
    }

    @Test func aDelegateCanEndEditingOnReturn() throws {
        let (harness, view) = make()
        let delegate = RecordingTextViewDelegate()
        delegate.endsOnReturn = true
        view.delegate = delegate
        view.becomeFirstResponder()
        harness.type("ok")
        harness.press("Return")
        #expect(view.text == "ok" && !view.isEditing && !view.isFirstResponder)
        #expect(delegate.log.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test func withScrollingOffItsHeightIsItsText() throws {
        let (_, view) = make()
        view.isScrollEnabled = false
        view.text = "One"
        let one = view.intrinsicContentSize.height
        view.text = "One\nTwo\nThree"
        let three = view.intrinsicContentSize.height
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(abs((three - one) - 2 * line) < 2, "two more lines add two line heights (\(one) → \(three))")
        #expect(one > line + 15, "the 8-point insets above and below are included")
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        let fits = view.sizeThatFits(CGSize(width: 200, height: 0))
        #expect(abs(fits.height - three) < 1)
    }

    @Test func longTextWrapsAndTheCaretStaysInView() throws {
        let (harness, view) = make(CGRect(x: 20, y: 90, width: 200, height: 80))
        view.text = Array(repeating: "The quick brown fox jumps over the lazy dog.", count: 6).joined(separator: " ")
        harness.window.layoutIfNeeded()
        #expect(view.contentSize.height > 200, "the text wraps into many lines (\(view.contentSize.height))")
        #expect(view.contentOffset.y == 0)
        view.becomeFirstResponder()
        harness.press("End", .control)
        harness.window.layoutIfNeeded()
        #expect(view.contentOffset.y > 100, "the caret at the end is scrolled into view (\(view.contentOffset.y))")
        harness.type("!")
        #expect(view.text.hasSuffix("dog.!"))
    }

    @Test func aTapPlacesTheCaretAndADoubleTapSelectsAWord() throws {
        let (harness, view) = make()
        view.text = "alpha beta"
        harness.window.layoutIfNeeded()
        let origin = view.convert(CGPoint(x: 5 + 3, y: 8 + 10), to: harness.window)
        var script = harness.harness.script()
        script.tap(at: origin)
        script.wait(0.5)
        harness.harness.send(script)
        harness.harness.clock.advance(by: 0.5)
        #expect(view.isFirstResponder && view.selectedRange == NSRange(location: 0, length: 0))
        let beta = view.convert(CGPoint(x: 5 + 60, y: 8 + 10), to: harness.window)
        var twice = harness.harness.script()
        twice.tap(at: beta)
        twice.wait(0.1)
        twice.tap(at: beta)
        twice.wait(0.5)
        harness.harness.send(twice)
        harness.harness.clock.advance(by: 0.5)
        #expect(view.selectedRange == NSRange(location: 6, length: 4), "the double tap selects \"beta\"")
    }

    @Test func aStoryboardTextViewDecodes() throws {
        let objects = """
            <view contentMode="scaleToFill" id="root-v">
                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <subviews>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" textAlignment="center" id="tv-1">
                        <rect key="frame" x="20" y="20" width="335" height="200"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <string key="text">Lorem ipsum dolor sit er elit lamet.</string>
                        <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" autocapitalizationType="sentences" returnKeyType="done"/>
                    </textView>
                </subviews>
            </view>
            """
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(objects).utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let view = try #require(root.subviews.first as? UITextView)
        #expect(view.text == "Lorem ipsum dolor sit er elit lamet." && view.font?.pointSize == 14)
        #expect(!view.isEditable && view.isSelectable && view.textAlignment == .center)
        #expect(view.returnKeyType == .done && view.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.canBecomeFirstResponder, "a selectable text view becomes first responder to select and copy")
        view.isSelectable = false
        #expect(!view.canBecomeFirstResponder, "one neither editable nor selectable does not")
    }

    @Test func textViewsAt2x() throws {
        let (harness, view) = make(CGRect(x: 20, y: 20, width: 260, height: 150))
        let window = harness.window
        window.screenScale = 2
        harness.field.removeFromSuperview()
        window.backgroundColor = UIColor.systemGray6
        harness.controller.view.backgroundColor = UIColor.systemGray6
        view.text = "A text view wraps its lines to its width, keeps 8 points above and below the text, and scrolls.\nSecond paragraph."
        let selfSizing = UITextView(frame: CGRect(x: 20, y: 190, width: 260, height: 10))
        selfSizing.isScrollEnabled = false
        selfSizing.font = UIFont.systemFont(ofSize: 15)
        selfSizing.textColor = .systemBlue
        selfSizing.text = "Self-sizing, centred,\nthree lines\ntall."
        selfSizing.textAlignment = .center
        harness.controller.view.addSubview(selfSizing)
        selfSizing.frame.size.height = selfSizing.intrinsicContentSize.height
        window.layoutIfNeeded()
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 2, length: 9)
        window.layoutIfNeeded()
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "textviews@2x", tolerance: TextFieldReferenceTests.tolerance)
    }
}
