/// A file swift-syntax could not parse: the porter does not rewrite it, since edits planned
/// on a broken tree could land in the wrong place.
public struct PortSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    /// Where the first error is, 1-based (the column counts UTF-8 bytes, as the compiler's).
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        "\(path):\(line):\(column): cannot parse: \(message)"
    }
}
