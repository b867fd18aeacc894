import Foundation

/// A colour as Core Graphics holds it: sRGB components in 0…1 plus alpha.
///
/// `UIColor.cgColor` returns one; `CGContext.setFillColor(_:)` takes one.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The red component in sRGB, 0…1.
    public let red: CGFloat
    /// The green component in sRGB, 0…1.
    public let green: CGFloat
    /// The blue component in sRGB, 0…1.
    public let blue: CGFloat
    /// The opacity, 0 (transparent) to 1 (opaque).
    public let alpha: CGFloat

    /// Components are clamped to 0…1 (quietly, as UIKit does); a NaN component becomes 0, with
    /// a warning, since it is always a mistake.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = CGColor.clampUnit(red)
        self.green = CGColor.clampUnit(green)
        self.blue = CGColor.clampUnit(blue)
        self.alpha = CGColor.clampUnit(alpha)
    }

    /// A gray with every colour component at `gray`, clamped like the RGBA initializer.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The components in Core Graphics' order: red, green, blue, alpha.
    public var components: [CGFloat] { [red, green, blue, alpha] }
    /// How many values `components` holds: always 4.
    public var numberOfComponents: Int { 4 }

    /// The same colour with its alpha replaced by `newAlpha`.
    public func copy(alpha newAlpha: CGFloat) -> CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: newAlpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    static func clampUnit(_ value: CGFloat) -> CGFloat {
        guard !value.isNaN else {
            Diagnostics.warn("a colour component of nan was replaced by 0", once: "CGColor.nan")
            return 0
        }
        return Swift.min(1, Swift.max(0, value))
    }
}
