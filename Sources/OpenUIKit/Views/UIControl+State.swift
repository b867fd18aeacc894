import Foundation

extension UIControl {
    /// The conditions a control can be in, combined: `[.selected, .highlighted]` is a selected
    /// control being pressed. The raw values are UIKit's.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not selected, not highlighted: no bit set.
        public static let normal = State([])
        /// A touch is down inside the control (within its tracking slop).
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (focus-driven platforms).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
