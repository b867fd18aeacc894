import Foundation

/// A colour space, as Core Graphics' `CGColorSpace`: what the components of a bitmap's pixels
/// or a gradient's colours mean.
///
/// OpenUIKit draws in sRGB, so device RGB, sRGB and the other RGB names are the same space
/// here; gray spaces have one component. Immutable, so any thread may share one.
public final class CGColorSpace: @unchecked Sendable {
    // Unchecked only because `NSString` (the name) is not marked `Sendable`; both stored
    // properties are immutable.
    /// The name of the standard sRGB space.
    public static var sRGB: CFString { "kCGColorSpaceSRGB" }
    /// The name of the extended-range sRGB space (drawn as sRGB here).
    public static var extendedSRGB: CFString { "kCGColorSpaceExtendedSRGB" }
    /// The name of the Display P3 space (drawn as sRGB here).
    public static var displayP3: CFString { "kCGColorSpaceDisplayP3" }
    /// The name of the gray space with sRGB's transfer curve.
    public static var genericGrayGamma2_2: CFString { "kCGColorSpaceGenericGrayGamma2_2" }
    /// The name of the linear gray space (drawn as a plain gray here).
    public static var linearGray: CFString { "kCGColorSpaceLinearGray" }
    /// The name of Apple's generic RGB space (drawn as sRGB here).
    public static var genericRGBLinear: CFString { "kCGColorSpaceGenericRGBLinear" }

    /// What kind of components the space has.
    public let model: CGColorSpaceModel

    /// The space's name, for the named spaces; nil for device spaces.
    public let name: CFString?

    init(model: CGColorSpaceModel, name: CFString?) {
        self.model = model
        self.name = name
    }

    /// The named space, or nil (with a warning) for a name OpenUIKit does not know.
    public convenience init?(name: CFString) {
        let text = name as String
        let rgbNames: [CFString] = [CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.displayP3, CGColorSpace.genericRGBLinear]
        let grayNames: [CFString] = [CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray]
        if rgbNames.contains(where: { $0 as String == text }) {
            self.init(model: .rgb, name: name)
        } else if grayNames.contains(where: { $0 as String == text }) {
            self.init(model: .monochrome, name: name)
        } else {
            Diagnostics.warn("CGColorSpace(name: \(text)) is nil: OpenUIKit knows only the sRGB, P3 and gray names", once: "CGColorSpace.name.\(text)")
            return nil
        }
    }

    /// How many colour components a colour in this space has, alpha not counted: 3 for RGB,
    /// 1 for gray.
    public var numberOfComponents: Int {
        model == .monochrome ? 1 : 3
    }
}

/// The kinds of colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown model.
    case unknown = -1
    /// One gray component.
    case monochrome = 0
    /// Red, green and blue components.
    case rgb = 1
    /// Cyan, magenta, yellow and black (not drawn by OpenUIKit).
    case cmyk = 2
    /// L*a*b* (not drawn by OpenUIKit).
    case lab = 3
    /// A device-n space (not drawn by OpenUIKit).
    case deviceN = 4
    /// Colours looked up in a table (not drawn by OpenUIKit).
    case indexed = 5
    /// A pattern space.
    case pattern = 6
    /// An XYZ space (not drawn by OpenUIKit).
    case XYZ = 7
}

/// The device RGB colour space (sRGB in OpenUIKit), as bitmap contexts and gradients take it.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(model: .rgb, name: nil)
}

/// The device gray colour space: one component per pixel.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(model: .monochrome, name: nil)
}
