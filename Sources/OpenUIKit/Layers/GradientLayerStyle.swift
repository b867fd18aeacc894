import Foundation

/// What a `CAGradientLayer` draws, as one value in its `LayerState` (the model's, and while
/// it animates, the presentation's).
struct GradientLayerStyle: Equatable {
    /// The colours, in order; none draws nothing.
    var colors: [CGColor] = []
    /// Where each colour sits, 0…1 along the gradient; nil spreads them evenly. Ignored
    /// (colours spread evenly) when the counts differ, as Core Animation does.
    var locations: [CGFloat]?
    /// In the unit square of the bounds.
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type: CAGradientLayerType = .axial

    /// Whether anything is drawn.
    var isVisible: Bool { !colors.isEmpty }

    /// The colour stops: each colour with its offset 0…1, in order of offset.
    var stops: [(offset: CGFloat, color: CGColor)] {
        guard !colors.isEmpty else { return [] }
        if colors.count == 1 { return [(0, colors[0])] }
        let offsets: [CGFloat]
        if let locations, locations.count == colors.count {
            offsets = locations
        } else {
            offsets = colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        return zip(offsets, colors).map { (offset: $0, color: $1) }
    }
}
