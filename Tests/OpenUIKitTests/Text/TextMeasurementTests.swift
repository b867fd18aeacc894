import Foundation
import OpenUIKit
import TestSupport
import Testing

/// Measuring text. Drawn text is DejaVu Sans (the pinned system face).
@MainActor
@Suite struct TextMeasurementTests {
    private let font24 = UIFont.systemFont(ofSize: 24)

    /// Compares the pixels actually inked with the ink rect the measurement reports, and
    /// checks that the logical size (what `size()` returns) encloses them.
    @Test func sizeAgreesWithTheDrawnExtent() throws {
        let text = NSAttributedString(string: "Hello, Qjy!", attributes: [.font: font24])
        let size = text.size()
        let ink = text.boundingRect(with: CGSize(width: 1000, height: 1000),
                                    options: [.usesLineFragmentOrigin, .usesDeviceMetrics], context: nil)
        let origin = CGPoint(x: 10, y: 10)
        // At 2× a pixel is half a point; cairo also snaps each glyph's origin to a whole
        // pixel, so the inked pixels can stray up to 1.5 pixels (0.75 pt) from the outline.
        let canvas = Canvas(size: CGSize(width: 200, height: 60), scale: 2)
        canvas.draw { _ in text.draw(at: origin) }
        let drawn = try #require(canvas.inkBounds())

        let tolerance: CGFloat = 1  // points
        #expect(abs(drawn.minX - (origin.x + ink.minX)) <= tolerance)
        #expect(abs(drawn.maxX - (origin.x + ink.maxX)) <= tolerance)
        #expect(abs(drawn.minY - (origin.y + ink.minY)) <= tolerance)
        #expect(abs(drawn.maxY - (origin.y + ink.maxY)) <= tolerance)

        let logical = CGRect(origin: origin, size: size).insetBy(dx: -tolerance, dy: -tolerance)
        #expect(logical.contains(drawn))
        #expect(abs(size.height - font24.lineHeight) < 0.01)
    }

    @Test func multiLineSizeStacksLines() {
        let text = NSAttributedString(string: "A\nBB\nCCC", attributes: [.font: font24])
        let size = text.size()
        #expect(abs(size.height - 3 * font24.lineHeight) < 0.01)
        let widest = NSAttributedString(string: "CCC", attributes: [.font: font24]).size().width
        #expect(abs(size.width - widest) < 0.01)
    }

    @Test func layoutIsTheSameAtEveryScale() throws {
        let text = NSAttributedString(string: "Scale independent ♦", attributes: [.font: UIFont.systemFont(ofSize: 13)])
        var bounds: [CGRect] = []
        for scale in [1, 2, 3] as [CGFloat] {
            let canvas = Canvas(size: CGSize(width: 160, height: 30), scale: scale)
            canvas.draw { _ in text.draw(at: CGPoint(x: 5, y: 5)) }
            bounds.append(try #require(canvas.inkBounds()))
        }
        // One pixel at scale 1 is the coarsest grid here.
        for other in bounds.dropFirst() {
            #expect(abs(other.minX - bounds[0].minX) <= 1 && abs(other.maxX - bounds[0].maxX) <= 1)
            #expect(abs(other.minY - bounds[0].minY) <= 1 && abs(other.maxY - bounds[0].maxY) <= 1)
        }
    }

    @Test func narrowerWidthWrapsToMoreLines() {
        let text = NSAttributedString(string: "The quick brown fox jumps over the lazy dog",
                                      attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let lineHeight = UIFont.systemFont(ofSize: 14).lineHeight
        func lines(_ width: CGFloat) -> Int {
            let rect = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                         options: .usesLineFragmentOrigin, context: nil)
            #expect(rect.width <= width + 0.01)
            return Int((rect.height / lineHeight).rounded())
        }
        #expect(lines(1000) == 1)
        #expect(lines(150) > 1)
        #expect(lines(80) > lines(150))
        // A word longer than the width is broken between characters rather than overflowing.
        let long = NSAttributedString(string: "Supercalifragilistic", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let rect = long.boundingRect(with: CGSize(width: 40, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(rect.width <= 40 && rect.height > 2 * lineHeight)
    }

    @Test func withoutLineFragmentOriginTheTextIsOneLineFromItsBaseline() {
        let font = UIFont.systemFont(ofSize: 20)
        let text = NSAttributedString(string: "one\ntwo", attributes: [.font: font])
        let context = NSStringDrawingContext()
        let rect = text.boundingRect(with: CGSize(width: 10, height: 10), options: [], context: context)
        #expect(abs(rect.height - font.lineHeight) < 0.01)
        #expect(abs(rect.minY + font.ascender) < 0.5)
        #expect(context.totalBounds == rect)
        #expect(context.actualScaleFactor == 1)
    }

    @Test func truncatingModesKeepEachParagraphOnOneLine() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let font = UIFont.systemFont(ofSize: 14)
        let text = NSAttributedString(string: "A sentence far too long for the width\nsecond",
                                      attributes: [.font: font, .paragraphStyle: style])
        let rect = text.boundingRect(with: CGSize(width: 80, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(rect.height - 2 * font.lineHeight) < 0.01)
        #expect(rect.width <= 80)

        style.lineBreakMode = .byCharWrapping
        let wrapped = text.boundingRect(with: CGSize(width: 80, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(wrapped.height > 3 * font.lineHeight)
    }

    @Test func kernWidensTheString() {
        let font = UIFont.systemFont(ofSize: 14)
        let plain = "kerning".size(withAttributes: [.font: font])
        let spaced = "kerning".size(withAttributes: [.font: font, .kern: 5])
        let tight = "kerning".size(withAttributes: [.font: font, .kern: -1.0 as Double])
        // Seven characters: about six or seven gaps of 5 points.
        #expect(spaced.width - plain.width >= 6 * 5 - 0.5)
        #expect(spaced.width - plain.width <= 7 * 5 + 0.5)
        #expect(tight.width < plain.width)
        #expect(spaced.height == plain.height)
    }

    @Test func lineSpacingAddsSpaceBetweenLines() {
        let font = UIFont.systemFont(ofSize: 14)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let plain = "a\nb\nc".size(withAttributes: [.font: font])
        let spaced = "a\nb\nc".size(withAttributes: [.font: font, .paragraphStyle: style])
        #expect(abs(spaced.height - plain.height - 2 * 10) < 0.01)
    }

    @Test func defaultFontIsTheTwelvePointSystemFont() {
        let measured = "Default".size()
        let explicit = "Default".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(measured == explicit)
        #expect(abs(measured.height - UIFont.systemFont(ofSize: 12).lineHeight) < 0.01)
    }

    @Test func emptyAndDegenerateInputMeasureAsZero() {
        #expect(NSAttributedString(string: "").size() == .zero)
        #expect("".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, context: nil) == .zero)
        let zeroFont = "invisible".size(withAttributes: [.font: UIFont.systemFont(ofSize: 0)])
        #expect(zeroFont.width < 0.01 && zeroFont.height < 0.01)
        let nanWidth = "x y z".boundingRect(with: CGSize(width: CGFloat.nan, height: .nan),
                                             options: .usesLineFragmentOrigin, context: nil)
        #expect(nanWidth.width > 0 && nanWidth.height > 0)
    }

    @Test func offsetsAreCorrectForMultiByteCharacters() {
        // ♣ and ♦ take three UTF-8 bytes but one UTF-16 unit; a wrong conversion would put
        // the large font on the wrong characters.
        let text = NSMutableAttributedString(string: "♣♦xx", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 2, length: 2))
        let xx = NSAttributedString(string: "xx", attributes: [.font: UIFont.systemFont(ofSize: 30)]).size()
        let suits = NSAttributedString(string: "♣♦", attributes: [.font: UIFont.systemFont(ofSize: 10)]).size()
        let whole = text.size()
        #expect(abs(whole.width - (xx.width + suits.width)) < 0.5)
    }
}
