import CCairo
import Foundation

/// A window's save-under: while the topmost layers of the window are rasterized overlays
/// that move (a lifted drag preview following the finger), it keeps the window's pixels
/// without them, so a frame restores where they were from that copy and composites their
/// bitmaps where they are, instead of compositing everything under them again.
///
/// The overlays are the run of the window layer's last sublayers (in drawing order) that
/// each keep one bitmap (`shouldRasterize`) or are hidden, at least one of them shown:
/// nothing below draws over them, so a frame is, pixel for pixel, the window without them
/// with their painting laid over it (`Compositor+SaveUnder`). This holds for any such
/// overlay, an app's own floating rasterized view as much as the drag's preview.
///
/// The copy (the backdrop) stays true by taking every damage the window reports but the
/// overlays' own moves: those rects are composited again into it, without the overlays,
/// before it is used. A scroll blit, a new back buffer, a full redisplay, a change in which
/// layers are the overlays, or a window layer that fades, clips, masks or has a border
/// (which would paint over or through them) drops it, and the frame composites as usual.
@MainActor
final class SaveUnder {
    /// After this many composited frames in which no overlay moved, the backdrop (a whole
    /// window of pixels) is let go: the overlays have come to rest.
    static let framesAtRestBeforeRelease = 30
    /// The most layers one save-under lifts out: a drag carries one preview per item, and
    /// a longer run of rasterized layers at the top is not an overlay moving over a page.
    static let maximumOverlayCount = 16
    /// `OPENUIKIT_SAVE_UNDER=0` turns the save-under off, so that the benchmarks can measure
    /// the frames without it in the same build.
    static let isEnabled = environmentValue("OPENUIKIT_SAVE_UNDER") != "0"

    /// The window's pixels without the overlays; nil while there is no save-under.
    private var backdrop: CairoSurface?
    /// The layers the backdrop leaves out, bottom to top.
    private var backdropOverlays: [ObjectIdentifier] = []
    /// This frame's overlays (chosen in the damage step), bottom to top.
    private(set) var overlays: [CALayer] = []
    /// Damage in window pixels the backdrop has not taken yet.
    private var stale = DamageRegion(extent: .zero)
    /// Whether an overlay moved (or changed its geometry) in this frame.
    private var overlayMoved = false
    private var framesAtRest = 0
    /// Whether the next frame composites everything (a full redisplay asked for it).
    private var nextFrameIsWhole = false

    /// Whether a backdrop is kept.
    var isActive: Bool { backdrop != nil }

    /// Picks this frame's overlays among `root`'s sublayers; a different set than the
    /// backdrop leaves out drops it. Called at the start of the damage step.
    func chooseOverlays(of root: CALayer) {
        overlays = SaveUnder.isEnabled && SaveUnder.liftsOverlays(above: root) ? SaveUnder.overlayRun(of: root) : []
        if backdrop != nil && overlays.map(ObjectIdentifier.init) != backdropOverlays { forget() }
    }

    /// Whether `layer` is one of this frame's overlays, whose moves damage the frame but not
    /// the backdrop.
    func isOverlay(_ layer: CALayer) -> Bool {
        overlays.contains { $0 === layer }
    }

    /// An overlay's geometry changed this frame.
    func noteOverlayMoved() {
        overlayMoved = true
    }

    /// Damage in window pixels that is not an overlay's move: the backdrop must be
    /// composited again there.
    func noteDamage(_ rect: CGRect) {
        guard backdrop != nil else { return }
        stale.add(rect)
    }

    /// Drops the backdrop, and has the next frame composite the whole window as usual rather
    /// than make a backdrop from it: a full redisplay composites everything afresh.
    func forgetForFullRedisplay() {
        forget()
        nextFrameIsWhole = true
    }

    /// Drops the backdrop: the next frame composites the window as usual.
    func forget() {
        backdrop = nil
        backdropOverlays = []
        stale = DamageRegion(extent: .zero)
        framesAtRest = 0
    }

    /// Composites the frame through the backdrop, making it first when an overlay moves and
    /// there is none: `damage` (window pixels) is restored from the backdrop and the
    /// overlays are painted over it, after the backdrop took its stale damage. Returns the
    /// views painted and the pixels composited under the overlays, or nil when the frame is
    /// not one for the save-under (the caller composites as usual). `damage` becomes what
    /// must be presented.
    func composite(root: CALayer, into backBuffer: CairoSurface, scale: CGFloat,
                   damage: inout [CGRect]) -> (viewsPainted: Int, compositedPixels: Int)? {
        defer {
            overlayMoved = false
            nextFrameIsWhole = false
        }
        guard !nextFrameIsWhole else { return nil }
        guard !overlays.isEmpty, !damage.isEmpty else {
            if overlays.isEmpty { forget() }
            return nil
        }
        if overlayMoved {
            framesAtRest = 0
        } else {
            framesAtRest += 1
            if framesAtRest > SaveUnder.framesAtRestBeforeRelease { forget() }
        }
        if backdrop == nil {
            guard overlayMoved, makeBackdrop(from: backBuffer, damage: damage) else { return nil }
        }
        guard let backdrop else { return nil }
        var viewsPainted = 0
        var compositedPixels = 0
        var staleRects = stale.take()
        if !staleRects.isEmpty {
            viewsPainted += Compositor.compositeBackdrop(root: root, leavingOut: overlays, into: backdrop, scale: scale, damage: &staleRects)
            compositedPixels = staleRects.reduce(0) { $0 + Int($1.width) * Int($1.height) }
            // Joined rects reach past the frame's damage: the window shows them too.
            var grown = DamageRegion(extent: stale.extent)
            for rect in damage + staleRects { grown.add(rect) }
            damage = grown.rects
        }
        guard let painted = Compositor.compositeOverlays(overlays, of: root, over: backdrop, into: backBuffer, scale: scale,
                                                         damage: &damage) else {
            // The pixels could not be copied: the frame is composited as usual, from scratch.
            forget()
            return nil
        }
        return (viewsPainted + painted, compositedPixels)
    }

    /// Copies the back buffer (the last frame: the window with the overlays where they were
    /// composited) as the backdrop, stale where the overlays were and wherever this frame
    /// is damaged. False when the back buffer's pixels cannot be copied.
    private func makeBackdrop(from backBuffer: CairoSurface, damage: [CGRect]) -> Bool {
        guard let copy = SaveUnder.copy(of: backBuffer) else { return false }
        backdrop = copy
        backdropOverlays = overlays.map(ObjectIdentifier.init)
        stale = DamageRegion(extent: CGRect(x: 0, y: 0, width: backBuffer.pixelWidth, height: backBuffer.pixelHeight))
        for rect in damage { stale.add(rect) }
        let scale = backBuffer.deviceScale
        for overlay in overlays {
            guard let rect = overlay.lastCompositedSubtreeRect else { continue }
            stale.add(CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale))
        }
        framesAtRest = 0
        return true
    }

    // MARK: Which layers are overlays

    /// Whether the window layer paints nothing over its sublayers and nothing through them
    /// (no fade, clip, mask, border, transition or bitmap of its own), so that its last
    /// sublayers are painted last, straight over everything else.
    static func liftsOverlays(above root: CALayer) -> Bool {
        let state = root.renderState
        return !state.isHidden && state.opacity == 1 && !state.masksToBounds && !state.hasBorder && root.mask == nil
            && state.transition == nil && !root.shouldRasterize && !root.replicatesSublayers
    }

    /// The run of `root`'s last sublayers in drawing order that keep one bitmap each or are
    /// hidden, with at least one shown; empty when there is none.
    static func overlayRun(of root: CALayer) -> [CALayer] {
        var run: [CALayer] = []
        var shown = false
        for layer in root.sublayersInDrawingOrder.reversed() {
            let state = layer.renderState
            // A transform layer's members are painted without passing where a pass leaves
            // layers out.
            let isTransformLayer = !layer.flattensSublayers && layer is CATransformLayer
            if state.isHidden && !isTransformLayer {
                run.append(layer)
            } else if layer.shouldRasterize && !isTransformLayer {
                run.append(layer)
                shown = true
            } else {
                break
            }
            if run.count > maximumOverlayCount { return [] }
        }
        return shown ? run.reversed() : []
    }

    // MARK: Pixels

    /// A new image with `surface`'s pixels, format and device scale; nil when `surface` is
    /// not a 32-bit image.
    private static func copy(of surface: CairoSurface) -> CairoSurface? {
        let source = surface.pointer
        guard isCopyable(source) else { return nil }
        let format = cairo_image_surface_get_format(source)
        guard let copy = CairoSurface.makeImage(pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight,
                                                scale: surface.deviceScale, opaque: format == CAIRO_FORMAT_RGB24) else { return nil }
        guard copyPixels(from: surface, to: copy, in: [CGRect(x: 0, y: 0, width: surface.pixelWidth, height: surface.pixelHeight)]) else {
            return nil
        }
        return copy
    }

    /// Copies the pixels of `rects` (window pixels) from `source` to `destination`, two
    /// images of one size and format, row by row: a copy, so the result is bit for bit what
    /// the source holds. False, copying nothing, when they are not such images.
    static func copyPixels(from source: CairoSurface, to destination: CairoSurface, in rects: [CGRect]) -> Bool {
        let from = source.pointer, to = destination.pointer
        guard isCopyable(from), isCopyable(to), cairo_image_surface_get_format(from) == cairo_image_surface_get_format(to),
              source.pixelWidth == destination.pixelWidth, source.pixelHeight == destination.pixelHeight else { return false }
        // Cairo may hold drawing not yet written to either.
        cairo_surface_flush(from)
        cairo_surface_flush(to)
        guard let fromData = cairo_image_surface_get_data(from), let toData = cairo_image_surface_get_data(to) else { return false }
        let fromStride = Int(cairo_image_surface_get_stride(from)), toStride = Int(cairo_image_surface_get_stride(to))
        let extent = CGRect(x: 0, y: 0, width: source.pixelWidth, height: source.pixelHeight)
        let bytesPerPixel = 4
        for rect in rects {
            let r = rect.intersection(extent)
            guard !r.isNull, r.width >= 1, r.height >= 1 else { continue }
            let x = Int(r.minX), y = Int(r.minY), width = Int(r.width), height = Int(r.height)
            for row in y..<(y + height) {
                memcpy(toData + row * toStride + x * bytesPerPixel, fromData + row * fromStride + x * bytesPerPixel, width * bytesPerPixel)
            }
            cairo_surface_mark_dirty_rectangle(to, Int32(x), Int32(y), Int32(width), Int32(height))
        }
        return true
    }

    /// Whether `surface` is an image of 32-bit pixels, whose rows can be copied.
    private static func isCopyable(_ surface: OpaquePointer) -> Bool {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let format = cairo_image_surface_get_format(surface)
        return format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24
    }
}
