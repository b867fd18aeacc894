import Foundation
import OpenUIKit
import TestSupport
import Testing

/// UILabel behaviour. Text here is DejaVu Sans (the pinned system face).
@MainActor
@Suite struct UILabelTests {
    func inkRows(_ window: UIWindow, x: ClosedRange<Int>, y: ClosedRange<Int>) -> [Int] {
        let buffer = window.backBuffer!
        return y.filter { row in x.contains { buffer.pixel(x: $0, y: row).r < 128 } }
    }

    @Test func textIsDrawnCentredVertically() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let label = UILabel(frame: window.bounds)
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        window.addSubview(label)
        window.renderIfNeeded()
        let rows = inkRows(window, x: 0...199, y: 0...99)
        #expect(!rows.isEmpty)
        let middle = Double(rows.first! + rows.last!) / 2
        #expect(abs(middle - 50) < 6)
    }

    @Test func alignmentMovesTheText() {
        func firstInkColumn(_ alignment: NSTextAlignment) -> Int {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            window.backgroundColor = .white
            let label = UILabel(frame: window.bounds)
            label.text = "Hi"
            label.textAlignment = alignment
            window.addSubview(label)
            window.renderIfNeeded()
            let buffer = window.backBuffer!
            return (0..<300).first { x in (0..<40).contains { buffer.pixel(x: x, y: $0).r < 128 } } ?? -1
        }
        let left = firstInkColumn(.left), center = firstInkColumn(.center), right = firstInkColumn(.right)
        #expect(left >= 0 && left < 5)
        #expect(center > 120 && center < 150)
        #expect(right > 260)
    }

    @Test func sizeThatFitsGrowsWithLinesAndSizeToFitUsesIt() {
        let label = UILabel(frame: .zero)
        label.text = "one two three four five six seven"
        let oneLine = label.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(oneLine.width > 80)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        let wrapped = label.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(wrapped.width <= 80)
        #expect(wrapped.height > oneLine.height * 2)
        label.numberOfLines = 2
        let twoLines = label.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(twoLines.height < wrapped.height && twoLines.height > oneLine.height)
        label.numberOfLines = 1
        label.sizeToFit()
        #expect(label.bounds.size == oneLine)
        label.text = ""
        #expect(label.sizeThatFits(.zero) == .zero)
    }

    @Test func attributedTextKeepsItsAttributesAndFallsBackToTheLabels() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let styled = NSMutableAttributedString(string: "AB")
        styled.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        label.attributedText = styled
        label.textColor = .blue
        #expect(label.text == "AB")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.backgroundColor = .white
        label.font = .boldSystemFont(ofSize: 30)
        window.addSubview(label)
        window.renderIfNeeded()
        let buffer = window.backBuffer!
        var sawRed = false, sawBlue = false
        for x in 0..<100 {
            for y in 0..<50 {
                let p = buffer.pixel(x: x, y: y)
                if p.r > 200 && p.g < 60 && p.b < 60 { sawRed = true }
                if p.b > 200 && p.r < 60 && p.g < 60 { sawBlue = true }
            }
        }
        #expect(sawRed && sawBlue)
    }

    /// An attributed label is as tall as its own text: the lectures' EmojiArt sets 64-point
    /// emoji as attributed text on labels with the 17-point default font, sizes them to fit
    /// and centres them; UIKit gives the emoji's height, not the label font's line.
    @Test func anAttributedLabelIsAsTallAsItsOwnFonts() {
        let big = UIFont.systemFont(ofSize: 64)
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "AB", attributes: [.font: big])
        let expected = NSAttributedString(string: "AB", attributes: [.font: big]).size()
        #expect(label.intrinsicContentSize.height == expected.height.rounded(.up))
        #expect(label.intrinsicContentSize.height > 2 * UIFont.systemFont(ofSize: 17).lineHeight)
        label.sizeToFit()
        #expect(label.bounds.height == expected.height.rounded(.up))
        // Limited to two lines of three, each as tall as its own font: 20 then 64 points.
        let lines = NSMutableAttributedString(string: "a\nB\nc", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        lines.addAttribute(.font, value: big, range: NSRange(location: 2, length: 1))
        label.attributedText = lines
        label.numberOfLines = 2
        let twoLines = label.intrinsicContentSize.height
        #expect(twoLines > UIFont.systemFont(ofSize: 17).lineHeight + big.lineHeight - 2)
        #expect(twoLines < lines.size().height)
    }

    @Test func changingTextRedrawsOnlyTheLabel() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        label.text = "A"
        window.addSubview(label)
        window.renderIfNeeded()
        label.text = "B"
        let stats = window.renderIfNeeded()
        #expect(stats?.drawCalls == 1)
        #expect(stats?.damageInWindowPixels == [CGRect(x: 10, y: 10, width: 100, height: 30)])
    }

    /// The card corner of the lectures: "A\n♣" in a label, and the same label rotated by π
    /// in the opposite corner, composited over a white card.
    @Test func cardCornerLabelsReference() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 168))
        window.backgroundColor = .white
        func corner() -> UILabel {
            let label = UILabel(frame: .zero)
            label.numberOfLines = 0
            label.textAlignment = .center
            label.attributedText = NSAttributedString(string: "A\n♣", attributes: [.font: UIFont.systemFont(ofSize: 16)])
            label.sizeToFit()
            return label
        }
        let top = corner(), bottom = corner()
        top.frame.origin = CGPoint(x: 6, y: 6)
        bottom.center = CGPoint(x: 120 - 6 - top.bounds.width / 2, y: 168 - 6 - top.bounds.height / 2)
        bottom.transform = CGAffineTransform(rotationAngle: .pi)
        window.addSubview(top)
        window.addSubview(bottom)
        window.renderIfNeeded()
        // Tolerance 6: glyph edges may round differently across FreeType and Cairo builds.
        ReferenceImage.assertMatches(window.backBuffer!, named: "label-card-corners", tolerance: 6)
    }
}
