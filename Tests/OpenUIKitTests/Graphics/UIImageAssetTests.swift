import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// `UIImageAsset` as UIKit documents it: registering images for traits (a scale of 1 when
/// none is given, one image per set of traits), unregistering, choosing the best match for a
/// trait collection, catalog image sets sharing one asset, and an image view switching
/// variants when its traits change.
@MainActor
@Suite(.serialized) struct UIImageAssetTests {
    /// An image of one colour, `points` wide, at `scale`.
    func image(_ color: UIColor, scale: CGFloat = 1, points: CGFloat = 2) throws -> UIImage {
        let data = TestImages.solidPNG(color, pixels: Int(points * scale), scale: scale)
        return try #require(UIImage(data: data, scale: scale))
    }

    func color(of image: UIImage) -> TestImages.RGBA {
        image.cairoSurface.pixel(x: 0, y: 0)
    }

    func traits(_ collections: UITraitCollection...) -> UITraitCollection {
        UITraitCollection(traitsFrom: collections)
    }

    @Test func registeredImagesAreChosenByAppearanceAndScale() throws {
        let asset = UIImageAsset()
        let light = try image(.red), dark = try image(.blue), dark2x = try image(.green, scale: 2)
        asset.register(light, with: traits(UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 1)))
        asset.register(dark, with: traits(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 1)))
        asset.register(dark2x, with: traits(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)))
        // Registering makes the asset the image's.
        #expect(light.imageAsset === asset && dark.imageAsset === asset)

        let darkAt1 = asset.image(with: traits(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 1)))
        #expect(color(of: darkAt1) == TestImages.blue)
        #expect(darkAt1.imageAsset === asset, "an image the asset returns belongs to it")
        let darkAt2 = asset.image(with: traits(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)))
        #expect(color(of: darkAt2) == TestImages.green && darkAt2.scale == 2)
        // A 3x display takes the sharpest there is; the light one has only 1x.
        let darkAt3 = asset.image(with: traits(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3)))
        #expect(color(of: darkAt3) == TestImages.green)
        let lightAt2 = asset.image(with: traits(UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 2)))
        #expect(color(of: lightAt2) == TestImages.red)
    }

    @Test func aScaleLeftUnspecifiedIsOneAndTheSameTraitsReplaceTheImage() throws {
        let asset = UIImageAsset()
        // UIKit: traits registered without a display scale get 1.0.
        asset.register(try image(.red), with: UITraitCollection(userInterfaceStyle: .dark))
        asset.register(try image(.blue), with: traits(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 1)))
        let dark = asset.image(with: traits(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 1)))
        #expect(color(of: dark) == TestImages.blue, "the same traits replace the image registered first")

        asset.register(try image(.green), with: traits(UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 1)))
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        // With the dark image gone, a dark request gets the best there is: the light one.
        let fallback = asset.image(with: traits(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 1)))
        #expect(color(of: fallback) == TestImages.green)
    }

    @Test func idiomsAndUnspecifiedRequestsFollowTheCurrentTraits() throws {
        let asset = UIImageAsset()
        asset.register(try image(.red), with: UITraitCollection(displayScale: 1))
        asset.register(try image(.blue), with: traits(UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(displayScale: 1)))
        asset.register(try image(.green), with: traits(UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: 1)))
        #expect(color(of: asset.image(with: UITraitCollection(userInterfaceIdiom: .phone))) == TestImages.green)
        // An unspecified idiom is the current one's: an iPad here.
        let current = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(displayScale: 1)])
        current.performAsCurrent {
            #expect(color(of: asset.image(with: UITraitCollection())) == TestImages.blue)
        }
        // An idiom nothing was registered for takes the image registered for any idiom.
        #expect(color(of: asset.image(with: UITraitCollection(userInterfaceIdiom: .mac))) == TestImages.red)
    }

    @Test func anEmptyAssetAnswersAnEmptyImageWithAWarning() {
        let before = Diagnostics.warningCount()
        let image = UIImageAsset().image(with: UITraitCollection(displayScale: 2))
        #expect(image.size == .zero)
        #expect(Diagnostics.warningCount() > before || Diagnostics.recentWarnings().contains { $0.contains("no registered image") })
    }

    @Test func anArchivedAssetKeepsItsImagesAndTraits() throws {
        let asset = UIImageAsset()
        asset.register(try image(.red), with: traits(UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 1)))
        asset.register(try image(.blue, scale: 2), with: traits(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)))
        let data = try NSKeyedArchiver.archivedData(withRootObject: asset, requiringSecureCoding: true)
        let copy = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIImageAsset.self, from: data))
        let dark = copy.image(with: traits(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)))
        #expect(color(of: dark) == TestImages.blue && dark.scale == 2)
        let light = copy.image(with: traits(UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 1)))
        #expect(color(of: light) == TestImages.red)
    }

    // MARK: Catalogs

    /// Runs `body` with an app folder whose catalog holds `mode.imageset` (red light, blue dark).
    func withModeCatalog(_ body: () throws -> Void) throws {
        let folder = try TemporaryFolder()
        let set = folder.url.appendingPathComponent("Assets.xcassets/mode.imageset", isDirectory: true)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("""
            { "images" : [ { "idiom" : "universal", "filename" : "light.png", "scale" : "1x" },
                           { "idiom" : "universal", "filename" : "dark.png", "scale" : "1x",
                             "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] } ] }
            """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try TestImages.solidPNG(.red, pixels: 2, scale: 1).write(to: set.appendingPathComponent("light.png"))
        try TestImages.solidPNG(.blue, pixels: 2, scale: 1).write(to: set.appendingPathComponent("dark.png"))
        let savedPaths = AssetCatalog.explicitSearchPaths, savedDefaults = AssetCatalog.usesDefaultSearchPaths
        AssetCatalog.explicitSearchPaths = []
        AssetCatalog.usesDefaultSearchPaths = false
        AppResources.overrideFolders([folder.url])
        AssetCatalog.removeCachedImages()
        defer {
            AppResources.overrideFolders(nil)
            AssetCatalog.explicitSearchPaths = savedPaths
            AssetCatalog.usesDefaultSearchPaths = savedDefaults
            AssetCatalog.removeCachedImages()
            folder.remove()
        }
        try body()
    }

    @Test func theImagesOfACatalogSetShareOneAssetThatGivesTheDarkVariant() throws {
        try withModeCatalog {
            let light = try #require(UIImage(named: "mode", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
            let dark = try #require(UIImage(named: "mode", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
            let asset = try #require(light.imageAsset)
            #expect(dark.imageAsset === asset, "every image of the set answers the same asset")
            #expect(light.withRenderingMode(.alwaysTemplate).imageAsset === asset)
            let darkVariant = asset.image(with: UITraitCollection(userInterfaceStyle: .dark))
            #expect(color(of: darkVariant) == TestImages.blue)
            #expect(color(of: asset.image(with: UITraitCollection(userInterfaceStyle: .light))) == TestImages.red)
            #expect(UIImage(data: TestImages.solidPNG(.red, pixels: 2, scale: 1))?.imageAsset == nil, "an image from data has none")
        }
    }

    @Test func anImageViewDrawsItsAssetsVariantForItsTraits() throws {
        // Two artworks of one asset told apart by scale (windows here are always light, so
        // the scale is the trait a running window changes: moved to another monitor).
        let asset = UIImageAsset()
        asset.register(try image(.red, scale: 1, points: 20), with: UITraitCollection(displayScale: 1))
        asset.register(try image(.blue, scale: 2, points: 20), with: UITraitCollection(displayScale: 2))
        let host = HeadlessHost(configuration: UIApplicationConfiguration(title: "Scales", size: CGSize(width: 40, height: 40), scale: 1),
                                rootViewController: { UIViewController() })
        let window = host.window
        let controller = try #require(window.rootViewController)
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        imageView.image = asset.image(with: UITraitCollection(displayScale: 1))
        controller.view.addSubview(imageView)
        let pixel = { (scale: Int) -> TestImages.RGBA? in
            _ = window.renderIfNeeded()
            return window.backBuffer?.pixel(x: 10 * scale, y: 10 * scale)
        }
        #expect(pixel(1).map { $0 == TestImages.red } == true)
        window.screenScale = 2
        #expect(pixel(2).map { $0 == TestImages.blue } == true, "the 2x artwork, chosen again when the scale changed")
        #expect(imageView.image.map { color(of: $0) == TestImages.red } == true, "the image property itself is unchanged")
        window.screenScale = 1
        #expect(pixel(1).map { $0 == TestImages.red } == true)
    }
}
