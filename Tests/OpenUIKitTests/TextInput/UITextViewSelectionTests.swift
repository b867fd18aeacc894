import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Selecting a text view's text by pointer and by finger, through the window: a click
/// places the caret, a double click selects a word and a triple click the paragraph; a
/// finger's third tap selects the sentence and its fourth the paragraph (iOS 13's taps), and
/// a finger held still selects the word, its drag extending by words;
/// a pointer's drag extends the selection, by words after a double click, and scrolls the
/// text by itself past the view's bottom edge; a finger's drag scrolls instead; a view that
/// is selectable but not editable selects without editing.
@MainActor
@Suite("UITextView selection", .serialized)
struct UITextViewSelectionTests {
    let h = TextFieldHarness()
    /// The mouse's XInput2 device in these tests.
    static let mouse = 4

    func make(_ text: String, frame: CGRect = CGRect(x: 20, y: 90, width: 240, height: 160)) -> UITextView {
        let view = UITextView(frame: frame)
        view.font = UIFont.systemFont(ofSize: 17)
        view.text = text
        h.controller.view.addSubview(view)
        h.window.layoutIfNeeded()
        return view
    }

    /// A point in the window just right of the caret position before character `index`, on
    /// its line.
    func point(_ view: UITextView, atCharacter index: Int) -> CGPoint {
        let rect = view.layoutGeometry.caretRects[index]
        let origin = view.textOrigin
        return view.textContentView.convert(CGPoint(x: origin.x + rect.minX + 1, y: origin.y + rect.midY), to: nil)
    }

    func pointer(_ phase: PointerInput.Phase, _ location: CGPoint, after seconds: TimeInterval) -> InputEvent {
        .pointer(PointerInput(phase: phase, button: phase == .moved ? nil : .left, location: location,
                              buttonsDown: phase == .released ? [] : [.left], timestamp: h.harness.clock.now + seconds,
                              deviceID: Self.mouse))
    }

    /// A left click at `location`, `pause` seconds from now.
    func click(at location: CGPoint, pause: TimeInterval = 0.1) {
        h.harness.send([pointer(.pressed, location, after: pause), pointer(.released, location, after: pause + 0.05)])
    }

    @Test func clicksPlaceTheCaretThenSelectTheWordThenTheParagraph() {
        let view = make("alpha beta\ngamma delta")
        click(at: point(view, atCharacter: 7))
        #expect(view.isFirstResponder && view.isEditing, "a click on an editable view begins editing")
        #expect(view.selectedRange == NSRange(location: 7, length: 0), "the caret lands before the character clicked")
        click(at: point(view, atCharacter: 7))
        #expect(view.selectedRange == NSRange(location: 6, length: 4), "a double click selects \"beta\"")
        click(at: point(view, atCharacter: 7))
        #expect(view.selectedRange == NSRange(location: 0, length: 11), "a triple click selects the paragraph and its line break")
        h.harness.advance(by: 1)
        click(at: point(view, atCharacter: 13))
        #expect(view.selectedRange == NSRange(location: 13, length: 0), "a click a second later is a single click again")
    }

    @Test func fingerTapsSelectTheSentenceOnTheThirdTapAndTheParagraphOnTheFourth() {
        let view = make("One two. Three four.\nFive")
        var script = h.harness.script()
        for _ in 0..<3 {
            script.tap(at: point(view, atCharacter: 10))
            script.wait(0.1)
        }
        h.harness.send(script)
        #expect(view.selectedRange == NSRange(location: 9, length: 11), "the third tap selects \"Three four.\"")
        script = h.harness.script()
        script.tap(at: point(view, atCharacter: 10))
        h.harness.send(script)
        #expect(view.selectedRange == NSRange(location: 0, length: 21), "the fourth tap selects the paragraph")
    }

    @Test func aPointerDragSelectsAcrossLinesWithoutScrolling() {
        let view = make("alpha beta\ngamma delta\nepsilon")
        let start = point(view, atCharacter: 2), end = point(view, atCharacter: 14)
        var events = [pointer(.pressed, start, after: 0.01)]
        for step in 1...6 {
            let f = CGFloat(step) / 6
            events.append(pointer(.moved, CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f),
                                  after: 0.01 + 0.02 * Double(step)))
        }
        events.append(pointer(.released, end, after: 0.2))
        h.harness.send(events)
        #expect(view.selectedRange == NSRange(location: 2, length: 12), "from \"p\" of alpha to \"m\" of gamma")
        #expect(view.contentOffset == .zero, "a pointer's drag selects: the text view does not scroll")
        #expect(UIPasteboard.primarySelection.string == "pha beta\ngam", "the selection is offered as the primary selection")
    }

    @Test func aDragAfterADoubleClickExtendsByWords() {
        let view = make("alpha beta gamma delta")
        click(at: point(view, atCharacter: 13))
        let at = point(view, atCharacter: 13), back = point(view, atCharacter: 7)
        h.harness.send([pointer(.pressed, at, after: 0.1), pointer(.moved, CGPoint(x: (at.x + back.x) / 2, y: at.y), after: 0.12),
                        pointer(.moved, back, after: 0.14), pointer(.released, back, after: 0.16)])
        #expect(view.selectedRange == NSRange(location: 6, length: 10), "\"beta gamma\": the word clicked and the word reached")
    }

    @Test func aDragPastTheBottomEdgeScrollsAtTheAutoscrollSpeed() throws {
        let lines = (1...40).map { "Line \($0)" }.joined(separator: "\n")
        let view = make(lines, frame: CGRect(x: 20, y: 40, width: 240, height: 120))
        #expect(view.contentSize.height > 600)
        let start = point(view, atCharacter: 0)
        let below = view.convert(CGPoint(x: 60, y: view.bounds.maxY + 20), to: nil)
        h.harness.send([pointer(.pressed, start, after: 0.01)])
        #expect(view.contentOffset.y == 0 && view.selectedRange == NSRange(location: 0, length: 0),
                "beginning to edit keeps the pressed place in view (the caret was at the end)")
        h.harness.send([pointer(.moved, below, after: 0.04)])
        let offsetAtCrossing = view.contentOffset.y
        let selectedAtCrossing = view.selectedRange.length
        h.harness.advance(by: 0.5)
        let scrolled = view.contentOffset.y - offsetAtCrossing
        let expected = UITextView.selectionAutoscrollSpeed * 0.5
        #expect(abs(scrolled - expected) <= UITextView.selectionAutoscrollSpeed * CGFloat(UITextView.selectionAutoscrollInterval) + 0.5,
                "half a second past the edge scrolls about \(expected) points (\(scrolled))")
        #expect(view.selectedRange.location == 0 && view.selectedRange.length > selectedAtCrossing, "the selection follows the scroll")
        let inside = view.convert(CGPoint(x: 60, y: view.bounds.midY), to: nil)
        h.harness.send([pointer(.moved, inside, after: 0.01)])
        let stopped = view.contentOffset.y
        h.harness.advance(by: 0.5)
        #expect(view.contentOffset.y == stopped, "back inside the view, the scrolling stops")
        h.harness.send([pointer(.moved, below, after: 0.01), pointer(.released, below, after: 0.02)])
        let released = view.contentOffset.y
        h.harness.advance(by: 0.5)
        #expect(view.contentOffset.y == released, "released past the edge, the scrolling stops")
    }

    @Test func aFingerDragScrollsAndSelectsNothing() {
        let lines = (1...40).map { "Line \($0)" }.joined(separator: "\n")
        let view = make(lines, frame: CGRect(x: 20, y: 40, width: 240, height: 120))
        let from = view.convert(CGPoint(x: 60, y: 100), to: nil)
        var script = h.harness.script()
        script.down(1, at: from)
        script.move(1, to: CGPoint(x: from.x, y: from.y - 60), duration: 0.3, steps: 10)
        script.up(1)
        h.harness.send(script)
        h.harness.advance(by: 2)
        #expect(view.contentOffset.y > 30, "the finger scrolled the text (\(view.contentOffset.y))")
        #expect(!view.isFirstResponder, "a finger's drag neither selects nor begins editing")
    }

    @Test func aFingerHeldStillSelectsTheWordAndItsDragExtendsByWords() {
        let view = make("alpha beta gamma delta")
        var script = h.harness.script()
        script.down(1, at: point(view, atCharacter: 7))
        h.harness.send(script)
        h.harness.advance(by: TextSelectionGestureRecognizer.holdDuration - 0.05)
        #expect(!view.isFirstResponder, "not yet held long enough")
        h.harness.advance(by: 0.1)
        #expect(view.isFirstResponder && view.selectedRange == NSRange(location: 6, length: 4), "held on \"beta\", it selects it")
        script = h.harness.script()
        script.move(1, to: point(view, atCharacter: 19), duration: 0.2, steps: 6)
        script.up(1)
        h.harness.send(script)
        #expect(view.selectedRange == NSRange(location: 6, length: 16), "dragged onto \"delta\": \"beta gamma delta\"")
        #expect(view.contentOffset == .zero, "the held finger's drag selects instead of scrolling")
    }

    @Test func aSelectableViewThatIsNotEditableSelectsWithoutEditing() {
        let view = make("read only words")
        view.isEditable = false
        let delegate = RecordingTextViewDelegate()
        view.delegate = delegate
        click(at: point(view, atCharacter: 6))
        click(at: point(view, atCharacter: 6))
        #expect(view.isFirstResponder && !view.isEditing, "it selects as first responder, without editing")
        #expect(view.selectedRange == NSRange(location: 5, length: 4), "a double click selects \"only\"")
        #expect(delegate.log.isEmpty, "no editing begins, so the delegate is not asked")
        UIPasteboard.general.string = ""
        h.press("c", .control)
        #expect(UIPasteboard.general.string == "only", "Ctrl-C copies the selection")
        h.press("x")
        #expect(view.text == "read only words", "typing changes nothing")
        h.press("Right", .shift)
        #expect(view.selectedRange == NSRange(location: 5, length: 5), "Shift-Right extends the selection")
    }

    /// An app that unlocks a read-only note while the user is selecting in it: editing
    /// begins in place (the delegate asked, as becoming first responder asks it), the
    /// selection kept, and typing replaces it.
    @Test func turningEditingOnWhileSelectingBeginsEditingInPlace() {
        let view = make("read only words")
        view.isEditable = false
        let delegate = RecordingTextViewDelegate()
        view.delegate = delegate
        click(at: point(view, atCharacter: 6))
        click(at: point(view, atCharacter: 6))
        #expect(view.isFirstResponder && !view.isEditing && delegate.log.isEmpty)
        view.isEditable = true
        #expect(view.isEditing && view.isFirstResponder)
        #expect(delegate.log == ["shouldBegin", "didBegin"])
        #expect(view.selectedRange == NSRange(location: 5, length: 4), "the selection stays")
        h.press("x")
        #expect(view.text == "read x words", "typing now replaces the selection")
        view.isEditable = false
        #expect(!view.isFirstResponder && !view.isEditing, "turned off while editing, it resigns")
    }

    @Test func aViewThatIsNeitherEditableNorSelectableIgnoresClicks() {
        let view = make("nothing to see")
        view.isEditable = false
        view.isSelectable = false
        click(at: point(view, atCharacter: 3))
        click(at: point(view, atCharacter: 3))
        #expect(!view.isFirstResponder && view.selectedRange == NSRange(location: 14, length: 0))
    }

    // MARK: Reference image

    /// A text view whose pointer drag selected from the middle of its first line into its
    /// third: the tint runs to the right edge on the lines the selection continues past.
    @Test func aMultiLineSelectionAt2x() {
        let window = h.window
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 140)
        window.screenScale = 2
        window.backgroundColor = UIColor.systemGray6
        h.controller.view.backgroundColor = UIColor.systemGray6
        h.field.removeFromSuperview()
        let view = make("Selecting by pointer runs across the lines of a text view.\nA second paragraph.",
                        frame: CGRect(x: 20, y: 10, width: 280, height: 120))
        let start = point(view, atCharacter: 10), end = point(view, atCharacter: 70)
        h.harness.send([pointer(.pressed, start, after: 0.01), pointer(.moved, end, after: 0.05), pointer(.released, end, after: 0.07)])
        #expect(view.selectedRange == NSRange(location: 10, length: 60))
        window.layoutIfNeeded()
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "textview-selection@2x", tolerance: MarkedTextReferenceTests.tolerance)
    }
}
