import Foundation

/// How an interpolated floating-point number is written in a ``Logger`` message:
/// `\(seconds, format: .fixed(precision: 2))`.
///
/// The text is the C library's `fprintf` conversion, which os_log uses: `%f` (fixed, six
/// digits after the point unless a precision is given, so `3.14` logs as `3.140000`, as on
/// iOS), `%e` (exponential), `%g` (hybrid: the shorter of the two) and `%a` (hex), with a
/// `+` before non-negative numbers and capitals (`INF`, `E`) when asked.
public struct OSLogFloatFormatting {
    /// The conversion's letter in lowercase: f, e, g or a.
    let conversion: Character
    let explicitPositiveSign: Bool
    let uppercase: Bool
    /// Digits after the point (significant digits for hybrid), evaluated when the message is
    /// written; nil for the conversion's default.
    let precision: (() -> Int)?

    /// Fixed point with six digits after it: the default.
    public static var fixed: OSLogFloatFormatting { .fixed() }

    /// Fixed point with six digits after it.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    /// Fixed point with `precision` digits after it.
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: precision)
    }

    /// Hexadecimal (`0x1.8p+1`).
    public static var hex: OSLogFloatFormatting { .hex() }

    /// Hexadecimal (`0x1.8p+1`), in capitals with `uppercase`.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    /// Exponential (`3.140000e+00`).
    public static var exponential: OSLogFloatFormatting { .exponential() }

    /// Exponential with six digits after the point.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    /// Exponential with `precision` digits after the point.
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: precision)
    }

    /// Fixed or exponential, whichever suits the number's size (`%g`).
    public static var hybrid: OSLogFloatFormatting { .hybrid() }

    /// Fixed or exponential, whichever suits the number's size, with six significant digits.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    /// Fixed or exponential, whichever suits the number's size, with `precision` significant digits.
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: precision)
    }

    /// The most digits a precision may ask for: more would only repeat the binary value's
    /// expansion, and bounds the text's length.
    static let maximumPrecision = 100

    /// `value` in this format, padded by `align`.
    func text(of value: Double, align: OSLogStringAlignment) -> String {
        var specification = "%"
        if explicitPositiveSign { specification += "+" }
        if let precision {
            specification += "." + String(min(max(precision(), 0), Self.maximumPrecision))
        }
        specification.append(uppercase ? Character(conversion.uppercased()) : conversion)
        return align.apply(to: Self.printf(specification, value))
    }

    /// The C library's conversion of one double.
    private static func printf(_ specification: String, _ value: Double) -> String {
        // The length first (a huge number in fixed point has hundreds of digits), then the text.
        let count = withVaList([value]) { vsnprintf(nil, 0, specification, $0) }
        guard count > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(count) + 1)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, specification, $0) }
        return String(decoding: buffer.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
