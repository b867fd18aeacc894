import Foundation

/// What a layer with `shouldRasterize` composites from: its subtree drawn once into a bitmap
/// in the layer's own coordinates, at `rasterizationScale` pixels per point, with everything
/// it paints but its opacity (its shadow and mask included, as Core Animation rasterizes).
///
/// The layer keeps it until something in its subtree changes (`subtreeDrawingDidChange`
/// drops it) or the layer's own look does (`contentKey` differs); moving, turning or fading
/// the layer keeps it.
@MainActor
final class RasterizedLayerCache {
    /// The bitmap, whose user units are the layer's points (its device scale is `scale`).
    let surface: CairoSurface
    /// Where the bitmap lies in the layer's bounds coordinates: the subtree's extent, grown
    /// to whole pixels of the bitmap.
    let extent: CGRect
    /// Pixels per point of the bitmap.
    let scale: CGFloat
    /// The layer's values that change what the bitmap holds (see `contentKey(of:)`).
    let contentKey: LayerState
    /// The mask layer it was drawn through.
    let mask: ObjectIdentifier?

    init(surface: CairoSurface, extent: CGRect, scale: CGFloat, contentKey: LayerState, mask: ObjectIdentifier?) {
        self.surface = surface
        self.extent = extent
        self.scale = scale
        self.contentKey = contentKey
        self.mask = mask
    }

    /// The most pixels one bitmap holds: a subtree bigger than that at its scale is drawn
    /// straight into the frame instead, as Core Animation stops rasterizing past a few
    /// screens' worth.
    static let maximumPixelCount = BackingStore.maximumPixelCount

    /// The transparent pixels kept around what a bitmap paints when it is cut to it, per
    /// side: a bilinear sample within this reach of the cut reads only such pixels, so a
    /// bitmap drawn down to half its size paints exactly what the uncut one would.
    static let transparentMargin = 2

    /// A bitmap is cut to what it paints only when that keeps less than this share of its
    /// pixels, in percent: a margin of a few rows is not worth a second bitmap.
    static let trimWorthPercent = 97

    /// `rect` (bounds coordinates) grown to whole pixels of a bitmap at `scale` pixels per
    /// point, so content on whole points stays on its pixels; null stays null.
    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        guard !rect.isNull, rect.isFinite else { return rect }
        let minX = (rect.minX * scale).rounded(.down), minY = (rect.minY * scale).rounded(.down)
        return CGRect(x: minX / scale, y: minY / scale, width: ((rect.maxX * scale).rounded(.up) - minX) / scale,
                      height: ((rect.maxY * scale).rounded(.up) - minY) / scale)
    }

    /// `state` without what places the layer in its superlayer or fades it (position,
    /// anchor point, transform, z position, opacity, hidden): what is left decides what the
    /// bitmap holds.
    static func contentKey(of state: LayerState) -> LayerState {
        var key = state
        key.position = .zero
        key.anchorPoint = .zero
        key.transform = .identity
        key.zPosition = 0
        key.opacity = 1
        key.isHidden = false
        return key
    }

    /// Whether it still shows `layer` as it is now (values `state`) at `scale`.
    func isCurrent(for layer: CALayer, state: LayerState, scale: CGFloat) -> Bool {
        self.scale == scale && mask == layer.mask.map(ObjectIdentifier.init) && contentKey == RasterizedLayerCache.contentKey(of: state)
    }
}
