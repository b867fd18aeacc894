import CCairo
import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// PDF and SVG vectors in asset catalogs, with the meaning Xcode's asset compiler gives them.
///
/// Sources for the expected values:
/// - Apple, Asset Catalog Format Reference, "Image Set Type": `preserves-vector-representation`
///   is the set's property that keeps a PDF's vector data; a slot's `scale` may be absent.
/// - Microsoft's Apple UX guide, "iOS Image File Format": a single-scale PDF or SVG without
///   "Preserve Vector Data" becomes 1x/2x/3x PNGs at build time and behaves as PNGs at run
///   time; with it, an image drawn at a size other than its own is drawn from the vector.
/// - Stack Overflow 25818845 ("How do vector images work in Xcode"): a 44×44 PDF gives
///   44×44, 88×88 and 132×132 pixel bitmaps, so the image is 44×44 points at every scale.
@MainActor
@Suite(.serialized) struct AssetCatalogVectorTests {
    /// A temporary app folder holding `Assets.xcassets`.
    @MainActor
    struct App {
        let folder: TemporaryFolder
        var catalog: URL { folder.url.appendingPathComponent("Assets.xcassets") }

        init() throws {
            folder = try TemporaryFolder()
            try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        }

        /// Writes the set `name.imageset` holding one file without a scale ("Single Scale").
        func vectorSet(_ name: String, file: String, data: Data, properties: String = "") throws {
            let url = catalog.appendingPathComponent("\(name).imageset", isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let extra = properties.isEmpty ? "" : #", "properties" : { \#(properties) }"#
            try Data(#"{ "images" : [ { "idiom" : "universal", "filename" : "\#(file)" } ], "info" : { "version" : 1, "author" : "xcode" }\#(extra) }"#.utf8)
                .write(to: url.appendingPathComponent("Contents.json"))
            try data.write(to: url.appendingPathComponent(file))
        }

        /// Runs `body` with this as the app folder and no loose asset folders.
        func run(_ body: () throws -> Void) rethrows {
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
    }

    // MARK: Test files

    /// A 20×20-point red disc of radius 8.5 (its edges fall inside pixels at every scale).
    static let disc = Data("""
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">
          <circle cx="10" cy="10" r="8.5" fill="#ff0000"/>
        </svg>
        """.utf8)

    /// A five-pointed star, 24 points square, sized by its viewBox alone.
    static let star = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
          <path d="M12 1.5 L14.9 8.6 L22.5 9.2 L16.7 14.1 L18.5 21.6 L12 17.6 L5.5 21.6 L7.3 14.1 L1.5 9.2 L9.1 8.6 Z"
                fill="#ff9500" stroke="#c93400" stroke-width="1" stroke-linejoin="round"/>
        </svg>
        """.utf8)

    /// A PDF of one `width`×`height`-point page with a blue square inset by a quarter of the
    /// width, written with Cairo's PDF surface.
    static func squarePDF(width: Double, height: Double) throws -> Data {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("square.pdf").path
        let surface = try #require(cairo_pdf_surface_create(path, width, height))
        let cr = try #require(cairo_create(surface))
        cairo_set_source_rgb(cr, 0, 0, 1)
        cairo_rectangle(cr, width / 4, height / 4, width / 2, height / 2)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// A PDF written by hand, one page with `mediaBox`, its cross-reference table exact.
    static func handWrittenPDF(mediaBox: String) -> Data {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [\(mediaBox)] >>",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }

    /// How many pixels along row `y` of `surface` are neither `background` nor `ink` (within
    /// 3 of 255 per channel): the blur across the edges the row crosses.
    static func blurredPixels(in surface: CairoSurface, row y: Int, background: TestImages.RGBA, ink: TestImages.RGBA) -> Int {
        func near(_ p: TestImages.RGBA, _ q: TestImages.RGBA) -> Bool {
            abs(Int(p.r) - Int(q.r)) <= 3 && abs(Int(p.g) - Int(q.g)) <= 3 && abs(Int(p.b) - Int(q.b)) <= 3 && abs(Int(p.a) - Int(q.a)) <= 3
        }
        return (0..<surface.pixelWidth).filter { x in
            let p = surface.pixel(x: x, y: y)
            return !near(p, background) && !near(p, ink)
        }.count
    }

    static let clear: TestImages.RGBA = (0, 0, 0, 0)
    static let red: TestImages.RGBA = (255, 0, 0, 255)
    static let white: TestImages.RGBA = (255, 255, 255, 255)

    // MARK: Sizes and scales

    @Test func aSingleScaleSVGIsItsOwnSizeInPointsDrawnAtEachScale() throws {
        let app = try App()
        try app.vectorSet("disc", file: "disc.svg", data: Self.disc)
        try app.vectorSet("star", file: "star.svg", data: Self.star)
        try app.run {
            for scale in [1, 2, 3] as [CGFloat] {
                let image = try #require(UIImage(named: "disc", in: nil, compatibleWith: UITraitCollection(displayScale: scale)))
                #expect(image.size == CGSize(width: 20, height: 20), "at \(scale)x")
                #expect(image.scale == scale)
                #expect(image.cairoSurface.pixelWidth == Int(20 * scale), "the bitmap is drawn at \(scale)x, not enlarged")
                #expect(image.cairoSurface.pixel(x: Int(10 * scale), y: Int(10 * scale)) == Self.red)
                #expect(image.cairoSurface.pixel(x: 0, y: 0) == Self.clear)
            }
            // Without width and height, the viewBox gives the size.
            let star = try #require(UIImage(named: "star", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
            #expect(star.size == CGSize(width: 24, height: 24))
        }
    }

    @Test func aSingleScalePDFIsItsFirstPagesSizeInPoints() throws {
        let app = try App()
        try app.vectorSet("square", file: "square.pdf", data: Self.squarePDF(width: 44, height: 30))
        try app.run {
            let image = try #require(UIImage(named: "square", in: nil, compatibleWith: UITraitCollection(displayScale: 3)))
            #expect(image.size == CGSize(width: 44, height: 30))
            #expect(image.cairoSurface.pixelWidth == 132 && image.cairoSurface.pixelHeight == 90)
            #expect(image.cairoSurface.pixel(x: 66, y: 45) == (0, 0, 255, 255))
            #expect(image.cairoSurface.pixel(x: 5, y: 5) == Self.clear, "the page has no background")
        }
    }

    /// At 2x and 3x the bitmap is drawn from the vector: across the disc's middle row each
    /// edge has at most one partly covered pixel, where a 1x bitmap enlarged would smear it
    /// over several.
    @Test func vectorBitmapsAreSharpAtTwoAndThreeX() throws {
        let app = try App()
        try app.vectorSet("disc", file: "disc.svg", data: Self.disc)
        try app.run {
            for scale in [2, 3] as [CGFloat] {
                let image = try #require(UIImage(named: "disc", in: nil, compatibleWith: UITraitCollection(displayScale: scale)))
                let blurred = Self.blurredPixels(in: image.cairoSurface, row: Int(10 * scale), background: Self.clear, ink: Self.red)
                #expect(blurred <= 2, "\(blurred) blurred pixels across two edges at \(scale)x")
            }
            // What an enlarged 1x bitmap looks like, for contrast: the test can tell them apart.
            let one = try #require(UIImage(named: "disc", in: nil, compatibleWith: UITraitCollection(displayScale: 1)))
            let canvas = Canvas(size: CGSize(width: 20, height: 20), scale: 3)
            canvas.draw { _ in UIImage(surface: one.cairoSurface, scale: 1).draw(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
            #expect(Self.blurredPixels(in: canvas.surface, row: 30, background: Self.clear, ink: Self.red) > 2)
        }
    }

    // MARK: Preserve Vector Data

    /// An image view ten times the image's size, at 2x: with "Preserve Vector Data" the disc
    /// is drawn from the vector at the view's size (sharp); without, its 2x bitmap is enlarged
    /// (blurred), as on iOS.
    @Test func preservedVectorsDrawSharpInALargerImageViewAndOthersBlur() throws {
        let app = try App()
        try app.vectorSet("sharp", file: "disc.svg", data: Self.disc, properties: #""preserves-vector-representation" : true"#)
        try app.vectorSet("soft", file: "disc.svg", data: Self.disc)
        try app.run {
            @MainActor func blur(_ name: String) throws -> Int {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                window.screenScale = 2
                window.backgroundColor = .white
                let view = UIImageView(image: UIImage(named: name, in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
                view.frame = window.bounds
                window.addSubview(view)
                window.renderIfNeeded()
                let buffer = try #require(window.backBuffer)
                return Self.blurredPixels(in: buffer, row: 200, background: Self.white, ink: Self.red)
            }
            #expect(try blur("sharp") <= 2)
            #expect(try blur("soft") >= 8, "an enlarged bitmap smears each edge over several pixels")
            // At its own size the preserved image draws its bitmap for the scale, as UIKit does.
            let image = try #require(UIImage(named: "sharp", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
            #expect(image.preservedVector != nil)
            #expect(image.preservedVectorBitmap(pixelsPerPoint: (2, 2), pixelWidth: 40, pixelHeight: 40) == nil)
            #expect(image.withRenderingMode(.alwaysTemplate).preservedVector != nil, "a copy keeps the vector")
        }
    }

    // MARK: Template images

    /// "Render As: Template Image" on a vector set: an image view fills the shape with its tint.
    @Test func aTemplateVectorIsDrawnInTheImageViewsTint() throws {
        let app = try App()
        try app.vectorSet("glyph", file: "disc.svg", data: Self.disc, properties: #""template-rendering-intent" : "template""#)
        try app.run {
            let image = try #require(UIImage(named: "glyph"))
            #expect(image.renderingMode == .alwaysTemplate)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            window.screenScale = 2
            window.backgroundColor = .white
            let view = UIImageView(image: image)
            view.tintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
            window.addSubview(view)
            window.renderIfNeeded()
            let buffer = try #require(window.backBuffer)
            #expect(buffer.pixel(x: 20, y: 20) == (0, 128, 0, 255))
            #expect(buffer.pixel(x: 1, y: 1) == Self.white, "only the shape is tinted")
            view.tintColor = .black
            window.renderIfNeeded()
            #expect(buffer.pixel(x: 20, y: 20) == (0, 0, 0, 255), "a new tint redraws it")
        }
    }

    // MARK: What it looks like

    /// Tolerance 2 (of 255): librsvg's and poppler's antialiasing may round an edge pixel
    /// differently between builds; a wrong size, scale, blur or tint moves far more.
    @Test func vectorsInImageViewsLookAsOnIOS() throws {
        let app = try App()
        try app.vectorSet("star", file: "star.svg", data: Self.star)
        try app.vectorSet("bigStar", file: "star.svg", data: Self.star, properties: #""preserves-vector-representation" : true"#)
        try app.vectorSet("square", file: "square.pdf", data: Self.squarePDF(width: 24, height: 24))
        try app.vectorSet("tinted", file: "star.svg", data: Self.star, properties: #""template-rendering-intent" : "template""#)
        try app.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 260, height: 92))
            window.screenScale = 2
            window.backgroundColor = .white
            let traits = UITraitCollection(displayScale: 2)
            let frames: [(String, CGRect)] = [
                ("star", CGRect(x: 10, y: 34, width: 24, height: 24)),
                ("bigStar", CGRect(x: 44, y: 10, width: 72, height: 72)),
                ("square", CGRect(x: 126, y: 34, width: 24, height: 24)),
                ("tinted", CGRect(x: 160, y: 34, width: 24, height: 24)),
                // Not preserved, enlarged: blurred, as iOS draws it.
                ("star", CGRect(x: 194, y: 20, width: 52, height: 52)),
            ]
            for (name, frame) in frames {
                let view = UIImageView(image: UIImage(named: name, in: nil, compatibleWith: traits))
                view.frame = frame
                window.addSubview(view)
            }
            window.renderIfNeeded()
            ReferenceImage.assertMatches(try #require(window.backBuffer), named: "catalog-vectors@2x", tolerance: 2)
        }
    }

    // MARK: Hostile files

    /// Each hostile vector is refused with one message naming the file, in well under a
    /// second, and never crashes or hangs.
    @Test func hostileVectorsAreRefusedWithOneMessageNamingTheFile() throws {
        let app = try App()
        var bomb = #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">"#
        let letters = Array("abcdefghij")
        for index in 1..<letters.count {
            bomb += "<!ENTITY \(letters[index]) \"\(String(repeating: "&\(letters[index - 1]);", count: 10))\">"
        }
        bomb += #"]><svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><text y="15">&j;</text></svg>"#
        // Six levels of ten <use>s: a million drawn rectangles from 61 elements.
        var uses = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20"><defs><rect id="l0" width="1" height="1"/>"#
        for level in 1...6 {
            uses += "<g id=\"l\(level)\">" + String(repeating: "<use xlink:href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        uses += ##"</defs><use xlink:href="#l6"/></svg>"##
        let cases: [(name: String, file: String, data: Data, reason: String)] = [
            ("truncatedSVG", "t.svg", Self.disc.prefix(60), "not an SVG librsvg can read"),
            ("garbageSVG", "g.svg", Data("just some words".utf8), "neither an SVG nor a PDF"),
            ("hugeSVG", "h.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1000000" height="1000000"/>"#.utf8), "1000000.0×1000000.0 points"),
            ("zeroSVG", "z.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"/>"#.utf8), "finite, positive"),
            ("nanSVG", "n.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="NaN" height="NaN"/>"#.utf8), "finite, positive"),
            ("entityBomb", "b.svg", Data(bomb.utf8), "entity reference loop"),
            ("useBomb", "u.svg", Data(uses.utf8), "more than 20000 elements"),
            ("compressed", "c.svg", Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0]), "compressed"),
            ("truncatedPDF", "t.pdf", try Self.squarePDF(width: 20, height: 20).prefix(40), "not a PDF poppler can read"),
            ("hugePDF", "h.pdf", Self.handWrittenPDF(mediaBox: "0 0 1000000 1000000"), "1000000.0×1000000.0 points"),
        ]
        for hostile in cases {
            try app.vectorSet(hostile.name, file: hostile.file, data: hostile.data)
        }
        app.run {
            for hostile in cases {
                let before = Diagnostics.warningCount()
                let start = Date()
                #expect(UIImage(named: hostile.name) == nil, "\(hostile.name)")
                let seconds = Date().timeIntervalSince(start)
                #expect(seconds < 2, "\(hostile.name) took \(seconds) s")
                #expect(Diagnostics.warningCount() == before + 1, "one message for \(hostile.name)")
                let message = Diagnostics.recentWarnings().last ?? ""
                #expect(message.contains("\(hostile.name).imageset/\(hostile.file)"), "\(message)")
                #expect(message.contains(hostile.reason), "\(hostile.name): \(message)")
            }
        }
    }

    /// An SVG naming other files (absolutely, or beside itself) is drawn without them: it is
    /// read with no base file, so librsvg loads nothing it names.
    @Test func anSVGCannotReachOtherFiles() throws {
        let app = try App()
        let red = TestImages.solidPNG(.red, pixels: 20, scale: 1)
        let outside = try app.folder.write(red, named: "secret.png")
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">
              <image width="10" height="20" xlink:href="\(outside.absoluteString)"/>
              <image x="10" width="10" height="20" xlink:href="beside.png"/>
            </svg>
            """
        try app.vectorSet("peek", file: "peek.svg", data: Data(svg.utf8))
        try red.write(to: app.catalog.appendingPathComponent("peek.imageset/beside.png"))
        try app.run {
            let image = try #require(UIImage(named: "peek"))
            #expect(image.cairoSurface.pixel(x: 5, y: 10) == Self.clear)
            #expect(image.cairoSurface.pixel(x: 15, y: 10) == Self.clear)
        }
    }

    /// Mutated SVGs and PDFs (bytes flipped, cut, repeated): each is drawn or refused, none
    /// crashes, and the whole run stays short.
    @Test func mutatedVectorsNeverCrash() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let seeds = [("svg", Self.disc), ("svg", Self.star), ("pdf", try Self.squarePDF(width: 16, height: 16))]
        var random = SeededRandomNumberGenerator(seed: 31_004)
        let inputs = 150
        var drawn = 0
        let start = Date()
        for index in 0..<inputs {
            let (kind, seed) = seeds[index % seeds.count]
            var bytes = [UInt8](seed)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.removeSubrange(at...)
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 64)], at: at)
                }
                if bytes.isEmpty { bytes = [0x3C] }
            }
            let file = try folder.write(Data(bytes), named: "m\(index).\(kind)")
            if VectorImageSource(path: file.path).bitmap(scale: 2) != nil { drawn += 1 }
        }
        let seconds = Date().timeIntervalSince(start)
        print("vector fuzz: \(inputs) inputs, \(drawn) drawn, \(inputs - drawn) refused, \(String(format: "%.1f", seconds)) s")
        #expect(seconds < 60)
        #expect(drawn > inputs / 10, "the mutations still reach the libraries' drawing")
    }
}
