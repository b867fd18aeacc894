import Foundation

/// A colour with UIKit's constructors, component accessors and drawing setters.
///
/// Immutable and `Sendable`, like UIKit's, and an `NSObject` as UIKit's is: two colours with
/// the same components are equal (`isEqual(_:)`, `==`) and hash alike. Components are sRGB
/// in 0…1; values outside are clamped (UIKit's extended range is not kept).
///
/// Unchecked `Sendable` only because `NSObject` is not: every stored property is a `let` of
/// a `Sendable` type.
public final class UIColor: NSObject, @unchecked Sendable {
    /// The same colour as a `CGColor`.
    public let cgColor: CGColor

    /// A colour that wraps `cgColor`.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// A colour from sRGB components and an alpha, each clamped to 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A gray from a white level (0 black, 1 white) and an alpha, each clamped to 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Hue, saturation and brightness in 0…1 (hue wraps around).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// A colour from 8-bit components, as design tools give them.
    public convenience init(red255 red: Int, green: Int, blue: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// The red component in sRGB, 0…1.
    public var red: CGFloat { cgColor.red }
    /// The green component in sRGB, 0…1.
    public var green: CGFloat { cgColor.green }
    /// The blue component in sRGB, 0…1.
    public var blue: CGFloat { cgColor.blue }
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat { cgColor.alpha }

    /// The same colour with its alpha replaced by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha))
    }

    // MARK: Reading components (UIKit's out-parameter style)

    /// Writes the red, green, blue and alpha components to the pointers given; always true.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = cgColor.red
        green?.pointee = cgColor.green
        blue?.pointee = cgColor.blue
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// Writes the hue, saturation, brightness and alpha to the pointers given; always true.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let hsb = UIColor.hsb(red: cgColor.red, green: cgColor.green, blue: cgColor.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// The grey level (Rec. 709 luma of the components) and alpha.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = 0.2126 * cgColor.red + 0.7152 * cgColor.green + 0.0722 * cgColor.blue
        alpha?.pointee = cgColor.alpha
        return true
    }

    // MARK: Drawing

    /// Makes this the fill colour of the current context.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the stroke colour of the current context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Makes this both the fill and the stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }

    // MARK: Equality

    /// Whether `object` is a colour with the same components, as UIKit compares colours.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    /// A hash of the components, consistent with `isEqual(_:)`.
    public override var hash: Int { cgColor.hashValue }

    /// The components, for logs and test failures.
    public override var description: String {
        "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    // MARK: Conversions

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
        -> (red: CGFloat, green: CGFloat, blue: CGFloat)
    {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = CGColor.clampUnit(saturation)
        let v = CGColor.clampUnit(brightness)
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func hsb(red: CGFloat, green: CGFloat, blue: CGFloat)
        -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
    {
        let maxC = Swift.max(red, green, blue)
        let minC = Swift.min(red, green, blue)
        let delta = maxC - minC
        let saturation = maxC == 0 ? 0 : delta / maxC
        var hue: CGFloat = 0
        if delta > 0 {
            if maxC == red {
                hue = (green - blue) / delta
            } else if maxC == green {
                hue = 2 + (blue - red) / delta
            } else {
                hue = 4 + (red - green) / delta
            }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        return (hue, saturation, maxC)
    }
}

// MARK: - Named colours

extension UIColor {
    /// Opaque black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// An opaque gray at one third white.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// An opaque gray at two thirds white.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Opaque white.
    public static let white = UIColor(white: 1, alpha: 1)
    /// An opaque gray at half white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Opaque pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Opaque pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Opaque pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Opaque cyan: full green and blue.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Opaque yellow: full red and green.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Opaque magenta: full red and blue.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Opaque orange: full red, half green.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Opaque purple: half red, half blue.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Opaque brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)

    // The iOS system palette in its light appearance (Apple's Human Interface Guidelines).
    /// The system palette's red, (255, 59, 48) in 8-bit sRGB.
    public static let systemRed = UIColor(red255: 255, green: 59, blue: 48)
    /// The system palette's orange, (255, 149, 0) in 8-bit sRGB.
    public static let systemOrange = UIColor(red255: 255, green: 149, blue: 0)
    /// The system palette's yellow, (255, 204, 0) in 8-bit sRGB.
    public static let systemYellow = UIColor(red255: 255, green: 204, blue: 0)
    /// The system palette's green, (52, 199, 89) in 8-bit sRGB.
    public static let systemGreen = UIColor(red255: 52, green: 199, blue: 89)
    /// The system palette's mint, (0, 199, 190) in 8-bit sRGB.
    public static let systemMint = UIColor(red255: 0, green: 199, blue: 190)
    /// The system palette's teal, (48, 176, 199) in 8-bit sRGB.
    public static let systemTeal = UIColor(red255: 48, green: 176, blue: 199)
    /// The system palette's cyan, (50, 173, 230) in 8-bit sRGB.
    public static let systemCyan = UIColor(red255: 50, green: 173, blue: 230)
    /// The system palette's blue, (0, 122, 255) in 8-bit sRGB; also the default `tintColor`.
    public static let systemBlue = UIColor(red255: 0, green: 122, blue: 255)
    /// The system palette's indigo, (88, 86, 214) in 8-bit sRGB.
    public static let systemIndigo = UIColor(red255: 88, green: 86, blue: 214)
    /// The system palette's purple, (175, 82, 222) in 8-bit sRGB.
    public static let systemPurple = UIColor(red255: 175, green: 82, blue: 222)
    /// The system palette's pink, (255, 45, 85) in 8-bit sRGB.
    public static let systemPink = UIColor(red255: 255, green: 45, blue: 85)
    /// The system palette's brown, (162, 132, 94) in 8-bit sRGB.
    public static let systemBrown = UIColor(red255: 162, green: 132, blue: 94)
    /// The system palette's base gray, (142, 142, 147) in 8-bit sRGB.
    public static let systemGray = UIColor(red255: 142, green: 142, blue: 147)
    /// The second system gray, lighter than `systemGray`: (174, 174, 178).
    public static let systemGray2 = UIColor(red255: 174, green: 174, blue: 178)
    /// The third system gray: (199, 199, 204).
    public static let systemGray3 = UIColor(red255: 199, green: 199, blue: 204)
    /// The fourth system gray: (209, 209, 214).
    public static let systemGray4 = UIColor(red255: 209, green: 209, blue: 214)
    /// The fifth system gray: (229, 229, 234).
    public static let systemGray5 = UIColor(red255: 229, green: 229, blue: 234)
    /// The lightest system gray, (242, 242, 247); also `secondarySystemBackground`.
    public static let systemGray6 = UIColor(red255: 242, green: 242, blue: 247)

    // Semantic colours, light appearance.
    /// The colour for primary text: black.
    public static let label = UIColor.black
    /// The colour for secondary text: a blue-gray at 60 % opacity.
    public static let secondaryLabel = UIColor(red255: 60, green: 60, blue: 67, alpha: 0.6)
    /// The colour for tertiary text: a blue-gray at 30 % opacity.
    public static let tertiaryLabel = UIColor(red255: 60, green: 60, blue: 67, alpha: 0.3)
    /// The background of a window or full-screen view: white.
    public static let systemBackground = UIColor.white
    /// The background of content grouped on `systemBackground`: `systemGray6`.
    public static let secondarySystemBackground = UIColor.systemGray6
    /// The colour of thin dividing lines: a blue-gray at 29 % opacity.
    public static let separator = UIColor(red255: 60, green: 60, blue: 67, alpha: 0.29)
    /// The accent colour of controls: `systemBlue`.
    public static let tintColor = UIColor.systemBlue
}
