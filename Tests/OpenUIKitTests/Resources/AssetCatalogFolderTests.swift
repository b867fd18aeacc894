import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Asset catalogs read at run time: image sets by scale, idiom and appearance, namespaced
/// groups, colour sets in every form Xcode writes, and hostile files, through
/// `UIImage(named:)` and `UIColor(named:)`.
@MainActor
@Suite(.serialized) struct AssetCatalogFolderTests {
    /// A temporary app folder holding `Assets.xcassets`.
    private struct App {
        let folder: TemporaryFolder
        var catalog: URL { folder.url.appendingPathComponent("Assets.xcassets") }

        init() throws {
            folder = try TemporaryFolder()
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        }

        /// Writes `files` (name → bytes) and `contents` as the set `path` (e.g. `tile.imageset`).
        func set(_ path: String, contents: String, files: [String: Data] = [:]) throws {
            let url = catalog.appendingPathComponent(path, isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url.appendingPathComponent("Contents.json"))
            for (name, data) in files { try data.write(to: url.appendingPathComponent(name)) }
        }
    }

    /// Runs `body` with `app` as the app folder, and no loose asset folders.
    private func with(_ app: App, _ body: () throws -> Void) rethrows {
        let savedPaths = AssetCatalog.explicitSearchPaths, savedDefaults = AssetCatalog.usesDefaultSearchPaths
        AssetCatalog.explicitSearchPaths = []
        AssetCatalog.usesDefaultSearchPaths = false
        AppResources.overrideFolders([app.folder.url])
        AssetCatalog.removeCachedImages()
        defer {
            AppResources.overrideFolders(nil)
            AssetCatalog.explicitSearchPaths = savedPaths
            AssetCatalog.usesDefaultSearchPaths = savedDefaults
            AssetCatalog.removeCachedImages()
            app.folder.remove()
        }
        try body()
    }

    private let red = TestImages.solidPNG(.red, pixels: 2, scale: 1)
    private let green = TestImages.solidPNG(.green, pixels: 4, scale: 1)
    private let blue = TestImages.solidPNG(.blue, pixels: 6, scale: 1)

    @Test func anImageSetGivesTheVariantForTheScaleWanted() throws {
        let app = try App()
        try app.set("tile.imageset", contents: """
            { "images" : [ { "idiom" : "universal", "filename" : "tile.png", "scale" : "1x" },
                           { "idiom" : "universal", "filename" : "tile big.png", "scale" : "2x" },
                           { "idiom" : "universal", "scale" : "3x" } ],
              "info" : { "version" : 1, "author" : "xcode" } }
            """, files: ["tile.png": red, "tile big.png": green])
        try with(app) {
            let one = try #require(UIImage(named: "tile", in: nil, compatibleWith: UITraitCollection(displayScale: 1)))
            #expect(one.scale == 1 && one.size == CGSize(width: 2, height: 2))
            // A 3x display takes the nearest filled slot (2x): the empty 3x slot does not exist.
            let three = try #require(UIImage(named: "tile", in: nil, compatibleWith: UITraitCollection(displayScale: 3)))
            #expect(three.scale == 2 && three.size == CGSize(width: 2, height: 2))
            #expect(three.cairoSurface.pixel(x: 0, y: 0) == TestImages.green)
        }
    }

    @Test func aTwoXOnlySetIsAScaleTwoImageOnAOneXDisplay() throws {
        // STORYBOARDS.md §11.2 rule 3: the image's scale is the slot's.
        let app = try App()
        try app.set("only2x.imageset", contents: """
            { "images" : [ { "idiom" : "universal", "scale" : "1x" }, { "idiom" : "universal", "filename" : "b.png", "scale" : "2x" } ] }
            """, files: ["b.png": green])
        try with(app) {
            let image = try #require(UIImage(named: "only2x", in: nil, compatibleWith: UITraitCollection(displayScale: 1)))
            #expect(image.scale == 2 && image.size == CGSize(width: 2, height: 2))
        }
    }

    @Test func iPadSlotsWinOverUniversalAndDarkSlotsFollowTheStyle() throws {
        let app = try App()
        try app.set("mode.imageset", contents: """
            { "images" : [ { "idiom" : "universal", "filename" : "light.png", "scale" : "1x" },
                           { "idiom" : "universal", "filename" : "dark.png", "scale" : "1x",
                             "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] } ] }
            """, files: ["light.png": red, "dark.png": blue])
        try app.set("device.imageset", contents: """
            { "images" : [ { "idiom" : "universal", "filename" : "any.png" }, { "idiom" : "ipad", "filename" : "pad.png", "scale" : "1x" } ] }
            """, files: ["any.png": red, "pad.png": blue])
        try with(app) {
            let light = try #require(UIImage(named: "mode", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
            let dark = try #require(UIImage(named: "mode", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
            #expect(light.cairoSurface.pixel(x: 0, y: 0) == TestImages.red)
            #expect(dark.cairoSurface.pixel(x: 0, y: 0) == TestImages.blue)
            let pad = try #require(UIImage(named: "device"))
            #expect(pad.cairoSurface.pixel(x: 0, y: 0) == TestImages.blue, "UIDevice is an iPad")
        }
    }

    @Test func groupsNamespaceOnlyWhenTheySaySo() throws {
        let app = try App()
        try app.set("Icons", contents: #"{ "properties" : { "provides-namespace" : true } }"#)
        try app.set("Icons/star.imageset", contents: #"{ "images" : [ { "idiom" : "universal", "filename" : "s.png", "scale" : "1x" } ] }"#,
                    files: ["s.png": red])
        try app.set("Plain/moon.imageset", contents: #"{ "images" : [ { "idiom" : "universal", "filename" : "m.png", "scale" : "1x" } ] }"#,
                    files: ["m.png": green])
        try app.set("Q♠️.imageset", contents: #"{ "images" : [ { "idiom" : "universal", "filename" : "q.png", "scale" : "1x" } ] }"#,
                    files: ["q.png": blue])
        with(app) {
            #expect(UIImage(named: "Icons/star") != nil)
            #expect(UIImage(named: "star") == nil)
            #expect(UIImage(named: "moon") != nil)
            #expect(UIImage(named: "Plain/moon") == nil)
            // Compared code point for code point, as the app spells it; the bare name finds it too.
            #expect(UIImage(named: "Q♠️") != nil)
            #expect(UIImage(named: "Q♠") != nil)
        }
    }

    /// Xcode's "Render As" (`template-rendering-intent`) becomes the image's rendering mode.
    @Test func renderAsSetsTheRenderingMode() throws {
        let app = try App()
        let image = #"{ "images" : [ { "idiom" : "universal", "filename" : "i.png", "scale" : "1x" } ], "properties" : { "template-rendering-intent" : "INTENT" } }"#
        try app.set("glyph.imageset", contents: image.replacingOccurrences(of: "INTENT", with: "template"), files: ["i.png": red])
        try app.set("photo.imageset", contents: image.replacingOccurrences(of: "INTENT", with: "original"), files: ["i.png": red])
        try app.set("plain.imageset", contents: #"{ "images" : [ { "idiom" : "universal", "filename" : "i.png", "scale" : "1x" } ] }"#,
                    files: ["i.png": red])
        with(app) {
            #expect(UIImage(named: "glyph")?.renderingMode == .alwaysTemplate)
            #expect(UIImage(named: "photo")?.renderingMode == .alwaysOriginal)
            #expect(UIImage(named: "plain")?.renderingMode == .automatic)
        }
    }

    @Test func aJPEGInACatalogLoads() throws {
        let app = try App()
        let jpeg = TinyJPEG.make(blocksWide: 1, blocksHigh: 1) { _, _ in (0, 0, 255) }
        try app.set("photo.imageset", contents: #"{ "images" : [ { "idiom" : "universal", "filename" : "photo.jpg", "scale" : "1x" } ] }"#,
                    files: ["photo.jpg": jpeg])
        try with(app) {
            let image = try #require(UIImage(named: "photo"))
            #expect(image.size == CGSize(width: 8, height: 8))
        }
    }

    @Test func colourSetsReadEveryComponentFormAndTheDarkVariant() throws {
        let app = try App()
        try app.set("Brand.colorset", contents: """
            { "colors" : [
                { "idiom" : "universal",
                  "color" : { "color-space" : "srgb", "components" : { "red" : "0.200", "green" : "0x80", "blue" : "255", "alpha" : "1.000" } } },
                { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "gray-gamma-22", "components" : { "white" : 0.25, "alpha" : 0.5 } } } ] }
            """)
        try app.set("Vivid.colorset", contents: """
            { "colors" : [ { "idiom" : "universal",
                  "color" : { "color-space" : "display-p3", "components" : { "red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" } } } ] }
            """)
        try app.set("Wide.colorset", contents: """
            { "colors" : [ { "idiom" : "universal",
                  "color" : { "color-space" : "extended-srgb", "components" : { "red" : "1.200", "green" : "-0.100", "blue" : "0.500", "alpha" : "1.000" } } } ] }
            """)
        try with(app) {
            let light = try #require(UIColor(named: "Brand", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
            #expect(abs(light.red - 0.2) < 1e-9)
            #expect(abs(light.green - 128.0 / 255) < 1e-9)
            #expect(light.blue == 1)
            let dark = try #require(UIColor(named: "Brand", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
            #expect(dark.red == 0.25 && dark.green == 0.25 && dark.alpha == 0.5)
            // P3's pure red is outside sRGB: clamped to sRGB red (the extended value is about 1.09, -0.23, -0.15).
            let vivid = try #require(UIColor(named: "Vivid"))
            #expect(vivid.red == 1 && vivid.green == 0 && vivid.blue == 0)
            let wide = try #require(UIColor(named: "Wide"))
            #expect(wide.red == 1 && wide.green == 0 && abs(wide.blue - 0.5) < 1e-9, "CGColor holds sRGB's 0…1: wide values are clamped")
            #expect(UIColor(named: "NoSuchColour") == nil)
        }
    }

    @Test func displayP3IsConvertedToSRGB() throws {
        // A P3 colour inside the sRGB gamut: P3 (0.5, 0.5, 0.5) is grey in both spaces.
        let grey = try AssetColorSet.color(from: ["color-space": "display-p3", "components": ["red": "0.5", "green": "0.5", "blue": "0.5"]])
        #expect(abs(grey.red - 0.5) < 1e-6 && abs(grey.green - 0.5) < 1e-6 && abs(grey.blue - 0.5) < 1e-6)
        // sRGB red expressed in P3 (0.9175, 0.2003, 0.1386) comes back as sRGB red.
        let red = try AssetColorSet.color(from: ["color-space": "display-p3", "components": ["red": "0.9175", "green": "0.2003", "blue": "0.1386"]])
        #expect(abs(red.red - 1) < 0.002 && red.green < 0.005 && red.blue < 0.005)
    }

    @Test func hostileCatalogFilesGetOneMessageNamingTheFile() throws {
        let app = try App()
        try app.set("corrupt.imageset", contents: "{ \"images\" : [ { \"idiom\" : ")
        try app.set("missing.imageset", contents: #"{ "images" : [ { "idiom" : "universal", "filename" : "gone.png", "scale" : "1x" } ] }"#)
        try app.set("escape.imageset", contents: #"{ "images" : [ { "idiom" : "universal", "filename" : "../../secret.png" } ] }"#)
        try app.set("NaN.colorset", contents: """
            { "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "nan", "green" : "0", "blue" : "0" } } } ] }
            """)
        try app.set("huge.imageset", contents: #"{ "images" : [ { "idiom" : "universal", "filename" : "h.png", "scale" : "1x" } ] }"#,
                    files: ["h.png": TestImages.headerOnlyPNG(width: 100_000, height: 100_000)])
        // Vectors (more in AssetCatalogVectorTests): a size of a million points, a cut PDF.
        try app.set("hugeVector.imageset", contents: #"{ "images" : [ { "idiom" : "universal", "filename" : "h.svg" } ] }"#,
                    files: ["h.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1e6" height="1e6"/>"#.utf8)])
        try app.set("cutVector.imageset", contents: #"{ "images" : [ { "idiom" : "universal", "filename" : "c.pdf" } ] }"#,
                    files: ["c.pdf": Data("%PDF-1.4\n1 0 obj\n<< /Type /Cat".utf8)])
        with(app) {
            func expectRefusal(_ lookUp: () -> Any?, naming fragment: String) {
                let before = Diagnostics.warningCount()
                #expect(lookUp() == nil)
                #expect(Diagnostics.warningCount() > before, "no message for \(fragment)")
                #expect(Diagnostics.recentWarnings().last?.contains(fragment) == true, "\(Diagnostics.recentWarnings().last ?? "")")
            }
            expectRefusal({ UIImage(named: "corrupt") }, naming: "corrupt.imageset/Contents.json")
            expectRefusal({ UIImage(named: "missing") }, naming: "missing.imageset")
            expectRefusal({ UIImage(named: "escape") }, naming: "escape.imageset")
            expectRefusal({ UIColor(named: "NaN") }, naming: "NaN.colorset")
            expectRefusal({ UIImage(named: "huge") }, naming: "h.png")
            expectRefusal({ UIImage(named: "hugeVector") }, naming: "h.svg")
            expectRefusal({ UIImage(named: "cutVector") }, naming: "c.pdf")
        }
    }
}

/// The app icon set as the window's icons.
@MainActor
@Suite(.serialized) struct AppIconSetTests {
    @Test func theIconSetsImagesBecomeWindowIconsNoLargerThanTheWindowManagerTakes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let set = folder.url.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("""
            { "images" : [ { "idiom" : "ipad", "size" : "16x16", "scale" : "1x", "filename" : "small.png" },
                           { "idiom" : "ipad", "size" : "20x20", "scale" : "2x" },
                           { "idiom" : "ios-marketing", "size" : "1024x1024", "scale" : "1x", "filename" : "big.png" } ] }
            """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try TestImages.solidPNG(.red, pixels: 16, scale: 1).write(to: set.appendingPathComponent("small.png"))
        try TestImages.solidPNG(.blue, pixels: 512, scale: 1).write(to: set.appendingPathComponent("big.png"))
        AppResources.overrideFolders([folder.url])
        defer { AppResources.overrideFolders(nil) }
        let icons = ApplicationLauncher.appIconImages()
        #expect(icons.map { Int($0.size.width * $0.scale) } == [16, X11WindowIcon.largestSide])
        let large = try #require(icons.last)
        #expect(large.cairoSurface.pixel(x: 64, y: 64) == TestImages.blue)
    }
}
