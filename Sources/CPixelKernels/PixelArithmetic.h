#ifndef OPENUIKIT_PIXEL_ARITHMETIC_H
#define OPENUIKIT_PIXEL_ARITHMETIC_H

// The per-pixel arithmetic the kernels share: reading a pixel, bilinear weights, and
// Porter-Duff OVER on premultiplied 8-bit channels.

#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Bits of a bilinear weight: 7, so that a column's weighted sum of two 8-bit channels
/// (at most 255 × 128) fits a signed 16-bit lane.
#define WEIGHT_BITS 7
#define WEIGHT_ONE (1 << WEIGHT_BITS)

static inline uint32_t read_pixel(const uint8_t *row, int32_t x, uint32_t opaque_bits) {
    uint32_t pixel;
    memcpy(&pixel, row + (size_t)x * 4, 4);
    return pixel | opaque_bits;
}

static inline int32_t clamp_index(int32_t value, int32_t last) {
    return value < 0 ? 0 : (value > last ? last : value);
}

/// Each 8-bit channel of `pixel` times `factor` / 255, rounded to the nearest.
static inline uint32_t multiply_channels(uint32_t pixel, uint32_t factor) {
    uint32_t even = (pixel & 0x00ff00ffu) * factor + 0x00800080u;
    even = ((even + ((even >> 8) & 0x00ff00ffu)) >> 8) & 0x00ff00ffu;
    uint32_t odd = ((pixel >> 8) & 0x00ff00ffu) * factor + 0x00800080u;
    odd = (odd + ((odd >> 8) & 0x00ff00ffu)) & 0xff00ff00u;
    return even | odd;
}

/// `a` + `b`, each channel saturating at 255 (premultiplied pixels never need it; bad data
/// must not wrap into another channel).
static inline uint32_t add_channels(uint32_t a, uint32_t b) {
    uint32_t even = (a & 0x00ff00ffu) + (b & 0x00ff00ffu);
    even |= 0x01000100u - ((even >> 8) & 0x00010001u);
    uint32_t odd = ((a >> 8) & 0x00ff00ffu) + ((b >> 8) & 0x00ff00ffu);
    odd |= 0x01000100u - ((odd >> 8) & 0x00010001u);
    return (even & 0x00ff00ffu) | ((odd & 0x00ff00ffu) << 8);
}

/// The four pixels weighted by `fx`, `fy` (0 ..< WEIGHT_ONE, towards the right and bottom),
/// truncated as pixman's bilinear filter truncates, so that a turned store comes out as
/// pixman resampled it.
static inline uint32_t interpolate(uint32_t tl, uint32_t tr, uint32_t bl, uint32_t br, int32_t fx, int32_t fy) {
    // Most of a card's face is one colour: four equal pixels need no arithmetic.
    if (tl == tr && bl == br && tl == bl) return tl;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    __m128i top = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)tl), zero);
    top = _mm_unpacklo_epi64(top, _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)tr), zero));
    __m128i bottom = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)bl), zero);
    bottom = _mm_unpacklo_epi64(bottom, _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)br), zero));
    // Down each column first: left channels in lanes 0–3, right in 4–7.
    __m128i columns = _mm_add_epi16(_mm_mullo_epi16(top, _mm_set1_epi16((short)(WEIGHT_ONE - fy))),
                                    _mm_mullo_epi16(bottom, _mm_set1_epi16((short)fy)));
    // Then across: pair each left channel with its right one and multiply-add.
    __m128i pairs = _mm_unpacklo_epi16(columns, _mm_srli_si128(columns, 8));
    __m128i across = _mm_madd_epi16(pairs, _mm_set1_epi32((int)(((uint32_t)fx << 16) | (uint32_t)(WEIGHT_ONE - fx))));
    across = _mm_srli_epi32(across, 2 * WEIGHT_BITS);
    across = _mm_packs_epi32(across, across);
    return (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(across, across));
#else
    uint32_t result = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t left = ((tl >> shift) & 0xff) * (uint32_t)(WEIGHT_ONE - fy) + ((bl >> shift) & 0xff) * (uint32_t)fy;
        uint32_t right = ((tr >> shift) & 0xff) * (uint32_t)(WEIGHT_ONE - fy) + ((br >> shift) & 0xff) * (uint32_t)fy;
        uint32_t sum = left * (uint32_t)(WEIGHT_ONE - fx) + right * (uint32_t)fx;
        result |= (sum >> (2 * WEIGHT_BITS)) << shift;
    }
    return result;
#endif
}

/// `pixel` laid over what `out` holds (Porter-Duff OVER), written back to `out`.
static inline void blend_over(uint8_t *out, uint32_t pixel, uint32_t destination_opaque_bits) {
    const uint32_t alpha = pixel >> 24;
    if (alpha == 0) return;
    if (alpha != 255) {
        uint32_t under;
        memcpy(&under, out, 4);
        pixel = add_channels(pixel, multiply_channels(under | destination_opaque_bits, 255 - alpha));
    }
    memcpy(out, &pixel, 4);
}

#endif
