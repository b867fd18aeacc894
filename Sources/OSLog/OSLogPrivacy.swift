/// Whether an interpolated value may be shown in a log. Accepted for source compatibility:
/// on Linux the line on standard error shows every value, as Xcode's console does while
/// debugging an app.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a private value would be masked.
    public struct Mask: Equatable, Sendable {
        /// The value's hash instead of the value.
        public static let hash = Mask(kind: 1)
        /// No mask.
        public static let none = Mask(kind: 0)

        private let kind: Int
    }

    private let level: Int
    private let mask: Mask

    /// The system decides: scalars are public, strings and objects private.
    public static let auto = OSLogPrivacy(level: 0, mask: .none)
    /// The value may be shown.
    public static let `public` = OSLogPrivacy(level: 1, mask: .none)
    /// The value is redacted in persisted logs.
    public static let `private` = OSLogPrivacy(level: 2, mask: .none)
    /// The value is always redacted.
    public static let sensitive = OSLogPrivacy(level: 3, mask: .none)

    /// ``auto`` with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 0, mask: mask) }
    /// ``private`` with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 2, mask: mask) }
    /// ``sensitive`` with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: 3, mask: mask) }
}
