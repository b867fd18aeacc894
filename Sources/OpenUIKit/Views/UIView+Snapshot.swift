import Foundation

/// A picture of a view's subtree as a new view (`drawHierarchy(in:afterScreenUpdates:)`,
/// which draws it into the current context, is in `UIView+HierarchyDrawing`).
extension UIView {
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
