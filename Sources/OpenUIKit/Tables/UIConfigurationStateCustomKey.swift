import Foundation

/// The key of a custom value in a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A key named `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
