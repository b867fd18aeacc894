#include "CPixelKernels.h"
#include "PixelArithmetic.h"

void openuikit_composite_turned_over(openuikit_pixels destination, openuikit_pixels source,
                                     openuikit_coverage coverage, openuikit_fixed_affine map,
                                     int32_t x, int32_t y, int32_t width, int32_t height) {
    if (width <= 0 || height <= 0 || source.width <= 0 || source.height <= 0) return;
    const uint32_t source_opaque_bits = source.opaque ? 0xff000000u : 0;
    const uint32_t destination_opaque_bits = destination.opaque ? 0xff000000u : 0;
    const int32_t last_column = source.width - 1, last_row = source.height - 1;
    // Numerators in 2^-32 units; a step right adds xx (resp. yx) whole destination pixels.
    const int64_t step_u = (int64_t)map.xx << 16, step_v = (int64_t)map.yx << 16;
    const int64_t half = 1 << 15;
    for (int32_t row = y; row < y + height; row++) {
        const uint8_t *cover = coverage.pixels + (size_t)(row - coverage.originY) * (size_t)coverage.stride
            + (size_t)(x - coverage.originX);
        // Only the covered run of the row: a turned card's box is half empty at its corners.
        int32_t first = 0, last = width - 1;
        while (first <= last && cover[first] == 0) first++;
        while (last >= first && cover[last] == 0) last--;
        if (first > last) continue;
        const int64_t X = ((int64_t)(x + first - map.shiftX) << 16) + half;
        const int64_t Y = ((int64_t)(row - map.shiftY) << 16) + half;
        int64_t u = (int64_t)map.xx * X + (int64_t)map.xy * Y + ((int64_t)map.x0 << 16) + half;
        int64_t v = (int64_t)map.yx * X + (int64_t)map.yy * Y + ((int64_t)map.y0 << 16) + half;
        uint8_t *out = destination.pixels + (size_t)row * (size_t)destination.stride + (size_t)(x + first) * 4;
        for (int32_t column = first; column <= last; column++, u += step_u, v += step_v, out += 4) {
            const uint32_t mask = cover[column];
            if (mask == 0) continue;
            // The sample's place less half a pixel: the pixel centres around it.
            const int64_t su = (u >> 16) - half, sv = (v >> 16) - half;
            const int32_t left = (int32_t)(su >> 16), upper = (int32_t)(sv >> 16);
            const int32_t fx = (int32_t)((su >> (16 - WEIGHT_BITS)) & (WEIGHT_ONE - 1));
            const int32_t fy = (int32_t)((sv >> (16 - WEIGHT_BITS)) & (WEIGHT_ONE - 1));
            uint32_t tl, tr, bl, br;
            if ((uint32_t)left < (uint32_t)last_column && (uint32_t)upper < (uint32_t)last_row) {
                // Inside: both columns and rows exist, two reads of two pixels each.
                const uint8_t *top = source.pixels + (size_t)upper * (size_t)source.stride + (size_t)left * 4;
                uint64_t upper_pair, lower_pair;
                memcpy(&upper_pair, top, 8);
                memcpy(&lower_pair, top + source.stride, 8);
                tl = (uint32_t)upper_pair | source_opaque_bits;
                tr = (uint32_t)(upper_pair >> 32) | source_opaque_bits;
                bl = (uint32_t)lower_pair | source_opaque_bits;
                br = (uint32_t)(lower_pair >> 32) | source_opaque_bits;
            } else {
                // On or past an edge: the edge pixels repeat (pixman's PAD).
                const int32_t x0 = clamp_index(left, last_column), x1 = clamp_index(left + 1, last_column);
                const uint8_t *top = source.pixels + (size_t)clamp_index(upper, last_row) * (size_t)source.stride;
                const uint8_t *bottom = source.pixels + (size_t)clamp_index(upper + 1, last_row) * (size_t)source.stride;
                tl = read_pixel(top, x0, source_opaque_bits);
                tr = read_pixel(top, x1, source_opaque_bits);
                bl = read_pixel(bottom, x0, source_opaque_bits);
                br = read_pixel(bottom, x1, source_opaque_bits);
            }
            uint32_t pixel = interpolate(tl, tr, bl, br, fx, fy);
            if (mask != 255) pixel = multiply_channels(pixel, mask);
            blend_over(out, pixel, destination_opaque_bits);
        }
    }
}
