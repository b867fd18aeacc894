import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// JPEG images load as PNGs do: header checks first, then decoding straight into a Cairo
/// surface; hostile files are refused with a message naming them.
@MainActor
@Suite struct JPEGDecoderTests {
    /// Red on the left half, blue on the right, 16×8 pixels.
    private let twoColours = TinyJPEG.make(blocksWide: 2, blocksHigh: 1) { x, _ in x == 0 ? (255, 0, 0) : (0, 0, 255) }

    private func close(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), to expected: (Int, Int, Int), within tolerance: Int = 6) -> Bool {
        abs(Int(pixel.r) - expected.0) <= tolerance && abs(Int(pixel.g) - expected.1) <= tolerance
            && abs(Int(pixel.b) - expected.2) <= tolerance && pixel.a == 255
    }

    @Test func aJPEGDecodesIntoItsColoursAtItsSize() throws {
        let image = try #require(UIImage(data: twoColours))
        #expect(image.size == CGSize(width: 16, height: 8))
        let left = image.cairoSurface.pixel(x: 3, y: 4), right = image.cairoSurface.pixel(x: 12, y: 4)
        #expect(close(left, to: (255, 0, 0)), "left half \(left)")
        #expect(close(right, to: (0, 0, 255)), "right half \(right)")
    }

    @Test func aGreyJPEGAndAFileNamedForItsScaleLoad() throws {
        let grey = TinyJPEG.make(blocksWide: 1, blocksHigh: 1, grayscale: true) { _, _ in (128, 128, 128) }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(grey, named: "grey@2x.jpg")
        let image = try #require(UIImage(contentsOfFile: file.path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(close(image.cairoSurface.pixel(x: 1, y: 1), to: (128, 128, 128), within: 2))
    }

    @Test func aHeaderClaimingAHugeImageIsRefusedBeforeDecoding() {
        let hostile = TinyJPEG.make(blocksWide: 1, blocksHigh: 1, claimedSize: (60_000, 60_000)) { _, _ in (0, 0, 0) }
        let before = Diagnostics.warningCount()
        #expect(UIImage(data: hostile) == nil)
        #expect(Diagnostics.warningCount() > before)
        #expect(Diagnostics.recentWarnings().last?.contains("60000×60000") == true)
    }

    @Test func aFileTooShortForTheSizeItClaimsIsRefused() {
        // Within the limits, but a few hundred bytes cannot hold 8000×8000 pixels.
        let hostile = TinyJPEG.make(blocksWide: 1, blocksHigh: 1, claimedSize: (8_000, 8_000)) { _, _ in (0, 0, 0) }
        #expect(UIImage(data: hostile) == nil)
        #expect(Diagnostics.recentWarnings().last?.contains("too short") == true)
    }

    @Test func garbageAfterTheSignatureIsRefusedWithLibjpegsReason() {
        let garbage = Data([0xFF, 0xD8, 0xFF, 0x00, 0x12, 0x34, 0x56])
        #expect(UIImage(data: garbage) == nil)
        #expect(Diagnostics.recentWarnings().last?.contains("JPEG header cannot be read") == true)
    }

    @Test func aTruncatedJPEGStillDecodesItsSizeWithoutCrashing() throws {
        // libjpeg fills the rows it never got (grey) and says so as a warning, which is survivable.
        let whole = TinyJPEG.make(blocksWide: 4, blocksHigh: 4) { _, _ in (0, 255, 0) }
        let truncated = whole.prefix(whole.count - 8)
        let image = try #require(UIImage(data: truncated))
        #expect(image.size == CGSize(width: 32, height: 32))
    }
}
