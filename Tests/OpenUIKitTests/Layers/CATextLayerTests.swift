import Foundation
@testable import OpenUIKit
import Testing

/// `CATextLayer`: Core Animation's defaults (Helvetica at 36 points, opaque white, unwrapped,
/// no truncation, natural alignment), refusals that keep the old values, what its lines look
/// like in pixels (wrapped, truncated, aligned, clipped to the bounds), and its animatable
/// `fontSize` and `foregroundColor` on the manual frame clock.
@MainActor
@Suite struct CATextLayerTests {
    @Test func defaultsAreCoreAnimations() {
        let layer = CATextLayer()
        #expect(layer.string == nil)
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == .white)
        #expect(layer.isWrapped == false)
        #expect(layer.truncationMode == .none)
        #expect(layer.alignmentMode == .natural)
        #expect((layer.font as? NSString) == "Helvetica")
        #expect(layer.allowsFontSubpixelQuantization == false)
    }

    @Test func stringsAndFontsOfEveryKindCoreAnimationTakes() {
        let layer = CATextLayer()
        layer.string = "Hello"
        #expect(layer.string as? String == "Hello")
        layer.string = NSString(string: "Bridged")
        #expect(layer.string as? String == "Bridged")
        let attributed = NSMutableAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        layer.string = attributed
        attributed.mutableString.setString("Changed")
        #expect((layer.string as? NSAttributedString)?.string == "Red", "the layer keeps a copy")

        let font = UIFont.boldSystemFont(ofSize: 12)
        layer.font = font
        #expect(layer.font === font)
        layer.font = "DejaVu Sans" as NSString
        #expect((layer.font as? NSString) == "DejaVu Sans")
        layer.font = nil
        #expect((layer.font as? NSString) == "Helvetica", "nil is the default font")
    }

    @Test func badValuesAreRefusedAndTheOldOnesKept() {
        let layer = CATextLayer()
        layer.string = "Kept"
        layer.string = 42
        #expect(layer.string as? String == "Kept")
        layer.fontSize = 20
        layer.fontSize = -.infinity
        layer.fontSize = -3
        #expect(layer.fontSize == 20)
        layer.truncationMode = CATextLayerTruncationMode(rawValue: "sideways")
        #expect(layer.truncationMode == .none)
        layer.alignmentMode = CATextLayerAlignmentMode(rawValue: "diagonal")
        #expect(layer.alignmentMode == .natural)
        layer.font = NSNumber(value: 3)
        #expect((layer.font as? NSString) == "Helvetica")
    }

    /// A 200×100 white window with one black 20-point text layer at (10, 10), 120×60.
    @MainActor final class TextStage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let frames: HeadlessFrameClock
        let text = CATextLayer()

        init(_ string: String) {
            window.backgroundColor = .white
            frames = HeadlessFrameClock(window: window)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            text.frame = CGRect(x: 10, y: 10, width: 120, height: 60)
            text.string = string
            text.fontSize = 20
            text.foregroundColor = UIColor.black.cgColor
            window.layer.addSublayer(text)
            CATransaction.commit()
            window.renderIfNeeded()
        }

        /// The box of the pixels darker than mid grey, in window points (scale 1).
        var ink: CGRect {
            let buffer = window.backBuffer!
            var box = CGRect.null
            for y in 0..<100 {
                for x in 0..<200 where buffer.pixel(x: x, y: y).r < 128 {
                    box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
            return box
        }
    }

    @Test func textStartsAtTheTopLeftAndStaysInsideTheBounds() {
        let stage = TextStage("A line far too long for a layer 120 points wide")
        let ink = stage.ink
        #expect(ink.minX >= 10 && ink.minX < 14, "the first glyph starts at the left edge: \(ink)")
        #expect(ink.minY >= 10 && ink.minY < 20, "the first line is at the top: \(ink)")
        #expect(ink.maxX <= 130, "cut off at the bounds: \(ink)")
        #expect(ink.maxY < 40, "one line only: \(ink)")
    }

    @Test func wrappedTextBreaksIntoLinesWithinTheWidth() {
        let stage = TextStage("Wrapped words fill three lines here")
        let unwrapped = stage.ink
        stage.text.isWrapped = true
        stage.window.renderIfNeeded()
        let wrapped = stage.ink
        #expect(wrapped.maxY > unwrapped.maxY + 20, "more lines below: \(unwrapped) → \(wrapped)")
        #expect(wrapped.maxX <= 130)
    }

    @Test func rightAndCentreAlignmentMoveTheLine() {
        let stage = TextStage("Hi")
        let left = stage.ink
        stage.text.alignmentMode = .right
        stage.window.renderIfNeeded()
        let right = stage.ink
        #expect(right.maxX > 124 && right.maxX <= 130, "ends at the right edge: \(right)")
        stage.text.alignmentMode = .center
        stage.window.renderIfNeeded()
        let centre = stage.ink
        #expect(abs(centre.midX - 70) <= 2, "centred on the bounds' middle, 70: \(centre)")
        #expect(left.width == right.width && right.width == centre.width)
    }

    @Test func truncationEndsTheLineWithAnEllipsisInsideTheBounds() {
        let stage = TextStage("MMMMMMMMMMMMMMMMMMMMMMMM")
        let clipped = stage.ink
        #expect(clipped.maxX >= 128, "cut at the edge, glyphs run to it: \(clipped)")
        stage.text.truncationMode = .end
        stage.window.renderIfNeeded()
        let truncated = stage.ink
        // The ellipsis' dots sit on the baseline: the last ink of the line is low and short.
        #expect(truncated.maxX < clipped.maxX, "the ellipsis ends inside the bounds: \(truncated)")
        let buffer = stage.window.backBuffer!
        let lastColumn = Int(truncated.maxX) - 1
        let inkInLastColumn = (0..<100).filter { buffer.pixel(x: lastColumn, y: $0).r < 128 }
        #expect(inkInLastColumn.count < 5, "the last glyph is a dot, not an M: \(inkInLastColumn)")
    }

    @Test func anAttributedStringKeepsItsOwnColour() {
        let stage = TextStage("")
        stage.text.string = NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        stage.window.renderIfNeeded()
        let buffer = stage.window.backBuffer!
        var redPixels = 0
        for y in 0..<100 {
            for x in 0..<200 {
                let p = buffer.pixel(x: x, y: y)
                if p.r > 200 && p.g < 60 && p.b < 60 { redPixels += 1 }
            }
        }
        #expect(redPixels > 30, "the text is drawn in its own red, not the layer's black")
    }

    @Test func fontSizeAndColourAnimateOnTheFrameClock() {
        let stage = TextStage("Grow")
        let size = CABasicAnimation(keyPath: "fontSize")
        size.fromValue = 10
        size.toValue = 30
        size.duration = 1
        let color = CABasicAnimation(keyPath: "foregroundColor")
        color.fromValue = UIColor.red.cgColor
        color.toValue = UIColor.blue.cgColor
        color.duration = 1
        stage.text.add(size, forKey: "size")
        stage.text.add(color, forKey: "color")
        stage.window.renderIfNeeded()
        stage.frames.advance(by: 0.5)
        let shown = stage.text.presentation()!
        #expect(nearly(shown.fontSize, 20), "at ½")
        #expect(nearly(shown.foregroundColor!.red, 0.5) && nearly(shown.foregroundColor!.blue, 0.5))
        #expect(stage.text.fontSize == 20, "the model never changes")
    }

    @Test func anImplicitAnimationRunsForATextLayerOnScreen() {
        let stage = TextStage("Implicit")
        stage.text.fontSize = 40
        stage.window.renderIfNeeded()
        #expect(stage.text.animationKeys() == ["fontSize"])
        stage.frames.advance(by: CATransaction.animationDuration() + 0.1)
        #expect(stage.text.animationKeys() == nil)
        #expect(stage.text.presentation()!.fontSize == 40)
    }
}
