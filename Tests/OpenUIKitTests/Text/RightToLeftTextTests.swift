import Foundation
@testable import OpenUIKit
import Testing

/// Text in right-to-left views: natural alignment, the paragraph's base direction, text
/// fields' and controls' sides. Text is DejaVu Sans, which has Hebrew and Arabic glyphs.
@MainActor
@Suite struct RightToLeftTextTests {
    /// The first and last columns with dark ink in the window, or nil for none.
    func inkColumns(_ window: UIWindow) -> ClosedRange<Int>? {
        let buffer = window.backBuffer!
        let width = Int(window.bounds.width), height = Int(window.bounds.height)
        let inked = (0..<width).filter { x in (0..<height).contains { buffer.pixel(x: x, y: $0).r < 128 } }
        guard let first = inked.first, let last = inked.last else { return nil }
        return first...last
    }

    func labelWindow(_ text: String, alignment: NSTextAlignment = .natural,
                     attribute: UISemanticContentAttribute) -> (UIWindow, UILabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        window.backgroundColor = .white
        let label = UILabel(frame: window.bounds)
        label.text = text
        label.textAlignment = alignment
        label.semanticContentAttribute = attribute
        window.addSubview(label)
        window.renderIfNeeded()
        return (window, label)
    }

    @Test func naturalTextSitsAtTheRightOfARightToLeftLabel() throws {
        let (window, _) = labelWindow("Hi", attribute: .forceRightToLeft)
        let ink = try #require(inkColumns(window))
        #expect(ink.upperBound > 290, "natural is right in a right-to-left label: \(ink)")

        let (ltr, _) = labelWindow("Hi", attribute: .forceLeftToRight)
        #expect(try #require(inkColumns(ltr)).lowerBound < 5)
    }

    @Test func explicitSidesStayWhereTheySay() throws {
        let (left, _) = labelWindow("Hi", alignment: .left, attribute: .forceRightToLeft)
        #expect(try #require(inkColumns(left)).lowerBound < 5, "left is left in either direction")
        let (right, _) = labelWindow("Hi", alignment: .right, attribute: .forceLeftToRight)
        #expect(try #require(inkColumns(right)).upperBound > 290)
    }

    @Test func hebrewInALeftToRightLabelFollowsItsOwnDirection() throws {
        // A natural paragraph takes its direction from its first strong letter (as the
        // writing direction `.natural` documents), so Hebrew aligns right even here.
        let (window, _) = labelWindow("שלום", attribute: .forceLeftToRight)
        #expect(try #require(inkColumns(window)).upperBound > 290)
    }

    @Test func aLabelRedrawsWhenItsDirectionChanges() throws {
        let (window, label) = labelWindow("Hi", attribute: .unspecified)
        let before = try #require(inkColumns(window))
        label.semanticContentAttribute = .forceRightToLeft
        window.renderIfNeeded()
        let after = try #require(inkColumns(window))
        #expect(before.lowerBound < 5 && after.upperBound > 290, "\(before) → \(after)")
    }

    @Test func aRightToLeftParagraphPutsTrailingPunctuationAtTheLeft() {
        // Drawn alone: the same text, once as its letters say and once fixed right to left.
        func width(_ direction: NSWritingDirection, alignment: NSTextAlignment) -> CGRect {
            let style = NSMutableParagraphStyle()
            style.baseWritingDirection = direction
            style.alignment = alignment
            let text = NSAttributedString(string: "abc!", attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 20)])
            return text.boundingRect(with: CGSize(width: 200, height: 100), options: .usesLineFragmentOrigin, context: nil)
        }
        let natural = width(.natural, alignment: .natural), fixed = width(.rightToLeft, alignment: .natural)
        #expect(abs(natural.width - fixed.width) < 0.5, "the same glyphs, reordered")
        let style = NSMutableParagraphStyle()
        #expect(style.baseWritingDirection == .natural)
        style.baseWritingDirection = .rightToLeft
        #expect((style.copy() as? NSParagraphStyle)?.baseWritingDirection == .rightToLeft)
        #expect(style.description.contains("baseWritingDirection"))
        #expect(!NSParagraphStyle.default.description.contains("baseWritingDirection"), "the default's description is unchanged")
    }

    @Test func textFieldsPutNaturalTextAtTheirRight() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "abc"
        #expect(field.visualTextAlignment == (UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .right : .left))
        field.semanticContentAttribute = .forceRightToLeft
        #expect(field.visualTextAlignment == .right)
        let rect = field.textRect(forBounds: field.bounds)
        let offsets = field.caretOffsets(font: field.font ?? UIFont.systemFont(ofSize: 17))
        #expect(field.textOriginX(in: rect, offsets: offsets) + (offsets.last ?? 0) == rect.maxX, "the text ends at the right")
        field.textAlignment = .center
        #expect(field.visualTextAlignment == .center)

        // Hebrew ends at the left, so its width is its first caret position, not its last.
        field.textAlignment = .natural
        field.text = "שלום"
        let hebrew = field.caretOffsets(font: field.font ?? UIFont.systemFont(ofSize: 17))
        #expect(hebrew.first == hebrew.max() && (hebrew.last ?? 1) < 1, "\(hebrew)")
        #expect(field.textOriginX(in: rect, offsets: hebrew) + (hebrew.max() ?? 0) == rect.maxX)
    }

    @Test func controlsResolveLeadingAndTrailingInTheirDirection() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        control.semanticContentAttribute = .forceRightToLeft
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.semanticContentAttribute = .forceLeftToRight
        #expect(control.effectiveContentHorizontalAlignment == .right)
    }

    @Test func arrowsMoveTheCaretOnScreenThroughHebrew() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "אבג"
        field.buffer.move(to: 0, extending: false)
        field.perform(.moveCaret(forward: true, byWord: false, extending: false))
        #expect(field.buffer.focus == 0, "the start of Hebrew text is its right end: Right goes nowhere")
        field.perform(.moveCaret(forward: false, byWord: false, extending: false))
        #expect(field.buffer.focus == 1, "Left goes forwards through the text")
        field.perform(.moveCaret(forward: false, byWord: false, extending: true))
        #expect(field.buffer.focus == 2 && field.buffer.selection == 1..<2, "Shift-Left extends leftwards on screen")
        field.buffer.move(to: 3, extending: false)
        field.perform(.moveCaret(forward: false, byWord: false, extending: false))
        #expect(field.buffer.focus == 3, "the end is the left end")
        field.perform(.moveCaret(forward: true, byWord: false, extending: false))
        #expect(field.buffer.focus == 2)
    }

    @Test func mixedTextIsWalkedOnScreenFromLeftToRight() {
        // "ab " then Hebrew: the Hebrew run shows reversed, so walking right visits every
        // caret position once, in increasing screen position, though not in text order.
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "ab אבג"
        field.buffer.move(to: 0, extending: false)
        var visited = [0]
        for _ in 0..<10 {
            field.perform(.moveCaret(forward: true, byWord: false, extending: false))
            if field.buffer.focus == visited.last { break }
            visited.append(field.buffer.focus)
        }
        #expect(Set(visited).count == visited.count, "no position twice: \(visited)")
        #expect(visited.first == 0 && visited.count >= 6, "\(visited)")
        #expect(visited != Array(0...6), "not text order: \(visited)")
    }

    @Test func leftToRightTextKeepsMovingInTextOrder() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "abc"
        field.semanticContentAttribute = .forceLeftToRight
        #expect(field.visualCaretIndex(rightward: true) == nil, "the logical path, unchanged")
    }
}
