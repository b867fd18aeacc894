import Foundation

/// The object that draws and lays out a layer's content in its place, as in Core
/// Animation. Every method is optional: the protocol's extension gives each the behaviour a
/// delegate that does not implement it gets. A view is its layer's delegate.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// Sets the layer's content (its `contents`, say) instead of drawing it; the default
    /// draws the layer through `draw(in:)` into a new bitmap.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, whose coordinates are the layer's bounds; the
    /// default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called just before the layer draws, to set up (its `contentsFormat`, say); the
    /// default does nothing.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers when its bounds changed or `setNeedsLayout()` was
    /// called; the default does nothing.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` on the layer (see `CALayer.action(forKey:)`):
    /// an action to run, `NSNull` for none, or nil to go on searching; the default is nil.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Draws the layer the standard way: `layerWillDraw(_:)`, then `draw(in:)` into a new
    /// bitmap of the layer's bounds at its `contentsScale`.
    public func display(_ layer: CALayer) {
        layer.drawIntoBitmap()
    }

    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}

    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}

    /// Nil: the layer goes on searching (its `actions`, then the class's default).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
