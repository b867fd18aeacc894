#include "CPixelKernels.h"
#include "PixelArithmetic.h"

#include <math.h>

/// A source pixel, or transparent black outside the image (no padding: a projected image's
/// own transparent margin gives its edges their antialiasing).
static inline uint32_t pixel_or_clear(openuikit_pixels source, int32_t x, int32_t y, uint32_t opaque_bits) {
    if (x < 0 || y < 0 || x >= source.width || y >= source.height) return 0;
    return read_pixel(source.pixels + (size_t)y * (size_t)source.stride, x, opaque_bits);
}

void openuikit_composite_projected_over(openuikit_pixels destination, openuikit_pixels source,
                                        openuikit_projection projection,
                                        int32_t x, int32_t y, int32_t width, int32_t height) {
    if (width <= 0 || height <= 0 || source.width <= 0 || source.height <= 0) return;
    const uint32_t source_opaque_bits = source.opaque ? 0xff000000u : 0;
    const uint32_t destination_opaque_bits = destination.opaque ? 0xff000000u : 0;
    const double *g = projection.map;
    // Samples farther outside than this (in source pixels) touch no source pixel.
    const double low_u = -1, low_v = -1, high_u = (double)source.width + 1, high_v = (double)source.height + 1;
    for (int32_t row = y; row < y + height; row++) {
        const double Y = (double)(row + projection.originY) + 0.5;
        const double row_u = g[1] * Y + g[2], row_v = g[4] * Y + g[5], row_w = g[7] * Y + g[8];
        uint8_t *out = destination.pixels + (size_t)row * (size_t)destination.stride + (size_t)x * 4;
        for (int32_t column = x; column < x + width; column++, out += 4) {
            const double X = (double)(column + projection.originX) + 0.5;
            const double w = g[6] * X + row_w;
            // Behind the eye, or nearer than the near plane: nothing is drawn there.
            if (!(w > projection.minimumW && w < projection.maximumW)) continue;
            const double u = (g[0] * X + row_u) / w, v = (g[3] * X + row_v) / w;
            if (!(u > low_u && u < high_u && v > low_v && v < high_v)) continue;
            // In 1/2^WEIGHT_BITS source pixels, less half a pixel: the pixel centres around it.
            const int32_t su = (int32_t)floor((u - 0.5) * WEIGHT_ONE), sv = (int32_t)floor((v - 0.5) * WEIGHT_ONE);
            const int32_t left = su >> WEIGHT_BITS, upper = sv >> WEIGHT_BITS;
            const int32_t fx = su & (WEIGHT_ONE - 1), fy = sv & (WEIGHT_ONE - 1);
            const uint32_t pixel = interpolate(pixel_or_clear(source, left, upper, source_opaque_bits),
                                               pixel_or_clear(source, left + 1, upper, source_opaque_bits),
                                               pixel_or_clear(source, left, upper + 1, source_opaque_bits),
                                               pixel_or_clear(source, left + 1, upper + 1, source_opaque_bits), fx, fy);
            blend_over(out, pixel, destination_opaque_bits);
        }
    }
}
