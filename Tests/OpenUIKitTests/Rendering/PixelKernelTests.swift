import CCairo
import CPixelKernels
import Foundation
import Testing
import TestSupport

/// The pixel kernels against pixman, and against themselves in pieces: the turned
/// composite must give pixman's pixels exactly (it samples where pixman samples and weighs
/// as its bilinear filter weighs), and both kernels must give each pixel the same value
/// whatever rectangle a composite covers, since a frame paints only its damage.
@Suite("Pixel kernels")
struct PixelKernelTests {
    /// A 32-bit image of random premultiplied pixels (or opaque ones), from a fixed seed.
    final class Pixels {
        let width: Int, height: Int
        let storage: UnsafeMutableBufferPointer<UInt32>
        init(width: Int, height: Int, seed: UInt64, opaque: Bool = false) {
            self.width = width
            self.height = height
            storage = .allocate(capacity: width * height)
            var random = SeededRandomNumberGenerator(seed: seed)
            for index in storage.indices {
                // Runs of one colour, as in a card's face, and random pixels between.
                let alpha = opaque ? 255 : UInt32(random.next() % 4 == 0 ? random.next() % 256 : 255)
                func channel() -> UInt32 { alpha == 0 ? 0 : UInt32(random.next() % UInt64(alpha + 1)) }
                storage[index] = alpha << 24 | channel() << 16 | channel() << 8 | channel()
            }
        }
        deinit { storage.deallocate() }
        var bytes: [UInt32] { Array(storage) }
        var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(storage.baseAddress!) }
        func view(opaque: Bool = false) -> openuikit_pixels {
            openuikit_pixels(pixels: raw.assumingMemoryBound(to: UInt8.self), width: Int32(width), height: Int32(height),
                             stride: Int32(width * 4), opaque: opaque)
        }
    }

    /// A turn and a scale, in 16.16, from destination pixels to the source's.
    static func fixedMap(angle: Double, scale: Double, shiftX: Int32, shiftY: Int32) -> openuikit_fixed_affine {
        func fixed(_ value: Double) -> Int32 { Int32((value * 65536).rounded()) }
        let c = cos(angle) / scale, s = sin(angle) / scale
        return openuikit_fixed_affine(xx: fixed(c), xy: fixed(-s), x0: fixed(9.25), yx: fixed(s), yy: fixed(c), y0: fixed(6.5),
                                      shiftX: shiftX, shiftY: shiftY)
    }

    /// What pixman makes of the same composite: `source` (of `format`) resampled bilinearly
    /// through `map`, padded, through the A8 `coverage` (placed at `origin`), over `output`.
    static func pixmanComposite(source: Pixels, format: pixman_format_code_t, coverage: Pixels, coverageSide: (Int, Int),
                                into output: Pixels, map: openuikit_fixed_affine, origin: (Int32, Int32), size: (Int32, Int32)) throws {
        let pixmanSource = try #require(pixman_image_create_bits(format, Int32(source.width), Int32(source.height),
                                                                 source.storage.baseAddress, Int32(source.width * 4)))
        let mask = try #require(pixman_image_create_bits(PIXMAN_a8, Int32(coverageSide.0), Int32(coverageSide.1),
                                                         coverage.storage.baseAddress, Int32(coverageSide.0)))
        let target = try #require(pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(output.width), Int32(output.height),
                                                           output.storage.baseAddress, Int32(output.width * 4)))
        defer { pixman_image_unref(pixmanSource); pixman_image_unref(mask); pixman_image_unref(target) }
        var transform = pixman_transform_t()
        transform.matrix.0 = (map.xx, map.xy, map.x0)
        transform.matrix.1 = (map.yx, map.yy, map.y0)
        transform.matrix.2 = (0, 0, 1 << 16)
        #expect(pixman_image_set_transform(pixmanSource, &transform) != 0)
        pixman_image_set_filter(pixmanSource, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(pixmanSource, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(PIXMAN_OP_OVER, pixmanSource, mask, target, origin.0 - map.shiftX, origin.1 - map.shiftY,
                                 0, 0, origin.0, origin.1, size.0, size.1)
    }

    @Test(arguments: [(0.7, 1.3), (-2.2, 0.6), (0.0003, 1.0), (3.0, 2.0)])
    func theTurnedCompositeGivesPixmansPixels(angle: Double, scale: Double) throws {
        let source = Pixels(width: 37, height: 23, seed: 1)
        let coverage = Pixels(width: 16, height: 40, seed: 2)  // 64 × 40 bytes of A8
        let mine = Pixels(width: 70, height: 50, seed: 3)
        let theirs = Pixels(width: 70, height: 50, seed: 3)
        let map = Self.fixedMap(angle: angle, scale: scale, shiftX: 30, shiftY: 20)
        let coverageOrigin = (x: Int32(4), y: Int32(6))
        let a8 = coverage.raw.assumingMemoryBound(to: UInt8.self)
        openuikit_composite_turned_over(mine.view(), source.view(),
                                        openuikit_coverage(pixels: a8, stride: 64, originX: coverageOrigin.x, originY: coverageOrigin.y),
                                        map, 4, 6, 60, 40)
        try Self.pixmanComposite(source: source, format: PIXMAN_a8r8g8b8, coverage: coverage, coverageSide: (64, 40),
                                 into: theirs, map: map, origin: (4, 6), size: (60, 40))
        let differing = zip(mine.bytes, theirs.bytes).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(mine.bytes.count) pixels differ from pixman's at \(angle) rad, scale \(scale)")
        #expect(mine.bytes != Pixels(width: 70, height: 50, seed: 3).bytes, "the composite painted something")
    }

    /// A card as the compositor turns one: a store wider than a vector group, turned by small
    /// and large angles, through coverage that is 255 inside its outline and partial at its
    /// edges, so that the vector paths take each row's inside (storing wholly covered groups
    /// outright) and the general path its ends; opaque stores (RGB24, whatever their top byte
    /// holds) and stores with alpha. Pixman's pixels, and the same in pieces cut at columns
    /// that start rows' runs at every alignment.
    @Test(arguments: [(0.12, false), (0.35, true), (-0.05, true), (Double.pi / 2, false), (0.0003, true), (2.9, false)])
    func aTurnedCardGivesPixmansPixelsWholeAndInPieces(angle: Double, opaque: Bool) throws {
        let sourceWidth = 90, sourceHeight = 130, box = 168, size = 188
        let source = Pixels(width: sourceWidth, height: sourceHeight, seed: 12)
        let c = cos(angle), s = sin(angle)
        let middle = (x: Double(sourceWidth) / 2, y: Double(sourceHeight) / 2)
        func fixed(_ value: Double) -> Int32 { Int32((value * 65536).rounded()) }
        // The box's middle pixel is the shift, and the source's middle lands on it.
        let origin = (x: Int32(6), y: Int32(9))
        let map = openuikit_fixed_affine(xx: fixed(c), xy: fixed(s), x0: fixed(middle.x), yx: fixed(-s), yy: fixed(c),
                                         y0: fixed(middle.y), shiftX: origin.x + Int32(box / 2), shiftY: origin.y + Int32(box / 2))
        // Coverage: the card's outline sampled 4 × 4 in each pixel.
        let coverage = Pixels(width: box / 4, height: box, seed: 13)
        let a8 = coverage.raw.assumingMemoryBound(to: UInt8.self)
        let samples = 4
        for row in 0..<box {
            for column in 0..<box {
                var inside = 0
                for j in 0..<samples {
                    for i in 0..<samples {
                        let X = Double(column - box / 2) + (Double(i) + 0.5) / Double(samples)
                        let Y = Double(row - box / 2) + (Double(j) + 0.5) / Double(samples)
                        let u = c * X + s * Y + middle.x
                        let v = c * Y - s * X + middle.y
                        if u >= 0, u < Double(sourceWidth), v >= 0, v < Double(sourceHeight) { inside += 1 }
                    }
                }
                a8[row * box + column] = UInt8(inside * 255 / (samples * samples))
            }
        }
        let whollyCovered = (0..<box * box).filter { a8[$0] == 255 }.count
        #expect(whollyCovered > sourceWidth * sourceHeight * 3 / 4, "most of the card is wholly covered")
        let cover = openuikit_coverage(pixels: a8, stride: Int32(box), originX: origin.x, originY: origin.y)

        let mine = Pixels(width: size, height: size, seed: 14)
        let pieces = Pixels(width: size, height: size, seed: 14)
        let theirs = Pixels(width: size, height: size, seed: 14)
        openuikit_composite_turned_over(mine.view(), source.view(opaque: opaque), cover, map, origin.x, origin.y,
                                        Int32(box), Int32(box))
        for (x, y, width, height) in [(0, 0, 37, box), (37, 0, 64, 55), (37, 55, 64, box - 55), (101, 0, box - 101, box)] {
            openuikit_composite_turned_over(pieces.view(), source.view(opaque: opaque), cover, map, origin.x + Int32(x),
                                            origin.y + Int32(y), Int32(width), Int32(height))
        }

        try Self.pixmanComposite(source: source, format: opaque ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8, coverage: coverage,
                                 coverageSide: (box, box), into: theirs, map: map, origin: (origin.x, origin.y),
                                 size: (Int32(box), Int32(box)))
        let differing = zip(mine.bytes, theirs.bytes).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(mine.bytes.count) pixels differ from pixman's at \(angle) rad, opaque: \(opaque)")
        #expect(pieces.bytes == mine.bytes, "in pieces at \(angle) rad, opaque: \(opaque)")
    }

    @Test func theTurnedCompositeInPiecesEqualsItWhole() {
        let source = Pixels(width: 40, height: 30, seed: 4)
        let coverage = Pixels(width: 16, height: 48, seed: 5)
        let whole = Pixels(width: 64, height: 48, seed: 6), pieces = Pixels(width: 64, height: 48, seed: 6)
        let map = Self.fixedMap(angle: 1.1, scale: 0.9, shiftX: 32, shiftY: 24)
        let cover = openuikit_coverage(pixels: coverage.raw.assumingMemoryBound(to: UInt8.self), stride: 64, originX: 0, originY: 0)
        openuikit_composite_turned_over(whole.view(), source.view(), cover, map, 0, 0, 64, 48)
        for (x, y, width, height) in [(0, 0, 17, 48), (17, 0, 47, 13), (17, 13, 30, 35), (47, 13, 17, 35)] {
            openuikit_composite_turned_over(pieces.view(), source.view(), cover, map, Int32(x), Int32(y), Int32(width), Int32(height))
        }
        #expect(whole.bytes == pieces.bytes)
    }

    /// An identity projection lays the image on the pixels it came from, unchanged; a map
    /// whose w is negative on one side leaves that side alone; pieces equal the whole.
    @Test func theProjectedCompositeSamplesPixelCentresExactlyAndSkipsWhatIsBehindTheEye() {
        let source = Pixels(width: 20, height: 10, seed: 7, opaque: true)
        let destination = Pixels(width: 20, height: 10, seed: 8)
        let identity = openuikit_projection(map: (1, 0, 0, 0, 1, 0, 0, 0, 1), minimumW: 0, maximumW: .infinity, originX: 0, originY: 0)
        openuikit_composite_projected_over(destination.view(), source.view(), identity, 0, 0, 20, 10)
        #expect(destination.bytes == source.bytes)

        // w = (X − 10)/10 + tiny: positive right of the middle column only.
        let before = Pixels(width: 20, height: 10, seed: 9)
        let halved = Pixels(width: 20, height: 10, seed: 9)
        let turned = openuikit_projection(map: (0.1, 0, 0, 0, 0.1, 0, 0.1, 0, -1), minimumW: 0, maximumW: .infinity,
                                          originX: 0, originY: 0)
        openuikit_composite_projected_over(halved.view(), source.view(), turned, 0, 0, 20, 10)
        for y in 0..<10 {
            for x in 0..<10 { #expect(halved.bytes[y * 20 + x] == before.bytes[y * 20 + x], "(\(x), \(y)) is behind the eye") }
        }
        #expect(halved.bytes != before.bytes, "the half in front was drawn")

        let whole = Pixels(width: 48, height: 32, seed: 10), pieces = Pixels(width: 48, height: 32, seed: 10)
        let picture = Pixels(width: 30, height: 20, seed: 11)
        let flip = openuikit_projection(map: (0.8, 0.05, 1.5, -0.1, 0.9, 2.0, 0.004, 0.001, 0.9), minimumW: 0, maximumW: 4,
                                        originX: 5, originY: -3)
        openuikit_composite_projected_over(whole.view(), picture.view(), flip, 0, 0, 48, 32)
        for (x, y, width, height) in [(0, 0, 48, 7), (0, 7, 21, 25), (21, 7, 27, 25)] {
            openuikit_composite_projected_over(pieces.view(), picture.view(), flip, Int32(x), Int32(y), Int32(width), Int32(height))
        }
        #expect(whole.bytes == pieces.bytes)
        #expect(whole.bytes != Pixels(width: 48, height: 32, seed: 10).bytes)
    }
}
