import Foundation

/// The direction focus moved in, as UIKit numbers them: Tab moves `.next`, Shift-Tab
/// `.previous`, and an update without a direction (a touch, `setNeedsFocusUpdate()`) has none.
public struct UIFocusHeading: OptionSet, Sendable, Hashable {
    /// The heading's bits.
    public let rawValue: UInt

    /// A heading from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Focus moved up.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Focus moved down.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Focus moved left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Focus moved right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// Focus moved to the next item in reading order (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Focus moved to the previous item in reading order (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    /// Focus moved to the first item.
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    /// Focus moved to the last item.
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}
