/// How an interpolated integer is written in a ``Logger`` message:
/// `\(flags, format: .hex(includePrefix: true, minDigits: 4))`.
///
/// The text is what os_log's `fprintf`-style conversion writes: decimal (`%d`, `%u`), hex
/// (`%x`, `%X`) or octal (`%o`), with at least `minDigits` digits (zeros in front), a `+`
/// before non-negative numbers when asked, and, with `includePrefix`, Swift's `0x` or `0o`
/// written before the number and its alignment padding, as Apple's library writes it. A
/// negative number in hex or octal (which Apple's library refuses when compiling) is
/// written as its two's-complement bit pattern at its type's width, as `%x` does.
public struct OSLogIntegerFormatting {
    /// 10, 16 or 8.
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    /// The minimum number of digits, evaluated when the message is written; nil for no minimum.
    let minDigits: (() -> Int)?

    /// Decimal, the default.
    public static var decimal: OSLogIntegerFormatting { .decimal() }

    /// Decimal, with a `+` before non-negative numbers when `explicitPositiveSign` is true.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
                               minDigits: nil)
    }

    /// Decimal, with zeros in front up to `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
                               minDigits: minDigits)
    }

    /// Hexadecimal, lowercase, without a prefix.
    public static var hex: OSLogIntegerFormatting { .hex() }

    /// Hexadecimal: `0x` before it with `includePrefix`, digits above 9 in capitals with
    /// `uppercase`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: nil)
    }

    /// Hexadecimal with zeros in front up to `minDigits` digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    /// Octal, without a prefix.
    public static var octal: OSLogIntegerFormatting { .octal() }

    /// Octal: `0o` before it with `includePrefix`.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: nil)
    }

    /// Octal with zeros in front up to `minDigits` digits.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    /// `value` in this format, padded by `align`.
    func text<T: FixedWidthInteger>(of value: T, align: OSLogStringAlignment) -> String {
        let negative = value < 0
        var digits: String
        if radix == 10 {
            digits = String(value.magnitude, radix: 10)
        } else {
            // The bit pattern at the type's width, as an unsigned conversion reads it.
            digits = String(UInt64(truncatingIfNeeded: value) & Self.mask(bits: T.bitWidth), radix: radix, uppercase: uppercase)
        }
        if let minimum = minDigits?(), digits.count < minimum {
            digits = String(repeating: "0", count: minimum - digits.count) + digits
        }
        let prefix = includePrefix ? (radix == 16 ? "0x" : radix == 8 ? "0o" : "") : ""
        if T.isSigned && radix == 10 {
            // A signed conversion's sign is part of the padded field.
            let sign = negative ? "-" : explicitPositiveSign ? "+" : ""
            return prefix + align.apply(to: sign + digits)
        }
        // An unsigned conversion has no sign of its own: the `+` is written before everything.
        return (explicitPositiveSign ? "+" : "") + prefix + align.apply(to: digits)
    }

    /// The low `bits` bits set.
    private static func mask(bits: Int) -> UInt64 {
        bits >= 64 ? .max : (1 << UInt64(bits)) - 1
    }
}
