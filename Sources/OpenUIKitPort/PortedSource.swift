/// One source file ported: its text before and after, and what changed or needs a hand edit.
public struct PortedSource: Equatable, Sendable {
    public var path: String
    public var original: String
    public var rewritten: String
    /// The rewrites, in source order.
    public var edits: [PortEdit]
    /// The places left for a hand edit, in source order.
    public var handEdits: [HandEdit]
    /// The frameworks OpenUIKit's package provides beside it that the file imports
    /// (`GameplayKit`, `os`), sorted: the ported package's manifest depends on them.
    public var providedFrameworks: [String]

    public init(path: String, original: String, rewritten: String, edits: [PortEdit], handEdits: [HandEdit],
                providedFrameworks: [String] = []) {
        self.path = path
        self.original = original
        self.rewritten = rewritten
        self.edits = edits
        self.handEdits = handEdits
        self.providedFrameworks = providedFrameworks
    }

    public var isChanged: Bool { original != rewritten }
}
