import Foundation
import OpenUIKit
import Testing

/// Setting `frame` on a transformed view, as Core Animation's frame setter does it (UIKit
/// calls the result undefined, and the lectures rely on what it actually does): the frame
/// lands exactly where asked, the translation in the transform included; the bounds follow
/// the frame's size when the transform keeps rectangles rectangles.
@MainActor
@Suite struct UIViewTransformedFrameTests {
    static let tolerance = 1e-9

    func expectClose(_ a: CGRect, _ b: CGRect, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(a.minX - b.minX) < Self.tolerance && abs(a.minY - b.minY) < Self.tolerance
            && abs(a.width - b.width) < Self.tolerance && abs(a.height - b.height) < Self.tolerance
        #expect(close, "\(a) ≠ \(b)", sourceLocation: sourceLocation)
    }

    /// The 2017 lecture's lower-right corner: translated by its size, turned by π, then
    /// placed with `frame.origin` in the card's bottom-right corner.
    @Test func theLecturesLowerRightCornerLandsInsideTheCard() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let label = UILabel()
        label.text = "10\n♦"
        label.numberOfLines = 0
        card.addSubview(label)
        let cornerOffset: CGFloat = 8
        for _ in 0..<2 {   // layoutSubviews runs many times; the second pass starts turned
            label.frame.size = .zero
            label.sizeToFit()
            let size = label.frame.size
            #expect(size.width > 10 && size.height > 20, "sizeToFit on the turned label gave \(size)")
            label.transform = CGAffineTransform.identity
                .translatedBy(x: size.width, y: size.height)
                .rotated(by: .pi)
            label.frame.origin = CGPoint(x: card.bounds.maxX, y: card.bounds.maxY)
                .applying(CGAffineTransform(translationX: -cornerOffset - size.width, y: -cornerOffset - size.height))
            expectClose(label.frame, CGRect(x: 200 - 8 - size.width, y: 300 - 8 - size.height, width: size.width, height: size.height))
            #expect(card.bounds.contains(label.frame))
            #expect(abs(label.bounds.width - size.width) < 1e-9 && abs(label.bounds.height - size.height) < 1e-9)
        }
    }

    @Test func aQuarterTurnTakesTheFramesSizeCrosswise() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 80)
        #expect(abs(view.bounds.width - 80) < Self.tolerance && abs(view.bounds.height - 30) < Self.tolerance)
        expectClose(view.frame, CGRect(x: 10, y: 20, width: 30, height: 80))
    }

    @Test func aScaleDividesTheFramesSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: -4)
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        #expect(view.bounds.size == CGSize(width: 30, height: 10))
        expectClose(view.frame, CGRect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test func aTranslationIsTakenOffThePosition() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.transform = CGAffineTransform(translationX: 100, y: 50)
        view.frame.origin = CGPoint(x: 5, y: 5)
        expectClose(view.frame, CGRect(x: 5, y: 5, width: 40, height: 20))
        #expect(view.center == CGPoint(x: 25 - 100, y: 15 - 50))
    }

    @Test func anyOtherTurnKeepsTheBoundsAndPlacesTheMiddle() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 7, y: 0)
        view.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        let f = view.frame
        #expect(abs(f.midX - 105) < Self.tolerance && abs(f.midY - 105) < Self.tolerance)
    }

    @Test func sizeToFitKeepsTheTopLeftOfAnUntransformedView() {
        let label = UILabel(frame: CGRect(x: 30, y: 40, width: 500, height: 500))
        label.text = "K"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 30, y: 40))
        #expect(label.frame.width < 50 && label.frame.height < 50)
    }
}
