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

/// `#colorLiteral` and `#imageLiteral`, as Xcode writes them into UIKit code.
@MainActor
@Suite struct LiteralTests {
    @Test func colorLiteralsAreUIColors() {
        let color = #colorLiteral(red: 0.2392156863, green: 0.6745098039, blue: 0.968627451, alpha: 1)
        #expect(type(of: color) == UIColor.self)
        #expect(abs(color.red - 0.2392156863) < 1e-6 && abs(color.green - 0.6745098039) < 1e-6)
        #expect(abs(color.blue - 0.968627451) < 1e-6 && color.alpha == 1)
        let typed: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(typed == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func imageLiteralsFindNamedImages() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(TestImages.solidPNG(.green, pixels: 4, scale: 2), named: "literal@2x.png")
        let saved = AssetCatalog.explicitSearchPaths
        AssetCatalog.explicitSearchPaths = [folder.url]
        defer { AssetCatalog.explicitSearchPaths = saved }
        let image = #imageLiteral(resourceName: "literal")
        #expect(type(of: image) == UIImage.self)
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(image.cairoSurface.pixel(x: 0, y: 0) == TestImages.green)
        // The emoji form of a name works here too.
        try folder.write(TestImages.solidPNG(.red, pixels: 1, scale: 1), named: "Q♣.png")
        #expect(#imageLiteral(resourceName: "Q♣️").size == CGSize(width: 1, height: 1))
    }

    /// A literal cannot be nil: a missing resource is an empty image and one warning naming it.
    @Test func aMissingImageLiteralIsEmptyAndNamedOnce() {
        let name = "missing-literal-\(UUID().uuidString)"
        let image = #imageLiteral(resourceName: name)
        _ = #imageLiteral(resourceName: name)
        #expect(image.size == .zero)
        #expect(image.pngData() == nil)
        let reports = Diagnostics.recentWarnings().filter { $0.contains(name) }
        #expect(reports.count == 2, "counted each time: \(reports)")
        #expect(reports.first?.hasPrefix("#imageLiteral(resourceName: \"\(name)\") found no usable image") == true, "\(reports)")

        // Drawing it draws nothing and warns about nothing.
        let canvas = Canvas(size: CGSize(width: 4, height: 4))
        canvas.draw { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
            image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 2, y: 2)) == (255, 255, 255, 255))
    }

    @Test func anEmptyImageHasNoSize() {
        let empty = UIImage()
        #expect(empty.size == .zero)
        #expect(empty.scale == 1)
        #expect(empty.pngData() == nil)
        #expect(UIImageView(image: empty).sizeThatFits(.zero) == .zero)
    }
}
