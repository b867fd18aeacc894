/// The interpolations a ``Logger`` message accepts: any value, with a privacy option;
/// integers and floating-point numbers with a `format:` (``OSLogIntegerFormatting``,
/// ``OSLogFloatFormatting``), Booleans with a ``OSLogBoolFormat``, and values with an
/// `align:` (``OSLogStringAlignment``), as Apple's `OSLogInterpolation` declares them.
///
/// Values are kept as closures and made into text when the message is written. A Double
/// or Float is written as os_log writes it, in `%f` unless another format is given (`3.14`
/// logs as `3.140000`); other values are described (`String(describing:)`).
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// The literal text and the values, each as what makes its text.
    var pieces: [() -> String] = []

    /// Space for a message of `literalCapacity` characters and `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) {
        pieces.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
        pieces.append { literal }
    }

    /// Appends a value: `\(count)`, `\(name, privacy: .public)`, `\(token, privacy: .private(mask: .hash))`,
    /// `\(name, align: .left(columns: 10))`.
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
                                               privacy: OSLogPrivacy = .auto) {
        pieces.append { align.apply(to: String(describing: value())) }
    }

    /// Appends an optional value, written as its value or `nil`.
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T?, align: OSLogStringAlignment = .none,
                                               privacy: OSLogPrivacy = .auto) {
        pieces.append { align.apply(to: value().map { String(describing: $0) } ?? "nil") }
    }

    /// Appends an integer: `\(count, format: .hex(includePrefix: true), align: .right(columns: 8))`.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none,
                                                                   privacy: OSLogPrivacy = .auto) {
        pieces.append { format.text(of: number(), align: align) }
    }

    /// Appends a Double: `\(seconds, format: .fixed(precision: 2))`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        pieces.append { format.text(of: number(), align: align) }
    }

    /// Appends a Float: `\(scale, format: .hybrid)`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        pieces.append { format.text(of: Double(number()), align: align) }
    }

    /// Appends a Boolean: `\(isFaceUp)` (`true`), `\(isFaceUp, format: .answer)` (`YES`).
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        pieces.append { format.text(of: boolean()) }
    }
}
