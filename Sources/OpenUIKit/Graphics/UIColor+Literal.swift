import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` (what Xcode's colour well writes) makes a `UIColor`,
/// as with UIKit: the compiler builds the type named `_ColorLiteralType` through
/// `_ExpressibleByColorLiteral`.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// The sRGB colour with these components (0…1; others are clamped, as for
    /// `init(red:green:blue:alpha:)`).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
