import Foundation

extension UIView {
    /// Marks `rect` (bounds coordinates) invalid: what the base `setNeedsDisplay(_:)` does.
    func invalidateContent(_ rect: CGRect) {
        guard rect.isFinite else { return UIView.refuse("setNeedsDisplay(\(rect))") }
        layer.drawsNothing = false
        let clipped = rect.standardized
        layer.invalidContentRect = layer.invalidContentRect.map { $0.union(clipped) } ?? clipped
        if let window, !layer.displayPending {
            layer.displayPending = true
            window.noteNeedsDisplay(layer)
        }
    }

    /// Records that this view's screen area (or order, or look) changed, so the window
    /// damages where it was and where it is now in the next update pass.
    func geometryDidChange() {
        layer.layerGeometryDidChange()
    }

    /// After joining a window: hand pending layout, display and damage to it (the layers'
    /// own, free-standing sublayers included).
    func attachPendingWork() {
        guard window != nil else { return }
        layer.attachPendingLayerWork()
        visitSubtree { view in
            if view.needsLayoutFlag || view.descendantNeedsLayout {
                view.setNeedsLayout()
            }
        }
    }

    /// Damages the area this subtree covered at the last composite, for a view leaving.
    func damageLastCompositedArea(in window: UIWindow?) {
        guard window != nil else { return }
        layer.damageLastCompositedArea()
    }

    /// For a view that just got its first subview or lost its last: damages its own area
    /// when it is translucent. The compositor fades such a view with subviews as one group
    /// and one without by painting its content faded, and the two round differently (by a
    /// level here and there), so its pixels change even when the subview that came or went
    /// paints nothing (a hidden one).
    func subviewPresenceDidChange() {
        let state = layer.modelState
        guard let window, !state.isHidden, state.opacity > 0, state.opacity < 1 else { return }
        // Measured when the frame is made: a scroll before then moves the view.
        window.addOwnAreaDamage(of: layer)
    }

    /// The window-point rect this view's layer and its visible subtree cover now; nil when
    /// hidden.
    func currentSubtreeRect(transformToWindow t: CGAffineTransform) -> CGRect? {
        layer.currentSubtreeRect(transformToWindow: t)
    }

    func visitSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.visitSubtree(body) }
    }
}

extension UIView {
    /// Redraws the invalid part of the content into the backing store, if any, and damages
    /// the window where it shows. Returns the number of `draw(_:)` calls made (0 or 1).
    func displayContentIfNeeded(in window: UIWindow) -> Int {
        guard let invalid = layer.invalidContentRect else { return 0 }
        layer.invalidContentRect = nil
        // New content changes the shadow it and its ancestors cast.
        layer.invalidateContentShadows(in: window)
        layer.subtreeDrawingDidChange()
        let size = layer.modelState.bounds.size
        let scale = BackingStore.effectiveScale(for: size, wanted: contentScaleFactor)
        let pixelWidth = BackingStore.pixelLength(size.width * scale)
        let pixelHeight = BackingStore.pixelLength(size.height * scale)
        guard pixelWidth > 0, pixelHeight > 0 else {
            layer.backingStore = nil
            return 0
        }
        if layer.drawsNothing && !probeDrawsSomething(invalid) { return 1 }

        var dirty = invalid.intersection(layer.modelState.bounds)
        let reusable = layer.backingStore.map { $0.pointSize == size && $0.scale == scale && $0.isOpaque == isOpaque } ?? false
        if !reusable {
            guard let surface = CairoSurface.makeImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, opaque: isOpaque) else {
                layer.backingStore = nil
                return 0
            }
            layer.backingStore = BackingStore(surface: surface, pointSize: size, scale: scale, isOpaque: isOpaque)
            dirty = layer.modelState.bounds
        }
        guard let store = layer.backingStore, !dirty.isNull, dirty.width > 0, dirty.height > 0 else { return 0 }

        let context = CGContext(surface: store.surface)
        let local = dirty.offsetBy(dx: -layer.modelState.bounds.minX, dy: -layer.modelState.bounds.minY)
        let deviceDirty = CGRect(
            x: (local.minX * scale).rounded(.down), y: (local.minY * scale).rounded(.down),
            width: (local.maxX * scale).rounded(.up) - (local.minX * scale).rounded(.down),
            height: (local.maxY * scale).rounded(.up) - (local.minY * scale).rounded(.down))
        context.baseClipInDevicePixels = deviceDirty
        context.resetClip()
        context.translateBy(x: -layer.modelState.bounds.minX, y: -layer.modelState.bounds.minY)
        // A new store needs no clearing: cairo makes new image surfaces with every pixel 0
        // (transparent, or black without alpha). Clearing it anyway would touch every page of
        // a store that may be dropped right after (below).
        if reusable { context.clear(dirty) }
        if isOpaque {
            // An opaque store has no alpha: start from the background colour, as UIKit does,
            // so content drawn over part of the bounds shows it rather than black. On a new
            // store this waits until draw(_:) first paints: a view with no content of its own
            // (a full-window background, say) then drops a store it never touched.
            let background = layer.modelState.backgroundColor ?? .black
            let paintBackground = { (context: CGContext) in
                context.setFillColor(background)
                context.fill(dirty)
            }
            if reusable {
                paintBackground(context)
                context.setFillColor(CGColor.black)
            } else {
                context.deferUntilFirstPaint(paintBackground)
            }
        }
        let paintsBefore = context.paintCount
        drawReachedBaseImplementation = false
        drawThroughLayer(dirty, in: context)

        if drawReachedBaseImplementation && context.paintCount == paintsBefore && !reusable {
            // The view has no content of its own: keep no pixels for it.
            layer.backingStore = nil
            layer.drawsNothing = true
        } else {
            // A store kept although draw(_:) painted nothing still shows the background.
            context.paintDeferredNow()
            window.addDamage(inWindowPoints: dirty.applying(renderTransformToWindow))
        }
        return 1
    }

    /// For a view that drew nothing last time: draws into a scratch context to learn whether
    /// it now paints anything, without allocating a backing store.
    private func probeDrawsSomething(_ rect: CGRect) -> Bool {
        let context = CGContext(surface: UIView.probeSurface)
        drawReachedBaseImplementation = false
        drawThroughLayer(rect, in: context)
        let paints = !drawReachedBaseImplementation || context.paintCount > 0
        if paints { layer.drawsNothing = false }
        return paints
    }

    private static let probeSurface: CairoSurface = CairoSurface.makeImage(pixelWidth: 1, pixelHeight: 1)!
}

/// A view is its layer's delegate, as in UIKit: its layer's `draw(in:)` (unless a layer
/// class overrides it) asks the view, which runs its `draw(_:)`.
extension UIView: CALayerDelegate {
    /// Draws the view's content into `ctx` by calling `draw(_:)` with the part being
    /// redrawn (the bounds when not called from the window's display step).
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        let rect = UIView.rectBeingDrawn ?? bounds
        withCurrentGraphicsContext(ctx) { draw(rect) }
    }

    /// The invalid rect of the view drawing now, for `draw(_:in:)`.
    private static var rectBeingDrawn: CGRect?

    /// Draws the content through the layer, so a `layerClass` that overrides `draw(in:)`
    /// draws the view, as in UIKit.
    fileprivate func drawThroughLayer(_ rect: CGRect, in context: CGContext) {
        let outer = UIView.rectBeingDrawn
        UIView.rectBeingDrawn = rect
        defer { UIView.rectBeingDrawn = outer }
        withCurrentGraphicsContext(context) { layer.draw(in: context) }
    }
}
