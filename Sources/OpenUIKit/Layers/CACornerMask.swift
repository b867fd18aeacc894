import Foundation

/// Which corners of a layer `cornerRadius` rounds. The names are Core Animation's, in its
/// layer coordinates: on iOS (and here) y grows downwards, so `MinY` is the top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners, as bits.
    public let rawValue: UInt

    /// Corners from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)

    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)

    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)

    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// All four corners: a layer's default.
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The same corners as `UIBezierPath` names them.
    var rectCorners: UIRectCorner {
        var corners: UIRectCorner = []
        if contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return corners
    }
}
