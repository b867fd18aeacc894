import Foundation

/// Where a bitmap's alpha channel is and whether its colours are premultiplied by it, as Core
/// Graphics numbers it (the low five bits of a `CGBitmapInfo`).
///
/// Code usually passes it to a bitmap context as `CGImageAlphaInfo.premultipliedLast.rawValue`,
/// or'd with a byte order from ``CGBitmapInfo``.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel: every pixel is opaque.
    case none = 0
    /// Alpha is the last component of each pixel (RGBA), and the colours are premultiplied.
    case premultipliedLast = 1
    /// Alpha is the first component of each pixel (ARGB), and the colours are premultiplied.
    case premultipliedFirst = 2
    /// Alpha is the last component (RGBA), colours not premultiplied.
    case last = 3
    /// Alpha is the first component (ARGB), colours not premultiplied.
    case first = 4
    /// No alpha: the last byte of each pixel is padding (RGBX).
    case noneSkipLast = 5
    /// No alpha: the first byte of each pixel is padding (XRGB).
    case noneSkipFirst = 6
    /// Only an alpha channel, no colour (a mask).
    case alphaOnly = 7
}
