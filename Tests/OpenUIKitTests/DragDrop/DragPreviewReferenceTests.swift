import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// What a lift looks like: the lifted previews stand on a soft shadow, and a drag of more
/// than one item shows their count in a blue badge on the frontmost preview's top-right
/// corner, as iOS draws them.
@Suite(.serialized)
@MainActor
struct DragPreviewReferenceTests {
    /// Shadow edges and the badge's figures are antialiased through Cairo and Pango.
    static let tolerance = 8

    /// A teal card in a 320×240 window, lifted with `names` as its items (held past the
    /// lift delay, then moved 10 points up and left) and drawn.
    func liftedCard(carrying names: [String]) -> (GestureHarness, HeadlessFrameClock) {
        let harness = GestureHarness(size: CGSize(width: 320, height: 240))
        let frames = HeadlessFrameClock(window: harness.window)
        harness.window.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 90, y: 60, width: 140, height: 100))
        card.backgroundColor = .systemTeal
        harness.window.addSubview(card)
        let recorder = DragDropRecorder()
        recorder.itemsToDrag = { names.map { UIDragItem(itemProvider: NSItemProvider(object: $0 as NSString)) } }
        card.addInteraction(UIDragInteraction(delegate: recorder))
        harness.window.renderIfNeeded()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 160, y: 110))
        harness.send(script)
        frames.advance(by: 0.9)
        script = harness.script()
        script.move(1, to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 2)
        harness.send(script)
        frames.advance(by: 0.3)
        harness.window.renderIfNeeded()
        return (harness, frames)
    }

    @Test func twoLiftedItemsStandOnAShadowWithTheirCount() {
        let (harness, _) = liftedCard(carrying: ["one", "two"])
        ReferenceImage.assertMatches(harness.window.backBuffer!, named: "drag-lifted-two-items", tolerance: Self.tolerance)
    }

    /// The lifted preview's shadow is blurred once and reused while the preview only moves
    /// (a blur of a card-sized shadow costs more than the rest of a frame).
    @Test func theLiftShadowIsBlurredOnceWhileThePreviewMoves() throws {
        let (harness, frames) = liftedCard(carrying: ["one"])
        let preview = try #require(harness.window.subviews.last { $0 is DragPreviewView })
        let made = preview.layer.shadowMasksMade
        #expect(made >= 1)
        for step in 1...10 {
            var script = harness.script()
            script.move(1, to: CGPoint(x: 150 + CGFloat(step), y: 100), duration: 0.01, steps: 1)
            harness.send(script)
            frames.advance(by: 1.0 / 60)
            harness.window.renderIfNeeded()
        }
        #expect(preview.layer.shadowMasksMade == made, "the blur is made again on a move")
    }
}
