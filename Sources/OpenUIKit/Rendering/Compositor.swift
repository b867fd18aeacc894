import CCairo
import Foundation

/// Paints a layer tree into a window's back buffer, only inside the damaged rectangles.
///
/// Each layer contributes, back to front: its shadow, its background colour (with rounded
/// corners), its content (a view's backing store mapped into its bounds by `contentMode`;
/// a free-standing layer's drawn bitmap or `contents` image placed by its gravity,
/// contents rect and nine-slice centre), then its sublayers in `zPosition` order, then its
/// border, all under its accumulated transform and, with `masksToBounds`, clipped to its
/// (rounded) bounds; a `mask` layer's alpha then cuts the whole. A layer with opacity < 1
/// and anything to blend inside it is painted as one group, so its subtree fades as a
/// whole (with `allowsGroupOpacity` false, its opacity multiplies into each sublayer's
/// instead). A replicator's sublayers are painted once per instance
/// (`Compositor+Replicator`), and a rasterized layer from its cached bitmap
/// (`Compositor+Rasterization`). Layers whose area misses the damage paint nothing; no
/// `draw(_:)` is ever called here.
@MainActor
struct Compositor {
    let cairo: OpaquePointer
    /// The damage's bounding box in window points, for culling.
    let damageBounds: CGRect
    /// The damaged rectangles in window pixels (empty when not compositing a window).
    private let damageRects: [CGRect]
    /// The back buffer's pixels, which bound the images drawn on the pixel grid.
    let pixelExtent: CGRect
    /// Pixels per point of the back buffer.
    let scale: CGFloat
    /// Whether this pass records what it covered on the layers (the window's passes), or
    /// only paints (a shadow's shape), leaving the window's bookkeeping alone.
    let recordsCoverage: Bool
    var viewsPainted = 0
    /// The opacity the layers being painted inherit from ancestors that do not fade as a
    /// group (`allowsGroupOpacity` false): multiplied into each one's own.
    var inheritedOpacity: CGFloat = 1
    /// A layer painted as if its opacity were 1: the root of a rasterized bitmap, whose
    /// opacity applies when the bitmap is composited.
    var opaqueLayer: CALayer?
    /// Window-pixel rects to add to the damage, each joining damage rects that this pass
    /// split a layer across (see `paintsBetweenPixels`).
    private(set) var rectsToJoin: [CGRect] = []
    /// Layers this pass leaves out, as if they were not there: a save-under's overlays,
    /// which its own pass paints over the rest (`Compositor+SaveUnder`).
    var layersLeftOut: Set<ObjectIdentifier> = []

    /// How many times a frame's damage may grow to join rects before it becomes their
    /// bounding box instead; each round repaints the grown damage.
    static let maximumDamageRounds = 4

    /// Composites `root` into `backBuffer` (whose device scale is `scale`) inside `damage`
    /// (window pixels); returns how many views painted something. Every frame equals a full
    /// recomposite to the bit: what Cairo would paint differently where a damage rect cuts
    /// it is drawn on the pixel grid (see `paintOnPixelGrid`), and where two damage rects
    /// split a layer between pixels (see `paintsBetweenPixels`) the rects are joined and the
    /// frame painted again. The grown damage is what the platform must present.
    static func composite(root: CALayer, into backBuffer: CairoSurface, scale: CGFloat, damage: inout [CGRect]) -> Int {
        guard !damage.isEmpty else { return 0 }
        let extent = CGRect(x: 0, y: 0, width: backBuffer.pixelWidth, height: backBuffer.pixelHeight)
        var region = DamageRegion(extent: extent)
        for rect in damage { region.add(rect) }
        var rounds = 0
        while true {
            damage = region.rects
            guard let pass = compositePass(root: root, into: backBuffer, scale: scale, damage: damage, extent: extent) else { return 0 }
            guard !pass.rectsToJoin.isEmpty else { return pass.viewsPainted }
            rounds += 1
            if rounds < maximumDamageRounds {
                // Each joins the rects it overlaps into one.
                for rect in pass.rectsToJoin { region.add(rect) }
            } else {
                // One rect splits nothing.
                region.add(region.rects.reduce(CGRect.null) { $0.union($1) })
            }
        }
    }

    private static func compositePass(root: CALayer, into backBuffer: CairoSurface, scale: CGFloat, damage: [CGRect],
                                      extent: CGRect) -> (viewsPainted: Int, rectsToJoin: [CGRect])? {
        guard let cr = cairo_create(backBuffer.pointer) else { return nil }
        defer { cairo_destroy(cr) }
        cairo_new_path(cr)
        var bounds = CGRect.null
        for rect in damage {
            let points = CGRect(x: rect.minX / scale, y: rect.minY / scale, width: rect.width / scale, height: rect.height / scale)
            cairo_rectangle(cr, points.minX, points.minY, points.width, points.height)
            bounds = bounds.union(points)
        }
        cairo_clip(cr)
        // What shows where no view paints: black, as on iOS.
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        var compositor = Compositor(cairo: cr, damageBounds: bounds, damageRects: damage, pixelExtent: extent, scale: scale, recordsCoverage: true)
        _ = compositor.paint(root, transformToWindow: .identity, remeasure: false)
        cairo_surface_flush(backBuffer.pointer)
        return (compositor.viewsPainted, compositor.rectsToJoin)
    }

    init(cairo: OpaquePointer, damageBounds: CGRect, damageRects: [CGRect] = [], pixelExtent: CGRect = .null,
         scale: CGFloat, recordsCoverage: Bool) {
        self.cairo = cairo
        self.damageBounds = damageBounds
        self.damageRects = damageRects
        self.pixelExtent = pixelExtent
        self.scale = scale
        self.recordsCoverage = recordsCoverage
    }

    /// Paints `layer` and its subtree; returns (and records on the layer) the window-point
    /// rect the subtree covers, nil when invisible.
    ///
    /// A subtree whose recorded rect is still current (nothing in it or above it moved) and
    /// misses the damage is skipped whole, so a frame costs what its damage covers rather
    /// than what the window holds. `remeasure` is set below a view that moved: its
    /// descendants' window rects moved with it, whatever their own flags say.
    ///
    /// `asShadowShape` paints the view as the shape of its own shadow: fully opaque, and
    /// without that shadow.
    mutating func paint(_ layer: CALayer, transformToWindow toWindow: CGAffineTransform, remeasure: Bool,
                        asShadowShape: Bool = false) -> CGRect? {
        if canSkip(layer, remeasure: remeasure) { return layer.lastCompositedSubtreeRect }
        if recordsCoverage { layer.hasBeenComposited = true }
        let remeasureBelow = remeasure || !layer.compositedRectIsCurrent
        if recordsCoverage {
            layer.compositedRectIsCurrent = true
            layer.descendantGeometryChanged = false
        }
        var state = layer.renderState
        if asShadowShape || layer === opaqueLayer { state.opacity = 1 }
        state.opacity *= inheritedOpacity
        // A transition may turn the layer (a flip, drawn in perspective from an image of
        // the face shown) and may show what the layer looked like when it began instead of
        // what it is now.
        let transition = asShadowShape ? nil : state.transition
        let m = toWindow
        guard !state.isHidden, state.opacity > 0, m.isInvertible else {
            if recordsCoverage { layer.lastCompositedSubtreeRect = nil }
            return nil
        }
        let bounds = state.bounds
        if let transition, transition.isTurned {
            let face = transition.showsOldContent
                ? layer.transitionSnapshot.map { ($0, layer.transitionSnapshotScale) }
                : layer.owningView.flatMap { view in Compositor.snapshot(of: view, scale: scale).map { ($0, scale) } }
            if let (image, imageScale) = face {
                let extent = transition.projectedExtent(of: bounds)
                let rect = extent.applying(m)
                if rect.intersects(damageBounds) {
                    paintVector(extent, transformToWindow: m) { cr in
                        FlipStripPainter.paint(image.pointer, imageScale: imageScale, bounds: bounds, transition: transition,
                                               transformToWindow: m, scale: scale, alpha: state.opacity, into: cr)
                    }
                    viewsPainted += 1
                }
                if recordsCoverage { layer.lastCompositedSubtreeRect = rect }
                return rect
            }
        }
        if let transition, transition.showsOldContent, let snapshot = layer.transitionSnapshot {
            let rect = bounds.applying(m)
            if rect.intersects(damageBounds) {
                paintSnapshot(snapshot, scale: layer.transitionSnapshotScale, in: bounds, transformToWindow: m, alpha: state.opacity)
                viewsPainted += 1
            }
            if recordsCoverage { layer.lastCompositedSubtreeRect = rect }
            return rect
        }
        if recordsCoverage && layer.shouldRasterize && !asShadowShape,
           let rect = paintRasterized(layer, state: state, transformToWindow: m, remeasure: remeasureBelow) {
            return rect
        }
        let ownRect = (asShadowShape ? state.visualExtent : layer.paintedExtent).applying(m)
        let touchesDamage = ownRect.intersects(damageBounds)
        let view = layer.owningView
        // A view's drawn content is placed by its content mode; anything else (a free-standing
        // layer's drawing, a `contents` image) by the layer's contents properties.
        let store = view != nil ? layer.backingStore : nil
        let contents = store == nil ? layer.displayedContentStore : nil
        let sublayers = layer.sublayersInDrawingOrder
        let mask = layer.mask
        let background = state.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let shadow = !asShadowShape && state.hasShadow
        let border = state.hasBorder
        // A shape, gradient or text layer's own drawing, in place of drawn content.
        let gradient = state.gradient.isVisible ? state.gradient : nil
        let shape = state.shape.isVisible ? state.shape : nil
        let text = state.text.isVisible ? state.text : nil
        // A visual effect's backdrop (`Compositor+Backdrop`), read before any group starts.
        let backdrop = !asShadowShape && state.backdrop.isVisible ? state.backdrop : nil
        // How many things the layer itself paints (counted one by one: a sum of them all is
        // more than the type checker will take).
        var layers = 0
        if store != nil || contents != nil { layers += 1 }
        if background != nil { layers += 1 }
        if shadow { layers += 1 }
        if border { layers += 1 }
        if gradient != nil { layers += 1 }
        if shape != nil { layers += 1 }
        if text != nil { layers += 1 }
        if backdrop?.paintsBackdrop == true { layers += 1 }
        let grouped = state.opacity < 1 && layer.allowsGroupOpacity && (!sublayers.isEmpty || layers > 1)
        let clips = state.masksToBounds
        let paintAlpha = grouped ? 1 : state.opacity
        let radius = state.effectiveCornerRadius
        let corners = state.maskedCorners
        // Turned or round paths: Cairo covers them differently wherever a damage rect's side
        // cuts them, so the window's passes draw them on the pixel grid (see
        // `paintOnPixelGrid`). So are clips other than whole pixels along the axes.
        let alongAxes = abs(m.b) < Compositor.axisTolerance && abs(m.c) < Compositor.axisTolerance
        let pathsOnGrid = recordsCoverage && (!alongAxes || radius > 0)
        let clipOnGrid = recordsCoverage && clips && (pathsOnGrid || !isOnPixels(bounds, m))
        if recordsCoverage && touchesDamage && layers > 0
            && paintsBetweenPixels(view, state, transformToWindow: m, store: store, pathsOnGrid: pathsOnGrid) {
            noteSplit(of: ownRect)
        }

        let backdropSample = backdrop.flatMap { style in
            touchesDamage ? sampleBackdrop(style, bounds: bounds, transformToWindow: m) : nil
        }
        if mask != nil { pushGroup() }
        if grouped { pushGroup() }
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        if touchesDamage && layers > 0 {
            cairo_set_matrix(cairo, &matrix)
            if shadow { paintShadow(of: layer, transformToWindow: m, alpha: paintAlpha) }
            if let backdrop, backdrop.paintsBackdrop {
                paintBackdrop(backdropSample, style: backdrop, bounds: bounds, radius: radius, corners: corners,
                              transformToWindow: m, alpha: paintAlpha, onPixelGrid: pathsOnGrid)
            }
            if let background {
                let fill = { (cr: OpaquePointer) in
                    cairo_new_path(cr)
                    Compositor.addRoundedRect(cr, bounds, radius: radius, corners: corners)
                    cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha * paintAlpha)
                    cairo_fill(cr)
                }
                if pathsOnGrid { paintOnPixelGrid(bounds, transformToWindow: m, alpha: 1, fill) } else { fill(cairo) }
            }
            if let store, let view {
                paintStore(store, of: view, transformToWindow: m, alpha: paintAlpha, cornerRadius: clips ? radius : 0, corners: corners)
            } else if let contents {
                paintContents(contents, of: layer, transformToWindow: m, alpha: paintAlpha, cornerRadius: clips ? radius : 0, corners: corners)
            }
            if let gradient {
                // Like the background, the gradient keeps inside the rounded corners.
                paintVector(bounds, transformToWindow: m) { cr in
                    GradientLayerPainter.paint(gradient, in: bounds, cornerRadius: radius, corners: corners, into: cr, alpha: paintAlpha)
                }
            }
            if let text {
                // From the top of the bounds and clipped to them, as a text layer's bitmap is.
                paintVector(bounds, transformToWindow: m) { cr in
                    TextLayerPainter.paint(text, in: bounds, into: cr, alpha: paintAlpha)
                }
            }
            if let shape {
                // A shape reaches past the bounds unless the layer masks to them.
                paintVector(clips ? bounds : shape.extent, transformToWindow: m) { cr in
                    if clips {
                        cairo_new_path(cr)
                        Compositor.addRoundedRect(cr, bounds, radius: radius, corners: corners)
                        cairo_clip(cr)
                    }
                    ShapeLayerPainter.paint(shape, into: cr, alpha: paintAlpha)
                }
            }
            viewsPainted += 1
        }

        var subtreeRect = ownRect
        if !sublayers.isEmpty && (!clips || touchesDamage) {
            if clipOnGrid {
                // Painted as a group, then through the clip's shape drawn on the pixel grid.
                // The group's pattern is placed for the matrix outside it: window points.
                cairo_identity_matrix(cairo)
                pushGroup()
            } else if clips {
                cairo_save(cairo)
                cairo_set_matrix(cairo, &matrix)
                cairo_new_path(cairo)
                Compositor.addRoundedRect(cairo, bounds, radius: radius, corners: corners)
                cairo_clip(cairo)
            }
            // Faded as a group, the sublayers paint at their own opacity; else they take this one's.
            let outerOpacity = inheritedOpacity
            inheritedOpacity = grouped ? 1 : state.opacity
            let vibrancy = backdrop.map(\.vibrancy) ?? 0
            if vibrancy > 0 { beginVibrancy() }
            if layer.replicatesSublayers, let replicator = layer as? CAReplicatorLayer {
                if let instancesRect = paintInstances(of: replicator, transformToWindow: m), !clips {
                    subtreeRect = subtreeRect.union(instancesRect)
                }
            } else {
                for sublayer in sublayers {
                    // Checked before working out the child's transform: most children of a big
                    // layer are skipped, and that check is all they should cost.
                    let childRect = canSkip(sublayer, remeasure: remeasureBelow)
                        ? sublayer.lastCompositedSubtreeRect
                        : paintSublayer(sublayer, of: state, transformToWindow: m, remeasure: remeasureBelow)
                    if !clips, let childRect { subtreeRect = subtreeRect.union(childRect) }
                }
            }
            inheritedOpacity = outerOpacity
            if vibrancy > 0 { endVibrancy(backdropSample, amount: vibrancy) }
            if clipOnGrid {
                popGroup(maskedTo: bounds, radius: radius, corners: corners, transformToWindow: m)
            } else if clips {
                cairo_restore(cairo)
            }
        } else if remeasureBelow && recordsCoverage {
            // A clipped subtree off the damage is not visited; its recorded rects moved with
            // this view, so they must not be trusted later. What it shows lies inside the
            // clip, which stands for where each part was (a scroll blit may have moved it).
            let clipRect = bounds.applying(m)
            for sublayer in sublayers {
                sublayer.visitLayerSubtree { layer in
                    layer.compositedRectIsCurrent = false
                    if layer.lastCompositedSubtreeRect != nil { layer.lastCompositedSubtreeRect = clipRect }
                }
            }
        }

        if border && touchesDamage {
            // Core Animation draws the border inside the bounds, above the sublayers: its
            // outer edge follows the corner radius, its inner edge that radius less the width.
            let width = Swift.min(state.borderWidth, Swift.min(bounds.width, bounds.height) / 2)
            if width > 0, let color = state.borderColor {
                let stroke = { (cr: OpaquePointer) in
                    cairo_new_path(cr)
                    Compositor.addRoundedRect(cr, bounds.insetBy(dx: width / 2, dy: width / 2), radius: Swift.max(0, radius - width / 2),
                                              corners: corners)
                    cairo_set_line_width(cr, width)
                    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * paintAlpha)
                    cairo_stroke(cr)
                }
                cairo_set_matrix(cairo, &matrix)
                if pathsOnGrid { paintOnPixelGrid(bounds, transformToWindow: m, alpha: 1, stroke) } else { stroke(cairo) }
            }
        }

        if let transition, transition.oldContentOpacity > 0, let snapshot = layer.transitionSnapshot, touchesDamage {
            paintSnapshot(snapshot, scale: layer.transitionSnapshotScale, in: bounds, transformToWindow: m,
                          alpha: transition.oldContentOpacity * paintAlpha)
        }

        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_identity_matrix(cairo)
            cairo_paint_with_alpha(cairo, Double(state.opacity))
        }
        if let mask { popGroup(maskedBy: mask, transformToWindow: m) }
        if recordsCoverage { layer.lastCompositedSubtreeRect = subtreeRect }
        return subtreeRect
    }

    /// Paints what `draw` paints (under a matrix mapping bounds coordinates) inside `rect`:
    /// in the window's passes on the pixel grid, so that every frame covers curves and
    /// gradients the same whatever the damage, else straight into the target.
    func paintVector(_ rect: CGRect, transformToWindow m: CGAffineTransform, _ draw: (OpaquePointer) -> Void) {
        if recordsCoverage {
            paintOnPixelGrid(rect, transformToWindow: m, alpha: 1, draw)
        } else {
            var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
            cairo_set_matrix(cairo, &matrix)
            draw(cairo)
        }
    }

    /// Paints the layer's shadow under whatever it paints, from its cached mask (made again
    /// first if what casts it changed). The current matrix maps bounds coordinates.
    private func paintShadow(of layer: CALayer, transformToWindow m: CGAffineTransform, alpha: CGFloat) {
        let state = layer.renderState
        if layer.shadowMask == nil || layer.shadowMask?.scale != scale {
            layer.shadowMask = Compositor.makeShadowMask(for: layer, scale: scale)
            layer.shadowMasksMade += 1
        }
        guard let mask = layer.shadowMask, let color = state.shadowColor else { return }
        let placed = mask.rect.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height)
        let paintMask = { (cr: OpaquePointer) in
            cairo_save(cr)
            cairo_translate(cr, placed.minX, placed.minY)
            cairo_scale(cr, 1 / mask.scale, 1 / mask.scale)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * state.shadowOpacity * alpha)
            cairo_mask_surface(cr, mask.surface.pointer, 0, 0)
            cairo_restore(cr)
        }
        if recordsCoverage && !Compositor.keepsPixelsOneToOne(m, sx: scale / mask.scale, sy: scale / mask.scale) {
            paintOnPixelGrid(placed, transformToWindow: m, alpha: 1, paintMask)
        } else {
            paintMask(cairo)
        }
    }

    /// The blurred shape of `layer`'s shadow: its shadow path filled, or else the alpha of
    /// everything it and its sublayers paint (their own shadows included, not its own).
    static func makeShadowMask(for layer: CALayer, scale: CGFloat) -> ShadowMask? {
        let state = layer.renderState
        if let path = state.shadowPath {
            return ShadowMask.make(shapeRect: path.boundingBox, state: state, scale: scale) { cr in
                cairo_new_path(cr)
                Compositor.addPath(cr, path)
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
                cairo_fill(cr)
            }
        }
        var shape = state.bounds
        if !state.masksToBounds { shape = shape.union(layer.sublayersRect(transformToWindow: .identity)) }
        return ShadowMask.make(shapeRect: shape, state: state, scale: scale) { cr in
            var compositor = Compositor(cairo: cr, damageBounds: .infinite, scale: scale, recordsCoverage: false)
            var identity = cairo_matrix_t()
            cairo_get_matrix(cr, &identity)
            let base = CGAffineTransform(a: identity.xx, b: identity.yx, c: identity.xy, d: identity.yy, tx: identity.x0, ty: identity.y0)
            // The shape is drawn in the layer's own bounds coordinates (the context's matrix).
            _ = compositor.paint(layer, transformToWindow: base, remeasure: true, asShadowShape: true)
        }
    }

    /// Paints a transition's snapshot of a layer (its bounds at `scale` pixels per point).
    private func paintSnapshot(_ snapshot: CairoSurface, scale snapshotScale: CGFloat, in bounds: CGRect,
                               transformToWindow m: CGAffineTransform, alpha: CGFloat) {
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_save(cairo)
        cairo_set_matrix(cairo, &matrix)
        cairo_translate(cairo, bounds.minX, bounds.minY)
        cairo_scale(cairo, 1 / snapshotScale, 1 / snapshotScale)
        cairo_set_source_surface(cairo, snapshot.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, 0, 0, bounds.width * snapshotScale, bounds.height * snapshotScale)
        cairo_clip(cairo)
        cairo_paint_with_alpha(cairo, Double(alpha))
        cairo_restore(cairo)
    }

    /// What `view` and its subviews show now, inside its bounds, as an image at `scale`
    /// pixels per point (opaque as if its own opacity were 1): a transition's old content.
    static func snapshot(of view: UIView, scale: CGFloat) -> CairoSurface? {
        let bounds = view.layer.renderState.bounds
        let width = BackingStore.pixelLength(bounds.width * scale), height = BackingStore.pixelLength(bounds.height * scale)
        guard width > 0, height > 0,
              let surface = CairoSurface.makeImage(pixelWidth: width, pixelHeight: height, scale: 1, opaque: false),
              let cr = cairo_create(surface.pointer) else { return nil }
        defer { cairo_destroy(cr) }
        var compositor = Compositor(cairo: cr, damageBounds: .infinite, scale: scale, recordsCoverage: false)
        // `paint` sets each layer's whole matrix, so the pixel scale goes into the transform.
        _ = compositor.paint(view.layer, transformToWindow: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(
            CGAffineTransform(scaleX: scale, y: scale)), remeasure: true, asShadowShape: true)
        cairo_surface_flush(surface.pointer)
        return surface
    }

    /// Appends a rectangle with `corners` of `radius` (none when 0) to Cairo's path; the
    /// other corners are square.
    static func addRoundedRect(_ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat, corners: CACornerMask = .all) {
        guard radius > 0, !corners.isEmpty else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let r = Swift.min(radius, Swift.min(rect.width, rect.height) / 2)
        cairo_new_sub_path(cr)
        // Clockwise from the top right, each corner an arc or its square point.
        func corner(_ mask: CACornerMask, _ square: CGPoint, _ center: CGPoint, from start: Double) {
            if corners.contains(mask) {
                cairo_arc(cr, center.x, center.y, r, start, start + .pi / 2)
            } else {
                cairo_line_to(cr, square.x, square.y)
            }
        }
        corner(.layerMaxXMinYCorner, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX - r, y: rect.minY + r), from: -.pi / 2)
        corner(.layerMaxXMaxYCorner, CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.maxX - r, y: rect.maxY - r), from: 0)
        corner(.layerMinXMaxYCorner, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX + r, y: rect.maxY - r), from: .pi / 2)
        corner(.layerMinXMinYCorner, CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX + r, y: rect.minY + r), from: .pi)
        cairo_close_path(cr)
    }

    /// Appends `path`'s elements to Cairo's path.
    static func addPath(_ cr: OpaquePointer, _ path: CGPath) {
        for element in path.elements {
            switch element {
            case .moveToPoint(let p): cairo_move_to(cr, p.x, p.y)
            case .addLineToPoint(let p): cairo_line_to(cr, p.x, p.y)
            case .addQuadCurveToPoint(let c, let p):
                // Cairo has only cubics: raise the degree (control points at 2/3 of the way).
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .addCurveToPoint(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }

    /// Whether the layer paints, straight into the frame, a rectangle whose edges fall between
    /// pixels (its background, border, content or shadow, placed as they are).
    ///
    /// Cairo covers such a rectangle exactly while it reaches the compositor as one box, but
    /// scan-converts it, a level or two off along its edges, once two clip rects split it.
    /// Such a layer may meet one damage rect only.
    private func paintsBetweenPixels(_ view: UIView?, _ state: LayerState, transformToWindow m: CGAffineTransform,
                                     store: BackingStore?, pathsOnGrid: Bool) -> Bool {
        if !pathsOnGrid && (state.backgroundColor != nil || state.hasBorder) {
            if !isOnPixels(state.bounds, m) { return true }
            let width = Swift.min(state.borderWidth, Swift.min(state.bounds.width, state.bounds.height) / 2)
            if state.hasBorder && !isOnPixels(state.bounds.insetBy(dx: width, dy: width), m) { return true }
        }
        if let store, let view, !(state.masksToBounds && state.effectiveCornerRadius > 0) {
            let target = ContentModeLayout.rect(for: store.pointSize, in: state.bounds, mode: view.storedContentMode)
            let sx = target.width / store.pointSize.width * scale / store.scale
            let sy = target.height / store.pointSize.height * scale / store.scale
            if Compositor.keepsPixelsOneToOne(m, sx: sx, sy: sy) && !isOnPixels(target, m) { return true }
        }
        // A shadow's blurred mask is placed at its offset, rarely on whole pixels.
        return state.hasShadow && Compositor.keepsPixelsOneToOne(m, sx: 1, sy: 1)
    }

    /// Whether `rect` (bounds coordinates) lands on whole pixels under `m`.
    func isOnPixels(_ rect: CGRect, _ m: CGAffineTransform) -> Bool {
        let r = rect.applying(m)
        func isWhole(_ v: CGFloat) -> Bool { (v * scale).rounded() == v * scale }
        return isWhole(r.minX) && isWhole(r.minY) && isWhole(r.maxX) && isWhole(r.maxY)
    }

    /// When `rect` (a layer's window points) meets more than one damage rect, asks for the
    /// parts it meets to be joined into one rect.
    private mutating func noteSplit(of rect: CGRect) {
        let minX = (rect.minX * scale).rounded(.down), minY = (rect.minY * scale).rounded(.down)
        let pixels = CGRect(x: minX, y: minY, width: (rect.maxX * scale).rounded(.up) - minX,
                            height: (rect.maxY * scale).rounded(.up) - minY).intersection(pixelExtent)
        guard !pixels.isNull, !pixels.isEmpty else { return }
        var met = 0
        var metParts = CGRect.null
        for damage in damageRects where damage.intersects(pixels) {
            met += 1
            metParts = metParts.union(damage.intersection(pixels))
        }
        if met > 1 { rectsToJoin.append(metParts) }
    }

    /// Starts a group and marks it drawn on.
    ///
    /// Cairo composites the first drawing into a surface it knows to be clear with the
    /// source operator rather than over, which rounds faint anti-aliased pixels differently;
    /// which view paints first in a group depends on what the damage culled before it.
    /// Marked drawn on, the group takes every view over, in full and partial frames alike.
    func pushGroup() {
        cairo_push_group(cairo)
        if let group = cairo_get_group_target(cairo) {
            cairo_surface_flush(group)
            cairo_surface_mark_dirty(group)
        }
    }

    /// Ends the group of a clipping layer's subviews and paints it through the clip's shape
    /// (`rect` with round corners of `radius`, in bounds coordinates), drawn as an alpha mask
    /// on the pixel grid for the reason `paintOnPixelGrid` gives.
    private func popGroup(maskedTo rect: CGRect, radius: CGFloat, corners: CACornerMask, transformToWindow m: CGAffineTransform) {
        let subviews = cairo_pop_group(cairo)
        defer { cairo_pattern_destroy(subviews) }
        guard let mask = imageOnPixelGrid(rect, transformToWindow: m, format: CAIRO_FORMAT_A8, { cr in
            cairo_new_path(cr)
            Compositor.addRoundedRect(cr, rect, radius: radius, corners: corners)
            cairo_fill(cr)
        }) else { return }
        defer { cairo_surface_destroy(mask) }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source(cairo, subviews)
        cairo_mask_surface(cairo, mask, 0, 0)
        cairo_restore(cairo)
    }

    /// Whether `layer`'s subtree can be left as it is: its recorded rect is current, nothing
    /// in it moved, and it misses the damage (or it was invisible); or the pass leaves it out.
    private func canSkip(_ layer: CALayer, remeasure: Bool) -> Bool {
        if !layersLeftOut.isEmpty && layersLeftOut.contains(ObjectIdentifier(layer)) { return true }
        guard recordsCoverage, !remeasure, layer.compositedRectIsCurrent, !layer.descendantGeometryChanged else { return false }
        guard let recorded = layer.lastCompositedSubtreeRect else { return true }
        return !recorded.intersects(damageBounds)
    }

    /// Paints a backing store into the view's bounds as its content mode places it, clipped
    /// to the bounds' round corners when `cornerRadius` is not 0.
    private func paintStore(_ store: BackingStore, of view: UIView, transformToWindow m: CGAffineTransform, alpha: CGFloat,
                            cornerRadius: CGFloat, corners: CACornerMask) {
        let bounds = view.layer.renderState.bounds
        let target = ContentModeLayout.rect(for: store.pointSize, in: bounds, mode: view.storedContentMode)
        guard target.width > 0, target.height > 0 else { return }
        // A store's Cairo user units are points (its device scale holds the pixel density).
        let sx = target.width / store.pointSize.width, sy = target.height / store.pointSize.height
        // Pixel-aligned and unscaled (the usual case) copies exactly; anything else is
        // resampled bilinearly, like Core Animation's default filter.
        let toDevice = CGAffineTransform(translationX: target.minX, y: target.minY).concatenating(m)
        let aligned = m.b == 0 && m.c == 0 && m.a * sx == 1 && m.d * sy == 1 && store.scale == scale
            && (toDevice.tx * scale).rounded() == toDevice.tx * scale && (toDevice.ty * scale).rounded() == toDevice.ty * scale
        let filter = aligned ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR
        let draw = { (cr: OpaquePointer, alpha: CGFloat) in
            if cornerRadius > 0 {
                cairo_save(cr)
                cairo_new_path(cr)
                Compositor.addRoundedRect(cr, bounds, radius: cornerRadius, corners: corners)
                cairo_clip(cr)
            }
            Compositor.drawStore(store, into: cr, at: target, filter: filter, alpha: alpha)
            if cornerRadius > 0 { cairo_restore(cr) }
        }
        if recordsCoverage && cornerRadius == 0 && !Compositor.keepsPixelsOneToOne(m, sx: sx * scale / store.scale, sy: sy * scale / store.scale) {
            // A turned or scaled store (a spinning card): the same pixels in one composite.
            guard let coverage = imageOnPixelGrid(target, transformToWindow: m, format: CAIRO_FORMAT_A8, { cr in
                Compositor.addStoreRect(store, at: target, into: cr)
                cairo_fill(cr)
            }) else { return }
            defer { cairo_surface_destroy(coverage) }
            if alpha == 1 && !Compositor.paintsTurnedStoresThroughImage
                && Compositor.compositeTurnedStore(store, at: target, transformToWindow: m, scale: scale, filter: filter,
                                                   coverage: coverage, into: cairo) { return }
            paintOnPixelGrid(target, transformToWindow: m, alpha: alpha) { cr in
                Compositor.drawStore(store, into: cr, at: target, filter: filter, coverage: coverage)
            }
        } else if recordsCoverage && (cornerRadius > 0 || !Compositor.keepsPixelsOneToOne(m, sx: sx * scale / store.scale, sy: sy * scale / store.scale)) {
            paintOnPixelGrid(target, transformToWindow: m, alpha: alpha) { draw($0, 1) }
        } else {
            draw(cairo, alpha)
        }
    }

    /// Fills `target` (bounds coordinates, under `cr`'s matrix) with the store's pixels.
    private static func drawStore(_ store: BackingStore, into cr: OpaquePointer, at target: CGRect, filter: cairo_filter_t, alpha: CGFloat) {
        cairo_save(cr)
        cairo_translate(cr, target.minX, target.minY)
        cairo_scale(cr, target.width / store.pointSize.width, target.height / store.pointSize.height)
        cairo_set_source_surface(cr, store.surface.pointer, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, store.pointSize.width, store.pointSize.height)
        if alpha < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        } else {
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// Appends the rectangle `drawStore` fills (the store's extent, placed at `target` under
    /// `cr`'s matrix) to `cr`'s path, leaving the matrix as it was.
    private static func addStoreRect(_ store: BackingStore, at target: CGRect, into cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, target.minX, target.minY)
        cairo_scale(cr, target.width / store.pointSize.width, target.height / store.pointSize.height)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, store.pointSize.width, store.pointSize.height)
        cairo_restore(cr)
    }

    /// What `drawStore(_:into:at:filter:alpha:)` paints at alpha 1 into an image on the pixel
    /// grid, bit for bit, but as one composite of the store through `coverage` (that
    /// rectangle filled into an A8 image of the same pixels) instead of the fill's.
    ///
    /// Why: Cairo fills a slanted rectangle with an image source row by row, two or three
    /// pixman composites per row (the anti-aliased ends through a one-row mask, the inside
    /// without), and each composite pays pixman's set-up (clearing a 24 KB scanline buffer,
    /// transforming the row's first point): about 300 composites for a turned 70 × 100
    /// card, most of a spinning card's cost. The coverage is the same scan conversion of
    /// the same path, a full-coverage pixel gives the source unchanged (× 255 / 255), and
    /// an affine transform samples each pixel at the same fixed-point place whatever pixel
    /// a composite starts at, so the pixels do not change.
    private static func drawStore(_ store: BackingStore, into cr: OpaquePointer, at target: CGRect, filter: cairo_filter_t,
                                  coverage: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, target.minX, target.minY)
        cairo_scale(cr, target.width / store.pointSize.width, target.height / store.pointSize.height)
        cairo_set_source_surface(cr, store.surface.pointer, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // The source keeps the matrix it was set under; the mask is placed in device
        // space, which both images share (the same pixel box, scale and offset).
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, coverage, 0, 0)
        cairo_restore(cr)
    }

    /// Whether an image drawn under `m` with its pixels scaled by `sx`, `sy` lands on the
    /// window's pixels one for one (a translation, whole or fractional, or a flip), which
    /// pixman samples the same way whatever the clip.
    static func keepsPixelsOneToOne(_ m: CGAffineTransform, sx: CGFloat, sy: CGFloat) -> Bool {
        func isUnit(_ value: CGFloat) -> Bool { abs(abs(value) - 1) < axisTolerance }
        return abs(m.b) < axisTolerance && abs(m.c) < axisTolerance && isUnit(m.a * sx) && isUnit(m.d * sy)
    }

    /// How far from zero an off-axis term of a transform may be and still count as zero:
    /// rotations built from `.pi` leave about 1e-16 there, which Cairo's fixed-point
    /// coordinates round away.
    private static let axisTolerance: CGFloat = 1e-12

    /// Paints what `draw` paints (under a matrix mapping bounds coordinates, inside `rect`)
    /// through an image of its own on the window's pixel grid, then that image, with
    /// `alpha`, at a whole-pixel offset.
    ///
    /// What Cairo paints depends on where the clip's sides fall. It clips a path to the
    /// clip's boxes before scan conversion, and a box's side cutting a slanted or curved edge
    /// adds edge ends; its scan converter then samples the pixel rows they fall in (15
    /// sub-rows) where it would have covered them analytically, so anti-aliased pixels
    /// change along those rows (up to 15 of 255 seen); a damage rect cutting a clip between
    /// pixels changes how what is painted inside that clip is covered. And pixman resamples
    /// a turned or scaled image through a fixed-point transform anchored at the middle of
    /// the area composited, which the clip, or a group it sized, moves. Drawn whole into an
    /// image of its own, the same layer comes out the same in every frame, and copying that
    /// image is exact under any clip.
    func paintOnPixelGrid(_ rect: CGRect, transformToWindow m: CGAffineTransform, alpha: CGFloat,
                                  _ draw: (OpaquePointer) -> Void) {
        guard let image = imageOnPixelGrid(rect, transformToWindow: m, format: CAIRO_FORMAT_ARGB32, draw) else { return }
        defer { cairo_surface_destroy(image) }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, image, 0, 0)
        if alpha < 1 { cairo_paint_with_alpha(cairo, Double(alpha)) } else { cairo_paint(cairo) }
        cairo_restore(cairo)
    }

    /// A new image holding what `draw` paints inside `rect` (bounds coordinates, under a
    /// matrix `m` maps to the window), on the window's pixels and clipped only to the window;
    /// its user space is window points. Nil when that is empty.
    private func imageOnPixelGrid(_ rect: CGRect, transformToWindow m: CGAffineTransform, format: cairo_format_t,
                                  _ draw: (OpaquePointer) -> Void) -> OpaquePointer? {
        let inWindow = rect.applying(m)
        let minX = (inWindow.minX * scale).rounded(.down), minY = (inWindow.minY * scale).rounded(.down)
        let box = CGRect(x: minX, y: minY, width: (inWindow.maxX * scale).rounded(.up) - minX,
                         height: (inWindow.maxY * scale).rounded(.up) - minY).intersection(pixelExtent)
        guard !box.isNull, box.width >= 1, box.height >= 1,
              let image = cairo_image_surface_create(format, Int32(box.width), Int32(box.height)) else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(image)
            return nil
        }
        cairo_surface_set_device_scale(image, Double(scale), Double(scale))
        cairo_surface_set_device_offset(image, -Double(box.minX), -Double(box.minY))
        if let cr = cairo_create(image) {
            var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
            cairo_set_matrix(cr, &matrix)
            draw(cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(image)
        return image
    }
}

extension Compositor {
    /// Paints a free-standing layer's content image (what it drew, or its `contents`) into
    /// its bounds: the part `contentsRect` picks, placed by `contentsGravity`, with the
    /// nine-slice of `contentsCenter`, resampled bilinearly. The window's passes draw it on
    /// the pixel grid, so every frame covers it the same whatever the damage.
    fileprivate func paintContents(_ store: BackingStore, of layer: CALayer, transformToWindow m: CGAffineTransform,
                                   alpha: CGFloat, cornerRadius: CGFloat, corners: CACornerMask) {
        let bounds = layer.renderState.bounds
        let pieces = Compositor.contentPieces(store: store, layer: layer, bounds: bounds)
        guard !pieces.isEmpty else { return }
        let extent = pieces.reduce(CGRect.null) { $0.union($1.destination) }
        let draw = { (cr: OpaquePointer, alpha: CGFloat) in
            cairo_save(cr)
            if cornerRadius > 0 {
                cairo_new_path(cr)
                Compositor.addRoundedRect(cr, bounds, radius: cornerRadius, corners: corners)
                cairo_clip(cr)
            }
            for piece in pieces { Compositor.drawPixels(of: store.surface, piece.source, into: cr, at: piece.destination, alpha: alpha) }
            cairo_restore(cr)
        }
        if recordsCoverage {
            paintOnPixelGrid(extent, transformToWindow: m, alpha: alpha) { draw($0, 1) }
        } else {
            var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
            cairo_set_matrix(cairo, &matrix)
            draw(cairo, alpha)
        }
    }

    /// One piece of a content image: `source` in the image's pixels goes to `destination`
    /// in bounds coordinates.
    struct ContentPiece: Equatable {
        var source: CGRect
        var destination: CGRect
    }

    /// The pieces a layer's content image is drawn as: one for a plain image, up to nine
    /// when `contentsCenter` marks a stretchable middle (the edges keep their size in points,
    /// shrunk together when the bounds are too small for them, as Core Animation does).
    static func contentPieces(store: BackingStore, layer: CALayer, bounds: CGRect) -> [ContentPiece] {
        let pixels = CGSize(width: store.surface.pixelWidth, height: store.surface.pixelHeight)
        let unit = layer.contentsRect
        let source = CGRect(x: unit.minX * pixels.width, y: unit.minY * pixels.height,
                            width: unit.width * pixels.width, height: unit.height * pixels.height)
        guard source.width > 0, source.height > 0 else { return [] }
        // A drawn bitmap is as big as the bounds it was drawn for, at its own scale.
        let pixelsPerPoint = layer.backingStore === store ? store.scale : layer.contentsScale
        let natural = CGSize(width: source.width / pixelsPerPoint, height: source.height / pixelsPerPoint)
        let target = layer.contentsGravity.rect(for: natural, in: bounds)
        guard target.width > 0, target.height > 0 else { return [] }
        let c = layer.contentsCenter
        let center = CGRect(x: c.minX * pixels.width, y: c.minY * pixels.height,
                            width: c.width * pixels.width, height: c.height * pixels.height).intersection(source)
        guard !center.isNull else { return [ContentPiece(source: source, destination: target)] }
        func cuts(_ s0: CGFloat, _ c0: CGFloat, _ c1: CGFloat, _ s1: CGFloat, _ t0: CGFloat, _ t1: CGFloat) -> ([CGFloat], [CGFloat]) {
            var head = (c0 - s0) / pixelsPerPoint, tail = (s1 - c1) / pixelsPerPoint
            let room = t1 - t0
            if head + tail > room, head + tail > 0 {
                let k = room / (head + tail)
                head *= k
                tail *= k
            }
            return ([s0, c0, c1, s1], [t0, t0 + head, t1 - tail, t1])
        }
        let (sx, dx) = cuts(source.minX, center.minX, center.maxX, source.maxX, target.minX, target.maxX)
        let (sy, dy) = cuts(source.minY, center.minY, center.maxY, source.maxY, target.minY, target.maxY)
        var pieces: [ContentPiece] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let src = CGRect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                let dst = CGRect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { continue }
                pieces.append(ContentPiece(source: src, destination: dst))
            }
        }
        return pieces
    }

    /// Fills `destination` (under `cr`'s matrix) with the pixels `source` of `surface`,
    /// resampled bilinearly, their edges held rather than faded.
    private static func drawPixels(of surface: CairoSurface, _ source: CGRect, into cr: OpaquePointer, at destination: CGRect,
                                   alpha: CGFloat) {
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, destination.minX, destination.minY, destination.width, destination.height)
        cairo_clip(cr)
        cairo_translate(cr, destination.minX, destination.minY)
        cairo_scale(cr, destination.width / source.width, destination.height / source.height)
        // Each piece samples only its own pixels (held at its edges), as Core Animation draws
        // the nine parts of a sliced image: a stretched middle does not fade into the frame.
        let whole = CGRect(x: source.minX.rounded(.down), y: source.minY.rounded(.down),
                           width: source.maxX.rounded(.up) - source.minX.rounded(.down),
                           height: source.maxY.rounded(.up) - source.minY.rounded(.down))
        cairo_translate(cr, whole.minX - source.minX, whole.minY - source.minY)
        // The image's user units are pixels over its device scale; these coordinates are pixels.
        let deviceScale = surface.deviceScale
        cairo_scale(cr, deviceScale, deviceScale)
        guard let piece = cairo_surface_create_for_rectangle(surface.pointer, whole.minX / deviceScale, whole.minY / deviceScale,
                                                             whole.width / deviceScale, whole.height / deviceScale) else {
            cairo_restore(cr)
            return
        }
        defer { cairo_surface_destroy(piece) }
        cairo_set_source_surface(cr, piece, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, Double(alpha))
        cairo_restore(cr)
    }

    /// Ends the group a masked layer painted into and paints it through the alpha of its
    /// mask layer (drawn, with its sublayers, in the masked layer's coordinates `m` maps).
    /// The window's passes draw the mask whole on the pixel grid, for the reason
    /// `paintOnPixelGrid` gives.
    fileprivate mutating func popGroup(maskedBy mask: CALayer, transformToWindow m: CGAffineTransform) {
        // The group's pattern is placed for the matrix in effect when it was pushed, which
        // popping restores: it becomes the source under that matrix.
        let content = cairo_pop_group(cairo)
        defer { cairo_pattern_destroy(content) }
        cairo_set_source(cairo, content)
        let maskToWindow = mask.renderState.transformToSuperlayer.concatenating(m)
        cairo_save(cairo)
        if recordsCoverage {
            guard let extent = mask.currentSubtreeRect(transformToWindow: mask.renderState.transformToSuperlayer),
                  let image = imageOnPixelGrid(extent, transformToWindow: m, format: CAIRO_FORMAT_A8, { cr in
                      var painter = Compositor(cairo: cr, damageBounds: .infinite, scale: scale, recordsCoverage: false)
                      _ = painter.paint(mask, transformToWindow: maskToWindow, remeasure: true)
                  }) else {
                // An empty or hidden mask shows nothing of the layer, as in Core Animation.
                cairo_restore(cairo)
                return
            }
            defer { cairo_surface_destroy(image) }
            cairo_identity_matrix(cairo)
            cairo_mask_surface(cairo, image, 0, 0)
        } else {
            // The mask's group, pushed and popped under one matrix, is used under it too.
            cairo_push_group(cairo)
            var painter = Compositor(cairo: cairo, damageBounds: .infinite, scale: scale, recordsCoverage: false)
            _ = painter.paint(mask, transformToWindow: maskToWindow, remeasure: true)
            let maskPattern = cairo_pop_group(cairo)
            defer { cairo_pattern_destroy(maskPattern) }
            cairo_mask(cairo, maskPattern)
        }
        cairo_restore(cairo)
    }

    /// Paints `layer` and its sublayers into `cr` in the layer's bounds coordinates (under
    /// `cr`'s current matrix), from their current content: `CALayer.render(in:)`.
    static func render(_ layer: CALayer, into cr: OpaquePointer) {
        var current = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        let base = CGAffineTransform(a: current.xx, b: current.yx, c: current.xy, d: current.yy, tx: current.x0, ty: current.y0)
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(cairo_get_target(cr), &scaleX, &scaleY)
        cairo_save(cr)
        var compositor = Compositor(cairo: cr, damageBounds: .infinite, scale: CGFloat(scaleX), recordsCoverage: false)
        _ = compositor.paint(layer, transformToWindow: base, remeasure: true)
        cairo_restore(cr)
    }
}
