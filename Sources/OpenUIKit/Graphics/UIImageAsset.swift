import Foundation
import Synchronization

/// The images that show one piece of artwork under different traits (display scale,
/// appearance, idiom, size classes), from which `image(with:)` picks the one that suits a
/// trait collection.
///
/// An image from an asset catalog's image set (`UIImage(named:)`) has one: every image of that
/// set, whatever variant it was made from, answers the same asset from ``UIImage/imageAsset``,
/// and the asset's `image(with: darkTraits)` is the set's dark variant. An app may also build
/// one in code with `register(_:with:)`; a registered image's `imageAsset` is then this
/// asset, so an image view showing it switches variants when its traits change, as a
/// catalog image does.
///
/// **Traits are completed as UIKit documents.** A registered image's traits get a display
/// scale of 1 when they leave it unspecified (the idiom stays unspecified, which matches any
/// idiom). A trait collection asked for gets the current traits' scale, idiom and appearance
/// for the ones it leaves unspecified.
///
/// **The best match.** Among the registered images whose specified traits all equal the
/// request's (scale aside), the one with the most specified traits wins; among those, the
/// smallest scale at least the requested one, else the largest. When no registered image is
/// compatible, the same ordering picks from all of them, so a request always gets an image
/// when any is registered. A catalog asset answers from its image set when no registered
/// image is compatible; an asset with nothing registered and no catalog set answers an empty
/// image (`UIImage()`), with one warning.
///
/// The asset holds what is registered; the images it returns are new `UIImage`s sharing
/// the registered images' pixels, whose `imageAsset` is this asset, so the asset and the
/// images that point back at it never keep each other alive. Safe to use from any thread.
open class UIImageAsset: NSObject, NSSecureCoding, @unchecked Sendable {
    // Unchecked Sendable: the registered images are behind a lock, and the catalog source
    // is an immutable value.

    /// One registered image with its completed traits.
    private struct Entry {
        var traits: UITraitCollection.Values
        var image: UIImage
    }

    /// The catalog image set an asset stands for: its name and the bundle it was found in.
    struct CatalogSource: Hashable, Sendable {
        var name: String
        var bundlePath: String?
    }

    /// The display scale a registered image's traits get when they leave it unspecified, as
    /// UIKit documents (points and pixels the same).
    static let defaultRegisteredScale: CGFloat = 1

    private let entries: Mutex<[Entry]>
    /// The image set this asset stands for, or nil for an asset made in code.
    let catalogSource: CatalogSource?

    /// The catalog assets made so far, one per image set and bundle, so every image of a set
    /// answers the same asset. An asset holds no image of its own, so keeping it is cheap.
    private static let catalogAssets = Mutex<[CatalogSource: UIImageAsset]>([:])

    /// An empty asset, to register images with.
    public override init() {
        catalogSource = nil
        entries = Mutex([])
        super.init()
    }

    private init(catalogSource: CatalogSource) {
        self.catalogSource = catalogSource
        entries = Mutex([])
        super.init()
    }

    /// The one asset of the catalog image set `name` found in `bundle`.
    static func catalogAsset(named name: String, bundle: Bundle?) -> UIImageAsset {
        let source = CatalogSource(name: name, bundlePath: bundle.flatMap { $0 === Bundle.main ? nil : $0.bundlePath })
        return catalogAssets.withLock { assets in
            if let asset = assets[source] { return asset }
            let asset = UIImageAsset(catalogSource: source)
            assets[source] = asset
            return asset
        }
    }

    // MARK: Registering

    /// Registers `image` for `traitCollection` (its display scale taken as 1 when it has
    /// none), replacing an image registered for the same traits. `image`'s ``UIImage/imageAsset``
    /// becomes this asset.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        let traits = Self.registeredTraits(traitCollection.values)
        // A twin sharing the pixels, not `image` itself: `image` points at this asset, and
        // the asset must not keep alive what keeps it alive.
        let twin = UIImage(sharingPixelsOf: image, renderingMode: image.renderingMode)
        entries.withLock { entries in
            entries.removeAll { $0.traits == traits }
            entries.append(Entry(traits: traits, image: twin))
        }
        image.setImageAsset(self)
    }

    /// Removes the image registered for traits equal to `traitCollection`'s (completed as
    /// `register(_:with:)` completes them); nothing happens when there is none.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        let traits = Self.registeredTraits(traitCollection.values)
        entries.withLock { $0.removeAll { $0.traits == traits } }
    }

    /// Registers `image` for `configuration`'s traits, as registering for a trait collection
    /// does (iOS 13); a configuration without traits registers it
    /// for unspecified traits.
    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Removes the image registered for `configuration`'s traits (iOS 13).
    open func unregisterImage(with configuration: UIImage.Configuration) {
        unregisterImage(with: configuration.traitCollection ?? UITraitCollection())
    }

    // MARK: Choosing

    /// The image that best suits `configuration`'s traits, chosen as for a trait collection
    /// (iOS 13); its ``UIImage/configuration`` is `configuration`.
    open func image(with configuration: UIImage.Configuration) -> UIImage {
        let chosen = image(with: configuration.traitCollection ?? UITraitCollection())
        let image = UIImage(sharingPixelsOf: chosen, renderingMode: chosen.renderingMode, configuration: configuration)
        image.setImageAsset(chosen.imageAsset ?? self)
        return image
    }

    /// The image that best suits `traitCollection`: see the type's documentation.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let wanted = Self.requestedTraits(traitCollection.values)
        let candidates = entries.withLock { $0 }
        let compatible = candidates.filter { Self.isCompatible($0.traits, with: wanted) }
        if let best = Self.best(of: compatible, for: wanted) { return answer(best.image) }
        if let catalogSource {
            let bundle = catalogSource.bundlePath.flatMap(Bundle.init(path:))
            if let image = UIImage(named: catalogSource.name, in: bundle,
                                   compatibleWith: UITraitCollection(values: wanted)) {
                return image
            }
        }
        if let best = Self.best(of: candidates, for: wanted) { return answer(best.image) }
        let name = catalogSource.map { "the image set \"\(MessageText.quoted($0.name))\"" } ?? "an image asset with no registered image"
        Diagnostics.warn("\(name) has no image for the traits asked; an empty image is used", once: "UIImageAsset.empty.\(name)")
        return UIImage()
    }

    /// A new image sharing `registered`'s pixels whose asset is this one.
    private func answer(_ registered: UIImage) -> UIImage {
        let image = UIImage(sharingPixelsOf: registered, renderingMode: registered.renderingMode)
        image.setImageAsset(self)
        return image
    }

    /// `values` as registered: an unspecified scale becomes 1.
    static func registeredTraits(_ values: UITraitCollection.Values) -> UITraitCollection.Values {
        var traits = values
        if traits.displayScale == 0 { traits.displayScale = defaultRegisteredScale }
        return traits
    }

    /// `values` as asked for: the current traits' scale, idiom and appearance where unspecified.
    static func requestedTraits(_ values: UITraitCollection.Values) -> UITraitCollection.Values {
        var traits = values
        let current = UITraitCollection.current.values
        if traits.displayScale == 0 {
            traits.displayScale = current.displayScale > 0 ? current.displayScale : AssetCatalog.preferredScale
        }
        if traits.userInterfaceIdiom == .unspecified { traits.userInterfaceIdiom = current.userInterfaceIdiom }
        if traits.userInterfaceStyle == .unspecified { traits.userInterfaceStyle = current.userInterfaceStyle }
        return traits
    }

    /// Whether every trait `registered` specifies, the scale aside, equals `wanted`'s (an
    /// image registered for no appearance suits both, as a catalog's "Any" slot does).
    static func isCompatible(_ registered: UITraitCollection.Values, with wanted: UITraitCollection.Values) -> Bool {
        specifiedMatches(registered, wanted) == specifiedCount(registered)
    }

    /// How many traits other than the scale `values` specifies.
    private static func specifiedCount(_ values: UITraitCollection.Values) -> Int {
        var count = 0
        if values.horizontalSizeClass != .unspecified { count += 1 }
        if values.verticalSizeClass != .unspecified { count += 1 }
        if values.userInterfaceIdiom != .unspecified { count += 1 }
        if values.preferredContentSizeCategory != .unspecified { count += 1 }
        if values.userInterfaceStyle != .unspecified { count += 1 }
        if values.layoutDirection != .unspecified { count += 1 }
        return count
    }

    /// How many of the traits other than the scale that `registered` specifies equal `wanted`'s.
    private static func specifiedMatches(_ registered: UITraitCollection.Values, _ wanted: UITraitCollection.Values) -> Int {
        var count = 0
        if registered.horizontalSizeClass != .unspecified, registered.horizontalSizeClass == wanted.horizontalSizeClass { count += 1 }
        if registered.verticalSizeClass != .unspecified, registered.verticalSizeClass == wanted.verticalSizeClass { count += 1 }
        if registered.userInterfaceIdiom != .unspecified, registered.userInterfaceIdiom == wanted.userInterfaceIdiom { count += 1 }
        if registered.preferredContentSizeCategory != .unspecified,
           registered.preferredContentSizeCategory == wanted.preferredContentSizeCategory { count += 1 }
        if registered.userInterfaceStyle != .unspecified, registered.userInterfaceStyle == wanted.userInterfaceStyle { count += 1 }
        if registered.layoutDirection != .unspecified, registered.layoutDirection == wanted.layoutDirection { count += 1 }
        return count
    }

    /// The entry that suits `wanted` best: most matching traits, then the smallest scale at
    /// least the wanted one, else the largest scale.
    private static func best(of entries: [Entry], for wanted: UITraitCollection.Values) -> Entry? {
        entries.max { a, b in
            let matchA = specifiedMatches(a.traits, wanted), matchB = specifiedMatches(b.traits, wanted)
            if matchA != matchB { return matchA < matchB }
            return scaleRank(a.traits.displayScale, wanted: wanted.displayScale) < scaleRank(b.traits.displayScale, wanted: wanted.displayScale)
        }
    }

    /// Orders scales for a wanted scale (higher is better): any scale at least the wanted one
    /// beats any below it; above, the smaller wins; below, the larger.
    private static func scaleRank(_ scale: CGFloat, wanted: CGFloat) -> CGFloat {
        scale >= wanted ? 1_000 - scale : scale
    }

    // MARK: NSSecureCoding

    /// Assets decode only the types they encode: PNG data, numbers and strings.
    public static var supportsSecureCoding: Bool { true }

    private static let catalogNameKey = "UIImageAssetCatalogName"
    private static let catalogBundleKey = "UIImageAssetCatalogBundlePath"
    private static let imagesKey = "UIImageAssetImagesPNG"
    private static let traitsKey = "UIImageAssetImageTraits"

    /// Writes the catalog set's name, and each registered image as PNG data with its scale,
    /// idiom and appearance (the traits an asset is usually registered by; size classes,
    /// text size and direction are not kept).
    open func encode(with coder: NSCoder) {
        if let catalogSource {
            coder.encode(catalogSource.name as NSString, forKey: Self.catalogNameKey)
            if let path = catalogSource.bundlePath { coder.encode(path as NSString, forKey: Self.catalogBundleKey) }
        }
        let registered = entries.withLock { $0 }.compactMap { entry -> (Data, [Double])? in
            guard let png = entry.image.pngData() else { return nil }
            return (png, [Double(entry.traits.displayScale), Double(entry.traits.userInterfaceIdiom.rawValue),
                          Double(entry.traits.userInterfaceStyle.rawValue)])
        }
        coder.encode(registered.map { $0.0 as NSData } as NSArray, forKey: Self.imagesKey)
        coder.encode(registered.map { $0.1.map { NSNumber(value: $0) } as NSArray } as NSArray, forKey: Self.traitsKey)
    }

    /// An asset read back from what ``encode(with:)`` wrote; nil, with one warning, when an
    /// image or its traits cannot be read.
    public required init?(coder: NSCoder) {
        // Foundation's keyed unarchiver reports an absent key as an error: ask first.
        if coder.containsValue(forKey: Self.catalogNameKey), let name = coder.decodeObject(of: NSString.self, forKey: Self.catalogNameKey) {
            let bundle = coder.containsValue(forKey: Self.catalogBundleKey)
                ? coder.decodeObject(of: NSString.self, forKey: Self.catalogBundleKey) : nil
            catalogSource = CatalogSource(name: name as String, bundlePath: bundle.map { $0 as String })
        } else {
            catalogSource = nil
        }
        let images = Self.elements(coder.decodeObject(of: [NSArray.self, NSData.self], forKey: Self.imagesKey)) { element -> Data? in
            (element as? Data) ?? (element as? NSData).map { Data(referencing: $0) }
        }
        let traits = Self.elements(coder.decodeObject(of: [NSArray.self, NSNumber.self], forKey: Self.traitsKey)) { element -> [Double]? in
            Self.elements(element) { ($0 as? NSNumber)?.doubleValue }
        }
        guard images.count == traits.count else {
            Diagnostics.warn("an archived UIImageAsset has \(images.count) images and \(traits.count) trait lists; it is not decoded",
                             once: "UIImageAsset.decode.count")
            return nil
        }
        var decoded: [Entry] = []
        for (png, numbers) in zip(images, traits) {
            guard numbers.count == 3, numbers[0].isFinite, numbers[0] > 0,
                  let idiom = UIUserInterfaceIdiom(rawValue: Int(numbers[1])),
                  let style = UIUserInterfaceStyle(rawValue: Int(numbers[2])),
                  let image = UIImage(data: png, scale: CGFloat(numbers[0])) else {
                Diagnostics.warn("an archived UIImageAsset holds an image or traits that cannot be read; it is not decoded",
                                 once: "UIImageAsset.decode")
                return nil
            }
            var values = UITraitCollection.Values()
            values.displayScale = CGFloat(numbers[0])
            values.userInterfaceIdiom = idiom
            values.userInterfaceStyle = style
            decoded.append(Entry(traits: values, image: image))
        }
        entries = Mutex(decoded)
        super.init()
    }

    /// The elements of a decoded array that `convert` accepts; none when `object` is not an
    /// array or an element is refused.
    private static func elements<T>(_ object: Any?, _ convert: (Any) -> T?) -> [T] {
        guard let array = object as? NSArray else { return [] }
        var converted: [T] = []
        for element in array {
            guard let value = convert(element) else { return [] }
            converted.append(value)
        }
        return converted
    }
}
