#ifndef OPENUIKIT_PIXEL_KERNELS_H
#define OPENUIKIT_PIXEL_KERNELS_H

#include <stdbool.h>
#include <stdint.h>

/// A 32-bit image in Cairo's layout: native-endian pixels, premultiplied ARGB32, or RGB24
/// (`opaque`: the top byte is not alpha and reads as 255).
typedef struct {
    uint8_t *pixels;
    int32_t width;
    int32_t height;
    /// Bytes from one row to the next.
    int32_t stride;
    bool opaque;
} openuikit_pixels;

/// An 8-bit coverage image placed on the destination: destination pixel (x, y) reads
/// `pixels[(y - originY) * stride + (x - originX)]`.
typedef struct {
    const uint8_t *pixels;
    int32_t stride;
    int32_t originX;
    int32_t originY;
} openuikit_coverage;

/// An affine map from destination pixels to source pixels in 16.16 fixed point. A
/// destination pixel (x, y) is sampled where the map takes its centre,
/// (x − shiftX + ½, y − shiftY + ½): source u = xx·X + xy·Y + x0, v = yx·X + yy·Y + y0, each
/// product rounded to the nearest 1/65536 once, as pixman's transforms are.
typedef struct {
    int32_t xx, xy, x0;
    int32_t yx, yy, y0;
    int32_t shiftX, shiftY;
} openuikit_fixed_affine;

/// Composites `source`, resampled bilinearly through `map` (its edges padded), through
/// `coverage`, over `destination` (Porter-Duff OVER), in the destination rectangle
/// (x, y, width, height), which the caller has clipped to the destination and the coverage.
///
/// Every pixel's value depends only on its own place, never on where the rectangle starts,
/// so compositing a box in pieces gives what compositing it whole does, bit for bit.
void openuikit_composite_turned_over(openuikit_pixels destination, openuikit_pixels source,
                                     openuikit_coverage coverage, openuikit_fixed_affine map,
                                     int32_t x, int32_t y, int32_t width, int32_t height);

/// A projective map from destination pixels to source pixels. Destination pixel (x, y) is
/// absolute pixel (x + originX, y + originY); with X, Y its centre there,
/// w = map[6]·X + map[7]·Y + map[8], and it samples source (map[0]·X + map[1]·Y + map[2]) / w,
/// (map[3]·X + map[4]·Y + map[5]) / w, in source pixels. Pixels where w is not strictly between
/// `minimumW` and `maximumW` are left alone (behind the eye, or nearer than the near plane).
typedef struct {
    double map[9];
    double minimumW;
    double maximumW;
    int32_t originX;
    int32_t originY;
} openuikit_projection;

/// Composites `source`, resampled bilinearly through `projection` (transparent outside it),
/// over `destination` (Porter-Duff OVER) in the destination rectangle (x, y, width, height),
/// which the caller has clipped to the destination. As with the turned composite, every
/// pixel depends on its own place only.
void openuikit_composite_projected_over(openuikit_pixels destination, openuikit_pixels source,
                                        openuikit_projection projection,
                                        int32_t x, int32_t y, int32_t width, int32_t height);

#endif
