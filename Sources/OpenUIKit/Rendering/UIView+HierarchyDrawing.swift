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

    private func drawSubtree(in context: CGContext, inheritedAlpha: CGFloat) {
        let alpha = inheritedAlpha * self.alpha
        guard !isHidden, alpha > 0 else { return }
        context.saveGState()
        context.setAlpha(alpha)
        if let background = backgroundColor, background.cgColor.alpha > 0 {
            context.setFillColor(background.cgColor)
            context.fill(bounds)
        }
        if clipsToBounds { context.clip(to: bounds) }
        context.saveGState()
        withCurrentGraphicsContext(context) { draw(bounds) }
        context.restoreGState()
        for subview in subviews {
            let transform = subview.transformToSuperview
            guard transform.isInvertible else { continue }
            context.saveGState()
            context.concatenate(transform)
            subview.drawSubtree(in: context, inheritedAlpha: alpha)
            context.restoreGState()
        }
        context.restoreGState()
    }
}
