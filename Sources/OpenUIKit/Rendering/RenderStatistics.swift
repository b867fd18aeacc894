import Foundation

/// What one update pass did: the instrumentation hook that tests and benchmarks read to
/// prove that work follows damage.
public struct RenderStatistics: Sendable, Equatable {
    /// How many `draw(_:)` calls the pass made.
    public var drawCalls = 0
    /// How many `layoutSubviews()` passes ran (a view laid out twice counts twice).
    public var layoutPasses = 0
    /// Window pixels recomposited (the area of the damage rectangles).
    public var compositedPixels = 0
    /// Window pixels moved by scroll blits (already composited pixels shifted with a
    /// scroll, not composited again); they are presented with the damage.
    public var blittedPixels = 0
    /// Window pixels restored from the save-under's copy of the window without its moving
    /// overlays (a drag's preview), under the overlays painted again over them; the
    /// pixels composited under them are in `compositedPixels`.
    public var restoredPixels = 0
    /// Views whose content or background was painted into the back buffer.
    public var viewsPainted = 0
    /// The damage rectangles, in window pixels, that the platform should present.
    public var damageInWindowPixels: [CGRect] = []

    /// Statistics of a pass that has done nothing yet: every count zero, no damage.
    public init() {}
}
