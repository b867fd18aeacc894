/// One rewrite the porter made, as the user reads it: `path:line: before → after`.
public struct PortEdit: Equatable, Sendable {
    /// The 1-based line the rewritten code starts on, in the original file.
    public var line: Int
    /// The code before and after, on one line: the replaced text, or for a dropped
    /// attribute the rest of its line (an attribute alone on its line is `(removed)` after).
    public var before: String
    public var after: String

    /// What a removal shows as its `after` when nothing is left.
    public static let removedMarker = "(removed)"
    /// What an addition shows as its `before`: the code was not there.
    public static let addedMarker = "(added)"

    public init(line: Int, before: String, after: String) {
        self.line = line
        self.before = before
        self.after = after
    }

    /// `line: before → after`, to follow a path and a colon.
    public var description: String {
        "\(line): \(before) → \(after)"
    }
}
