import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// `UIImage.Configuration` and the asset API's configuration forms (iOS 13), with the
/// values Apple's documentation gives: `withTraitCollection(_:)` prefers the argument's
/// specified traits and keeps the receiver's where the argument leaves one unspecified;
/// `traitCollection.imageConfiguration` holds that collection's traits; an image's
/// `configuration` is never nil (unspecified traits by default); an asset answers the
/// variant for a configuration's traits.
@MainActor
@Suite(.serialized) struct UIImageConfigurationTests {
    func image(_ color: UIColor, scale: CGFloat = 1) throws -> UIImage {
        try #require(UIImage(data: TestImages.solidPNG(color, pixels: Int(2 * scale), scale: scale), scale: scale))
    }

    func color(of image: UIImage) -> TestImages.RGBA {
        image.cairoSurface.pixel(x: 0, y: 0)
    }

    let dark = UITraitCollection(userInterfaceStyle: .dark).imageConfiguration
    let light = UITraitCollection(userInterfaceStyle: .light).imageConfiguration

    @Test func aTraitCollectionsConfigurationHasItsTraits() {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)])
        let configuration = traits.imageConfiguration
        #expect(configuration.traitCollection?.userInterfaceStyle == .dark)
        #expect(configuration.traitCollection?.displayScale == 2)
        #expect(configuration.traitCollection?.horizontalSizeClass == .unspecified)
    }

    @Test func withTraitCollectionPrefersTheArgumentsSpecifiedTraits() {
        let scaled = dark.withTraitCollection(UITraitCollection(displayScale: 3))
        #expect(scaled.traitCollection?.userInterfaceStyle == .dark, "unspecified in the argument: the receiver's stays")
        #expect(scaled.traitCollection?.displayScale == 3)
        let relit = scaled.withTraitCollection(UITraitCollection(userInterfaceStyle: .light))
        #expect(relit.traitCollection?.userInterfaceStyle == .light, "specified in both: the argument's wins")
        #expect(relit.traitCollection?.displayScale == 3)
        #expect(relit.traitCollection?.userInterfaceIdiom == .unspecified, "unspecified in both stays unspecified")
        #expect(dark.traitCollection?.displayScale == 0, "configurations are immutable: the receiver is unchanged")
        #expect(dark.withTraitCollection(nil) == dark)
    }

    @Test func applyingLaysTheOtherConfigurationOver() {
        let scaled = UITraitCollection(displayScale: 2).imageConfiguration
        let both = dark.applying(scaled)
        #expect(both.traitCollection?.userInterfaceStyle == .dark && both.traitCollection?.displayScale == 2)
        #expect(dark.applying(light).traitCollection?.userInterfaceStyle == .light)
        #expect(dark.applying(nil) == dark)
    }

    @Test func configurationsAreEqualByTheirTraitsAndCopyAsThemselves() throws {
        #expect(dark == UITraitCollection(userInterfaceStyle: .dark).imageConfiguration)
        #expect(dark != light)
        #expect(dark.hash == UITraitCollection(userInterfaceStyle: .dark).imageConfiguration.hash)
        let copy = try #require(dark.copy() as? UIImage.Configuration)
        #expect(copy == dark)
    }

    @Test func anArchivedConfigurationKeepsItsTraits() throws {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
                                                    UITraitCollection(horizontalSizeClass: .compact)])
        let data = try NSKeyedArchiver.archivedData(withRootObject: traits.imageConfiguration, requiringSecureCoding: true)
        let copy = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIImage.Configuration.self, from: data))
        #expect(copy == traits.imageConfiguration)
        #expect(copy.traitCollection?.horizontalSizeClass == .compact)
    }

    @Test func anImagesConfigurationIsUnspecifiedUntilGiven() throws {
        let plain = try image(.red)
        let configuration = try #require(plain.configuration)
        #expect((configuration.traitCollection ?? UITraitCollection()).values == UITraitCollection.Values())
        let given = plain.withConfiguration(dark)
        #expect(given.configuration == dark)
        #expect(color(of: given) == TestImages.red, "no asset: the same pixels")
        #expect(given.withRenderingMode(.alwaysTemplate).configuration == dark, "another rendering mode keeps it")
    }

    @Test func anAssetAnswersAndRegistersByConfiguration() throws {
        let asset = UIImageAsset()
        let red = try image(.red), blue = try image(.blue)
        asset.register(red, with: light)
        asset.register(blue, with: dark)
        #expect(red.imageAsset === asset)

        let darkImage = asset.image(with: dark)
        #expect(color(of: darkImage) == TestImages.blue)
        #expect(darkImage.configuration == dark)
        #expect(darkImage.imageAsset === asset)
        #expect(color(of: asset.image(with: light)) == TestImages.red)

        // The image for other traits, through its asset.
        let switched = red.withConfiguration(dark)
        #expect(color(of: switched) == TestImages.blue)
        #expect(switched.imageAsset === asset)
        #expect(color(of: switched.withConfiguration(light)) == TestImages.red)

        asset.unregisterImage(with: dark)
        #expect(color(of: asset.image(with: dark)) == TestImages.red, "with the dark one gone, the best there is")
    }

    @Test func aNamedImageTakesTheVariantForItsConfiguration() throws {
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
        let darkImage = try #require(UIImage(named: "mode", in: nil, with: dark))
        #expect(color(of: darkImage) == TestImages.blue)
        #expect(darkImage.configuration == dark)
        let lightImage = try #require(UIImage(named: "mode", in: nil, with: light))
        #expect(color(of: lightImage) == TestImages.red)
        #expect(lightImage.imageAsset === darkImage.imageAsset)
        #expect(color(of: lightImage.withConfiguration(dark)) == TestImages.blue)
        #expect(UIImage(named: "no such image", in: nil, with: dark) == nil)
    }
}
