/// How an interpolated `Bool` is written in a ``Logger`` message:
/// `\(isFaceUp, format: .answer)`.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`: the default.
    case truth
    /// `YES` or `NO`, Objective-C's spelling.
    case answer

    /// The text of `value` in this format.
    func text(of value: Bool) -> String {
        switch self {
        case .truth: return value ? "true" : "false"
        case .answer: return value ? "YES" : "NO"
        }
    }
}
