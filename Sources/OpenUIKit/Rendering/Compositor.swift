import CCairo
import Foundation

/// Paints a view tree into a window's back buffer, only inside the damaged rectangles.
///
/// Each view contributes, back to front: its background colour, its backing store (mapped
/// into its bounds by `contentMode`), then its subviews, all under its accumulated transform
/// and, with `clipsToBounds`, clipped to its bounds. A view with alpha < 1 and anything to
/// blend inside it is painted as one group, so its subtree fades as a whole. Views whose
/// area misses the damage paint nothing; no `draw(_:)` is ever called here.
@MainActor
struct Compositor {
    private let cairo: OpaquePointer
    /// The damage's bounding box in window points, for culling.
    private let damageBounds: CGRect
    /// Pixels per point of the back buffer.
    private let scale: CGFloat
    private(set) var viewsPainted = 0

    /// Composites `root` into `backBuffer` (whose device scale is `scale`) inside `damage`
    /// (window pixels); returns how many views painted something.
    static func composite(root: UIView, into backBuffer: CairoSurface, scale: CGFloat, damage: [CGRect]) -> Int {
        guard !damage.isEmpty, let cr = cairo_create(backBuffer.pointer) else { return 0 }
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
        var compositor = Compositor(cairo: cr, damageBounds: bounds, scale: scale)
        _ = compositor.paint(root, transformToWindow: .identity, remeasure: false)
        cairo_surface_flush(backBuffer.pointer)
        return compositor.viewsPainted
    }

    private init(cairo: OpaquePointer, damageBounds: CGRect, scale: CGFloat) {
        self.cairo = cairo
        self.damageBounds = damageBounds
        self.scale = scale
    }

    /// Paints `view` and its subtree; returns (and records on the view) the window-point
    /// rect the subtree covers, nil when invisible.
    ///
    /// A subtree whose recorded rect is still current (nothing in it or above it moved) and
    /// misses the damage is skipped whole, so a frame costs what its damage covers rather
    /// than what the window holds. `remeasure` is set below a view that moved: its
    /// descendants' window rects moved with it, whatever their own flags say.
    private mutating func paint(_ view: UIView, transformToWindow m: CGAffineTransform, remeasure: Bool) -> CGRect? {
        if canSkip(view, remeasure: remeasure) { return view.lastCompositedSubtreeRect }
        let remeasureBelow = remeasure || !view.compositedRectIsCurrent
        view.compositedRectIsCurrent = true
        view.descendantGeometryChanged = false
        guard !view.storedIsHidden, view.storedAlpha > 0, m.isInvertible else {
            view.lastCompositedSubtreeRect = nil
            return nil
        }
        let bounds = view.storedBounds
        let ownRect = bounds.applying(m)
        let touchesDamage = ownRect.intersects(damageBounds)
        let store = view.backingStore
        let background = view.storedBackgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let layers = (store != nil ? 1 : 0) + (background != nil ? 1 : 0)
        let grouped = view.storedAlpha < 1 && (!view.subviews.isEmpty || layers > 1)
        let paintAlpha = grouped ? 1 : view.storedAlpha

        if grouped { cairo_push_group(cairo) }
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        if touchesDamage && layers > 0 {
            cairo_set_matrix(cairo, &matrix)
            if let background {
                cairo_new_path(cairo)
                cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
                let c = background.cgColor
                cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * paintAlpha)
                cairo_fill(cairo)
            }
            if let store {
                paintStore(store, of: view, transformToWindow: m, alpha: paintAlpha)
            }
            viewsPainted += 1
        }

        var subtreeRect = ownRect
        let clips = view.storedClipsToBounds
        if !view.subviews.isEmpty && (!clips || touchesDamage) {
            if clips {
                cairo_save(cairo)
                cairo_set_matrix(cairo, &matrix)
                cairo_new_path(cairo)
                cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
                cairo_clip(cairo)
            }
            for subview in view.subviews {
                // Checked before working out the child's transform: most children of a big
                // view are skipped, and that check is all they should cost.
                let childRect = canSkip(subview, remeasure: remeasureBelow)
                    ? subview.lastCompositedSubtreeRect
                    : paint(subview, transformToWindow: subview.transformToSuperview.concatenating(m), remeasure: remeasureBelow)
                if !clips, let childRect { subtreeRect = subtreeRect.union(childRect) }
            }
            if clips { cairo_restore(cairo) }
        } else if remeasureBelow {
            // A clipped subtree off the damage is not visited; its recorded rects moved with
            // this view, so they must not be trusted later.
            for subview in view.subviews { subview.visitSubtree { $0.compositedRectIsCurrent = false } }
        }

        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_identity_matrix(cairo)
            cairo_paint_with_alpha(cairo, Double(view.storedAlpha))
        }
        view.lastCompositedSubtreeRect = subtreeRect
        return subtreeRect
    }

    /// Whether `view`'s subtree can be left as it is: its recorded rect is current, nothing
    /// in it moved, and it misses the damage (or it was invisible).
    private func canSkip(_ view: UIView, remeasure: Bool) -> Bool {
        guard !remeasure, view.compositedRectIsCurrent, !view.descendantGeometryChanged else { return false }
        guard let recorded = view.lastCompositedSubtreeRect else { return true }
        return !recorded.intersects(damageBounds)
    }

    /// Paints a backing store into the view's bounds as its content mode places it.
    private func paintStore(_ store: BackingStore, of view: UIView, transformToWindow m: CGAffineTransform, alpha: CGFloat) {
        let target = ContentModeLayout.rect(for: store.pointSize, in: view.storedBounds, mode: view.storedContentMode)
        guard target.width > 0, target.height > 0 else { return }
        // A store's Cairo user units are points (its device scale holds the pixel density).
        let sx = target.width / store.pointSize.width, sy = target.height / store.pointSize.height
        cairo_save(cairo)
        cairo_translate(cairo, target.minX, target.minY)
        cairo_scale(cairo, sx, sy)
        cairo_set_source_surface(cairo, store.surface.pointer, 0, 0)
        let pattern = cairo_get_source(cairo)
        // Pixel-aligned and unscaled (the usual case) copies exactly; anything else is
        // resampled bilinearly, like Core Animation's default filter.
        let toDevice = CGAffineTransform(translationX: target.minX, y: target.minY).concatenating(m)
        let aligned = m.b == 0 && m.c == 0 && m.a * sx == 1 && m.d * sy == 1 && store.scale == scale
            && (toDevice.tx * scale).rounded() == toDevice.tx * scale && (toDevice.ty * scale).rounded() == toDevice.ty * scale
        cairo_pattern_set_filter(pattern, aligned ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, 0, 0, store.pointSize.width, store.pointSize.height)
        if alpha < 1 {
            cairo_clip(cairo)
            cairo_paint_with_alpha(cairo, Double(alpha))
        } else {
            cairo_fill(cairo)
        }
        cairo_restore(cairo)
    }
}
