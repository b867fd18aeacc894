import CCairo
import Foundation

extension UIImage {
    /// How an image's pixels are turned for display, as UIKit numbers it (a camera's portrait
    /// photo is landscape pixels with `.right`).
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counterclockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Flipped horizontally.
        case upMirrored = 4
        /// Flipped vertically (flipped horizontally and turned 180°).
        case downMirrored = 5
        /// Turned 90° clockwise, then flipped horizontally: rows become columns and the
        /// top-left pixel stays top-left (a transpose).
        case leftMirrored = 6
        /// Turned 90° counterclockwise, then flipped horizontally: the top-left pixel lands
        /// bottom-right.
        case rightMirrored = 7

        /// Whether the displayed image's width is the stored height.
        var swapsSides: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: return true
            case .up, .down, .upMirrored, .downMirrored: return false
            }
        }

        /// The map from stored pixel coordinates to displayed ones, for a displayed image
        /// `width`×`height` pixels. Each case follows where Image I/O's documentation puts the
        /// stored origin (for `.right`, say: the top row, rightmost column).
        func storedToDisplayed(width w: Double, height h: Double) -> cairo_matrix_t {
            // x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0
            switch self {
            case .up: return cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
            case .upMirrored: return cairo_matrix_t(xx: -1, yx: 0, xy: 0, yy: 1, x0: w, y0: 0)
            case .down: return cairo_matrix_t(xx: -1, yx: 0, xy: 0, yy: -1, x0: w, y0: h)
            case .downMirrored: return cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: h)
            case .left: return cairo_matrix_t(xx: 0, yx: -1, xy: 1, yy: 0, x0: 0, y0: h)
            case .right: return cairo_matrix_t(xx: 0, yx: 1, xy: -1, yy: 0, x0: w, y0: 0)
            case .leftMirrored: return cairo_matrix_t(xx: 0, yx: 1, xy: 1, yy: 0, x0: 0, y0: 0)
            case .rightMirrored: return cairo_matrix_t(xx: 0, yx: -1, xy: -1, yy: 0, x0: w, y0: h)
            }
        }
    }

    /// An image of `cgImage` at 1 pixel per point, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at `scale` pixels per point, displayed turned as `orientation`
    /// says: its `size` is the turned size in points, and drawing shows it turned, while
    /// ``cgImage`` stays the image given. A scale that is not finite and positive is replaced
    /// by 1, with a warning.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        var validScale = scale
        if !(scale.isFinite && scale > 0) {
            Diagnostics.warn("UIImage(cgImage:scale: \(scale), orientation:) used scale 1: a scale must be finite and positive",
                             once: "UIImage.cgImage.scale")
            validScale = 1
        }
        let display = orientation == .up ? cgImage.surface : UIImage.turned(cgImage.surface, orientation) ?? cgImage.surface
        self.init(cgImage: cgImage, displaySurface: display, scale: validScale, orientation: orientation)
    }

    /// `surface`'s pixels turned as `orientation` says, in a new surface.
    private static func turned(_ surface: CairoSurface, _ orientation: Orientation) -> CairoSurface? {
        let width = orientation.swapsSides ? surface.pixelHeight : surface.pixelWidth
        let height = orientation.swapsSides ? surface.pixelWidth : surface.pixelHeight
        let opaque = cairo_image_surface_get_format(surface.pointer) == CAIRO_FORMAT_RGB24
        guard let turned = CairoSurface.makeImage(pixelWidth: width, pixelHeight: height, opaque: opaque),
              let cr = cairo_create(turned.pointer) else { return nil }
        defer { cairo_destroy(cr) }
        var matrix = orientation.storedToDisplayed(width: Double(width), height: Double(height))
        cairo_set_matrix(cr, &matrix)
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        // Whole-pixel moves only: no filtering needed.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        turned.flush()
        return turned
    }
}
