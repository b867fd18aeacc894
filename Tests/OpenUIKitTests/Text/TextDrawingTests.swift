import CCairo
import Foundation
import OpenUIKit
import TestSupport
import Testing

/// Drawing text, checked pixel by pixel. All text is DejaVu Sans (the pinned system face).
@MainActor
@Suite struct TextDrawingTests {
    /// "●" (U+25CF) is a solid disc in DejaVu Sans: its centre is inked only when filled.
    private let disc = "●"
    private let bigFont = UIFont.systemFont(ofSize: 100)

    private func centre(of rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    @Test func positiveStrokeWidthDrawsHollowGlyphs() throws {
        let canvas = Canvas(size: CGSize(width: 120, height: 130))
        canvas.draw { _ in
            disc.draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: bigFont, .strokeWidth: 3, .strokeColor: UIColor.blue])
        }
        let ink = try #require(canvas.inkBounds())
        #expect(canvas.pixel(atPoint: centre(of: ink)).a == 0)
        // Three percent of 100 points: a 3-point outline, centred on the glyph's edge.
        let edge = canvas.pixel(atPoint: CGPoint(x: ink.minX + 1.5, y: ink.midY))
        #expect(edge.b == 255 && edge.a == 255 && edge.r == 0)
    }

    @Test func negativeStrokeWidthFillsAndStrokes() throws {
        let canvas = Canvas(size: CGSize(width: 120, height: 130))
        canvas.draw { _ in
            disc.draw(at: CGPoint(x: 5, y: 5), withAttributes: [
                .font: bigFont, .strokeWidth: -3, .strokeColor: UIColor.blue, .foregroundColor: UIColor.red,
            ])
        }
        let ink = try #require(canvas.inkBounds())
        #expect(canvas.pixel(atPoint: centre(of: ink)) == (255, 0, 0, 255))
        let edge = canvas.pixel(atPoint: CGPoint(x: ink.minX + 1.5, y: ink.midY))
        #expect(edge.b == 255 && edge.r == 0)
    }

    @Test func strokeColourDefaultsToTheForeground() throws {
        let canvas = Canvas(size: CGSize(width: 120, height: 130))
        canvas.draw { _ in
            disc.draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: bigFont, .strokeWidth: 4, .foregroundColor: UIColor.green])
        }
        let ink = try #require(canvas.inkBounds())
        #expect(canvas.pixel(atPoint: CGPoint(x: ink.minX + 2, y: ink.midY)) == (0, 255, 0, 255))
        #expect(canvas.pixel(atPoint: centre(of: ink)).a == 0)
    }

    @Test func foregroundColourAlphaAndGlobalAlphaApply() throws {
        let canvas = Canvas(size: CGSize(width: 240, height: 130))
        canvas.draw { context in
            disc.draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: bigFont, .foregroundColor: UIColor.blue.withAlphaComponent(0.5)])
            context.setAlpha(0.5)
            disc.draw(at: CGPoint(x: 120, y: 5), withAttributes: [.font: bigFont, .foregroundColor: UIColor.red])
        }
        let left = try #require(canvas.inkBounds(in: CGRect(x: 0, y: 0, width: 120, height: 130)))
        let right = try #require(canvas.inkBounds(in: CGRect(x: 120, y: 0, width: 120, height: 130)))
        let blue = canvas.pixel(atPoint: centre(of: left))
        let red = canvas.pixel(atPoint: centre(of: right))
        #expect(blue.b == 255 && abs(Int(blue.a) - 128) <= 1)
        #expect(red.r == 255 && abs(Int(red.a) - 128) <= 1)
    }

    @Test func blendModeApplies() {
        let canvas = Canvas(size: CGSize(width: 120, height: 130))
        canvas.draw { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 130))
            context.setBlendMode(.multiply)
            disc.draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: bigFont, .foregroundColor: UIColor.yellow])
            disc.draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: bigFont, .foregroundColor: UIColor.cyan])
        }
        // Yellow multiplied by cyan is green; with normal blending cyan would cover yellow.
        #expect(canvas.pixel(atPoint: CGPoint(x: 55, y: 70)) == (0, 255, 0, 255))
    }

    @Test func backgroundColourFillsTheRunsLogicalRect() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let text = NSAttributedString(string: "  ..  ", attributes: [
            .font: font, .backgroundColor: UIColor.red, .foregroundColor: UIColor.blue,
        ])
        let origin = CGPoint(x: 10, y: 10)
        let canvas = Canvas(size: CGSize(width: 120, height: 50), scale: 2)
        canvas.draw { _ in text.draw(at: origin) }
        let painted = try #require(canvas.inkBounds())
        let logical = CGRect(origin: origin, size: text.size())
        #expect(abs(painted.minX - logical.minX) <= 0.5 && abs(painted.maxX - logical.maxX) <= 0.5)
        #expect(abs(painted.minY - logical.minY) <= 0.5 && abs(painted.maxY - logical.maxY) <= 0.5)
        // Behind the spaces: background only; the glyphs are painted over it.
        #expect(canvas.pixel(atPoint: CGPoint(x: logical.minX + 3, y: logical.midY)) == (255, 0, 0, 255))
        var sawBlue = false
        for y in stride(from: logical.minY, to: logical.maxY, by: 0.5) {
            for x in stride(from: logical.minX, to: logical.maxX, by: 0.5) where canvas.pixel(atPoint: CGPoint(x: x, y: y)) == (0, 0, 255, 255) {
                sawBlue = true
            }
        }
        #expect(sawBlue)
    }

    @Test func eachRunKeepsItsOwnColour() throws {
        // The three characters share one font, so Pango shapes them as one run; the colours
        // must still follow the attributes.
        let text = NSMutableAttributedString(string: "■♦■", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 1))
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 2, length: 1))
        let canvas = Canvas(size: CGSize(width: 120, height: 50))
        canvas.draw { _ in text.draw(at: .zero) }
        let square = NSAttributedString(string: "■", attributes: [.font: UIFont.systemFont(ofSize: 30)]).size()
        let diamondWidth = NSAttributedString(string: "■♦", attributes: [.font: UIFont.systemFont(ofSize: 30)]).size().width - square.width
        let y = square.height * 0.6
        #expect(canvas.pixel(atPoint: CGPoint(x: square.width / 2, y: y)) == (0, 0, 0, 255))
        #expect(canvas.pixel(atPoint: CGPoint(x: square.width + diamondWidth / 2, y: y)) == (255, 0, 0, 255))
        #expect(canvas.pixel(atPoint: CGPoint(x: 1.5 * square.width + diamondWidth, y: y)) == (0, 0, 255, 255))
    }

    @Test func alignmentMovesTheInk() throws {
        func inkCentre(_ alignment: NSTextAlignment) throws -> CGFloat {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let canvas = Canvas(size: CGSize(width: 200, height: 30))
            canvas.draw { _ in
                "Hi".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30),
                          withAttributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style])
            }
            return try #require(canvas.inkBounds()).midX
        }
        #expect(try inkCentre(.left) < 20)
        #expect(try inkCentre(.natural) < 20)
        #expect(try abs(inkCentre(.center) - 100) < 2)
        #expect(try inkCentre(.right) > 180)
    }

    @Test func naturalAlignmentFollowsTheScriptButLeftStaysLeft() throws {
        func inkCentre(_ alignment: NSTextAlignment) throws -> CGFloat {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let canvas = Canvas(size: CGSize(width: 200, height: 30))
            canvas.draw { _ in
                "שלום".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30),
                            withAttributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style])
            }
            return try #require(canvas.inkBounds()).midX
        }
        #expect(try inkCentre(.natural) > 150)
        #expect(try inkCentre(.left) < 50)
        #expect(try inkCentre(.right) > 150)
    }

    @Test func clippingLineBreakModeAlignsAndClipsWithoutWrapping() throws {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byClipping
        style.alignment = .right
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style]
        let canvas = Canvas(size: CGSize(width: 200, height: 80))
        canvas.draw { _ in
            "Hi".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30), withAttributes: attributes)
            "A line much wider than its rect".draw(in: CGRect(x: 0, y: 40, width: 100, height: 30), withAttributes: attributes)
        }
        #expect(try #require(canvas.inkBounds(in: CGRect(x: 0, y: 0, width: 200, height: 30))).maxX > 190)
        let clipped = try #require(canvas.inkBounds(in: CGRect(x: 0, y: 35, width: 200, height: 45)))
        #expect(clipped.maxX <= 100 && clipped.minX >= 0)
        #expect(clipped.maxY < 65)  // one line only
    }

    @Test func drawInRectWrapsAndClipsToTheRect() throws {
        let rect = CGRect(x: 10, y: 10, width: 60, height: 30)
        let canvas = Canvas(size: CGSize(width: 100, height: 100))
        canvas.draw { _ in
            "wrapping words inside a small rect".draw(in: rect, withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        let ink = try #require(canvas.inkBounds())
        #expect(rect.contains(ink))
        #expect(ink.height > 12)  // more than one line
    }

    @Test func multiLineDrawAtStartsEachLineAtTheLeft() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let canvas = Canvas(size: CGSize(width: 100, height: 100))
        canvas.draw { _ in "I\nI\nI".draw(at: CGPoint(x: 10, y: 0), withAttributes: [.font: font]) }
        for line in 0..<3 {
            let band = CGRect(x: 0, y: CGFloat(line) * font.lineHeight, width: 100, height: font.lineHeight)
            let ink = try #require(canvas.inkBounds(in: band))
            #expect(ink.minX > 10 && ink.maxX < 20)
        }
        #expect(canvas.inkBounds(in: CGRect(x: 0, y: 3 * font.lineHeight, width: 100, height: 20)) == nil)
    }

    @Test func rotatingByPiDrawsUpsideDownInTheOppositeCorner() throws {
        let canvas = Canvas(size: CGSize(width: 100, height: 100))
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        canvas.draw { context in
            context.translateBy(x: 100, y: 100)
            context.rotate(by: .pi)
            "T".draw(at: CGPoint(x: 2, y: 2), withAttributes: attributes)
        }
        let ink = try #require(canvas.inkBounds())
        #expect(ink.minX > 75 && ink.minY > 70)
        // Upside down: the T's bar is now at the bottom of its ink.
        let bar = canvas.inkBounds(alphaAbove: 128, in: CGRect(x: 0, y: ink.maxY - 2, width: 100, height: 2))
        let stem = canvas.inkBounds(alphaAbove: 128, in: CGRect(x: 0, y: ink.minY, width: 100, height: 2))
        #expect(try #require(bar).width > 2 * (try #require(stem)).width)
    }

    @Test func textLeavesThePathColourAndClipAsTheyWere() {
        let canvas = Canvas(size: CGSize(width: 40, height: 40))
        canvas.draw { context in
            UIColor.green.setFill()
            context.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            "clip".draw(in: CGRect(x: 0, y: 0, width: 5, height: 5), withAttributes: [.foregroundColor: UIColor.red])
            #expect(!context.isPathEmpty)
            context.fillPath()
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 30, y: 30)) == (0, 255, 0, 255))
    }

    @Test func degenerateInputDrawsNothing() {
        let canvas = Canvas(size: CGSize(width: 50, height: 50))
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        canvas.draw { _ in
            "".draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes)
            "".draw(in: CGRect(x: 0, y: 0, width: 50, height: 50), withAttributes: attributes)
            "zero".draw(in: .zero, withAttributes: attributes)
            "flat".draw(in: CGRect(x: 0, y: 0, width: 50, height: 0), withAttributes: attributes)
            "negative".draw(in: CGRect(x: 0, y: 0, width: -50, height: 50), withAttributes: attributes)
            "nan".draw(at: CGPoint(x: CGFloat.nan, y: 5), withAttributes: attributes)
            "nan".draw(in: CGRect(x: 0, y: CGFloat.nan, width: 50, height: 50), withAttributes: attributes)
            "infinite".draw(at: CGPoint(x: 5, y: CGFloat.infinity), withAttributes: attributes)
            "tiny".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: 0)])
            "tiny".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: -3), .backgroundColor: UIColor.red])
            "nul\0inside".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: .nan)])
        }
        #expect(canvas.inkedPixelCount() == 0)
        #expect(cairo_status(canvas.context.cairo) == CAIRO_STATUS_SUCCESS)
        // Outside any drawing there is no current context: nothing happens.
        "no context".draw(at: .zero, withAttributes: attributes)
    }

    @Test func nulCharactersDoNotCutTheStringShort() {
        let font = UIFont.systemFont(ofSize: 12)
        let withNul = "ab\0cd".size(withAttributes: [.font: font])
        let withSpace = "ab cd".size(withAttributes: [.font: font])
        #expect(withNul == withSpace)
    }
}
