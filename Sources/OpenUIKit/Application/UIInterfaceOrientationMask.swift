import Foundation

/// A set of interface orientations, as a controller's supported orientations are given. The
/// raw values are UIKit's: one bit per `UIInterfaceOrientation` raw value.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// A mask of the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, the device's top to the right.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, the device's top to the left.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside-down portrait.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
