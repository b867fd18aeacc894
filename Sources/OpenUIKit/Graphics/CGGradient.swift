import CCairo
import Foundation

/// A smooth run of colours between locations 0 and 1, as Core Graphics' `CGGradient`, drawn
/// by `CGContext.drawLinearGradient(_:start:end:options:)` and
/// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`.
///
/// Immutable, so any thread may share one.
public final class CGGradient: Sendable {
    /// One colour at one location (0…1), in sRGB with straight alpha.
    struct Stop: Sendable, Equatable {
        var location: CGFloat
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    /// The stops, by ascending location.
    let stops: [Stop]

    private init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// A gradient through `colors` (an array of `CGColor`s, as `[a.cgColor, b.cgColor] as
    /// CFArray`) at `locations` (one per colour, 0…1), or evenly spaced from 0 to 1 when
    /// `locations` is nil. The colour space is accepted for Core Graphics' sake: colours are
    /// sRGB. Nil, with a warning, when there is no colour or an element is not a `CGColor`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var cgColors: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else {
                Diagnostics.warn("CGGradient(colorsSpace:colors:locations:) is nil: \(type(of: element)) in the colours is not a CGColor",
                                 once: "CGGradient.colors.type")
                return nil
            }
            cgColors.append(color)
        }
        guard !cgColors.isEmpty else {
            Diagnostics.warn("CGGradient(colorsSpace:colors:locations:) is nil: there are no colours", once: "CGGradient.colors.empty")
            return nil
        }
        let places = CGGradient.locations(locations, count: cgColors.count)
        self.init(stops: zip(cgColors, places).map { color, location in
            Stop(location: location, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        })
    }

    /// A gradient of `count` colours whose components (colour then alpha, for each colour:
    /// four values in an RGB space, two in a gray one) `components` holds, at `locations` (or
    /// evenly spaced when nil). Nil, with a warning, for a count below 1.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count >= 1 else {
            Diagnostics.warn("CGGradient(colorSpace:colorComponents:locations:count: \(count)) is nil: it needs at least one colour",
                             once: "CGGradient.components.count")
            return nil
        }
        let perColor = space.numberOfComponents + 1
        let places = CGGradient.locations(locations, count: count)
        self.init(stops: (0..<count).map { index in
            let c = components + index * perColor
            if perColor == 2 {
                return Stop(location: places[index], red: c[0], green: c[0], blue: c[0], alpha: c[1])
            }
            return Stop(location: places[index], red: c[0], green: c[1], blue: c[2], alpha: c[3])
        })
    }

    /// The given locations clamped to 0…1, or `count` even steps from 0 to 1.
    private static func locations(_ given: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        guard let given else {
            return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
        }
        return (0..<count).map { given[$0].isNaN ? 0 : min(1, max(0, given[$0])) }
    }

    /// Adds the stops to a Cairo gradient pattern.
    func addStops(to pattern: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), CGColor.clampUnit(stop.red),
                                              CGColor.clampUnit(stop.green), CGColor.clampUnit(stop.blue), CGColor.clampUnit(stop.alpha))
        }
    }
}

/// Whether a gradient's end colours extend past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32

    /// Wraps raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The first colour also fills the area before the start (behind the start point's
    /// perpendicular, or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last colour also fills the area past the end (beyond the end point's
    /// perpendicular, or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
