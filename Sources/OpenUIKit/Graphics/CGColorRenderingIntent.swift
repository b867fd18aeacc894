import Foundation

/// How colours outside a destination's gamut are mapped, as images and contexts take it.
/// OpenUIKit draws everything in sRGB, so the intent is kept but changes nothing drawn.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default.
    case defaultIntent = 0
    /// Keep in-gamut colours exactly, clip the rest, no white point adaptation.
    case absoluteColorimetric = 1
    /// Keep in-gamut colours exactly, clip the rest, adapting the white point.
    case relativeColorimetric = 2
    /// Compress the whole gamut to keep relations between colours.
    case perceptual = 3
    /// Keep saturation, for graphics.
    case saturation = 4
}
