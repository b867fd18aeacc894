/// Something in an app the porting tool could not port, reported so that a person sees every
/// gap at once: a hand edit, a framework OpenUIKit lacks, an Objective-C file, a Swift file
/// that does not parse.
public struct PortGap: Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the app's folder.
    public var path: String
    /// The 1-based line, when the gap is at one place in the file.
    public var line: Int?
    /// What is missing and what to do, on one line.
    public var message: String

    /// A gap in `path`, at `line` if it has one.
    public init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: message`, or `path: message` without a line.
    public var description: String {
        if let line { return "\(path):\(line): \(message)" }
        return "\(path): \(message)"
    }
}
