#ifndef OPENUIKIT_CVECTORIMAGES_H
#define OPENUIKIT_CVECTORIMAGES_H

#include <stddef.h>
#include <stdint.h>

/// The size of the message buffer the functions below fill on failure.
#define OPENUIKIT_VECTOR_MESSAGE_LENGTH 300

/// The formats a vector document can be in.
typedef enum {
    /// SVG, drawn by librsvg.
    OPENUIKIT_VECTOR_SVG = 1,
    /// PDF (its first page), drawn by poppler-glib.
    OPENUIKIT_VECTOR_PDF = 2,
} openuikit_vector_kind;

/// One parsed SVG or PDF document; opaque.
typedef struct openuikit_vector_document openuikit_vector_document;

/// Parses `length` bytes as a document of `kind`, loading the library that reads it on first
/// use (librsvg-2.so.2 or libpoppler-glib.so.8, with dlopen: an app that shows no vector image
/// never maps them, which keeps them off every launch). On success returns the document and
/// sets its intrinsic size: `width` and `height` in CSS pixels (SVG, from its width and height,
/// else its viewBox) or PostScript points (PDF, the first page); either may be 0 or not finite
/// for a hostile file, which the caller checks. On failure returns NULL and writes why into
/// `message`. SVGs are read without a base file and with librsvg's XML limits on, so they
/// cannot reach other files or the network, nor grow without bound while parsing.
openuikit_vector_document *openuikit_vector_open(openuikit_vector_kind kind, const uint8_t *data, size_t length,
                                                 double *width, double *height,
                                                 char message[OPENUIKIT_VECTOR_MESSAGE_LENGTH]);

/// Draws the document into the Cairo context `cairo` (a `cairo_t *`), scaled to fill the
/// rectangle (`x`, `y`, `width`, `height`) of its user space. Returns 1, or 0 with why in
/// `message`. Not safe to call on one document from two threads at once.
int openuikit_vector_render(openuikit_vector_document *document, void *cairo, double x, double y, double width,
                            double height, char message[OPENUIKIT_VECTOR_MESSAGE_LENGTH]);

/// Frees the document.
void openuikit_vector_close(openuikit_vector_document *document);

#endif
