import Foundation

/// The flat image a layer turned out of the plane is projected from (its subtree drawn in
/// its own bounds coordinates), kept while the turn is all that changes: a flip redraws
/// none of the card, it only projects the same picture through a new homography.
///
/// Dropped with the rasterized bitmaps when anything in the subtree changes how it looks
/// (`subtreeDrawingDidChange`), and not used when the layer's own look (`contentKey`), the
/// opacity drawn into it, the image scale or the extent differ.
@MainActor
final class ProjectedImageCache {
    /// The image, with a transparent margin of `ProjectedLayerPainter.marginPixels`.
    let surface: CairoSurface
    /// Where the image lies in the layer's bounds coordinates.
    let rect: CGRect
    /// What it was made for: the subtree's extent, its pixels per point, the opacity drawn
    /// into it (the layer's own times what its ancestors hand down), and the layer's values
    /// other than its placement.
    let extent: CGRect
    let scale: CGFloat
    let opacity: CGFloat
    let contentKey: LayerState
    /// The mask layer it was drawn through.
    let mask: ObjectIdentifier?

    init(surface: CairoSurface, rect: CGRect, extent: CGRect, scale: CGFloat, opacity: CGFloat, contentKey: LayerState,
         mask: ObjectIdentifier?) {
        self.surface = surface
        self.rect = rect
        self.extent = extent
        self.scale = scale
        self.opacity = opacity
        self.contentKey = contentKey
        self.mask = mask
    }

    /// Whether it still shows `layer`, whose values are `state`, over `extent` at `scale`
    /// with `opacity` drawn in.
    func matches(_ layer: CALayer, extent: CGRect, scale: CGFloat, opacity: CGFloat, state: LayerState) -> Bool {
        self.extent == extent && self.scale == scale && self.opacity == opacity
            && mask == layer.mask.map(ObjectIdentifier.init) && contentKey == RasterizedLayerCache.contentKey(of: state)
    }
}
