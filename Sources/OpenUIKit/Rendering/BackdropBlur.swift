import CCairo
import Foundation

/// The pixel work of a blurred backdrop, on a small ARGB32 image of the window's pixels:
/// a Gaussian blur as three box blurs each way, with the edges held (a blur at the window's
/// side does not fade to black), and a saturation boost.
///
/// The image is sampled at a reduced resolution first (`downsampling`), as iOS's backdrops
/// are: a blur of σ pixels keeps nothing finer than about σ, so sampling every few pixels
/// loses nothing visible, and the blur then costs a few samples' work per output pixel
/// whatever its radius.
enum BackdropBlur {
    /// Box passes each way: three come within a few percent of the Gaussian.
    static let boxPasses = 3
    /// The standard deviation, in samples, that the sampling resolution aims at: fine enough
    /// that the upscaled blur shows no steps, coarse enough to cost little.
    static let targetStandardDeviationInSamples: CGFloat = 3
    /// The most window pixels one sample stands for, each way: past this the bilinear
    /// upscale of the blurred samples would show their grid on strong edges.
    static let maximumDownsampling = 8

    /// The Rec. 709 luma weights, which decide the grey a saturation change moves from.
    static let lumaRed: CGFloat = 0.2126
    static let lumaGreen: CGFloat = 0.7152
    static let lumaBlue: CGFloat = 0.0722

    /// How many window pixels (each way) one sample stands for, for a blur of `sigma`
    /// window pixels: 1 (full resolution) for small blurs.
    static func downsampling(forStandardDeviationInPixels sigma: CGFloat) -> Int {
        guard sigma.isFinite, sigma > targetStandardDeviationInSamples else { return 1 }
        return Swift.min(maximumDownsampling, Swift.max(1, Int((sigma / targetStandardDeviationInSamples).rounded(.down))))
    }

    /// Blurs `surface` (ARGB32, premultiplied) in place with standard deviation `sigma`
    /// samples; pixels past its edges count as the edge's.
    static func blur(_ surface: CairoSurface, standardDeviation sigma: CGFloat) {
        guard sigma >= 0.5, let data = surface.imageData else { return }
        cairo_surface_flush(surface.pointer)
        let width = surface.pixelWidth, height = surface.pixelHeight
        let stride = surface.imageStride / 4
        let pixels = data.assumingMemoryBound(to: UInt32.self)
        // The box width whose n-fold convolution has the Gaussian's variance: n(w² − 1)/12 = σ².
        let boxWidth = (12 * sigma * sigma / CGFloat(boxPasses) + 1).squareRoot()
        let radius = Swift.max(1, Int(((boxWidth - 1) / 2).rounded()))
        var line = [UInt32](repeating: 0, count: Swift.max(width, height))
        line.withUnsafeMutableBufferPointer { scratch in
            for _ in 0..<boxPasses {
                for y in 0..<height { boxBlur(pixels + y * stride, count: width, step: 1, radius: radius, scratch: scratch) }
                for x in 0..<width { boxBlur(pixels + x, count: height, step: stride, radius: radius, scratch: scratch) }
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
    }

    /// One box blur along `count` pixels `step` apart, each channel on its own; beyond the
    /// ends the end pixel repeats.
    private static func boxBlur(_ start: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius: Int,
                                scratch: UnsafeMutableBufferPointer<UInt32>) {
        guard count > 1 else { return }
        for i in 0..<count { scratch[i] = start[i * step] }
        let last = count - 1
        var a = 0, r = 0, g = 0, b = 0
        func add(_ p: UInt32, _ sign: Int) {
            a += sign * Int(p >> 24)
            r += sign * Int((p >> 16) & 0xFF)
            g += sign * Int((p >> 8) & 0xFF)
            b += sign * Int(p & 0xFF)
        }
        for j in -radius...radius { add(scratch[Swift.min(last, Swift.max(0, j))], 1) }
        let window = 2 * radius + 1, half = window / 2
        for i in 0..<count {
            let pa = UInt32((a + half) / window), pr = UInt32((r + half) / window)
            let pg = UInt32((g + half) / window), pb = UInt32((b + half) / window)
            start[i * step] = pa << 24 | pr << 16 | pg << 8 | pb
            add(scratch[Swift.max(0, i - radius)], -1)
            add(scratch[Swift.min(last, i + radius + 1)], 1)
        }
    }

    /// Moves each pixel's colour away from its grey by `factor` (1 leaves it), in place on
    /// premultiplied ARGB32, keeping each channel within the pixel's alpha.
    static func saturate(_ surface: CairoSurface, by factor: CGFloat) {
        guard factor != 1, factor.isFinite, let data = surface.imageData else { return }
        cairo_surface_flush(surface.pointer)
        let width = surface.pixelWidth, height = surface.pixelHeight
        let stride = surface.imageStride / 4
        let pixels = data.assumingMemoryBound(to: UInt32.self)
        let s = Double(factor)
        let wr = Double(lumaRed), wg = Double(lumaGreen), wb = Double(lumaBlue)
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row[x]
                let alpha = Double(p >> 24)
                let r = Double((p >> 16) & 0xFF), g = Double((p >> 8) & 0xFF), b = Double(p & 0xFF)
                let grey = wr * r + wg * g + wb * b
                func channel(_ c: Double) -> UInt32 { UInt32(Swift.min(alpha, Swift.max(0, grey + (c - grey) * s)).rounded()) }
                row[x] = (p & 0xFF00_0000) | channel(r) << 16 | channel(g) << 8 | channel(b)
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
    }
}
