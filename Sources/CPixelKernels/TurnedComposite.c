#include "CPixelKernels.h"
#include "PixelArithmetic.h"

// The turned composite in three paths, all giving each pixel the same bytes:
//
// - composite_span, one pixel at a time, any sample (edges padded): a run's ends, and every
//   pixel where there are no vectors (no SSE2, or a source too large for 16-bit lanes);
// - composite_inside, four pixels per SSE2 iteration, for the stretch of a row whose samples
//   have both source columns and both rows inside the source (no clamping, no branches);
// - composite_inside_wide, the same eight pixels per AVX2 iteration where the processor has
//   AVX2 (chosen at run time; x86-64's baseline is SSE2).
//
// All three weigh the four pixels with the products of the 7-bit horizontal and vertical
// weights and truncate once, so they reach pixman's integer exactly (see weigh_pairs). Which
// path takes a pixel depends on where the row's covered run starts, but a pixel's value
// does not: every path computes it from its own place alone.

/// One pixel in 16.16 fixed point (a multiplier rather than a shift: negative values shift
/// left only by undefined behaviour).
#define FIXED_ONE ((int64_t)1 << 16)
/// Half a pixel in 16.16 fixed point (and, in the 2^-32 numerators, the half that rounds them
/// to 16.16).
#define HALF_PIXEL ((int64_t)1 << 15)

/// What every pixel of a composite shares.
typedef struct {
    openuikit_pixels source;
    uint32_t source_opaque_bits;
    uint32_t destination_opaque_bits;
    int32_t last_column, last_row;
    /// A step right, in the sample numerators' 2^-32 source pixels.
    int64_t step_u, step_v;
} turned_setup;

#if defined(__SSE2__)
/// A sample's four source pixels weighed: `upper` holds the upper left and upper right pixels
/// (low and high 4 bytes), `lower` the two below them; `left_weights` holds the 16-bit weight
/// pair (upper left, lower left) in each 32-bit lane, `right_weights` the pair (upper right,
/// lower right). The channels come back in 32-bit lanes, 0 ... 255.
///
/// Each weight is a horizontal 7-bit weight times a vertical one (at most 128 · 128, which a
/// signed 16-bit lane holds), so the sum is exactly the integer that weighing each column
/// first and then across gives (no step of either truncates) before the one shift by
/// 2 · WEIGHT_BITS: pixman's value, in two multiply-adds instead of two multiplies, an add and
/// a multiply-add.
static inline __m128i weigh_pairs(__m128i upper, __m128i lower, __m128i left_weights, __m128i right_weights) {
    const __m128i zero = _mm_setzero_si128();
    // Bytes: each upper channel beside the one below it, the left pixel then the right.
    const __m128i columns = _mm_unpacklo_epi8(upper, lower);
    const __m128i left = _mm_madd_epi16(_mm_unpacklo_epi8(columns, zero), left_weights);
    const __m128i right = _mm_madd_epi16(_mm_unpackhi_epi8(columns, zero), right_weights);
    return _mm_srli_epi32(_mm_add_epi32(left, right), 2 * WEIGHT_BITS);
}
#endif

/// Composites `count` pixels from `out` on, the first sampling at numerators `u`, `v` (2^-32
/// source pixels), each through `cover`. Any sample, edges padded: the general path, one
/// pixel at a time.
static void composite_span(const turned_setup *s, uint8_t *out, const uint8_t *cover, int32_t count,
                           int64_t u, int64_t v) {
    const openuikit_pixels source = s->source;
    for (int32_t column = 0; column < count; column++, u += s->step_u, v += s->step_v, out += 4) {
        const uint32_t mask = cover[column];
        if (mask == 0) continue;
        // The sample's place less half a pixel: the pixel centres around it.
        const int64_t su = (u >> 16) - HALF_PIXEL, sv = (v >> 16) - HALF_PIXEL;
        const int32_t left = (int32_t)(su >> 16), upper = (int32_t)(sv >> 16);
        const int32_t fx = (int32_t)((su >> (16 - WEIGHT_BITS)) & (WEIGHT_ONE - 1));
        const int32_t fy = (int32_t)((sv >> (16 - WEIGHT_BITS)) & (WEIGHT_ONE - 1));
#if defined(__SSE2__)
        __m128i upper_pair, lower_pair;
        if ((uint32_t)left < (uint32_t)s->last_column && (uint32_t)upper < (uint32_t)s->last_row) {
            // Inside: both columns and rows exist, two reads of two pixels each.
            const uint8_t *top = source.pixels + (size_t)upper * (size_t)source.stride + (size_t)left * 4;
            upper_pair = _mm_loadl_epi64((const __m128i *)(const void *)top);
            lower_pair = _mm_loadl_epi64((const __m128i *)(const void *)(top + source.stride));
        } else {
            // On or past an edge: the edge pixels repeat (pixman's PAD).
            const int32_t x0 = clamp_index(left, s->last_column), x1 = clamp_index(left + 1, s->last_column);
            const uint8_t *top = source.pixels + (size_t)clamp_index(upper, s->last_row) * (size_t)source.stride;
            const uint8_t *bottom = source.pixels + (size_t)clamp_index(upper + 1, s->last_row) * (size_t)source.stride;
            upper_pair = _mm_unpacklo_epi32(_mm_cvtsi32_si128((int32_t)read_pixel(top, x0, 0)),
                                            _mm_cvtsi32_si128((int32_t)read_pixel(top, x1, 0)));
            lower_pair = _mm_unpacklo_epi32(_mm_cvtsi32_si128((int32_t)read_pixel(bottom, x0, 0)),
                                            _mm_cvtsi32_si128((int32_t)read_pixel(bottom, x1, 0)));
        }
        const uint32_t across_left = (uint32_t)(WEIGHT_ONE - fx), across_right = (uint32_t)fx;
        const uint32_t down_upper = (uint32_t)(WEIGHT_ONE - fy), down_lower = (uint32_t)fy;
        const __m128i left_weights = _mm_set1_epi32((int32_t)(across_left * down_upper | across_left * down_lower << 16));
        const __m128i right_weights = _mm_set1_epi32((int32_t)(across_right * down_upper | across_right * down_lower << 16));
        const __m128i weighed = weigh_pairs(upper_pair, lower_pair, left_weights, right_weights);
        const __m128i packed = _mm_packs_epi32(weighed, weighed);
        // An opaque store's alpha reads 255 in all four pixels, so it weighs to 255 exactly:
        // setting it after weighing gives what setting it in each pixel before does.
        uint32_t pixel = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(packed, packed)) | s->source_opaque_bits;
#else
        uint32_t tl, tr, bl, br;
        if ((uint32_t)left < (uint32_t)s->last_column && (uint32_t)upper < (uint32_t)s->last_row) {
            // Inside: both columns and rows exist, two reads of two pixels each.
            const uint8_t *top = source.pixels + (size_t)upper * (size_t)source.stride + (size_t)left * 4;
            uint64_t upper_pair, lower_pair;
            memcpy(&upper_pair, top, 8);
            memcpy(&lower_pair, top + source.stride, 8);
            tl = (uint32_t)upper_pair | s->source_opaque_bits;
            tr = (uint32_t)(upper_pair >> 32) | s->source_opaque_bits;
            bl = (uint32_t)lower_pair | s->source_opaque_bits;
            br = (uint32_t)(lower_pair >> 32) | s->source_opaque_bits;
        } else {
            // On or past an edge: the edge pixels repeat (pixman's PAD).
            const int32_t x0 = clamp_index(left, s->last_column), x1 = clamp_index(left + 1, s->last_column);
            const uint8_t *top = source.pixels + (size_t)clamp_index(upper, s->last_row) * (size_t)source.stride;
            const uint8_t *bottom = source.pixels + (size_t)clamp_index(upper + 1, s->last_row) * (size_t)source.stride;
            tl = read_pixel(top, x0, s->source_opaque_bits);
            tr = read_pixel(top, x1, s->source_opaque_bits);
            bl = read_pixel(bottom, x0, s->source_opaque_bits);
            br = read_pixel(bottom, x1, s->source_opaque_bits);
        }
        uint32_t pixel = interpolate(tl, tr, bl, br, fx, fy);
#endif
        if (mask != 255) pixel = multiply_channels(pixel, mask);
        blend_over(out, pixel, s->destination_opaque_bits);
    }
}

#if defined(__SSE2__)
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
/// Whether composite_inside_wide is compiled (for AVX2, beside the baseline's SSE2 code).
#define WIDE_VECTORS 1
#else
#define WIDE_VECTORS 0
#endif

/// Pixels composited per SSE2 iteration: four 32-bit pixels, one 16-byte store.
#define GROUP_PIXELS 4

/// The largest source width, height and stride (pixels, pixels, bytes) the vector paths take:
/// they hold a sample's 16.16 place in a signed 32-bit lane, and a column or row index and
/// the stride in signed 16-bit lanes.
#define VECTOR_LIMIT 32767

/// Whether the sample `step` steps right of one at 16.16 places `su`, `sv` (less half a pixel)
/// has both source columns and both rows inside the source: 0 ≤ place < last · 2^16 on both
/// axes (`limit_u`, `limit_v`).
static inline bool inside_at(int64_t step, int64_t su, int64_t sv, int64_t xx, int64_t yx, uint64_t limit_u,
                             uint64_t limit_v) {
    return (uint64_t)(su + step * xx) < limit_u && (uint64_t)(sv + step * yx) < limit_v;
}

/// Lays `count` weighed pixels over `out`, each through its coverage: a group not wholly
/// covered, or not opaque.
static inline __attribute__((always_inline)) void
blend_each(const turned_setup *s, uint8_t *out, const uint8_t *cover, const uint32_t *results, int32_t count) {
    for (int32_t index = 0; index < count; index++) {
        const uint32_t mask = cover[index];
        if (mask == 0) continue;
        uint32_t pixel = results[index];
        if (mask != 255) pixel = multiply_channels(pixel, mask);
        blend_over(out + 4 * index, pixel, s->destination_opaque_bits);
    }
}

/// One inside sample weighed: its upper left pixel at `offset` bytes into `upper_row`, the
/// pixel below at the same offset into `lower_row` (a row further on); the weights as
/// weigh_pairs takes them.
static inline __m128i weigh_inside(const uint8_t *upper_row, const uint8_t *lower_row, uint32_t offset,
                                   __m128i left_weights, __m128i right_weights) {
    return weigh_pairs(_mm_loadl_epi64((const __m128i *)(const void *)(upper_row + offset)),
                       _mm_loadl_epi64((const __m128i *)(const void *)(lower_row + offset)), left_weights, right_weights);
}

/// Composites `count` pixels (a multiple of GROUP_PIXELS) whose samples all have both source
/// columns and both rows inside the source, GROUP_PIXELS at a time. `su`, `sv`: the first
/// sample's place less half a pixel, in 16.16 (0 ≤ su < last_column · 2^16, likewise sv).
/// `opaque`: the source is opaque (a constant, so that each case gets its own loop).
static inline __attribute__((always_inline)) void
composite_inside(const turned_setup *s, uint8_t *out, const uint8_t *cover, int32_t count, int64_t su, int64_t sv,
                 const bool opaque) {
    const uint8_t *upper_row = s->source.pixels, *lower_row = s->source.pixels + s->source.stride;
    const uint32_t xx = (uint32_t)(s->step_u >> 16), yx = (uint32_t)(s->step_v >> 16);
    // Inside, a place fits a signed 32-bit lane. The lanes step in 32 bits, wrapping where the
    // 64-bit places would not, so they agree with those wherever those are inside.
    __m128i place_u = _mm_add_epi32(_mm_set1_epi32((int32_t)(uint32_t)su),
                                    _mm_setr_epi32(0, (int32_t)xx, (int32_t)(2 * xx), (int32_t)(3 * xx)));
    __m128i place_v = _mm_add_epi32(_mm_set1_epi32((int32_t)(uint32_t)sv),
                                    _mm_setr_epi32(0, (int32_t)yx, (int32_t)(2 * yx), (int32_t)(3 * yx)));
    const __m128i group_step_u = _mm_set1_epi32((int32_t)(xx * GROUP_PIXELS));
    const __m128i group_step_v = _mm_set1_epi32((int32_t)(yx * GROUP_PIXELS));
    const __m128i fraction_mask = _mm_set1_epi32(WEIGHT_ONE - 1);
    const __m128i one_low = _mm_set1_epi32(WEIGHT_ONE);
    const __m128i one_both = _mm_set1_epi32(WEIGHT_ONE | WEIGHT_ONE << 16);
    const __m128i row_mask = _mm_set1_epi32((int32_t)0xffff0000u);
    // (column, row) · (4 bytes, stride bytes): a pixel's byte offset in one multiply-add.
    const __m128i offset_factors = _mm_set1_epi32((int32_t)((uint32_t)s->source.stride << 16 | 4u));
    const __m128i alpha_bits = _mm_set1_epi32((int32_t)0xff000000u);
    const __m128i color_bits = _mm_set1_epi32(0x00ffffff);
    for (int32_t column = 0; column < count; column += GROUP_PIXELS, out += 4 * GROUP_PIXELS) {
        const __m128i fx = _mm_and_si128(_mm_srli_epi32(place_u, 16 - WEIGHT_BITS), fraction_mask);
        const __m128i fy = _mm_and_si128(_mm_srli_epi32(place_v, 16 - WEIGHT_BITS), fraction_mask);
        // 16-bit pairs: (1 − fy, fy) down, (fx, fx) and (1 − fx, 1 − fx) across; their
        // products are the (upper, lower) weights of the left and of the right column.
        const __m128i down = _mm_add_epi32(_mm_sub_epi32(_mm_slli_epi32(fy, 16), fy), one_low);
        const __m128i right_across = _mm_or_si128(fx, _mm_slli_epi32(fx, 16));
        const __m128i left_across = _mm_sub_epi16(one_both, right_across);
        const __m128i left_weights = _mm_mullo_epi16(down, left_across);
        const __m128i right_weights = _mm_mullo_epi16(down, right_across);
        // Column in the low half of each lane, row in the high half.
        const __m128i place = _mm_or_si128(_mm_srli_epi32(place_u, 16), _mm_and_si128(place_v, row_mask));
        uint32_t offsets[GROUP_PIXELS];
        _mm_storeu_si128((__m128i *)(void *)offsets, _mm_madd_epi16(place, offset_factors));
        place_u = _mm_add_epi32(place_u, group_step_u);
        place_v = _mm_add_epi32(place_v, group_step_v);

        const __m128i s0 = weigh_inside(upper_row, lower_row, offsets[0], _mm_shuffle_epi32(left_weights, 0x00),
                                        _mm_shuffle_epi32(right_weights, 0x00));
        const __m128i s1 = weigh_inside(upper_row, lower_row, offsets[1], _mm_shuffle_epi32(left_weights, 0x55),
                                        _mm_shuffle_epi32(right_weights, 0x55));
        const __m128i s2 = weigh_inside(upper_row, lower_row, offsets[2], _mm_shuffle_epi32(left_weights, 0xaa),
                                        _mm_shuffle_epi32(right_weights, 0xaa));
        const __m128i s3 = weigh_inside(upper_row, lower_row, offsets[3], _mm_shuffle_epi32(left_weights, 0xff),
                                        _mm_shuffle_epi32(right_weights, 0xff));
        __m128i group = _mm_packus_epi16(_mm_packs_epi32(s0, s1), _mm_packs_epi32(s2, s3));
        uint32_t coverage;
        memcpy(&coverage, cover + column, 4);
        if (opaque) {
            // An opaque store's alpha reads 255 in all four pixels, so it weighs to 255 exactly.
            group = _mm_or_si128(group, alpha_bits);
            if (coverage == 0xffffffffu) {
                // All four covered, the usual case inside a card: OVER an opaque pixel is a copy.
                _mm_storeu_si128((__m128i *)(void *)out, group);
                continue;
            }
        } else if (coverage == 0xffffffffu
                   && _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(group, color_bits), _mm_set1_epi32(-1))) == 0xffff) {
            // All four covered and their alpha 255.
            _mm_storeu_si128((__m128i *)(void *)out, group);
            continue;
        }
        uint32_t results[GROUP_PIXELS];
        _mm_storeu_si128((__m128i *)(void *)results, group);
        blend_each(s, out, cover + column, results, GROUP_PIXELS);
    }
}

/// composite_inside for an opaque source, and for one with alpha.
static void composite_inside_opaque(const turned_setup *s, uint8_t *out, const uint8_t *cover, int32_t count,
                                    int64_t su, int64_t sv) {
    composite_inside(s, out, cover, count, su, sv, true);
}
static void composite_inside_alpha(const turned_setup *s, uint8_t *out, const uint8_t *cover, int32_t count,
                                   int64_t su, int64_t sv) {
    composite_inside(s, out, cover, count, su, sv, false);
}

#if WIDE_VECTORS
/// Pixels composited per AVX2 iteration: eight, one 32-byte store.
#define WIDE_GROUP_PIXELS 8

/// Two inside samples weighed as weigh_inside weighs one: sample `k` of a wide group in the
/// low 128 bits, sample `k` + 4 in the high (the 256-bit unpacks and multiply-adds work in
/// each half alone), each with the weights in 32-bit lane `k` of its half (`selector`: `k` in
/// each 2-bit field).
#define WEIGH_TWO(offsets, k, selector, left_weights, right_weights)                                              \
    weigh_two(upper_row, lower_row, offsets[k], offsets[(k) + 4], _mm256_shuffle_epi32(left_weights, selector), \
              _mm256_shuffle_epi32(right_weights, selector))
__attribute__((target("avx2"))) static inline __m256i weigh_two(const uint8_t *upper_row, const uint8_t *lower_row,
                                                                uint32_t low_offset, uint32_t high_offset,
                                                                __m256i left_weights, __m256i right_weights) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i upper = _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadl_epi64((const __m128i *)(const void *)(upper_row + low_offset))),
        _mm_loadl_epi64((const __m128i *)(const void *)(upper_row + high_offset)), 1);
    const __m256i lower = _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadl_epi64((const __m128i *)(const void *)(lower_row + low_offset))),
        _mm_loadl_epi64((const __m128i *)(const void *)(lower_row + high_offset)), 1);
    const __m256i columns = _mm256_unpacklo_epi8(upper, lower);
    const __m256i left = _mm256_madd_epi16(_mm256_unpacklo_epi8(columns, zero), left_weights);
    const __m256i right = _mm256_madd_epi16(_mm256_unpackhi_epi8(columns, zero), right_weights);
    return _mm256_srli_epi32(_mm256_add_epi32(left, right), 2 * WEIGHT_BITS);
}

/// composite_inside eight pixels at a time with AVX2 (`count` a multiple of GROUP_PIXELS; a
/// last four go through composite_inside). Samples k and k + 4 share a vector, so packing in
/// each half leaves the eight in order.
__attribute__((target("avx2"))) static inline __attribute__((always_inline)) void
composite_inside_wide(const turned_setup *s, uint8_t *out, const uint8_t *cover, int32_t count, int64_t su, int64_t sv,
                      const bool opaque) {
    const uint8_t *upper_row = s->source.pixels, *lower_row = s->source.pixels + s->source.stride;
    const uint32_t xx = (uint32_t)(s->step_u >> 16), yx = (uint32_t)(s->step_v >> 16);
    const __m256i lane_steps = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    // As in composite_inside: 32-bit lanes agree with the 64-bit places inside.
    __m256i place_u = _mm256_add_epi32(_mm256_set1_epi32((int32_t)(uint32_t)su),
                                       _mm256_mullo_epi32(_mm256_set1_epi32((int32_t)xx), lane_steps));
    __m256i place_v = _mm256_add_epi32(_mm256_set1_epi32((int32_t)(uint32_t)sv),
                                       _mm256_mullo_epi32(_mm256_set1_epi32((int32_t)yx), lane_steps));
    const __m256i group_step_u = _mm256_set1_epi32((int32_t)(xx * WIDE_GROUP_PIXELS));
    const __m256i group_step_v = _mm256_set1_epi32((int32_t)(yx * WIDE_GROUP_PIXELS));
    const __m256i fraction_mask = _mm256_set1_epi32(WEIGHT_ONE - 1);
    const __m256i one_low = _mm256_set1_epi32(WEIGHT_ONE);
    const __m256i one_both = _mm256_set1_epi32(WEIGHT_ONE | WEIGHT_ONE << 16);
    const __m256i row_mask = _mm256_set1_epi32((int32_t)0xffff0000u);
    const __m256i offset_factors = _mm256_set1_epi32((int32_t)((uint32_t)s->source.stride << 16 | 4u));
    const __m256i alpha_bits = _mm256_set1_epi32((int32_t)0xff000000u);
    const __m256i color_bits = _mm256_set1_epi32(0x00ffffff);
    int32_t column = 0;
    for (; column + WIDE_GROUP_PIXELS <= count; column += WIDE_GROUP_PIXELS, out += 4 * WIDE_GROUP_PIXELS) {
        // The weights and offsets as composite_inside makes them, eight at once.
        const __m256i fx = _mm256_and_si256(_mm256_srli_epi32(place_u, 16 - WEIGHT_BITS), fraction_mask);
        const __m256i fy = _mm256_and_si256(_mm256_srli_epi32(place_v, 16 - WEIGHT_BITS), fraction_mask);
        const __m256i down = _mm256_add_epi32(_mm256_sub_epi32(_mm256_slli_epi32(fy, 16), fy), one_low);
        const __m256i right_across = _mm256_or_si256(fx, _mm256_slli_epi32(fx, 16));
        const __m256i left_across = _mm256_sub_epi16(one_both, right_across);
        const __m256i left_weights = _mm256_mullo_epi16(down, left_across);
        const __m256i right_weights = _mm256_mullo_epi16(down, right_across);
        const __m256i place = _mm256_or_si256(_mm256_srli_epi32(place_u, 16), _mm256_and_si256(place_v, row_mask));
        uint32_t offsets[WIDE_GROUP_PIXELS];
        _mm256_storeu_si256((__m256i *)(void *)offsets, _mm256_madd_epi16(place, offset_factors));
        place_u = _mm256_add_epi32(place_u, group_step_u);
        place_v = _mm256_add_epi32(place_v, group_step_v);

        const __m256i s0 = WEIGH_TWO(offsets, 0, 0x00, left_weights, right_weights);
        const __m256i s1 = WEIGH_TWO(offsets, 1, 0x55, left_weights, right_weights);
        const __m256i s2 = WEIGH_TWO(offsets, 2, 0xaa, left_weights, right_weights);
        const __m256i s3 = WEIGH_TWO(offsets, 3, 0xff, left_weights, right_weights);
        __m256i group = _mm256_packus_epi16(_mm256_packs_epi32(s0, s1), _mm256_packs_epi32(s2, s3));
        uint64_t coverage;
        memcpy(&coverage, cover + column, 8);
        if (opaque) {
            group = _mm256_or_si256(group, alpha_bits);
            if (coverage == ~(uint64_t)0) {
                _mm256_storeu_si256((__m256i *)(void *)out, group);
                continue;
            }
        } else if (coverage == ~(uint64_t)0
                   && _mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_or_si256(group, color_bits), _mm256_set1_epi32(-1))) == -1) {
            _mm256_storeu_si256((__m256i *)(void *)out, group);
            continue;
        }
        uint32_t results[WIDE_GROUP_PIXELS];
        _mm256_storeu_si256((__m256i *)(void *)results, group);
        blend_each(s, out, cover + column, results, WIDE_GROUP_PIXELS);
    }
    if (column < count)
        composite_inside(s, out, cover + column, count - column, su + column * (int64_t)(int32_t)xx,
                         sv + column * (int64_t)(int32_t)yx, opaque);
}
#undef WEIGH_TWO

/// composite_inside_wide for an opaque source, and for one with alpha.
__attribute__((target("avx2"))) static void composite_inside_wide_opaque(const turned_setup *s, uint8_t *out,
                                                                         const uint8_t *cover, int32_t count,
                                                                         int64_t su, int64_t sv) {
    composite_inside_wide(s, out, cover, count, su, sv, true);
}
__attribute__((target("avx2"))) static void composite_inside_wide_alpha(const turned_setup *s, uint8_t *out,
                                                                        const uint8_t *cover, int32_t count,
                                                                        int64_t su, int64_t sv) {
    composite_inside_wide(s, out, cover, count, su, sv, false);
}
#endif
#endif

/// The first byte of `cover[first ... last]` that is not 0 (last + 1 if none), eight at a time.
static int32_t first_covered(const uint8_t *cover, int32_t first, int32_t last) {
    for (; last - first >= 7; first += 8) {
        uint64_t eight;
        memcpy(&eight, cover + first, 8);
        if (eight != 0) break;
    }
    while (first <= last && cover[first] == 0) first++;
    return first;
}

/// The last byte of `cover[first ... last]` that is not 0 (first − 1 if none).
static int32_t last_covered(const uint8_t *cover, int32_t first, int32_t last) {
    for (; last - first >= 7; last -= 8) {
        uint64_t eight;
        memcpy(&eight, cover + last - 7, 8);
        if (eight != 0) break;
    }
    while (last >= first && cover[last] == 0) last--;
    return last;
}

void openuikit_composite_turned_over(openuikit_pixels destination, openuikit_pixels source,
                                     openuikit_coverage coverage, openuikit_fixed_affine map,
                                     int32_t x, int32_t y, int32_t width, int32_t height) {
    if (width <= 0 || height <= 0 || source.width <= 0 || source.height <= 0) return;
    turned_setup s;
    s.source = source;
    s.source_opaque_bits = source.opaque ? 0xff000000u : 0;
    s.destination_opaque_bits = destination.opaque ? 0xff000000u : 0;
    s.last_column = source.width - 1, s.last_row = source.height - 1;
    // Numerators in 2^-32 units; a step right adds xx (resp. yx) whole destination pixels.
    s.step_u = (int64_t)map.xx * FIXED_ONE, s.step_v = (int64_t)map.yx * FIXED_ONE;
#if defined(__SSE2__)
    const bool vectors = source.width <= VECTOR_LIMIT && source.height <= VECTOR_LIMIT && source.stride > 0
        && source.stride <= VECTOR_LIMIT;
    void (*inside)(const turned_setup *, uint8_t *, const uint8_t *, int32_t, int64_t, int64_t) =
        source.opaque ? composite_inside_opaque : composite_inside_alpha;
#if WIDE_VECTORS
    // A flag the C runtime reads once from the processor (and the system's saving of its
    // 256-bit registers).
    if (__builtin_cpu_supports("avx2")) inside = source.opaque ? composite_inside_wide_opaque : composite_inside_wide_alpha;
#endif
#endif
    for (int32_t row = y; row < y + height; row++) {
        const uint8_t *cover = coverage.pixels + (size_t)(row - coverage.originY) * (size_t)coverage.stride
            + (size_t)(x - coverage.originX);
        // Only the covered run of the row: a turned card's box is half empty at its corners.
        const int32_t first = first_covered(cover, 0, width - 1);
        const int32_t last = last_covered(cover, first, width - 1);
        if (first > last) continue;
        const int64_t X = (int64_t)(x + first - map.shiftX) * FIXED_ONE + HALF_PIXEL;
        const int64_t Y = (int64_t)(row - map.shiftY) * FIXED_ONE + HALF_PIXEL;
        const int64_t u = (int64_t)map.xx * X + (int64_t)map.xy * Y + (int64_t)map.x0 * FIXED_ONE + HALF_PIXEL;
        const int64_t v = (int64_t)map.yx * X + (int64_t)map.yy * Y + (int64_t)map.y0 * FIXED_ONE + HALF_PIXEL;
        uint8_t *out = destination.pixels + (size_t)row * (size_t)destination.stride + (size_t)(x + first) * 4;
        const uint8_t *run_cover = cover + first;
        const int32_t count = last - first + 1;
#if defined(__SSE2__)
        if (vectors) {
            // The steps right whose samples have both columns and both rows inside the source
            // form one stretch, the places moving along a line: a step right adds exactly xx
            // (yx) to a sample's 16.16 place (the numerators' step has no low bits). The
            // vectors take the stretch, whole groups of four, and the general path the pixels
            // either side.
            const int64_t su = (u >> 16) - HALF_PIXEL, sv = (v >> 16) - HALF_PIXEL;
            // Found from the run's ends inwards: the pixels passed on the way are the general
            // path's, which costs far more a pixel than a test does.
            const uint64_t limit_u = (uint64_t)s.last_column << 16, limit_v = (uint64_t)s.last_row << 16;
            int32_t begin = 0, end = count;
            while (begin < end && !inside_at(begin, su, sv, map.xx, map.yx, limit_u, limit_v)) begin++;
            while (end > begin && !inside_at(end - 1, su, sv, map.xx, map.yx, limit_u, limit_v)) end--;
            end = begin + (end - begin) / GROUP_PIXELS * GROUP_PIXELS;
            if (end > begin) {
                composite_span(&s, out, run_cover, begin, u, v);
                inside(&s, out + (size_t)begin * 4, run_cover + begin, end - begin, su + begin * (int64_t)map.xx,
                       sv + begin * (int64_t)map.yx);
                composite_span(&s, out + (size_t)end * 4, run_cover + end, count - end, u + end * s.step_u,
                               v + end * s.step_v);
                continue;
            }
        }
#endif
        composite_span(&s, out, run_cover, count, u, v);
    }
}
