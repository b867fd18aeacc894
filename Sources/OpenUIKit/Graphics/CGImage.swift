import CCairo
import Foundation

/// An immutable bitmap image, as Core Graphics' `CGImage`: what a layer's `contents` shows,
/// what a bitmap context's `makeImage()` returns, and what `UIImage.cgImage` gives.
///
/// Its pixels live in a Cairo image surface that nothing draws into once the image exists,
/// so an image can be shared between threads and drawn by any number of contexts.
public final class CGImage: @unchecked Sendable {
    // Unchecked: `surface` is never drawn into after init (a context that made the image
    // keeps drawing into a surface of its own), and the other stored values are constants.

    /// The pixels: premultiplied ARGB32 (or RGB24 for an opaque image), `width`×`height`.
    package let surface: CairoSurface

    /// The image's width, in pixels.
    public var width: Int { surface.pixelWidth }

    /// The image's height, in pixels.
    public var height: Int { surface.pixelHeight }

    /// Wraps a surface that no context will draw into again. The caller hands over the
    /// surface: `CGImage` keeps it unchanged for the image's life.
    package init(surface: CairoSurface) {
        self.surface = surface
    }
}
