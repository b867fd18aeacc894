import CCairo
import Foundation

/// One scroll moved in the back buffer: the already composited pixels of a scrolled layer's
/// visible clip shifted by the whole-pixel distance its content moved on screen, so that the
/// frame composites only what a shift cannot bring.
///
/// A layer scrolls when only its bounds origin changed (`UIScrollView.contentOffset` is the
/// bounds origin): its sublayers move under its clip by the change, while its own
/// background stays put. The shift is exact, pixel for pixel, because compositing is
/// invariant under whole-pixel translations (Cairo's fixed-point rasterizer and pixman's
/// sampling both move by whole pixels with the target) and because everything under the
/// content is one plain colour over the whole clip. Besides the newly exposed strip, the
/// frame composites (see `ScrollBlitter`): every rect already damaged, where it is and where
/// the shift carried its stale pixels; and whatever paints above the layer over its clip
/// (later siblings of it and of its ancestors, their borders), which does not move.
///
/// A scroll is shifted only when all of these hold; otherwise its whole clip is composited
/// again, as every scroll was before:
/// - the layer was on screen in the last composited frame, at the same place in the window,
///   with the same values but its bounds origin;
/// - its content moves by whole device pixels, less than the clip in each direction;
/// - it clips to its bounds with square corners, and it and every ancestor are placed by
///   translations only, fully opaque (`opacity` 1, so no group blends the content with what
///   is behind), unmasked and not in a transition;
/// - it has no border, shadow or content of its own (a drawn store, `contents`, a gradient,
///   shape or text), and its clip, after every clipping ancestor's, lies on whole pixels;
/// - what shows through it is one plain colour over the whole clip: its own opaque
///   background, or translucent backgrounds over an opaque one or over the window's black,
///   with nothing else painted under the clip (no earlier sibling, no ancestor's content
///   or shadow).
@MainActor
struct ScrollBlit {
    /// The layer that scrolled.
    let layer: CALayer
    /// The pixels that move: the layer's visible clip, in window pixels, on whole pixels.
    let clip: CGRect
    /// How far the content moved on screen, in window pixels (right and down are positive).
    let dx: Int
    let dy: Int
    /// What paints above the layer over its clip (window pixels): it stays where it is, so
    /// it is composited again where it is and where the shift took its pixels.
    let above: [CGRect]
    /// What the layer's move damages when the blit is not made: where its subtree was and
    /// is (window points).
    let fallbackDamage: [CGRect]

    /// How far a value may be from a whole number of pixels and still count as one: a scroll
    /// offset summed from fractions keeps rounding errors far below Cairo's 1/256-pixel grid.
    static let wholePixelTolerance: CGFloat = 1e-9
    /// How far from zero an off-axis or scale term may be and still count as a translation.
    static let translationTolerance: CGFloat = 1e-12
    /// The most layers looked at to find what paints above or below one scrolled layer
    /// (past this, a subtree counts as covering its whole rect).
    static let maximumLayersInspected = 512

    /// What the last composited frame showed of a layer that may scroll.
    struct Presented {
        weak var layer: CALayer?
        /// Its values then (the presentation while animating).
        var state: LayerState
        /// Its bounds in window points then.
        var frameInWindow: CGRect
        /// Whether it and all its ancestors were shown (not hidden, not fully transparent).
        var isShown: Bool
    }

    /// What the last frame showed of `layer` now: its values, its frame in the window and
    /// whether it is shown.
    static func presented(_ layer: CALayer) -> Presented {
        let state = layer.renderState
        var shown = true
        var current: CALayer? = layer
        while let l = current {
            let s = l.renderState
            if s.isHidden || s.opacity <= 0 { shown = false }
            current = l.storedSuperlayer
        }
        return Presented(layer: layer, state: state, frameInWindow: state.bounds.applying(layer.renderTransformToWindow), isShown: shown)
    }

    /// The shift of `layer`'s scroll since `presented`, or nil when a rule above is unmet.
    /// `extent` is the back buffer's pixels, `scale` its pixels per point.
    static func plan(for layer: CALayer, since presented: Presented, scale: CGFloat, extent: CGRect,
                     fallbackDamage: [CGRect]) -> ScrollBlit? {
        let state = layer.renderState
        guard presented.isShown, presented.layer === layer, state.bounds.origin != presented.state.bounds.origin else { return nil }
        // Nothing but the origin changed.
        var expected = presented.state
        expected.bounds.origin = state.bounds.origin
        guard expected == state else { return nil }
        guard state.masksToBounds, state.effectiveCornerRadius == 0, !state.hasBorder, !state.hasShadow,
              !paintsContent(layer, state), layer.mask == nil, !layer.shouldRasterize,
              state.nonAffineTransform == nil, state.sublayerTransform == nil else { return nil }

        // The layer and its ancestors, up to the window's root layer, placed by translations.
        var chain: [CALayer] = [layer]
        while let parent = chain[chain.count - 1].storedSuperlayer { chain.append(parent) }
        var toWindow = [CGAffineTransform](repeating: .identity, count: chain.count)
        for index in stride(from: chain.count - 2, through: 0, by: -1) {
            let step = chain[index].renderState.transformToSuperlayer
            guard isTranslation(step) else { return nil }
            toWindow[index] = step.concatenating(toWindow[index + 1])
        }
        let frame = state.bounds.applying(toWindow[0])
        guard frame == presented.frameInWindow, isOnPixels(frame, scale: scale) else { return nil }

        // Its own look: the first of the plain fills under the content.
        guard !state.isHidden, state.opacity == 1, state.transition == nil else { return nil }
        var covered = (state.backgroundColor?.alpha ?? 0) >= 1
        var clip = frame
        var above: [CGRect] = []
        for index in 1..<chain.count {
            let ancestor = chain[index], below = chain[index - 1]
            let s = ancestor.renderState, t = toWindow[index]
            // A replicator draws the scroll view again elsewhere, and a rasterized ancestor draws
            // it from its bitmap: neither moves with the scroll. Under a transform layer the
            // scroll view is drawn through a 3D chain, in depth order.
            guard !s.isHidden, s.opacity == 1, s.transition == nil, ancestor.mask == nil,
                  !(ancestor is CAReplicatorLayer), !ancestor.shouldRasterize, ancestor.flattensSublayers,
                  s.nonAffineTransform == nil, s.sublayerTransform == nil else { return nil }
            let order = ancestor.sublayersInDrawingOrder
            guard let position = order.firstIndex(where: { $0 === below }) else { return nil }
            var budget = maximumLayersInspected
            for sibling in order[(position + 1)...] {
                let r = paintedRect(of: sibling, transformToWindow: sibling.renderState.transformToSuperlayer.concatenating(t), budget: &budget)
                if r.intersects(frame) { above.append(r) }
            }
            if s.hasBorder { above += borderStrips(of: s, transformToWindow: t).filter { $0.intersects(frame) } }
            if !covered {
                for sibling in order[..<position] {
                    let r = paintedRect(of: sibling, transformToWindow: sibling.renderState.transformToSuperlayer.concatenating(t), budget: &budget)
                    if r.intersects(frame) { return nil }
                }
                let own = s.bounds.applying(t)
                if paintsContent(ancestor, s) && own.intersects(frame) { return nil }
                if let background = s.backgroundColor, background.alpha > 0, own.intersects(frame) {
                    // A fill covering only part of the clip is not plain under it.
                    guard own.contains(frame), s.effectiveCornerRadius == 0 else { return nil }
                    covered = background.alpha >= 1
                }
                // A shadow shows through a translucent fill, or none.
                if !covered && s.hasShadow { return nil }
            }
            if s.masksToBounds {
                guard s.effectiveCornerRadius == 0 else { return nil }
                clip = clip.intersection(s.bounds.applying(t))
            }
        }
        // Uncovered to the root: the compositor's black under everything, plain too.

        guard !clip.isNull, isOnPixels(clip, scale: scale) else { return nil }
        let pixels = CGRect(x: (clip.minX * scale).rounded(), y: (clip.minY * scale).rounded(),
                            width: (clip.width * scale).rounded(), height: (clip.height * scale).rounded()).intersection(extent)
        guard !pixels.isNull, pixels.width >= 1, pixels.height >= 1 else { return nil }
        let moveX = (presented.state.bounds.minX - state.bounds.minX) * scale
        let moveY = (presented.state.bounds.minY - state.bounds.minY) * scale
        guard isWhole(moveX), isWhole(moveY), abs(moveX) < pixels.width, abs(moveY) < pixels.height else { return nil }
        let abovePixels = above.compactMap { rect -> CGRect? in
            let r = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
                .intersection(pixels)
            return r.isNull || r.isEmpty ? nil : r
        }
        return ScrollBlit(layer: layer, clip: pixels, dx: Int(moveX.rounded()), dy: Int(moveY.rounded()), above: abovePixels,
                          fallbackDamage: fallbackDamage)
    }

    /// The strips of the clip the shift leaves without pixels (window pixels).
    var exposedStrips: [CGRect] {
        var strips: [CGRect] = []
        if dy > 0 { strips.append(CGRect(x: clip.minX, y: clip.minY, width: clip.width, height: CGFloat(dy))) }
        if dy < 0 { strips.append(CGRect(x: clip.minX, y: clip.maxY + CGFloat(dy), width: clip.width, height: CGFloat(-dy))) }
        if dx > 0 { strips.append(CGRect(x: clip.minX, y: clip.minY, width: CGFloat(dx), height: clip.height)) }
        if dx < 0 { strips.append(CGRect(x: clip.maxX + CGFloat(dx), y: clip.minY, width: CGFloat(-dx), height: clip.height)) }
        return strips
    }

    /// The pixels that receive moved pixels: the clip less the exposed strips.
    var movedRect: CGRect {
        clip.intersection(clip.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy)))
    }

    /// Where `rect`'s pixels inside the clip are after the shift (nil when none stay inside).
    func shifted(_ rect: CGRect) -> CGRect? {
        let inside = rect.intersection(clip)
        guard !inside.isNull, !inside.isEmpty else { return nil }
        let moved = inside.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy)).intersection(clip)
        return moved.isNull || moved.isEmpty ? nil : moved
    }

    /// Moves the clip's pixels in `surface` (a 32-bit image surface) by the shift, rows in
    /// the order that reads each source row before it is overwritten. Returns false, moving
    /// nothing, when the surface's pixels cannot be reached.
    func shiftPixels(of surface: CairoSurface) -> Bool {
        let target = surface.pointer
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return false }
        // Cairo may hold drawing not yet written to the pixels.
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return false }
        let stride = Int(cairo_image_surface_get_stride(target))
        let destination = movedRect
        guard !destination.isNull, !destination.isEmpty else { return false }
        let bytesPerPixel = 4
        let x = Int(destination.minX), y = Int(destination.minY), width = Int(destination.width), height = Int(destination.height)
        let rowBytes = width * bytesPerPixel
        // Moving down, the lowest row first; moving up (or along the row), the highest first.
        let rows: [Int] = dy > 0 ? Array((y..<(y + height)).reversed()) : Array(y..<(y + height))
        for row in rows {
            let to = data + row * stride + x * bytesPerPixel
            let from = data + (row - dy) * stride + (x - dx) * bytesPerPixel
            memmove(to, from, rowBytes)
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(x), Int32(y), Int32(width), Int32(height))
        return true
    }

    // MARK: The rules' helpers

    /// Whether the layer paints content of its own (a drawn store or image, a gradient, a
    /// shape, text).
    private static func paintsContent(_ layer: CALayer, _ state: LayerState) -> Bool {
        (layer.owningView != nil && layer.backingStore != nil) || layer.displayedContentStore != nil
            || state.gradient.isVisible || state.shape.isVisible || state.text.isVisible
    }

    /// Whether the layer paints anything itself (besides its sublayers); a visual effect's
    /// backdrop counts, since what it shows changes with what scrolls under it.
    private static func paintsItself(_ layer: CALayer, _ state: LayerState) -> Bool {
        (state.backgroundColor?.alpha ?? 0) > 0 || state.hasBorder || paintsContent(layer, state) || state.backdrop.isVisible
    }

    /// The window-point rect that `layer` and its sublayers actually paint: layers that
    /// paint nothing themselves (a full-window overlay with a spot in it) add only what their
    /// sublayers paint. Past the budget, or where a shadow or transition reaches, a subtree
    /// counts as its whole rect.
    private static func paintedRect(of layer: CALayer, transformToWindow t: CGAffineTransform, budget: inout Int) -> CGRect {
        let state = layer.renderState
        guard !state.isHidden, state.opacity > 0 else { return .null }
        budget -= 1
        if budget < 0 || state.hasShadow || state.transition != nil {
            return layer.currentSubtreeRect(transformToWindow: t) ?? .null
        }
        var rect = paintsItself(layer, state) ? state.visualExtent.applying(t) : .null
        let clip = state.masksToBounds ? state.bounds.applying(t) : nil
        for sublayer in layer.storedSublayers {
            var r = paintedRect(of: sublayer, transformToWindow: sublayer.renderState.transformToSuperlayer.concatenating(t), budget: &budget)
            if let clip { r = r.intersection(clip) }
            rect = rect.union(r)
        }
        return rect
    }

    /// The four strips a border paints along the bounds' edges (window points), as wide as
    /// the border or, with round corners, the radius, whichever is wider.
    private static func borderStrips(of state: LayerState, transformToWindow t: CGAffineTransform) -> [CGRect] {
        let r = state.bounds.applying(t)
        let w = Swift.min(Swift.max(state.borderWidth, state.effectiveCornerRadius), Swift.min(r.width, r.height) / 2)
        return [CGRect(x: r.minX, y: r.minY, width: r.width, height: w), CGRect(x: r.minX, y: r.maxY - w, width: r.width, height: w),
                CGRect(x: r.minX, y: r.minY, width: w, height: r.height), CGRect(x: r.maxX - w, y: r.minY, width: w, height: r.height)]
    }

    private static func isTranslation(_ m: CGAffineTransform) -> Bool {
        abs(m.a - 1) < translationTolerance && abs(m.d - 1) < translationTolerance
            && abs(m.b) < translationTolerance && abs(m.c) < translationTolerance
    }

    private static func isWhole(_ pixels: CGFloat) -> Bool {
        abs(pixels - pixels.rounded()) < wholePixelTolerance
    }

    private static func isOnPixels(_ rect: CGRect, scale: CGFloat) -> Bool {
        isWhole(rect.minX * scale) && isWhole(rect.minY * scale) && isWhole(rect.maxX * scale) && isWhole(rect.maxY * scale)
    }
}
