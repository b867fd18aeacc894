import Foundation
import OpenUIKit
import Testing
import TestSupport
@testable import PlayingCardKit

/// The real `PlayingCard` executable drawing the K♥ and the card back with a bad image in
/// place of each (pointed at through `OPENUIKIT_ASSETS`, which is searched before the
/// package's own `assets`): it writes one warning naming the file and why, draws exactly what
/// it draws with no image at all (the big rank letter; the drawn blue lattice), exits 0, and
/// never holds much more memory than an ordinary run.
@Suite("PlayingCard with bad assets")
struct PlayingCardBadAssetTests {
    /// The most memory a snapshot run may hold, in bytes. An ordinary run peaks near 40 MB;
    /// decoding what the 60000×60000 header claims would take 13.4 GiB, and the largest image
    /// ever decoded (8192×8192) 256 MiB, so a run under this decoded neither.
    static let peakResidentLimitBytes = 128 * 1024 * 1024

    /// How a bad image file is made, and the reason its warning gives.
    enum BadImage: String, CaseIterable, CustomTestStringConvertible {
        case hugeHeader, shortFileForItsHeader, truncated, corrupt, folderInItsPlace

        var testDescription: String { rawValue }

        var reason: String {
            switch self {
            case .hugeHeader: "its header claims 60000×60000 pixels"
            case .shortFileForItsHeader: "too short for the 8192×8192 pixels its header claims"
            case .truncated: "it could not be decoded"
            case .corrupt: "its image data is damaged"
            case .folderInItsPlace: "it is not a regular file"
            }
        }

        /// Puts the bad version of `good` (a real asset's bytes) at `path`.
        func write(from good: Data, to path: URL) throws {
            switch self {
            case .hugeHeader: try PNGChunks.headerOnly(width: 60_000, height: 60_000).write(to: path)
            case .shortFileForItsHeader: try PNGChunks.headerOnly(width: 8_192, height: 8_192).write(to: path)
            case .truncated: try good.prefix(good.count / 2).write(to: path)
            case .corrupt:
                // Past the header, inside the compressed pixels: the checksums no longer match.
                var bytes = good
                for offset in stride(from: 100, to: bytes.count - 20, by: 5) { bytes[offset] ^= 0x5A }
                try bytes.write(to: path)
            case .folderInItsPlace: try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
            }
        }
    }

    /// The two images a single card can ask for: the K♥'s picture face up, the back face down.
    enum Side: String, CaseIterable, CustomTestStringConvertible {
        case kingOfHearts, back

        var testDescription: String { rawValue }
        var imageName: String { self == .kingOfHearts ? "K♥" : "cardback" }
        var arguments: [String] { self == .kingOfHearts ? [] : ["--face-down"] }
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static let seed: UInt64 = 1

    @Test(arguments: BadImage.allCases, Side.allCases)
    func aBadImageIsOneWarningAndTheDrawnFallbackInBoundedMemory(bad: BadImage, side: Side) async throws {
        let folder = try PlayingCardExecutableTests.Directory()
        let assets = folder.url.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: false)
        let good = try Data(contentsOf: Self.packageRoot.appendingPathComponent("assets/\(side.imageName).png"))
        let badFile = assets.appendingPathComponent("\(side.imageName).png")
        try bad.write(from: good, to: badFile)
        let snapshot = folder.path("card.png")
        let peakFile = folder.path("peak-resident-bytes")

        // Through MeasuredRun, which reports the app's peak memory.
        let child = try ChildProcess(
            executable: AppRun.executable(named: "MeasuredRun"),
            arguments: [peakFile, PlayingCardExecutableTests.executable.path,
                        "--card", "KH", "--seed", "\(Self.seed)", "--scale", "1", "--snapshot", snapshot] + side.arguments,
            environment: [AssetCatalog.environmentVariable: assets.path],
            removingEnvironment: PlayingCardExecutableTests.environmentToRemove, currentDirectory: folder.url)
        defer { child.terminate() }
        let status = await child.waitForExit(timeout: .seconds(60))
        #expect(status == 0, "\(child.transcript)")
        #expect(child.standardErrorLines.count == 1, "one warning: \(child.transcript)")
        let warning = child.standardErrorLines.first ?? ""
        #expect(warning.hasPrefix("OpenUIKit warning: image \(badFile.path) was not loaded: "), "\(warning)")
        #expect(warning.contains(bad.reason), "\(warning)")
        let peak = try #require(Int(String(contentsOfFile: peakFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(peak < Self.peakResidentLimitBytes, "peak RSS \(peak / 1024 / 1024) MiB")

        let picture = try #require(ReferenceImage.loadPNG(snapshot), "\(child.transcript)")
        let fallback = try #require(await Self.pictureWithoutImages(faceUp: side == .kingOfHearts))
        let difference = ReferenceImage.compare(picture, fallback, tolerance: 2)
        #expect(difference.sizeMatches && difference.pixelsOverTolerance == 0,
                "\(difference.pixelsOverTolerance) pixels differ from the drawn fallback")
    }

    @Test func theFallbackIsNotTheArt() async throws {
        // Guards the comparison above: with the art the K♥ and the back look different.
        for faceUp in [true, false] {
            let fallback = try #require(await Self.pictureWithoutImages(faceUp: faceUp))
            let art = try #require(await Self.picture(faceUp: faceUp, usingImages: true))
            #expect(ReferenceImage.compare(fallback, art, tolerance: 8).pixelsOverTolerance > 10_000, "face up: \(faceUp)")
        }
    }

    /// The window the app draws for the K♥, in this process, with no image to be found
    /// (drawn once for each side).
    @MainActor
    static func pictureWithoutImages(faceUp: Bool) -> CairoSurface? {
        if let drawn = fallbackPictures[faceUp] { return drawn }
        let drawn = picture(faceUp: faceUp, usingImages: false)
        fallbackPictures[faceUp] = drawn
        return drawn
    }

    @MainActor private static var fallbackPictures: [Bool: CairoSurface] = [:]

    @MainActor
    static func picture(faceUp: Bool, usingImages: Bool) -> CairoSurface? {
        let saved = AssetCatalog.usesDefaultSearchPaths
        AssetCatalog.usesDefaultSearchPaths = usingImages
        defer { AssetCatalog.usesDefaultSearchPaths = saved }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 560))
        window.screenScale = 1
        window.rootViewController = PlayingCardViewController(
            deck: PlayingCardDeck(seed: seed), initialCard: PlayingCard(suit: .hearts, rank: .face("K")), faceUp: faceUp)
        window.makeKeyAndVisible()
        CardRendering.withDefaultTextSize { _ = window.renderIfNeeded() }
        return window.backBuffer
    }
}

/// Just enough of the PNG format to write a header that lies.
enum PNGChunks {
    /// A PNG signature, an `IHDR` chunk (correct checksum) declaring `width`×`height` 8-bit RGBA
    /// pixels, and `IEND`: no pixel data at all.
    static func headerOnly(width: UInt32, height: UInt32) -> Data {
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", []))
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    /// PNG's CRC-32 (ISO 3309, reflected polynomial 0xEDB88320).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
