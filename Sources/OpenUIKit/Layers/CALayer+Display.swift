import Foundation

extension CALayer {
    // MARK: Content

    /// Damages the layer's area and forgets the shadow its content casts.
    func contentsDidChange() {
        rasterCache = nil
        invalidateContentShadows(in: window)
        layerGeometryDidChange()
    }

    /// The image the compositor shows for a free-standing layer (or a view's layer that has
    /// no drawn content): what `display()` drew, else the `contents` image.
    var displayedContentStore: BackingStore? {
        if owningView != nil { return contentsStore }
        if drawsNothing { return nil }
        return backingStore ?? contentsStore
    }

    // MARK: Drawing

    /// The standard content: `layerWillDraw(_:)`, then `draw(in:)` into a new bitmap of the
    /// bounds at `contentsScale`, which becomes what the layer shows. A draw that paints
    /// nothing leaves the layer showing nothing (not its `contents`), as in Core Animation.
    func drawIntoBitmap() {
        delegate?.layerWillDraw(self)
        let bounds = modelState.bounds
        let scale = BackingStore.effectiveScale(for: bounds.size, wanted: contentsScale)
        let width = BackingStore.pixelLength(bounds.width * scale), height = BackingStore.pixelLength(bounds.height * scale)
        defer { contentsDidChange() }
        guard width > 0, height > 0,
              let surface = CairoSurface.makeImage(pixelWidth: width, pixelHeight: height, scale: scale, opaque: isOpaque) else {
            backingStore = nil
            drawsNothing = true
            return
        }
        let context = CGContext(surface: surface)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: context)
        context.paintDeferredNow()
        if context.paintCount == 0 && !isOpaque {
            backingStore = nil
            drawsNothing = true
        } else {
            backingStore = BackingStore(surface: surface, pointSize: bounds.size, scale: scale, isOpaque: isOpaque)
            drawsNothing = false
        }
    }

    /// Marks `rect` invalid and, in a window, lists the layer for the next display step.
    func invalidateLayerContent(_ rect: CGRect) {
        let clipped = rect.standardized
        invalidContentRect = invalidContentRect.map { $0.union(clipped) } ?? clipped
        if let window, !displayPending {
            displayPending = true
            window.noteNeedsDisplay(self)
        }
    }

}
