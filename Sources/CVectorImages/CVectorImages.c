// SVG and PDF documents through librsvg and poppler-glib, loaded with dlopen on first use.
//
// The libraries are not linked: linking them put 23 more shared objects into every launch of
// every app (about 7 ms on the benchmark machine, docs/BENCHMARKS.md), while most apps never
// show a vector image. The few functions used are declared here as their headers
// (librsvg/rsvg.h 2.52 and later, poppler/glib/poppler-*.h, glib's gerror.h and gbytes.h)
// declare them; these entry points have kept their C signatures since they appeared.
#include "CVectorImages.h"

#include <cairo.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: The libraries' types, as their headers declare them

/// glib's GError: a domain (a GQuark, a guint32), a code and a message.
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} vector_gerror;

/// librsvg's RsvgRectangle.
typedef struct {
    double x, y, width, height;
} vector_rsvg_rectangle;

/// librsvg's RsvgLength: a value and its unit (an enum).
typedef struct {
    double length;
    int unit;
} vector_rsvg_length;

// MARK: Entry points

static struct {
    // glib, found through either library's dependencies.
    void (*error_free)(vector_gerror *error);
    void (*object_unref)(void *object);
    void *(*bytes_new)(const void *data, size_t size);
    void (*bytes_unref)(void *bytes);

    // librsvg
    void *(*rsvg_new_from_data)(const uint8_t *data, size_t length, vector_gerror **error);
    void (*rsvg_set_dpi)(void *handle, double dpi);
    int (*rsvg_intrinsic_size_in_pixels)(void *handle, double *width, double *height);
    void (*rsvg_intrinsic_dimensions)(void *handle, int *has_width, vector_rsvg_length *width, int *has_height,
                                      vector_rsvg_length *height, int *has_viewbox, vector_rsvg_rectangle *viewbox);
    int (*rsvg_render_document)(void *handle, cairo_t *cairo, const vector_rsvg_rectangle *viewport,
                                vector_gerror **error);

    // poppler-glib
    void *(*poppler_new_from_bytes)(void *bytes, const char *password, vector_gerror **error);
    int (*poppler_page_count)(void *document);
    void *(*poppler_get_page)(void *document, int index);
    void (*poppler_page_size)(void *page, double *width, double *height);
    void (*poppler_render)(void *page, cairo_t *cairo);
} entry;

/// Why each library could not be used; empty when it loaded.
static char svg_problem[OPENUIKIT_VECTOR_MESSAGE_LENGTH];
static char pdf_problem[OPENUIKIT_VECTOR_MESSAGE_LENGTH];
static pthread_once_t svg_once = PTHREAD_ONCE_INIT;
static pthread_once_t pdf_once = PTHREAD_ONCE_INIT;

/// Looks `name` up in `library`; on failure records it in `problem` (once) and returns NULL.
static void *find(void *library, const char *name, const char *soname, const char *package, char *problem) {
    void *symbol = dlsym(library, name);
    if (!symbol && problem[0] == 0) {
        snprintf(problem, OPENUIKIT_VECTOR_MESSAGE_LENGTH, "%s has no %s (it is too old; install a current %s)", soname,
                 name, package);
    }
    return symbol;
}

/// Opens `soname`, or records why not in `problem`.
static void *open_library(const char *soname, const char *package, char *problem) {
    void *library = dlopen(soname, RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        snprintf(problem, OPENUIKIT_VECTOR_MESSAGE_LENGTH, "%s cannot be loaded (install the Debian package %s): %s",
                 soname, package, dlerror());
    }
    return library;
}

/// The glib functions both libraries need, from `library`'s dependencies.
static void find_glib(void *library, const char *soname, const char *package, char *problem) {
    entry.error_free = (void (*)(vector_gerror *))find(library, "g_error_free", soname, package, problem);
    entry.object_unref = (void (*)(void *))find(library, "g_object_unref", soname, package, problem);
    entry.bytes_new = (void *(*)(const void *, size_t))find(library, "g_bytes_new", soname, package, problem);
    entry.bytes_unref = (void (*)(void *))find(library, "g_bytes_unref", soname, package, problem);
}

static void load_svg(void) {
    static const char soname[] = "librsvg-2.so.2", package[] = "librsvg2-2";
    void *library = open_library(soname, package, svg_problem);
    if (!library) return;
    find_glib(library, soname, package, svg_problem);
    entry.rsvg_new_from_data = (void *(*)(const uint8_t *, size_t, vector_gerror **))find(
        library, "rsvg_handle_new_from_data", soname, package, svg_problem);
    entry.rsvg_set_dpi = (void (*)(void *, double))find(library, "rsvg_handle_set_dpi", soname, package, svg_problem);
    entry.rsvg_intrinsic_size_in_pixels = (int (*)(void *, double *, double *))find(
        library, "rsvg_handle_get_intrinsic_size_in_pixels", soname, package, svg_problem);
    entry.rsvg_intrinsic_dimensions = (void (*)(void *, int *, vector_rsvg_length *, int *, vector_rsvg_length *, int *,
                                                vector_rsvg_rectangle *))find(
        library, "rsvg_handle_get_intrinsic_dimensions", soname, package, svg_problem);
    entry.rsvg_render_document = (int (*)(void *, cairo_t *, const vector_rsvg_rectangle *, vector_gerror **))find(
        library, "rsvg_handle_render_document", soname, package, svg_problem);
}

static void load_pdf(void) {
    static const char soname[] = "libpoppler-glib.so.8", package[] = "libpoppler-glib8";
    void *library = open_library(soname, package, pdf_problem);
    if (!library) return;
    find_glib(library, soname, package, pdf_problem);
    entry.poppler_new_from_bytes = (void *(*)(void *, const char *, vector_gerror **))find(
        library, "poppler_document_new_from_bytes", soname, package, pdf_problem);
    entry.poppler_page_count = (int (*)(void *))find(library, "poppler_document_get_n_pages", soname, package, pdf_problem);
    entry.poppler_get_page = (void *(*)(void *, int))find(library, "poppler_document_get_page", soname, package, pdf_problem);
    entry.poppler_page_size = (void (*)(void *, double *, double *))find(library, "poppler_page_get_size", soname,
                                                                           package, pdf_problem);
    entry.poppler_render = (void (*)(void *, cairo_t *))find(library, "poppler_page_render", soname, package, pdf_problem);
}

// MARK: Documents

struct openuikit_vector_document {
    openuikit_vector_kind kind;
    /// The RsvgHandle, or the PopplerDocument.
    void *object;
    /// The PopplerPage drawn (the first); NULL for SVG.
    void *page;
    double width, height;
};

/// Copies `error`'s message into `message` after `what`, and frees it.
static void take_error(vector_gerror *error, const char *what, char *message) {
    snprintf(message, OPENUIKIT_VECTOR_MESSAGE_LENGTH, "%s%s%s", what, error && error->message ? ": " : "",
             error && error->message ? error->message : "");
    if (error) entry.error_free(error);
}

/// The SVG's size in CSS pixels: its width and height when both are absolute, else its
/// viewBox's (what a browser shows for an SVG without a size); 0 when it has neither.
static void svg_size(void *handle, double *width, double *height) {
    if (entry.rsvg_intrinsic_size_in_pixels(handle, width, height)) return;
    int has_width = 0, has_height = 0, has_viewbox = 0;
    vector_rsvg_length length_w, length_h;
    vector_rsvg_rectangle viewbox = {0, 0, 0, 0};
    entry.rsvg_intrinsic_dimensions(handle, &has_width, &length_w, &has_height, &length_h, &has_viewbox, &viewbox);
    *width = has_viewbox ? viewbox.width : 0;
    *height = has_viewbox ? viewbox.height : 0;
}

openuikit_vector_document *openuikit_vector_open(openuikit_vector_kind kind, const uint8_t *data, size_t length,
                                                 double *width, double *height,
                                                 char message[OPENUIKIT_VECTOR_MESSAGE_LENGTH]) {
    message[0] = 0;
    *width = 0;
    *height = 0;
    openuikit_vector_document *document = calloc(1, sizeof *document);
    if (!document) {
        snprintf(message, OPENUIKIT_VECTOR_MESSAGE_LENGTH, "out of memory");
        return NULL;
    }
    document->kind = kind;
    vector_gerror *error = NULL;
    if (kind == OPENUIKIT_VECTOR_SVG) {
        pthread_once(&svg_once, load_svg);
        if (svg_problem[0]) {
            snprintf(message, OPENUIKIT_VECTOR_MESSAGE_LENGTH, "%s", svg_problem);
            free(document);
            return NULL;
        }
        // No base file: nothing the SVG names outside itself (other files, URLs) can load.
        // No RSVG_HANDLE_FLAG_UNLIMITED: libxml2's limits on entities and sizes stay on.
        document->object = entry.rsvg_new_from_data(data, length, &error);
        if (!document->object) {
            take_error(error, "it is not an SVG librsvg can read", message);
            free(document);
            return NULL;
        }
        // CSS's 96 pixels per inch, so 1px in the file is one point on screen, as in Xcode.
        entry.rsvg_set_dpi(document->object, 96);
        svg_size(document->object, &document->width, &document->height);
    } else {
        pthread_once(&pdf_once, load_pdf);
        if (pdf_problem[0]) {
            snprintf(message, OPENUIKIT_VECTOR_MESSAGE_LENGTH, "%s", pdf_problem);
            free(document);
            return NULL;
        }
        void *bytes = entry.bytes_new(data, length);
        document->object = entry.poppler_new_from_bytes(bytes, NULL, &error);
        entry.bytes_unref(bytes);
        if (!document->object) {
            take_error(error, "it is not a PDF poppler can read", message);
            free(document);
            return NULL;
        }
        if (entry.poppler_page_count(document->object) < 1 ||
            !(document->page = entry.poppler_get_page(document->object, 0))) {
            snprintf(message, OPENUIKIT_VECTOR_MESSAGE_LENGTH, "the PDF has no pages");
            openuikit_vector_close(document);
            return NULL;
        }
        entry.poppler_page_size(document->page, &document->width, &document->height);
    }
    *width = document->width;
    *height = document->height;
    return document;
}

int openuikit_vector_render(openuikit_vector_document *document, void *cairo, double x, double y, double width,
                            double height, char message[OPENUIKIT_VECTOR_MESSAGE_LENGTH]) {
    message[0] = 0;
    cairo_t *cr = cairo;
    cairo_save(cr);
    // Both libraries draw the document at its own size from its top-left corner; stretched to
    // the rectangle here, so an SVG fills it as a PDF does whatever its preserveAspectRatio
    // says (UIKit stretches an image to the rectangle it is drawn in). Nothing outside shows.
    cairo_rectangle(cr, x, y, width, height);
    cairo_clip(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, width / document->width, height / document->height);
    int drawn = 1;
    if (document->kind == OPENUIKIT_VECTOR_SVG) {
        vector_rsvg_rectangle viewport = {0, 0, document->width, document->height};
        vector_gerror *error = NULL;
        if (!entry.rsvg_render_document(document->object, cr, &viewport, &error)) {
            take_error(error, "librsvg could not draw it", message);
            drawn = 0;
        }
    } else {
        entry.poppler_render(document->page, cr);
    }
    cairo_restore(cr);
    return drawn;
}

void openuikit_vector_close(openuikit_vector_document *document) {
    if (!document) return;
    if (document->page) entry.object_unref(document->page);
    if (document->object) entry.object_unref(document->object);
    free(document);
}
