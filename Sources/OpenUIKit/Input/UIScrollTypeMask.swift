import Foundation

/// A set of scroll types, for `UIPanGestureRecognizer.allowedScrollTypesMask` (UIKit's
/// `UIScrollTypeMask`: bit *n* is the `UIScrollType` whose raw value is *n*).
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    /// The mask's bits: `1 << UIScrollType.rawValue` for each type it holds.
    public let rawValue: Int

    /// A mask with the bits of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Discrete scrolling: a mouse wheel's notches.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Continuous scrolling: a touchpad's two-finger scroll.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Both kinds.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// Whether the mask holds `type`.
    func allows(_ type: UIScrollType) -> Bool {
        contains(UIScrollTypeMask(rawValue: 1 << type.rawValue))
    }
}
