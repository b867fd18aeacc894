import CCairo
import Foundation

/// The context an image renderer's drawing closure receives.
public final class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The format the image is being rendered with.
    public let format: UIGraphicsImageRendererFormat

    private let surface: CairoSurface
    private let scale: CGFloat

    init(cgContext: CGContext, surface: CairoSurface, format: UIGraphicsImageRendererFormat, scale: CGFloat) {
        self.surface = surface
        self.format = format
        self.scale = scale
        super.init(cgContext: cgContext)
    }

    /// A snapshot of what has been drawn so far. Each call copies the pixels, so later
    /// drawing does not change an image already taken.
    public var currentImage: UIImage {
        guard let copy = surface.copyOfImage() else {
            Diagnostics.warn("UIGraphicsImageRendererContext.currentImage could not copy the image; returned a transparent pixel")
            return UIImage(surface: UIGraphicsImageRenderer.transparentPixel(), scale: 1)
        }
        return UIImage(surface: copy, scale: scale)
    }
}
