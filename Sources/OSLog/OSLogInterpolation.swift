/// The interpolations a ``Logger`` message accepts: any value, with a privacy option.
///
/// Values are kept as closures and described (`String(describing:)`) when the message is
/// written.
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

    /// Appends a value: `\(count)`, `\(name, privacy: .public)`, `\(token, privacy: .private(mask: .hash))`.
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
        pieces.append { String(describing: value()) }
    }

    /// Appends an optional value, written as its value or `nil`.
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T?, privacy: OSLogPrivacy = .auto) {
        pieces.append { value().map { String(describing: $0) } ?? "nil" }
    }
}
