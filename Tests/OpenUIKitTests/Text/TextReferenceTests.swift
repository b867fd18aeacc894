import Foundation
import OpenUIKit
import TestSupport
import Testing

/// Text compared with reference renderings. Every string here is drawn in DejaVu Sans (the
/// pinned system face; `UIFontTests.systemFontIsPinnedToDejaVuSans` checks it is the one
/// loaded).
///
/// Tolerance: 6 levels per channel. Glyph edges are antialiased, and a different FreeType or
/// cairo build may round their coverage a few levels differently; a glyph that moves, goes
/// missing or changes colour differs by far more than that.
@MainActor
@Suite struct TextReferenceTests {
    static let tolerance = 6

    private func cornerLabel(_ text: String, color: UIColor, size: CGFloat) -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        return NSAttributedString(string: text, attributes: [
            .font: UIFont.systemFont(ofSize: size),
            .foregroundColor: color,
            .paragraphStyle: paragraph,
        ])
    }

    @Test func cardCornerLabelsAreCentredTwoLineText() {
        let canvas = Canvas(size: CGSize(width: 100, height: 60), scale: 2)
        canvas.draw { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 60))
            cornerLabel("A\n♣", color: .black, size: 18).draw(in: CGRect(x: 5, y: 5, width: 40, height: 50))
            cornerLabel("10\n♦", color: .red, size: 18).draw(in: CGRect(x: 55, y: 5, width: 40, height: 50))
        }
        ReferenceImage.assertMatches(canvas.surface, named: "text-card-corners", tolerance: Self.tolerance)
    }

    /// The lecture's trick: after translating to the card's far corner and rotating by π, the
    /// same drawing code puts the label upside down in the opposite corner.
    @Test func rotatedCornerLabelIsUpsideDownInTheOppositeCorner() {
        let card = CGRect(x: 0, y: 0, width: 120, height: 180)
        let canvas = Canvas(size: card.size, scale: 2)
        let label = cornerLabel("K\n♥", color: .red, size: 16)
        let labelRect = CGRect(x: 4, y: 4, width: 24, height: 40)
        canvas.draw { context in
            UIColor.white.setFill()
            context.fill(card)
            UIColor.black.setStroke()
            context.stroke(card.insetBy(dx: 0.5, dy: 0.5))
            label.draw(in: labelRect)
            context.saveGState()
            context.translateBy(x: card.width, y: card.height)
            context.rotate(by: .pi)
            label.draw(in: labelRect)
            context.restoreGState()
        }
        ReferenceImage.assertMatches(canvas.surface, named: "text-card-rotated-corner", tolerance: Self.tolerance)
    }

    @Test func alignedParagraphWithAStrokedWord() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineSpacing = 4
        let text = NSMutableAttributedString(string: "Cards are drawn, not stored: every ", attributes: [
            .font: UIFont.systemFont(ofSize: 14), .paragraphStyle: paragraph,
        ])
        text.append(NSAttributedString(string: "OUTLINE", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .strokeWidth: 3, .strokeColor: UIColor.blue,
        ]))
        text.append(NSAttributedString(string: " word and ", attributes: [.font: UIFont.systemFont(ofSize: 14)]))
        text.append(NSAttributedString(string: "filled", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .strokeWidth: -4, .strokeColor: UIColor.black,
            .foregroundColor: UIColor.yellow,
        ]))
        text.append(NSAttributedString(string: " one\nwraps to the rect.", attributes: [
            .font: UIFont.systemFont(ofSize: 14), .backgroundColor: UIColor.cyan.withAlphaComponent(0.4),
        ]))
        let canvas = Canvas(size: CGSize(width: 200, height: 130), scale: 2)
        canvas.draw { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 130))
            text.draw(in: CGRect(x: 10, y: 10, width: 180, height: 110))
        }
        ReferenceImage.assertMatches(canvas.surface, named: "text-paragraph", tolerance: Self.tolerance)
    }
}
