import Foundation

/// How a bitmap's pixels are laid out in memory: the alpha placement (``alphaInfoMask``) and
/// the byte order of 16- and 32-bit pixels (``byteOrderMask``), as Core Graphics' option set.
///
/// `CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)` combines the two, as
/// ported code writes it. With ``byteOrderDefault`` (or ``byteOrder32Big``) a 32-bit RGBA
/// pixel is the bytes R, G, B, A in memory; with ``byteOrder32Little`` the four bytes are
/// reversed, so `premultipliedFirst` little-endian is B, G, R, A in memory.
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The bits, alpha info in the low five.
    public let rawValue: UInt32

    /// Wraps raw bits, such as a ``CGImageAlphaInfo``'s raw value or'd with a byte order.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The bits holding a ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating point (not supported by OpenUIKit's bitmaps).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The platform's default byte order for images: big-endian, the components in the order
    /// their names say.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit pixels, little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit pixels, little-endian: the components' bytes in the reverse of their names' order.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit pixels, big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit pixels, big-endian: the components' bytes in their names' order.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha placement these bits hold; nil for a value Core Graphics does not define.
    var alphaInfo: CGImageAlphaInfo? {
        CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
    }

    /// The byte order bits alone.
    var byteOrder: CGBitmapInfo {
        CGBitmapInfo(rawValue: rawValue & CGBitmapInfo.byteOrderMask.rawValue)
    }
}
