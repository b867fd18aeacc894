import Foundation

/// What a layer shows of the window behind it (a `UIVisualEffectView`'s layer): the pixels
/// already composited under its bounds, blurred, more saturated and tinted, and, for a
/// vibrancy effect, its sublayers' colours pulled toward those pixels.
///
/// A value in `LayerState`, so that it has a presentation like any other drawn value: a
/// blur fading in from no effect inside `UIView.animate` is the radius, saturation and tint
/// going from nothing to the style's. The compositor reads it (`Compositor+Backdrop`).
struct BackdropStyle: Equatable {
    /// The Gaussian's standard deviation, in points; 0 leaves the backdrop sharp.
    var blurRadius: CGFloat = 0
    /// How much the blurred backdrop's colours are saturated: 1 leaves them, 2 doubles each
    /// colour's distance from its grey.
    var saturation: CGFloat = 1
    /// Laid over the blurred backdrop; nil for none.
    var tint: CGColor?
    /// For a vibrancy effect: the fraction (0…1) of its sublayers' colour replaced by the
    /// backdrop's under them; 0 for none.
    var vibrancy: CGFloat = 0

    /// No effect: what a visual effect view without an effect draws.
    static let none = BackdropStyle()

    /// How far, in Gaussian standard deviations, the blur reads around a pixel: past three,
    /// a Gaussian weighs less than 0.3 % of the colour.
    static let reachInStandardDeviations: CGFloat = 3

    /// Whether the layer has any backdrop work to do.
    var isVisible: Bool {
        blurRadius > 0 || saturation != 1 || (tint?.alpha ?? 0) > 0 || vibrancy > 0
    }

    /// Whether the layer paints a backdrop of its own (blurred, saturated or tinted) under
    /// its content, as a blur effect does; a vibrancy effect alone does not.
    var paintsBackdrop: Bool {
        blurRadius > 0 || saturation != 1 || (tint?.alpha ?? 0) > 0
    }

    /// How far around its bounds, in points, the blur reads the window's pixels.
    var sampleReach: CGFloat {
        blurRadius > 0 ? BackdropStyle.reachInStandardDeviations * blurRadius : 0
    }
}

extension BackdropStyle: LayerAnimatable {
    /// Each part on its own: the radius, saturation and vibrancy as numbers, the tint as a
    /// colour (no tint is the other tint made transparent).
    static func interpolate(_ from: BackdropStyle, _ to: BackdropStyle, _ progress: Double) -> BackdropStyle {
        BackdropStyle(blurRadius: Swift.max(0, .interpolate(from.blurRadius, to.blurRadius, progress)),
                      saturation: Swift.max(0, .interpolate(from.saturation, to.saturation, progress)),
                      tint: Optional<CGColor>.interpolate(from.tint, to.tint, progress),
                      vibrancy: Swift.min(1, Swift.max(0, .interpolate(from.vibrancy, to.vibrancy, progress))))
    }
}
