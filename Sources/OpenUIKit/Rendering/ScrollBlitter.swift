import Foundation

/// A window's scroll blits: it remembers what the last composited frame showed of the layers
/// that scroll, plans a `ScrollBlit` for each that scrolled since, and, just before the
/// composite, moves their pixels and turns the frame's damage into what must still be
/// composited.
///
/// The damage after a blit: every damaged rect (stale pixels where something was, fresh ones
/// where something is), where the shift carried each (a stale pixel moved is still stale),
/// what paints above the scrolled layer (it did not move, but its pixels did), the strips the
/// shift left empty. Pixels elsewhere in the clip hold what the last frame composited one
/// shift away, which is what compositing them again would give. A blit whose damage would
/// cover its whole clip anyway is not made.
@MainActor
final class ScrollBlitter {
    /// At most this many layers are remembered (the most recently moved stay): each is
    /// looked at once per composited frame.
    static let maximumRememberedLayers = 32

    private var remembered: [ObjectIdentifier: ScrollBlit.Presented] = [:]
    /// Layers that moved this frame and may scroll next time.
    private var candidates: [CALayer] = []
    /// Blits planned in the damage step, made or dropped in the composite step.
    private var planned: [ScrollBlit] = []

    /// Called for every layer whose geometry changed this frame, with the rects its move
    /// damages (window points). Returns true when the layer's move will be a blit, whose
    /// damage the blitter then owns; false when the caller damages the rects as usual.
    func takeMove(of layer: CALayer, damaging rects: [CGRect], scale: CGFloat, extent: CGRect) -> Bool {
        let state = layer.renderState
        if state.masksToBounds && state.bounds.origin != .zero { candidates.append(layer) }
        guard let presented = remembered[ObjectIdentifier(layer)],
              let blit = ScrollBlit.plan(for: layer, since: presented, scale: scale, extent: extent, fallbackDamage: rects) else {
            return false
        }
        planned.append(blit)
        return true
    }

    /// Makes the planned blits in `backBuffer` and rewrites `damage` (window pixels) for
    /// them; a blit not worth making adds its layer's usual damage instead. Returns the
    /// rects whose pixels moved, which the platform must present too.
    func makePlannedBlits(in backBuffer: CairoSurface, damage: inout DamageRegion, scale: CGFloat) -> [CGRect] {
        defer { planned.removeAll() }
        var moved: [CGRect] = []
        for blit in planned {
            func fallBack() {
                for rect in blit.fallbackDamage {
                    damage.add(CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale))
                }
            }
            // Two blits must not move the same pixels.
            guard !damage.rects.contains(where: { $0.contains(blit.clip) }), !moved.contains(where: { $0.intersects(blit.clip) }) else {
                fallBack()
                continue
            }
            var after = damage
            for rect in blit.above { after.add(rect) }
            for rect in after.rects { if let stale = blit.shifted(rect) { after.add(stale) } }
            for strip in blit.exposedStrips { after.add(strip) }
            guard !after.rects.contains(where: { $0.contains(blit.clip) }), blit.shiftPixels(of: backBuffer) else {
                fallBack()
                continue
            }
            damage = after
            moved.append(blit.movedRect)
        }
        return moved
    }

    /// After a frame was composited (or found nothing to composite): remembers what it
    /// showed of the layers that moved and of those already remembered.
    func rememberPresentedFrame(of window: UIWindow) {
        let justMoved = Set(candidates.map(ObjectIdentifier.init))
        for layer in candidates { remembered[ObjectIdentifier(layer)] = ScrollBlit.presented(layer) }
        candidates.removeAll()
        for (key, presented) in remembered {
            guard let layer = presented.layer, layer.window === window else {
                remembered[key] = nil
                continue
            }
            remembered[key] = ScrollBlit.presented(layer)
        }
        // Past the limit, the layers that did not move this frame go first.
        for key in Array(remembered.keys) where remembered.count > ScrollBlitter.maximumRememberedLayers && !justMoved.contains(key) {
            remembered[key] = nil
        }
    }

    /// Forgets everything (the back buffer was made again or is gone).
    func forgetAll() {
        remembered.removeAll()
        candidates.removeAll()
        planned.removeAll()
    }
}
