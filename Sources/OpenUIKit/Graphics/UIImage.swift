import CCairo
import Foundation

/// An immutable bitmap image, measured in points.
///
/// An image has one or more bitmaps of the same picture at different scales (pixels per
/// point). `UIImage(named:)` keeps every `@2x`/`@3x` variant it finds and, when drawing, uses
/// the one that suits the destination: the least sharp variant that still has at least one
/// pixel per device pixel, else the sharpest. So an image enlarged by a transform or a big
/// rect stays crisp. `size` and `scale` describe one variant: for named images, the one best
/// for `AssetCatalog.preferredScale` at the time the image was created.
///
/// Images never crash on bad input: a missing, unreadable, truncated, corrupt or oversized
/// file makes the initialiser return nil and report a warning through `Diagnostics`. PNG is
/// the only format read and written.
///
/// Images are safe to share between threads; their variants are decoded on first use under a
/// lock. Drawing them is main-actor work, like all drawing.
public final class UIImage: Sendable {
    /// Every variant, ascending by scale.
    private let representations: [ImageRepresentation]
    /// The variant that `size`, `scale` and `pngData()` describe.
    private let primary: ImageRepresentation
    private let primarySurface: CairoSurface

    /// The size in points: the pixel size divided by `scale`.
    public let size: CGSize

    /// Pixels per point of the variant `size` describes.
    public var scale: CGFloat { primary.scale }

    private init(representations: [ImageRepresentation], primary: ImageRepresentation, primarySurface: CairoSurface) {
        self.representations = representations
        self.primary = primary
        self.primarySurface = primarySurface
        self.size = CGSize(width: CGFloat(primarySurface.pixelWidth) / primary.scale,
                           height: CGFloat(primarySurface.pixelHeight) / primary.scale)
    }

    /// An image over pixels already in memory; `surface` must not be drawn into afterwards.
    package convenience init(surface: CairoSurface, scale: CGFloat) {
        let representation = ImageRepresentation(surface: surface, scale: scale)
        self.init(representations: [representation], primary: representation, primarySurface: surface)
    }

    /// The image called `name` in the asset search path (see `AssetCatalog`), or nil, with a
    /// warning, when there is none or it cannot be decoded.
    ///
    /// `name` is the file name without the `@2x`/`@3x` suffix; a `.png` extension is optional.
    /// Lookups are cached, so calling this on every frame is cheap.
    public convenience init?(named name: String) {
        guard let image = AssetCatalog.image(named: name) else { return nil }
        self.init(representations: image.representations, primary: image.primary, primarySurface: image.primarySurface)
    }

    /// The PNG image in the file at `path`, or nil, with a warning, when it cannot be read or
    /// decoded. A name ending in `@2x` or `@3x` (before the extension) sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let surface = PNGDecoder.decodeFile(atPath: path) else { return nil }
        self.init(surface: surface, scale: UIImage.scale(fromFileName: path))
    }

    /// The image encoded as PNG `data`, at 1 pixel per point; nil, with a warning, when the
    /// data is not a PNG that can be decoded.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image encoded as PNG `data`, at `scale` pixels per point. A scale that is not
    /// finite and positive is replaced by 1, with a warning.
    public convenience init?(data: Data, scale: CGFloat) {
        var validScale = scale
        if !(scale.isFinite && scale > 0) {
            Diagnostics.warn("UIImage(data:scale: \(scale)) used scale 1: a scale must be finite and positive", once: "UIImage.data.scale")
            validScale = 1
        }
        guard let surface = PNGDecoder.decode(data, source: "from \(data.count) bytes of data") else { return nil }
        self.init(surface: surface, scale: validScale)
    }

    /// The image encoded as PNG, at its own pixel size; nil only if encoding fails, which is
    /// reported as a warning.
    public func pngData() -> Data? {
        PNGDecoder.encode(primarySurface)
    }

    /// The pixels `size` and `scale` describe (device scale 1).
    package var cairoSurface: CairoSurface { primarySurface }

    /// The variant to draw when one point of this image covers `pixelsPerPoint` device
    /// pixels, with its scale; variants that fail to decode give way to the primary one.
    package func representation(forPixelsPerPoint pixelsPerPoint: CGFloat) -> (surface: CairoSurface, scale: CGFloat) {
        let index = ImageRepresentation.bestIndex(scales: representations.map(\.scale), pixelsPerPoint: pixelsPerPoint)
        let chosen = representations[index]
        if chosen !== primary, let surface = chosen.surface {
            return (surface, chosen.scale)
        }
        return (primarySurface, primary.scale)
    }

    /// The scale a file name implies: 2 for `name@2x.png`, 3 for `name@3x.png`, else 1.
    package static func scale(fromFileName path: String) -> CGFloat {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
