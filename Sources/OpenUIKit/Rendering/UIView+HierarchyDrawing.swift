import CCairo
import Foundation

extension UIView {
    /// Draws this view and its visible subviews into the current graphics context, mapped
    /// into `rect`: each view's background colour, its `draw(_:)` and then its subviews, under
    /// their transforms, clipped where they clip and faded by their alpha.
    ///
    /// Unlike the window's compositor, nothing comes from cached pixels: every `draw(_:)`
    /// runs again into the current context, so drawing into a PDF renderer's context gives
    /// vector output (the apps' `--pdf`). Group opacity is approximated: a translucent view's
    /// children are each faded rather than faded as one layer. With `afterScreenUpdates`,
    /// pending layout runs first. Returns false when there is no current context or nothing
    /// to draw.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFinite, !rect.isEmpty else { return false }
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0 else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        drawSubtree(in: context, inheritedAlpha: 1)
        context.restoreGState()
        return true
    }

    /// `rect` with `corners` rounded to `radius` (a plain rect when none is).
    private static func roundedPath(_ rect: CGRect, radius: CGFloat, corners: CACornerMask) -> UIBezierPath {
        guard radius > 0, !corners.isEmpty else { return UIBezierPath(rect: rect) }
        if corners == .all { return UIBezierPath(roundedRect: rect, cornerRadius: radius) }
        return UIBezierPath(roundedRect: rect, byRoundingCorners: corners.rectCorners, cornerRadii: CGSize(width: radius, height: radius))
    }

    private func drawSubtree(in context: CGContext, inheritedAlpha: CGFloat) {
        let state = layer.renderState
        let alpha = inheritedAlpha * state.opacity
        guard !state.isHidden, alpha > 0 else { return }
        let rounded = Self.roundedPath(state.bounds, radius: state.effectiveCornerRadius, corners: state.maskedCorners)
        context.saveGState()
        context.setAlpha(alpha)
        if state.hasShadow { drawShadow(in: context) }
        if let background = state.backgroundColor, background.alpha > 0 {
            context.setFillColor(background)
            context.addPath(rounded.cgPath)
            context.fillPath()
        }
        context.saveGState()
        if state.masksToBounds { rounded.addClip() }
        context.saveGState()
        withCurrentGraphicsContext(context) { draw(bounds) }
        context.restoreGState()
        for subview in subviews {
            let transform = subview.layer.renderState.transformToSuperlayer
            guard transform.isInvertible else { continue }
            context.saveGState()
            context.concatenate(transform)
            subview.drawSubtree(in: context, inheritedAlpha: alpha)
            context.restoreGState()
        }
        context.restoreGState()
        if state.hasBorder, let color = state.borderColor {
            // Inside the bounds and above the subviews, as the compositor draws it.
            let width = Swift.min(state.borderWidth, Swift.min(state.bounds.width, state.bounds.height) / 2)
            let inner = state.bounds.insetBy(dx: width / 2, dy: width / 2)
            let radius = Swift.max(0, state.effectiveCornerRadius - width / 2)
            let border = Self.roundedPath(inner, radius: radius, corners: state.maskedCorners)
            context.setStrokeColor(color)
            context.setLineWidth(width)
            context.addPath(border.cgPath)
            context.strokePath()
        }
        context.restoreGState()
    }

    /// The layer's shadow, as the compositor paints it: the same blurred mask (an image in a
    /// PDF, since vector formats have no blur), at twice the window's scale for print.
    private func drawShadow(in context: CGContext) {
        let state = layer.renderState
        let scale = 2 * (window?.screenScale ?? 1)
        guard let mask = Compositor.makeShadowMask(for: layer, scale: scale), let color = state.shadowColor else { return }
        context.paintDeferredNow()
        let cr = context.cairo
        cairo_save(cr)
        cairo_translate(cr, mask.rect.minX + state.shadowOffset.width, mask.rect.minY + state.shadowOffset.height)
        cairo_scale(cr, 1 / mask.scale, 1 / mask.scale)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * state.shadowOpacity * context.alpha)
        cairo_mask_surface(cr, mask.surface.pointer, 0, 0)
        cairo_restore(cr)
    }
}
