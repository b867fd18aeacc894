import Foundation
import OpenUIKit
import TestSupport
import Testing

/// How `UIImage(named:in:compatibleWith:)` finds an image: names with presentation
/// selectors, bundles, the variant a trait collection's scale describes, and misses, which
/// are silent unless `OPENUIKIT_LOG_MISSING_IMAGES=1`.
@MainActor
@Suite struct UIImageLookupTests {
    /// Runs `body` with `folders` as the only asset folders (the defaults off), restoring the
    /// settings after.
    private func withOnly(_ folders: [TemporaryFolder], _ body: () throws -> Void) rethrows {
        let savedPaths = AssetCatalog.explicitSearchPaths, savedDefaults = AssetCatalog.usesDefaultSearchPaths
        AssetCatalog.explicitSearchPaths = folders.map(\.url)
        AssetCatalog.usesDefaultSearchPaths = false
        defer {
            AssetCatalog.explicitSearchPaths = savedPaths
            AssetCatalog.usesDefaultSearchPaths = savedDefaults
        }
        try body()
    }

    private func writeVariants(named name: String, in folder: TemporaryFolder) throws {
        try folder.write(TestImages.solidPNG(.red, pixels: 2, scale: 1), named: "\(name).png")
        try folder.write(TestImages.solidPNG(.green, pixels: 4, scale: 2), named: "\(name)@2x.png")
        try folder.write(TestImages.solidPNG(.blue, pixels: 6, scale: 3), named: "\(name)@3x.png")
    }

    @Test func presentationSelectorsAreIgnored() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(TestImages.solidPNG(.red, pixels: 2, scale: 1), named: "J♠.png")
        try withOnly([folder]) {
            let bare = try #require(UIImage(named: "J♠"))
            // "J♠️" as an emoji keyboard types it, and with the text selector.
            let emoji = try #require(UIImage(named: "J\u{2660}\u{FE0F}"))
            let text = try #require(UIImage(named: "J\u{2660}\u{FE0E}.png"))
            #expect(emoji.cairoSurface === bare.cairoSurface, "one cached lookup")
            #expect(text.cairoSurface === bare.cairoSurface)
        }
        #expect(AssetCatalog.withoutPresentationSelectors("A\u{FE0F}♥\u{FE0E}") == "A♥")
        #expect(AssetCatalog.withoutPresentationSelectors("K♥") == "K♥")
    }

    @Test func aBundlesResourcesComeFirst() throws {
        let resources = try TemporaryFolder(), assets = try TemporaryFolder()
        defer { resources.remove(); assets.remove() }
        try resources.write(TestImages.solidPNG(.red, pixels: 2, scale: 1), named: "both.png")
        try assets.write(TestImages.solidPNG(.green, pixels: 2, scale: 1), named: "both.png")
        try assets.write(TestImages.solidPNG(.blue, pixels: 2, scale: 1), named: "assetsOnly.png")
        let bundle = try #require(Bundle(path: resources.url.path))
        try withOnly([assets]) {
            let fromBundle = try #require(UIImage(named: "both", in: bundle, compatibleWith: nil))
            #expect(fromBundle.cairoSurface.pixel(x: 0, y: 0) == TestImages.red)
            // Nil and the main bundle mean the search path alone.
            let fromNil = try #require(UIImage(named: "both", in: nil, compatibleWith: nil))
            #expect(fromNil.cairoSurface.pixel(x: 0, y: 0) == TestImages.green)
            let fromMain = try #require(UIImage(named: "both", in: .main, compatibleWith: nil))
            #expect(fromMain.cairoSurface.pixel(x: 0, y: 0) == TestImages.green)
            #expect(try #require(UIImage(named: "both")).cairoSurface === fromNil.cairoSurface)
            // What the bundle lacks comes from the search path.
            let fallback = try #require(UIImage(named: "assetsOnly", in: bundle, compatibleWith: nil))
            #expect(fallback.cairoSurface.pixel(x: 0, y: 0) == TestImages.blue)
        }
    }

    @Test func theTraitsScaleChoosesTheVariantTheImageDescribes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try writeVariants(named: "tri", in: folder)
        let savedScale = AssetCatalog.preferredScale
        defer { AssetCatalog.preferredScale = savedScale }
        AssetCatalog.preferredScale = 1
        try withOnly([folder]) {
            for (scale, colour) in [(CGFloat(1), TestImages.red), (2, TestImages.green), (3, TestImages.blue)] {
                let image = try #require(UIImage(named: "tri", in: nil, compatibleWith: UITraitCollection(displayScale: scale)))
                #expect(image.scale == scale)
                #expect(image.size == CGSize(width: 2, height: 2), "the same size in points at every scale")
                #expect(image.cairoSurface.pixel(x: 0, y: 0) == colour)
            }
            // Unspecified scale, or no traits: the app's scale.
            #expect(UIImage(named: "tri", in: nil, compatibleWith: UITraitCollection(userInterfaceIdiom: .pad))?.scale == 1)
            #expect(UIImage(named: "tri", in: nil, compatibleWith: nil)?.scale == 1)
            // A window's traits, as a view in it would pass.
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.screenScale = 3
            #expect(UIImage(named: "tri", in: nil, compatibleWith: window.traitCollection)?.scale == 3)
        }
    }

    @Test func missesAreSilentUnlessAskedToBeLogged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let quiet = "quiet-\(UUID().uuidString)", logged = "logged-\(UUID().uuidString)"
        withOnly([folder]) {
            #expect(UIImage(named: quiet) == nil)
            #expect(!Diagnostics.recentWarnings().contains { $0.contains(quiet) })

            setenv(AssetCatalog.logMissingImagesEnvironmentVariable, "1", 1)
            defer { unsetenv(AssetCatalog.logMissingImagesEnvironmentVariable) }
            #expect(UIImage(named: logged) == nil)
            let reports = Diagnostics.recentWarnings().filter { $0.contains(logged) }
            #expect(reports.count == 1, "\(reports)")
            #expect(reports.first?.contains("found no \(logged).png, \(logged)@2x.png or \(logged)@3x.png in \(folder.url.path)") == true, "\(reports)")
        }
    }

    @Test func aDamagedFileIsStillReportedWhenFound() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Data("not a png".utf8), named: "damaged.png")
        withOnly([folder]) {
            let before = Diagnostics.warningCount()
            #expect(UIImage(named: "damaged", in: nil, compatibleWith: UITraitCollection(displayScale: 2)) == nil)
            #expect(Diagnostics.warningCount() > before)
            #expect(Diagnostics.recentWarnings().contains { $0.contains("damaged.png") })
        }
    }
}
