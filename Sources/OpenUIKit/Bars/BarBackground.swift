import Foundation

/// The background the system bars share (navigation bar, toolbar and tab bar): iOS's light
/// chrome grey or the bar's `barTintColor`, slightly see-through while the bar is
/// translucent, and a one-pixel hairline on the edge that meets the content.
struct BarBackground {
    /// The edge of the bar that meets the content, where the hairline goes.
    enum HairlineEdge {
        case top, bottom
    }

    /// The background of a translucent bar without `barTintColor` (iOS's chrome grey).
    static let translucentColor = UIColor(red255: 249, green: 249, blue: 249, alpha: 0.94)
    /// The background of an opaque bar without `barTintColor`.
    static let opaqueColor = UIColor(red255: 249, green: 249, blue: 249)
    /// The opacity a translucent bar gives its `barTintColor`.
    static let translucentTintAlpha: CGFloat = 0.85
    /// The hairline's colour (iOS's bar shadow).
    static let hairlineColor = UIColor(white: 0, alpha: 0.3)

    /// The bar's colour, nil for the system grey.
    var barTintColor: UIColor?
    /// Whether the bar lets some of the content under it show through.
    var isTranslucent: Bool
    /// Where the hairline is drawn.
    var hairlineEdge: HairlineEdge

    /// The colour the bar fills its bounds with.
    var fillColor: UIColor {
        if let barTintColor {
            return isTranslucent ? barTintColor.withAlphaComponent(barTintColor.alpha * Self.translucentTintAlpha) : barTintColor
        }
        return isTranslucent ? Self.translucentColor : Self.opaqueColor
    }

    /// Fills `bounds` in the current context and draws the hairline one device pixel thick.
    func draw(in bounds: CGRect, displayScale: CGFloat) {
        fillColor.setFill()
        UIRectFill(bounds)
        let pixel = 1 / max(1, displayScale)
        Self.hairlineColor.setFill()
        let y = hairlineEdge == .top ? bounds.minY : bounds.maxY - pixel
        UIRectFill(CGRect(x: bounds.minX, y: y, width: bounds.width, height: pixel))
    }
}
