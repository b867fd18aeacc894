import Foundation
import OpenUIKit
import TestSupport
import Testing

@Suite struct NSParagraphStyleTests {
    @Test func defaultsAreUIKits() {
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural)
        #expect(style.lineSpacing == 0)
        #expect(style.lineBreakMode == .byWordWrapping)
        #expect(NSTextAlignment.center.rawValue == 1 && NSTextAlignment.natural.rawValue == 4)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
    }

    @Test func copiesAreIndependentAndCompareByValue() throws {
        let mutable = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        mutable.alignment = .right
        mutable.lineSpacing = 3
        #expect(NSParagraphStyle.default.alignment == .natural)

        let frozen = try #require(mutable.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen == mutable)
        mutable.lineBreakMode = .byClipping
        #expect(frozen.lineBreakMode == .byWordWrapping)
        #expect(frozen != mutable)

        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(mutable)
        #expect(other == mutable && other.hash == mutable.hash)
    }

    @Test func keysHaveUIKitsRawValues() {
        let keys: [(NSAttributedString.Key, String)] = [
            (.font, "NSFont"), (.foregroundColor, "NSColor"), (.backgroundColor, "NSBackgroundColor"),
            (.paragraphStyle, "NSParagraphStyle"), (.strokeWidth, "NSStrokeWidth"), (.strokeColor, "NSStrokeColor"),
            (.kern, "NSKern"),
        ]
        for (key, raw) in keys { #expect(key.rawValue == raw) }
    }

    /// Drawn in DejaVu Sans: a justified paragraph's wrapped lines reach the right edge,
    /// where left-aligned ones fall short; its last line is the same either way.
    @MainActor
    @Test func justifiedLinesFillTheWidth() throws {
        let font = UIFont.systemFont(ofSize: 12)
        let width: CGFloat = 150
        func render(_ alignment: NSTextAlignment) throws -> (first: CGRect, last: CGRect) {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let canvas = Canvas(size: CGSize(width: width, height: 100))
            canvas.draw { _ in
                "Justified text spreads its words across the line, but not on the last one."
                    .draw(in: CGRect(x: 0, y: 0, width: width, height: 100), withAttributes: [.font: font, .paragraphStyle: style])
            }
            let lines = Int((try #require(canvas.inkBounds()).maxY / font.lineHeight).rounded(.up))
            func line(_ index: Int) throws -> CGRect {
                try #require(canvas.inkBounds(in: CGRect(x: 0, y: CGFloat(index) * font.lineHeight, width: width, height: font.lineHeight)))
            }
            return (try line(0), try line(lines - 1))
        }
        let justified = try render(.justified)
        let left = try render(.left)
        #expect(left.first.maxX < width - 5)
        #expect(justified.first.maxX > width - 3)
        #expect(abs(justified.last.maxX - left.last.maxX) < 0.5)
    }
}
