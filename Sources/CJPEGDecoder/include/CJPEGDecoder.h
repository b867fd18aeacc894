#ifndef OPENUIKIT_CJPEGDECODER_H
#define OPENUIKIT_CJPEGDECODER_H

#include <stddef.h>
#include <stdint.h>

/// The size of the message buffer the functions below fill on failure.
#define OPENUIKIT_JPEG_MESSAGE_LENGTH 200

/// Reads a JPEG's header from memory without decoding its pixels. Returns 1 and sets the
/// size in pixels and the number of colour components, or returns 0 and writes why into
/// `message`. libjpeg reports errors by calling a function that must not return; here it
/// jumps back (setjmp/longjmp), which Swift cannot do, so the calls live in C.
int openuikit_jpeg_read_header(const uint8_t *data, size_t length, int *width, int *height, int *components,
                               char message[OPENUIKIT_JPEG_MESSAGE_LENGTH]);

/// Decodes a JPEG from memory into `pixels`: rows of `stride` bytes, each pixel 4 bytes in
/// Cairo's RGB24 order on a little-endian machine (blue, green, red, unused). `width` and
/// `height` must be what the header gave. Returns 1, or 0 with why in `message`. A file
/// that ends early leaves the missing rows grey, as libjpeg does, and succeeds.
int openuikit_jpeg_decode(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height, int stride,
                          char message[OPENUIKIT_JPEG_MESSAGE_LENGTH]);

#endif
