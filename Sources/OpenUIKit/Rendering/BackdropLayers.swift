import Foundation

/// The layers of one window that blur what lies behind them (visual effect views), and the
/// damage rule they need: a blurred pixel depends on the window's pixels around it, so
/// damage anywhere a blur reads must recomposite the whole area it reads.
///
/// Before a frame is composited, every backdrop whose sampled area (its bounds grown by
/// the blur's reach, see `BackdropStyle.sampleReach`) meets the damage has that whole area
/// added to it. The composite then paints everything under the blur afresh, in order,
/// before the blur reads it, so a partial frame equals a full recomposite: the pixels the
/// blur reads are never last frame's blurred output, nor views above it.
@MainActor
final class BackdropLayers {
    private struct Entry {
        weak var layer: CALayer?
    }

    private var entries: [Entry] = []

    /// Whether no backdrop is registered (the usual window, which then pays nothing).
    var isEmpty: Bool { entries.isEmpty }

    /// Adds `layer` (once), to be looked at before each composite.
    func register(_ layer: CALayer) {
        entries.removeAll { $0.layer == nil }
        guard !entries.contains(where: { $0.layer === layer }) else { return }
        entries.append(Entry(layer: layer))
    }

    /// The window-pixel rects to add to `damage` (window pixels) so that every blur it
    /// touches is composited whole: grown until no more blurs are touched, since one blur's
    /// area may reach another's.
    func damageToAdd(to damage: DamageRegion, in window: UIWindow, scale: CGFloat) -> [CGRect] {
        entries.removeAll { $0.layer == nil }
        guard !damage.isEmpty else { return [] }
        var region = damage
        var added: [CGRect] = []
        var pending = entries.compactMap(\.layer).filter { $0.window === window }
        var grew = true
        while grew {
            grew = false
            for (index, layer) in pending.enumerated() {
                guard let area = BackdropLayers.sampledArea(of: layer, scale: scale, extent: region.extent),
                      region.rects.contains(where: { $0.intersects(area) }) else { continue }
                region.add(area)
                added.append(area)
                pending.remove(at: index)
                grew = true
                break
            }
        }
        return added
    }

    /// The window pixels `layer`'s blur reads now (its bounds grown by the reach, on whole
    /// pixels, within `extent`); nil when it is hidden or reads nothing around itself.
    static func sampledArea(of layer: CALayer, scale: CGFloat, extent: CGRect) -> CGRect? {
        let state = layer.renderState
        guard state.backdrop.sampleReach > 0 else { return nil }
        var current: CALayer? = layer
        while let l = current {
            let s = l.renderState
            if s.isHidden || s.opacity <= 0 { return nil }
            current = l.storedSuperlayer
        }
        return Compositor.sampleRect(of: state.bounds, reach: state.backdrop.sampleReach,
                                     transformToWindow: layer.renderTransformToWindow, scale: scale, extent: extent)
    }
}
