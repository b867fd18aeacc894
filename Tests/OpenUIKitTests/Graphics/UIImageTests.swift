import Foundation
import OpenUIKit
import TestSupport
import Testing

/// A uniquely named folder under the temporary directory, for image files a test writes.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-image-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ data: Data, named name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Small PNGs made with the image renderer, for the image tests.
@MainActor
enum TestImages {
    typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    /// A square of `pixels`×`pixels` pixels of one colour, at `scale` pixels per point.
    static func solidPNG(_ color: UIColor, pixels: Int, scale: CGFloat) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let side = CGFloat(pixels) / scale
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).pngData { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// 16×16 pixels of a different colour each, so the PNG is longer than its header.
    static func noisyPNG() -> Data {
        UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).pngData { context in
            for y in 0..<16 {
                for x in 0..<16 {
                    UIColor(red: CGFloat(x) / 15, green: CGFloat(y) / 15, blue: CGFloat((x * 7 + y * 3) % 16) / 15, alpha: 1).setFill()
                    context.fill(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
        }
    }

    /// A PNG signature and a well-formed `IHDR` chunk (correct CRC) declaring `width`×`height`
    /// 8-bit RGBA pixels, followed by `IEND` and no pixel data at all.
    static func headerOnlyPNG(width: UInt32, height: UInt32) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] {
            [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IEND", []))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static let red: RGBA = (255, 0, 0, 255)
    static let green: RGBA = (0, 255, 0, 255)
    static let blue: RGBA = (0, 0, 255, 255)
}

@MainActor
@Suite struct UIImageTests {
    typealias RGBA = TestImages.RGBA

    /// Runs `body` with `folder` as the only explicit asset folder, restoring the setting after.
    private func withAssets(_ folder: TemporaryFolder, _ body: () throws -> Void) rethrows {
        let saved = AssetCatalog.explicitSearchPaths
        AssetCatalog.explicitSearchPaths = [folder.url]
        defer { AssetCatalog.explicitSearchPaths = saved }
        try body()
    }

    /// `name.png` red (2×2 px), `name@2x.png` green (4×4 px), `name@3x.png` blue (6×6 px): the
    /// same 2×2-point image at three scales, told apart by colour.
    private func writeVariants(named name: String, in folder: TemporaryFolder) throws {
        try folder.write(TestImages.solidPNG(.red, pixels: 2, scale: 1), named: "\(name).png")
        try folder.write(TestImages.solidPNG(.green, pixels: 4, scale: 2), named: "\(name)@2x.png")
        try folder.write(TestImages.solidPNG(.blue, pixels: 6, scale: 3), named: "\(name)@3x.png")
    }

    /// The colour at the centre after drawing `image` into a fresh canvas.
    private func colourDrawn(canvasScale: CGFloat, _ draw: (CGContext) -> Void) -> RGBA {
        let canvas = Canvas(size: CGSize(width: 8, height: 8), scale: canvasScale)
        canvas.draw(draw)
        return canvas.pixel(atPoint: CGPoint(x: 1, y: 1))
    }

    @Test func namedImageDescribesThePreferredScalesVariant() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try writeVariants(named: "x", in: folder)
        let savedScale = AssetCatalog.preferredScale
        defer { AssetCatalog.preferredScale = savedScale }
        try withAssets(folder) {
            let image = try #require(UIImage(named: "x"))
            #expect(image.scale == 1 && image.size == CGSize(width: 2, height: 2))
            #expect(image.cairoSurface.pixel(x: 0, y: 0) == TestImages.red)

            AssetCatalog.preferredScale = 2
            let sharper = try #require(UIImage(named: "x.png"))
            #expect(sharper.scale == 2 && sharper.size == CGSize(width: 2, height: 2))

            // Between variants, the sharper one is preferred.
            AssetCatalog.preferredScale = 2.5
            #expect(UIImage(named: "x")?.scale == 3)
            AssetCatalog.preferredScale = 4
            #expect(UIImage(named: "x")?.scale == 3)
        }
    }

    @Test func drawingPicksTheVariantForTheDestinationsPixelsPerPoint() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try writeVariants(named: "x", in: folder)
        try withAssets(folder) {
            let image = try #require(UIImage(named: "x"))
            let atOwnSize: [(CGFloat, RGBA)] = [(1, TestImages.red), (2, TestImages.green), (3, TestImages.blue), (4, TestImages.blue)]
            for (scale, expected) in atOwnSize {
                #expect(colourDrawn(canvasScale: scale) { _ in image.draw(at: .zero) } == expected, "canvas scale \(scale)")
            }
            // An enlarged rect or transform on a 1× canvas needs the sharper variants too, as
            // a pinch-enlarged face image does.
            #expect(colourDrawn(canvasScale: 1) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 3, height: 3)) } == TestImages.green)
            #expect(colourDrawn(canvasScale: 1) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) } == TestImages.green)
            #expect(colourDrawn(canvasScale: 1) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 5, height: 2)) } == TestImages.blue)
            #expect(colourDrawn(canvasScale: 1) { context in
                context.scaleBy(x: 3, y: 3)
                image.draw(at: .zero)
            } == TestImages.blue)
            #expect(colourDrawn(canvasScale: 2) { context in
                context.rotate(by: .pi / 2)
                context.translateBy(x: 0, y: -2)
                image.draw(at: .zero)
            } == TestImages.green)
            // Shrunk on a 3× canvas: one image point covers 1.5 pixels.
            #expect(colourDrawn(canvasScale: 3) { _ in image.draw(in: CGRect(x: 0.5, y: 0.5, width: 1, height: 1)) } == TestImages.green)
            #expect(colourDrawn(canvasScale: 3) { _ in image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 8, height: 8)) } == TestImages.blue)
        }
    }

    @Test func variantsAreDecodedOnlyWhenDrawingNeedsThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try writeVariants(named: "lazy", in: folder)
        try withAssets(folder) {
            let image = try #require(UIImage(named: "lazy"))
            // Damage the 3× file after the lookup: drawing at 3× reads it only now, fails,
            // warns and falls back to the variant already decoded.
            try folder.write(Data("not a png".utf8), named: "lazy@3x.png")
            let warningsBefore = Diagnostics.warningCount()
            #expect(colourDrawn(canvasScale: 3) { _ in image.draw(at: .zero) } == TestImages.red)
            #expect(Diagnostics.warningCount() > warningsBefore)
            // The 2× file was not damaged and decodes on demand.
            #expect(colourDrawn(canvasScale: 2) { _ in image.draw(at: .zero) } == TestImages.green)
        }
    }

    @Test func lookupsAreCachedAndShareDecodedPixels() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try writeVariants(named: "cached", in: folder)
        try withAssets(folder) {
            let first = try #require(UIImage(named: "cached"))
            let second = try #require(UIImage(named: "cached.png"))
            #expect(first.cairoSurface === second.cairoSurface)
            AssetCatalog.removeCachedImages()
            let third = try #require(UIImage(named: "cached"))
            #expect(third.cairoSurface !== first.cairoSurface)
        }
    }

    @Test func unicodeNamesWork() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(TestImages.solidPNG(.red, pixels: 2, scale: 1), named: "K♥.png")
        try folder.write(TestImages.solidPNG(.green, pixels: 4, scale: 2), named: "K♥@2x.png")
        // Written decomposed (e + combining acute), asked for precomposed.
        try folder.write(TestImages.solidPNG(.blue, pixels: 2, scale: 1), named: "Re\u{301}gine.png")
        try withAssets(folder) {
            let king = try #require(UIImage(named: "K♥"))
            #expect(king.size == CGSize(width: 2, height: 2))
            #expect(colourDrawn(canvasScale: 2) { _ in king.draw(at: .zero) } == TestImages.green)
            let accented = try #require(UIImage(named: "R\u{E9}gine"))
            #expect(accented.cairoSurface.pixel(x: 0, y: 0) == TestImages.blue)
        }
    }

    @Test func theFirstFolderHoldingAnyVariantWins() throws {
        let first = try TemporaryFolder(), second = try TemporaryFolder()
        defer { first.remove(); second.remove() }
        try first.write(TestImages.solidPNG(.green, pixels: 4, scale: 2), named: "y@2x.png")
        try second.write(TestImages.solidPNG(.red, pixels: 2, scale: 1), named: "y.png")
        let saved = AssetCatalog.explicitSearchPaths
        AssetCatalog.explicitSearchPaths = [first.url, second.url]
        defer { AssetCatalog.explicitSearchPaths = saved }
        let image = try #require(UIImage(named: "y"))
        #expect(image.scale == 2 && image.size == CGSize(width: 2, height: 2))
        #expect(image.cairoSurface.pixel(x: 0, y: 0) == TestImages.green)
    }

    @Test func searchOrderIsExplicitThenEnvironmentThenExecutableThenPackage() {
        let paths = AssetCatalog.searchPaths(
            explicit: [URL(fileURLWithPath: "/app")], environmentValue: "/env/one::/env/two",
            executableAssets: URL(fileURLWithPath: "/bin/assets"), packageAssets: URL(fileURLWithPath: "/package/assets"))
        #expect(paths.map(\.path) == ["/app", "/env/one", "/env/two", "/bin/assets", "/package/assets"])
        #expect(AssetCatalog.searchPaths(explicit: [], environmentValue: nil, executableAssets: nil, packageAssets: nil).isEmpty)
        let saved = AssetCatalog.explicitSearchPaths
        defer { AssetCatalog.explicitSearchPaths = saved }
        AssetCatalog.explicitSearchPaths = [URL(fileURLWithPath: "/explicit")]
        #expect(AssetCatalog.searchPaths.first?.path == "/explicit")
    }

    @Test func contentsOfFileTakesTheScaleFromTheName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let double = try folder.write(TestImages.solidPNG(.green, pixels: 4, scale: 2), named: "face@2x.png")
        let triple = try folder.write(TestImages.solidPNG(.blue, pixels: 6, scale: 3), named: "face@3x.png")
        let single = try folder.write(TestImages.solidPNG(.red, pixels: 4, scale: 1), named: "plain.png")
        #expect(UIImage(contentsOfFile: double.path)?.scale == 2)
        #expect(UIImage(contentsOfFile: double.path)?.size == CGSize(width: 2, height: 2))
        #expect(UIImage(contentsOfFile: triple.path)?.scale == 3)
        #expect(UIImage(contentsOfFile: single.path)?.size == CGSize(width: 4, height: 4))
    }

    @Test func drawHonoursBlendModeAndAlpha() throws {
        let image = try #require(UIImage(data: TestImages.solidPNG(.red, pixels: 2, scale: 1)))
        let canvas = Canvas(size: CGSize(width: 4, height: 2))
        canvas.draw { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            image.draw(at: .zero, blendMode: .normal, alpha: 0.5)
            image.draw(in: CGRect(x: 2, y: 0, width: 2, height: 2), blendMode: .destinationOut, alpha: 1)
        }
        let mixed = canvas.pixel(atPoint: CGPoint(x: 1, y: 1))
        #expect(abs(Int(mixed.r) - 128) <= 1 && abs(Int(mixed.b) - 127) <= 1 && mixed.a == 255)
        #expect(canvas.pixel(atPoint: CGPoint(x: 3, y: 1)).a == 0)
    }

    @Test func patternTilesAreAnchoredAtTheOrigin() throws {
        // Left pixel column red, right one blue, 1 point each.
        let tile = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let canvas = Canvas(size: CGSize(width: 6, height: 1))
        canvas.draw { _ in tile.drawAsPattern(in: CGRect(x: 1, y: 0, width: 4, height: 1)) }
        let row = (0..<6).map { canvas.pixel(atPoint: CGPoint(x: CGFloat($0) + 0.5, y: 0.5)) }
        #expect(row[0].a == 0 && row[5].a == 0)
        #expect(row[1] == TestImages.blue && row[2] == TestImages.red && row[3] == TestImages.blue && row[4] == TestImages.red)
    }

    @Test func drawingWithoutAContextDoesNothingButWarn() throws {
        let image = try #require(UIImage(data: TestImages.solidPNG(.red, pixels: 1, scale: 1)))
        let warningsBefore = Diagnostics.warningCount()
        image.draw(at: .zero)
        image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(Diagnostics.warningCount() >= warningsBefore + 2)
    }

    @Test func imagesCanBeSharedAcrossThreads() async throws {
        let image = try #require(UIImage(data: TestImages.solidPNG(.red, pixels: 3, scale: 1)))
        let (size, png) = await Task.detached { (image.size, image.pngData()) }.value
        #expect(size == CGSize(width: 3, height: 3))
        #expect(png.flatMap { UIImage(data: $0) }?.size == size)
    }
}

/// Bad files and data: each is refused with nil and a warning, without crashing or
/// allocating what a lying header asks for.
@MainActor
@Suite struct UIImageBadInputTests {
    private func expectRefused(_ load: () -> UIImage?, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        let warningsBefore = Diagnostics.warningCount()
        #expect(load() == nil, comment, sourceLocation: sourceLocation)
        #expect(Diagnostics.warningCount() > warningsBefore, comment, sourceLocation: sourceLocation)
    }

    /// Resident memory of this process, in bytes.
    private func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test func missingImagesAreNil() throws {
        // A name found nowhere is no bad input: nil without a word, as on iOS (see
        // UIImageLookupTests for the opt-in log).
        let missing = "no-such-image-\(UUID().uuidString)"
        #expect(UIImage(named: missing) == nil)
        #expect(!Diagnostics.recentWarnings().contains { $0.contains(missing) })
        expectRefused({ UIImage(named: "") }, "empty name")
        expectRefused({ UIImage(named: "../escape") }, "name leaving the folder")
        expectRefused({ UIImage(contentsOfFile: "/nonexistent/\(UUID().uuidString).png") }, "missing file")
    }

    @Test func damagedFilesAreNil() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let real = TestImages.noisyPNG()
        try #require(real.count > 200)
        var generator = SystemRandomNumberGenerator()
        var corrupted = real
        // Flip bytes inside the image data, well past the header, so a CRC check fails.
        for offset in stride(from: 60, to: real.count - 20, by: 7) { corrupted[offset] ^= 0x5A }
        let files: [(String, Data)] = [
            ("empty.png", Data()),
            ("truncated.png", real.prefix(100)),
            ("signature-only.png", real.prefix(5)),
            ("random.png", Data((0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) })),
            ("text.png", Data("hello, not an image".utf8)),
            ("corrupted.png", corrupted),
        ]
        for (name, data) in files {
            let url = try folder.write(data, named: name)
            expectRefused({ UIImage(contentsOfFile: url.path) }, "\(name) from a file")
            expectRefused({ UIImage(data: data) }, "\(name) as data")
        }
        // A folder with an image's name.
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("folder.png"), withIntermediateDirectories: false)
        expectRefused({ UIImage(contentsOfFile: folder.url.appendingPathComponent("folder.png").path) }, "a directory")
        let saved = AssetCatalog.explicitSearchPaths
        AssetCatalog.explicitSearchPaths = [folder.url]
        defer { AssetCatalog.explicitSearchPaths = saved }
        expectRefused({ UIImage(named: "random") }, "damaged named image")
        expectRefused({ UIImage(named: "folder") }, "directory as named image")
    }

    @Test(.enabled(if: geteuid() != 0, "root can read any file"))
    func unreadableFilesAreNil() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = try folder.write(TestImages.noisyPNG(), named: "locked.png")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
        expectRefused({ UIImage(contentsOfFile: url.path) }, "unreadable file")
    }

    @Test func hugeHeadersAreRefusedBeforeDecoding() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let residentBefore = residentBytes()
        let started = ContinuousClock.now
        // 60000² would be 13 GiB of pixels; 16385 is one over the per-side limit; 10000² fits
        // each side but is 381 MiB in all.
        let claims: [(UInt32, UInt32)] = [(60_000, 60_000), (16_385, 1), (1, 16_385), (10_000, 10_000), (0, 10), (UInt32.max, 1)]
        for (width, height) in claims {
            let data = TestImages.headerOnlyPNG(width: width, height: height)
            let url = try folder.write(data, named: "huge-\(width)x\(height).png")
            expectRefused({ UIImage(contentsOfFile: url.path) }, "\(width)×\(height) file")
            expectRefused({ UIImage(data: data) }, "\(width)×\(height) data")
            // Refused by reading the header, before cairo was asked to decode anything.
            #expect(Diagnostics.recentWarnings().contains { $0.contains("header claims \(width)×\(height) pixels") })
        }
        #expect(ContinuousClock.now - started < .seconds(2))
        // Tests running alongside allocate too, but nowhere near the gigabytes refused here.
        let growthLimitBytes = 64 * 1024 * 1024
        #expect(residentBytes() - residentBefore < growthLimitBytes)
    }

    @Test func aShortFileClaimingALargeImageIsRefusedBeforeDecoding() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let residentBefore = residentBytes()
        // Within the pixel limits, but 45 bytes cannot hold 8192×8192 RGBA pixels (at least
        // 260 KB even at deflate's best ratio); cairo would allocate 256 MiB to find that out.
        let data = TestImages.headerOnlyPNG(width: 8_192, height: 8_192)
        let url = try folder.write(data, named: "lying.png")
        expectRefused({ UIImage(contentsOfFile: url.path) }, "a lying header in a file")
        expectRefused({ UIImage(data: data) }, "a lying header as data")
        #expect(Diagnostics.recentWarnings().contains { $0.contains("too short for the 8192×8192 pixels its header claims") },
                "\(Diagnostics.recentWarnings().suffix(3))")
        let growthLimitBytes = 64 * 1024 * 1024
        #expect(residentBytes() - residentBefore < growthLimitBytes)
    }

    @Test func aLargeImageThatCompressesWellStillLoads() throws {
        // One colour compresses about as well as deflate can, close to the ratio the length
        // check allows; a real image like it must not be taken for a lying header.
        let side = 2_048
        let data = TestImages.solidPNG(.clear, pixels: side, scale: 1)
        let image = try #require(UIImage(data: data), "\(data.count) bytes for \(side)×\(side) pixels")
        #expect(image.size == CGSize(width: side, height: side))
    }

    @Test func aBadScaleIsReplacedByOne() throws {
        let data = TestImages.solidPNG(.red, pixels: 2, scale: 1)
        let warningsBefore = Diagnostics.warningCount()
        #expect(UIImage(data: data, scale: .nan)?.scale == 1)
        #expect(UIImage(data: data, scale: -2)?.scale == 1)
        #expect(Diagnostics.warningCount() >= warningsBefore + 2)
    }

    @Test func nonFiniteDrawRectsAreIgnored() throws {
        let image = try #require(UIImage(data: TestImages.solidPNG(.red, pixels: 2, scale: 1)))
        let canvas = Canvas(size: CGSize(width: 2, height: 2))
        canvas.draw { _ in
            image.draw(in: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2))
            image.draw(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2))
            image.drawAsPattern(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 2))
            image.draw(in: CGRect(x: 0, y: 0, width: 0, height: 0))
            image.draw(at: .zero)
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 1, y: 1)) == TestImages.red)
    }
}

/// Images drawn scaled and as patterns, compared with reference PNGs.
@MainActor
@Suite struct UIImageReferenceTests {
    /// 4×4 pixels at 1×: a red and yellow checkerboard with a blue top-left pixel, so a flip
    /// or rotation would show.
    private static func checker() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            for y in 0..<4 {
                for x in 0..<4 {
                    ((x + y) % 2 == 0 ? UIColor.red : UIColor.yellow).setFill()
                    context.fill(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    /// An 8×8-point tile at 2×: a navy arrow pointing right on pale yellow.
    private static func arrowTile() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { context in
            UIColor(red: 1, green: 0.95, blue: 0.7, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            let arrow = UIBezierPath()
            arrow.move(to: CGPoint(x: 1, y: 3))
            arrow.addLine(to: CGPoint(x: 4, y: 3))
            arrow.addLine(to: CGPoint(x: 4, y: 1))
            arrow.addLine(to: CGPoint(x: 7, y: 4))
            arrow.addLine(to: CGPoint(x: 4, y: 7))
            arrow.addLine(to: CGPoint(x: 4, y: 5))
            arrow.addLine(to: CGPoint(x: 1, y: 5))
            arrow.close()
            UIColor(red: 0.1, green: 0.15, blue: 0.45, alpha: 1).setFill()
            arrow.fill()
        }
    }

    private static func backdrop(_ context: CGContext) {
        UIColor.lightGray.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
    }

    @Test func checkerEnlargedWithoutInterpolation() {
        let canvas = Canvas(size: CGSize(width: 64, height: 64))
        canvas.draw { context in
            Self.backdrop(context)
            context.interpolationQuality = .none
            Self.checker().draw(in: CGRect(x: 8, y: 8, width: 48, height: 48))
        }
        // Nearest-neighbour scaling by a whole factor copies opaque pixels exactly.
        ReferenceImage.assertMatches(canvas.surface, named: "image-scaled-nearest", tolerance: 0)
    }

    @Test func checkerEnlargedSmoothly() {
        let canvas = Canvas(size: CGSize(width: 64, height: 64))
        canvas.draw { context in
            Self.backdrop(context)
            Self.checker().draw(in: CGRect(x: 8, y: 4, width: 48, height: 56))
        }
        // The default (good) filter blends neighbouring pixels; another pixman build may
        // round those blends one or two steps differently.
        ReferenceImage.assertMatches(canvas.surface, named: "image-scaled-smooth", tolerance: 2)
    }

    @Test func arrowTiledAsAPattern() {
        let canvas = Canvas(size: CGSize(width: 64, height: 64), scale: 2)
        canvas.draw { context in
            Self.backdrop(context)
            // Starts mid-tile: tiles are anchored at the origin, not at the rect.
            Self.arrowTile().drawAsPattern(in: CGRect(x: 5, y: 5, width: 54, height: 54))
        }
        // The tile's pixels land 1:1 on the 2× canvas; only the arrow's anti-aliased edges,
        // rasterised when the tile was drawn, could round one step differently.
        ReferenceImage.assertMatches(canvas.surface, named: "image-pattern", tolerance: 1)
    }

    @Test func halfTransparentFillOverAPattern() {
        let canvas = Canvas(size: CGSize(width: 64, height: 64), scale: 2)
        canvas.draw { context in
            Self.backdrop(context)
            Self.arrowTile().drawAsPattern(in: CGRect(x: 0, y: 0, width: 64, height: 64))
            UIColor.red.withAlphaComponent(0.5).setFill()
            UIBezierPath(ovalIn: CGRect(x: 12, y: 12, width: 40, height: 40)).fill()
        }
        // A 50% fill is composited in 8 bits; the oval's edge is anti-aliased. One step of
        // rounding either way is allowed.
        ReferenceImage.assertMatches(canvas.surface, named: "image-pattern-translucent-fill", tolerance: 1)
    }
}
