import Foundation

/// Pictures of a view's subtree: drawn into the current context, or as a new view.
extension UIView {
    /// Draws the view and its subviews, as the compositor shows them, into the current
    /// context (`UIGraphicsGetCurrentContext()`), scaled to fill `rect` (in the context's user
    /// space). Returns false, drawing nothing, when there is no current context or the view
    /// has no area.
    ///
    /// With `afterScreenUpdates` true, the view's window first lays out and draws what is
    /// pending, so recent changes show; with false, the picture is what was last drawn.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else {
            Diagnostics.warn("UIView.drawHierarchy(in:afterScreenUpdates:) returned false: there is no current context",
                             once: "UIView.drawHierarchy.noContext")
            return false
        }
        guard rect.isFinite, !rect.isEmpty, bounds.width > 0, bounds.height > 0 else { return false }
        let transform = context.ctm
        let pixelsPerPoint = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let scale = pixelsPerPoint * max(rect.width / bounds.width, rect.height / bounds.height)
        guard let surface = snapshotSurface(afterScreenUpdates: afterScreenUpdates, scale: scale) else { return false }
        context.drawImageSurface(surface, pixelSize: CGSize(width: surface.pixelWidth, height: surface.pixelHeight), in: rect)
        return true
    }

    /// A new view, the size of this one's frame and at its place, showing a picture of this
    /// view and its subviews as they look now (with `afterScreenUpdates` true, after the
    /// window lays out and draws what is pending). Nil when the view has no area.
    public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        let scale = window?.screenScale ?? AssetCatalog.preferredScale
        guard bounds.width > 0, bounds.height > 0,
              let surface = snapshotSurface(afterScreenUpdates: afterScreenUpdates, scale: scale) else { return nil }
        let snapshot = UIImageView(image: UIImage(surface: surface, scale: scale))
        snapshot.frame = frame
        return snapshot
    }

    /// The subtree's pixels at `scale`, after drawing what is pending when asked to.
    private func snapshotSurface(afterScreenUpdates: Bool, scale: CGFloat) -> CairoSurface? {
        if afterScreenUpdates, let window {
            window.layoutIfNeeded()
            visitSubtree { _ = $0.displayContentIfNeeded(in: window) }
        }
        return Compositor.snapshot(of: self, scale: scale)
    }
}
