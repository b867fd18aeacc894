import CCairo
import Foundation
import Synchronization

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
/// file makes the initialiser return nil and report a warning through `Diagnostics`. PNG and
/// JPEG are read; PNG is written.
///
/// Images are safe to share between threads, and may be drawn on any thread (into that
/// thread's current context); their variants are decoded on first use under a lock. As in
/// UIKit, an image is an `NSObject` compared by identity. (Unchecked `Sendable` only because
/// `NSObject` is not: every stored property is an immutable `let` of a `Sendable` type, the
/// asset link behind a lock.)
public final class UIImage: NSObject, @unchecked Sendable {
    /// Every variant, ascending by scale.
    private let representations: [ImageRepresentation]
    /// The variant that `size`, `scale` and `pngData()` describe.
    private let primary: ImageRepresentation
    private let primarySurface: CairoSurface
    /// The vector an asset catalog's "Preserve Vector Data" keeps, drawn wherever the image is
    /// shown at a scale none of its bitmaps has; nil for bitmaps only.
    let preservedVector: VectorImageSource?

    /// The asset this image belongs to (see ``imageAsset``), set when an asset registers it.
    private let assetLink = Mutex<UIImageAsset?>(nil)

    /// The asset holding the other variants of this artwork: for an image of an asset
    /// catalog's image set, the set's one asset (`image.imageAsset?.image(with: darkTraits)`
    /// is its dark variant); for an image registered with a ``UIImageAsset``, or returned by
    /// one, that asset; else nil.
    public var imageAsset: UIImageAsset? { assetLink.withLock { $0 } }

    /// Makes `asset` this image's ``imageAsset``.
    func setImageAsset(_ asset: UIImageAsset?) {
        assetLink.withLock { $0 = asset }
    }

    /// The size in points: the pixel size divided by `scale`.
    public let size: CGSize

    /// Pixels per point of the variant `size` describes.
    public var scale: CGFloat { primary.scale }

    /// How views that tint images draw this one (see ``RenderingMode``).
    public let renderingMode: RenderingMode

    /// The Core Graphics image behind this one, in its own (unrotated) orientation; nil for
    /// an empty image (`UIImage()`).
    public let cgImage: CGImage?

    /// How the pixels of ``cgImage`` are turned for display; `size` and drawing already
    /// apply it.
    public let imageOrientation: Orientation

    /// The traits the image was made for (see ``configuration``); nil until one is given.
    private let givenConfiguration: Configuration?

    /// The traits this image was made for, which pick its variant: the configuration of
    /// `UIImage(named:in:with:)`, of `withConfiguration(_:)` or of the asset that answered it;
    /// for any other image a configuration with every trait unspecified.
    public var configuration: Configuration? { givenConfiguration ?? Configuration.unspecified }

    private init(representations: [ImageRepresentation], primary: ImageRepresentation, primarySurface: CairoSurface,
                 renderingMode: RenderingMode = .automatic, cgImage: CGImage? = nil, orientation: Orientation = .up,
                 preservedVector: VectorImageSource? = nil, configuration: Configuration? = nil) {
        self.givenConfiguration = configuration
        self.representations = representations
        self.primary = primary
        self.primarySurface = primarySurface
        self.preservedVector = preservedVector
        self.renderingMode = renderingMode
        let empty = primarySurface.pixelWidth == 0 || primarySurface.pixelHeight == 0
        self.cgImage = cgImage ?? (empty ? nil : CGImage(surface: primarySurface))
        self.imageOrientation = orientation
        self.size = CGSize(width: CGFloat(primarySurface.pixelWidth) / primary.scale,
                           height: CGFloat(primarySurface.pixelHeight) / primary.scale)
        super.init()
    }

    /// An image over pixels already in memory; `surface` must not be drawn into afterwards.
    package convenience init(surface: CairoSurface, scale: CGFloat) {
        let representation = ImageRepresentation(surface: surface, scale: scale)
        self.init(representations: [representation], primary: representation, primarySurface: surface)
    }

    /// An image showing `cgImage` turned as `orientation` says, at `scale` pixels per point.
    /// The turned pixels are made once, here, so drawing costs the same as for any image.
    convenience init(cgImage: CGImage, displaySurface: CairoSurface, scale: CGFloat, orientation: Orientation) {
        let representation = ImageRepresentation(surface: displaySurface, scale: scale)
        self.init(representations: [representation], primary: representation, primarySurface: displaySurface,
                  cgImage: cgImage, orientation: orientation)
    }

    /// The image called `name` in the app's asset catalogs, else the asset search path (see
    /// `AssetCatalog`), described at the app's scale; nil when there is none (silently, as on iOS) or it cannot be decoded
    /// (with a warning).
    ///
    /// `name` is the file name without the `@2x`/`@3x` suffix; a `.png` extension is optional,
    /// and emoji presentation selectors (`"J♠️"`) are ignored. Lookups are cached, so calling
    /// this on every frame is cheap.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image called `name`, looked for in `bundle`'s catalogs and resources first (nil, or
    /// `Bundle.main`: the app's catalogs, then the asset search path), and described by the
    /// variant that suits `traitCollection`'s display scale (nil or unspecified: the app's
    /// scale) and its interface style (a catalog's dark variant in dark mode; nil: the current
    /// traits'). Drawing still picks whichever variant suits the destination. Nil as for
    /// `init?(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, in: bundle, traits: traitCollection, configuration: nil)
    }

    /// The image called `name`, looked for as `init?(named:in:compatibleWith:)` looks, in the
    /// variant that suits `configuration`'s traits (nil: the current traits'); its
    /// ``configuration`` is `configuration` (iOS 13).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, in: bundle, traits: configuration?.traitCollection, configuration: configuration)
    }

    private convenience init?(named name: String, in bundle: Bundle?, traits traitCollection: UITraitCollection?,
                              configuration: Configuration?) {
        let scale = traitCollection.flatMap { $0.displayScale > 0 ? $0.displayScale : nil }
        let style = (traitCollection ?? UITraitCollection.current).userInterfaceStyle
        guard let image = AssetCatalog.image(named: name, in: bundle, scale: scale, dark: style == .dark) else { return nil }
        self.init(representations: image.representations, primary: image.primary, primarySurface: image.primarySurface,
                  renderingMode: image.renderingMode, preservedVector: image.preservedVector, configuration: configuration)
        if let setName = image.catalogSetName { setImageAsset(UIImageAsset.catalogAsset(named: setName, bundle: bundle)) }
    }

    /// An empty image: size zero and no pixels, as UIKit's `UIImage()`. Drawing it draws
    /// nothing and `pngData()` is nil.
    public convenience override init() {
        // Cairo accepts a 0×0 image surface; it holds no memory for pixels.
        self.init(surface: CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 0, 0)), scale: 1)
    }

    /// The same pixels and variants as `image`, for initializers that find an image and
    /// cannot return it (`#imageLiteral`).
    convenience init(sharingPixelsOf image: UIImage, renderingMode: RenderingMode = .automatic, configuration: Configuration? = nil) {
        self.init(representations: image.representations, primary: image.primary, primarySurface: image.primarySurface,
                  renderingMode: renderingMode, cgImage: image.cgImage, orientation: image.imageOrientation,
                  preservedVector: image.preservedVector, configuration: configuration)
    }

    /// This image for `configuration`'s traits (iOS 13): for an image with an asset (a
    /// catalog's, or one registered in code), the asset's variant for those traits, merged
    /// over this image's configuration; otherwise the same pixels. Either way the result's
    /// ``configuration`` is the merged one, and its rendering mode this image's.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        let merged = (givenConfiguration ?? Configuration.unspecified).applying(configuration)
        let source = imageAsset.map { $0.image(with: merged.traitCollection ?? UITraitCollection()) } ?? self
        let image = UIImage(sharingPixelsOf: source, renderingMode: renderingMode, configuration: merged)
        image.setImageAsset(imageAsset)
        return image
    }

    /// The same pixels and variants, drawn as `renderingMode` says by the views that tint
    /// images (bar button items, a system button's image view).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard renderingMode != self.renderingMode else { return self }
        let image = UIImage(representations: representations, primary: primary, primarySurface: primarySurface,
                            renderingMode: renderingMode, cgImage: cgImage, orientation: imageOrientation,
                            preservedVector: preservedVector, configuration: givenConfiguration)
        // The same artwork drawn another way still has the same variants.
        image.setImageAsset(imageAsset)
        return image
    }

    /// Whether the image has no pixels (`UIImage()`).
    var isEmpty: Bool { primarySurface.pixelWidth == 0 || primarySurface.pixelHeight == 0 }

    /// The PNG or JPEG image in the file at `path`, or nil, with a warning, when it cannot be
    /// read or decoded. A name ending in `@2x` or `@3x` (before the extension) sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let surface = ImageDecoder.decodeFile(atPath: path) else { return nil }
        self.init(surface: surface, scale: UIImage.scale(fromFileName: path))
    }

    /// The image encoded as PNG or JPEG `data`, at 1 pixel per point; nil, with a warning,
    /// when the data is not an image that can be decoded.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image encoded as PNG or JPEG `data`, at `scale` pixels per point. A scale that is not
    /// finite and positive is replaced by 1, with a warning.
    public convenience init?(data: Data, scale: CGFloat) {
        var validScale = scale
        if !(scale.isFinite && scale > 0) {
            Diagnostics.warn("UIImage(data:scale: \(scale)) used scale 1: a scale must be finite and positive", once: "UIImage.data.scale")
            validScale = 1
        }
        guard let surface = ImageDecoder.decode(data, source: "from \(data.count) bytes of data") else { return nil }
        self.init(surface: surface, scale: validScale)
    }

    /// The image encoded as PNG, at its own pixel size; nil only if encoding fails, which is
    /// reported as a warning.
    public func pngData() -> Data? {
        guard !isEmpty else { return nil }
        return PNGDecoder.encode(primarySurface)
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

    /// How close a bitmap's scale must be to the destination's for the bitmap to be drawn
    /// rather than a preserved vector: within rounding of a transform meant to be exactly 2×.
    static let vectorScaleTolerance: CGFloat = 0.001

    /// The preserved vector drawn into a bitmap of `pixelWidth`×`pixelHeight` for a
    /// destination where one point of the image covers `pixelsPerPoint` device pixels along
    /// each axis; nil when the image keeps no vector, or one of its bitmaps is made for that
    /// scale (so an image shown at its own size draws exactly the bitmap `scale` describes).
    func preservedVectorBitmap(pixelsPerPoint: (x: CGFloat, y: CGFloat), pixelWidth: Int, pixelHeight: Int) -> CairoSurface? {
        guard let preservedVector, pixelWidth >= 1, pixelHeight >= 1 else { return nil }
        let tolerance = Self.vectorScaleTolerance
        let uniform = abs(pixelsPerPoint.x - pixelsPerPoint.y) <= tolerance
        if uniform, representations.contains(where: { abs($0.scale - pixelsPerPoint.x) <= tolerance }) { return nil }
        return preservedVector.bitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// The scale a file name implies: 2 for `name@2x.png`, 3 for `name@3x.png`, else 1.
    package static func scale(fromFileName path: String) -> CGFloat {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
