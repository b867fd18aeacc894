/// A file or folder the porter cannot work on: missing, unreadable, not Swift, a folder
/// without Swift files, or a file it could not write. One line, naming the path.
public struct PortFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "\(path): \(reason)"
    }
}
