import CCairo
import Foundation
import Testing
@testable import OpenUIKit

/// What each frame of a drag costs once the preview is lifted: a large card (the
/// benchmark's 300×420 points, over a drop destination) moves as one bitmap drawn once
/// (shadow included) and kept on whole pixels, so a frame copies it: its shadow is not
/// blurred again, its bitmap not drawn again, at either scale.
@Suite(.serialized)
@MainActor
struct DragPreviewFrameCostTests {
    static let windowSize = CGSize(width: 1280, height: 800)
    static let cardFrame = CGRect(x: 200, y: 180, width: 300, height: 420)
    /// A 120 Hz touchscreen's frame interval, in seconds.
    static let frameInterval: TimeInterval = 1.0 / 120

    /// Gives one item; every drop is taken as a copy.
    final class Delegate: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "card" as NSString))]
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
            UIDropProposal(operation: .copy)
        }
    }

    /// Lifts the card, carries it 240 points right, then counts, over `frames` frames of
    /// 1 point each, the shadow masks made, the `draw(_:)` calls, and the bitmaps the
    /// preview was rasterized into; then lifts the finger, unless `endingTheDrag` is false (the
    /// preview stays where it is, lifted).
    func carry(scale: CGFloat, frames: Int, endingTheDrag: Bool = true) throws -> (blurs: Int, draws: Int, bitmaps: Int, preview: DragPreviewView, restoringFrames: Int, window: UIWindow) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.windowSize))
        window.screenScale = scale
        window.backgroundColor = .systemGreen
        let clock = ManualInputClock(now: 0)
        window.inputClock = clock
        let card = UIView(frame: Self.cardFrame)
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        window.addSubview(card)
        let destination = UIView(frame: CGRect(x: 600, y: 0, width: 680, height: 800))
        window.addSubview(destination)
        let delegate = Delegate()
        card.addInteraction(UIDragInteraction(delegate: delegate))
        destination.addInteraction(UIDropInteraction(delegate: delegate))
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        var location = CGPoint(x: Self.cardFrame.midX, y: Self.cardFrame.midY)
        func send(_ phase: TouchInput.Phase) {
            clock.advance(by: Self.frameInterval)
            window.sendInput(.touch(TouchInput(id: 1, phase: phase, location: location, timestamp: clock.now, deviceID: 2)))
        }
        send(.began)
        clock.advance(by: 0.6)
        window.renderIfNeeded()
        clock.advance(by: 0.5)
        for _ in 0..<20 {
            location.x += 12
            send(.moved)
            window.renderIfNeeded()
        }
        let preview = try #require(window.subviews.last { $0 is DragPreviewView } as? DragPreviewView)
        let blursBefore = preview.layer.shadowMasksMade
        var draws = 0
        var bitmaps: [ObjectIdentifier] = []
        var restoringFrames = 0
        for frame in 0..<frames {
            location.x += frame < frames / 2 ? 1 : -1
            send(.moved)
            let stats = window.renderIfNeeded()
            draws += stats?.drawCalls ?? 0
            // Nothing under the preview changes: the frame restores it all from the save-under.
            if let stats, stats.compositedPixels == 0, stats.restoredPixels > 0 { restoringFrames += 1 }
            if let cache = preview.layer.rasterCache, bitmaps.last != ObjectIdentifier(cache) { bitmaps.append(ObjectIdentifier(cache)) }
            // Its corner lands on whole pixels, so the bitmap is copied, not resampled.
            #expect((preview.frame.minX * scale).rounded() == preview.frame.minX * scale)
            #expect((preview.frame.minY * scale).rounded() == preview.frame.minY * scale)
        }
        let blurs = preview.layer.shadowMasksMade - blursBefore
        if endingTheDrag { send(.ended) }
        return (blurs, draws, bitmaps.count, preview, restoringFrames, window)
    }

    @Test(arguments: [CGFloat(1), 2])
    func aLargeLiftedPreviewMovesWithoutABlurOrARedraw(scale: CGFloat) throws {
        let (blurs, draws, bitmaps, preview, _, _) = try carry(scale: scale, frames: 20)
        #expect(preview.layer.shadowMasksMade >= 1, "the lifted preview casts a shadow")
        #expect(blurs == 0, "the shadow is blurred again as the preview moves")
        #expect(draws == 0, "views are drawn again as the preview moves")
        #expect(bitmaps == 1, "the preview is one bitmap, drawn once and copied in every frame")
        #expect(preview.layer.rasterizationScale == scale)
    }

    /// Over a destination that does not change, each frame restores what the preview
    /// uncovers from the window's copy without it (`SaveUnder`) and composites nothing under
    /// it, as the raw-Cairo floor restores its saved rectangle.
    @Test(arguments: [CGFloat(1), 2])
    func aLiftedPreviewRestoresThePageUnderIt(scale: CGFloat) throws {
        let frames = 20
        let (_, _, _, _, restoringFrames, _) = try carry(scale: scale, frames: frames)
        #expect(restoringFrames == frames, "\(restoringFrames) of \(frames) frames restored the page without compositing it")
    }

    /// The preview's shadow blurs three standard deviations past its shape, but the last
    /// stretch of that rounds to no alpha: its bitmap is cut to the pixels it paints (plus a
    /// transparent margin), and a frame that moves it damages only that, the old place and
    /// the new.
    @Test(arguments: [CGFloat(1), 2])
    func aLiftedPreviewsBitmapIsCutToWhatItPaints(scale: CGFloat) throws {
        let (_, _, _, preview, _, window) = try carry(scale: scale, frames: 4, endingTheDrag: false)
        let layer = preview.layer
        let cache = try #require(layer.rasterCache)
        let uncut = RasterizedLayerCache.pixelAligned(try #require(layer.drawnSubtreeRect(transformToWindow: .identity)), scale: scale)
        #expect(uncut.contains(cache.extent))
        #expect(cache.extent.width < uncut.width && cache.extent.height < uncut.height, "\(cache.extent) against \(uncut)")
        // Cut tight: the margin is clear, and each side's next row or column in paints.
        let surface = cache.surface.pointer
        let width = cache.surface.pixelWidth, height = cache.surface.pixelHeight
        let words = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = try #require(cairo_image_surface_get_data(surface)).withMemoryRebound(to: UInt32.self, capacity: words * height) { $0 }
        func painted(_ x: Int, _ y: Int) -> Bool { pixels[y * words + x] != 0 }
        let margin = RasterizedLayerCache.transparentMargin
        let rows = { (y: Int) in (0..<width).contains { painted($0, y) } }
        let columns = { (x: Int) in (0..<height).contains { painted(x, $0) } }
        for ring in 0..<margin {
            #expect(!rows(ring) && !rows(height - 1 - ring) && !columns(ring) && !columns(width - 1 - ring), "margin \(ring)")
        }
        #expect(rows(margin) && rows(height - 1 - margin) && columns(margin) && columns(width - 1 - margin))

        // One more point right: the damage is the cut bitmap where it was and where it is.
        let before = cache.extent.applying(layer.renderTransformToWindow)
        let moved = CGRect(x: before.minX + 1, y: before.minY, width: before.width, height: before.height)
        preview.center.x += 1
        let stats = try #require(window.renderIfNeeded())
        let damaged = stats.damageInWindowPixels.reduce(CGRect.null) { $0.union($1) }
        let expected = before.union(moved)
        #expect(damaged == CGRect(x: expected.minX * scale, y: expected.minY * scale, width: expected.width * scale, height: expected.height * scale))
    }
}
