import CCairo
import Foundation

/// The blur behind `CGContext` shadows: a surface's alpha, blurred by three box passes each
/// way (which approach a Gaussian of the given σ), as an A8 mask.
enum ShadowBlur {
    /// How many box passes approximate the Gaussian.
    static let passes = 3

    /// The alpha of `surface` (ARGB32), blurred with standard deviation `sigma` pixels.
    static func blurredAlphaMask(of surface: CairoSurface, sigma: CGFloat) -> CairoSurface? {
        let width = surface.pixelWidth, height = surface.pixelHeight
        guard let pixels = surface.imageData,
              let raw = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        let mask = CairoSurface(owning: raw)
        guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS, let output = mask.imageData else { return nil }
        let stride = surface.imageStride
        var alpha = [Int32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { alpha[y * width + x] = Int32(row[x] >> 24) }
        }
        // Box width w of n passes has variance n(w² − 1)/12; solve for w, radius (w − 1)/2.
        let boxWidth = (12 * sigma * sigma / CGFloat(passes) + 1).squareRoot()
        let radius = Int(((boxWidth - 1) / 2).rounded())
        if radius > 0 {
            var scratch = [Int32](repeating: 0, count: max(width, height))
            for _ in 0..<passes {
                boxBlur(&alpha, count: width, lines: height, step: 1, lineStep: width, radius: radius, scratch: &scratch)
                boxBlur(&alpha, count: height, lines: width, step: width, lineStep: 1, radius: radius, scratch: &scratch)
            }
        }
        let maskStride = mask.imageStride
        for y in 0..<height {
            let row = (output + y * maskStride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width { row[x] = UInt8(clamping: alpha[y * width + x]) }
        }
        cairo_surface_mark_dirty(raw)
        return mask
    }

    /// One box pass along each of `lines` lines of `count` values (`step` apart, lines
    /// `lineStep` apart); values beyond the ends count as 0.
    private static func boxBlur(_ values: inout [Int32], count: Int, lines: Int, step: Int, lineStep: Int,
                                radius: Int, scratch: inout [Int32]) {
        let window = Int32(2 * radius + 1)
        for line in 0..<lines {
            let base = line * lineStep
            var sum: Int32 = 0
            for i in 0..<min(radius, count) { sum += values[base + i * step] }
            for i in 0..<count {
                let entering = i + radius, leaving = i - radius - 1
                if entering < count { sum += values[base + entering * step] }
                if leaving >= 0 { sum -= values[base + leaving * step] }
                scratch[i] = (sum + window / 2) / window
            }
            for i in 0..<count { values[base + i * step] = scratch[i] }
        }
    }
}
