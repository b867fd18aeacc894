/// A ``Logger`` message: a string literal with interpolated values, evaluated only when the
/// message is written.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The literal text and values, in order.
    private let interpolation: OSLogInterpolation

    /// A message without values.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// A message with interpolated values.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// The text, with every value evaluated now.
    func rendered() -> String {
        interpolation.pieces.map { $0() }.joined()
    }
}
