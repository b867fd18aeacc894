/// A place the porter left alone because Linux needs an edit it cannot make: a
/// `#selector(getter:)`, a selector whose receiver's type it cannot tell, an `optional`
/// protocol requirement.
public struct HandEdit: Equatable, Sendable {
    /// The 1-based line of the code, in the original file.
    public var line: Int
    /// What is wrong and that it needs fixing by hand, on one line.
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line: message`, to follow a path and a colon.
    public var description: String {
        "\(line): \(message)"
    }
}
