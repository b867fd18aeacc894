import CCairo
import Foundation

/// How the ends of stroked open subpaths are drawn.
public enum CGLineCap: Int32, Sendable {
    /// `butt` ends a stroke flat at the endpoint; `round` adds a half disc and `square` a half
    /// square, each half the line width past it.
    case butt, round, square

    var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

/// How the corners between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// `miter` extends the outer edges to a point (bevelled past the miter limit); `round`
    /// rounds the corner; `bevel` cuts it straight across.
    case miter, round, bevel

    var cairoValue: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}

/// Which points a fill covers.
public enum CGPathFillRule: Int, Sendable {
    /// `winding` fills points the path winds around a non-zero net number of times; `evenOdd`
    /// fills points from which a ray crosses the path an odd number of times.
    case winding, evenOdd

    var cairoValue: cairo_fill_rule_t {
        self == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the non-zero rule, fill with the even-odd rule, stroke, or fill (non-zero or
    /// even-odd) and then stroke.
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How images are filtered when scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The filter for scaled images: `none` is nearest-neighbour, `low` Cairo's fast filter,
    /// `default` and `medium` its good one, `high` its best.
    case `default`, none, low, medium, high

    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .medium, .default: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}

/// Porter-Duff and separable/non-separable blend modes, mapped onto Cairo's operators.
///
/// Core Graphics' `plusDarker` has no Cairo operator and is not offered.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    /// The basic and separable blend modes: source over, and Cairo's multiply, screen, overlay,
    /// darken, lighten, dodge and burn.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    /// The light, difference and exclusion blends, and the non-separable hue, saturation, color
    /// and luminosity blends.
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    /// Porter-Duff operators led by the source: clear everything, copy the source, or keep it
    /// in, out of or atop the destination.
    case clear, copy, sourceIn, sourceOut, sourceAtop
    /// Porter-Duff operators led by the destination: keep it over, in, out of or atop the source.
    case destinationOver, destinationIn, destinationOut, destinationAtop
    /// `xor` keeps each where the other is absent; `plusLighter` adds source and destination
    /// (Cairo's add operator).
    case xor, plusLighter

    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
