// The raw floor of the launch and live cases: a C program with no toolkit that shows what
// `PlayingCard --card K♥` shows at 1280×800 (the felt; the K♥ the size the app gives it: the
// rounded face, its border, the picture, the two rank-and-suit corners in Pango; the status
// line under it), and lets the card be dragged, the way a careful hand-written Cairo + MIT-SHM
// program would:
//
// - the window's pixels live in one MIT-SHM segment wrapped in a Cairo image surface;
// - the card is drawn once, into an image of its own, and painted from it;
// - a pointer motion while a button is held moves the card, repaints only the old and new
//   card rectangles (felt, then card), sends only those with XShmPutImage and waits for the
//   server (XSync) before the next event, as the toolkit's presenter does.
//
//   CairoCardFloor [PICTURE.png]
//
// Not a SwiftPM target: scripts/benchmark.sh builds it with the C compiler, because SwiftPM
// links every executable with the Swift runtime, which this floor must not load.
//
// It prints `first-frame` once the first frame is presented, then `frame N latency=S` per
// motion shown: seconds from the event being read off the connection to the end of its XSync,
// as the toolkit's frame log measures. Standard output is flushed after every line.

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <cairo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <time.h>

// The window (pixels, scale 1) and the card the PlayingCard app shows in it: 80 % of the
// height, 5 : 7.
enum { window_width = 1280, window_height = 800 };
static const double card_height = 640, card_width = 640 * 5.0 / 7;
// PlayingCardView.SizeRatio: corner radius, corner offset, corner font size, border width and
// the face picture's size, over the card's height.
static const double corner_radius_ratio = 0.06, corner_offset_ratio = 0.33, corner_font_ratio = 0.085;
static const double border_ratio = 0.0025, minimum_border = 0.5, picture_ratio = 0.75;
static const double felt[3] = {0.05, 0.38, 0.19};
// The status line: 6 % of the height, its font 60 % of that (at most 22 points), white at 85 %.
static const double status_height_ratio = 0.06, status_font_ratio = 0.6, status_font_largest = 22, status_alpha = 0.85;
static const double red_ink[3] = {0.78, 0.06, 0.12};

static double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void rounded_rect(cairo_t *cr, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, w - r, r, r, -M_PI / 2, 0);
    cairo_arc(cr, w - r, h - r, r, 0, M_PI / 2);
    cairo_arc(cr, r, h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, r, r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

// The K♥ into a new image the card's size.
static cairo_surface_t *draw_card(const char *picture_path) {
    const double w = card_width, h = card_height;
    cairo_surface_t *card = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(w), (int)ceil(h));
    cairo_t *cr = cairo_create(card);
    const double radius = h * corner_radius_ratio;
    rounded_rect(cr, w, h, radius);
    cairo_clip_preserve(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill(cr);

    cairo_surface_t *picture = picture_path ? cairo_image_surface_create_from_png(picture_path) : NULL;
    if (picture && cairo_surface_status(picture) == CAIRO_STATUS_SUCCESS) {
        const double pw = cairo_image_surface_get_width(picture), ph = cairo_image_surface_get_height(picture);
        const double fit = fmin(w * picture_ratio / pw, h * picture_ratio / ph);
        const double x = (w - pw * fit) / 2, y = (h - ph * fit) / 2;
        cairo_save(cr);
        cairo_rectangle(cr, x, y, pw * fit, ph * fit);
        cairo_clip(cr);
        cairo_translate(cr, x, y);
        cairo_scale(cr, fit, fit);
        cairo_set_source_surface(cr, picture, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
        cairo_paint(cr);
        cairo_restore(cr);
    }
    if (picture) cairo_surface_destroy(picture);

    rounded_rect(cr, w, h, radius);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 2 * fmax(h * border_ratio, minimum_border));
    cairo_stroke(cr);
    cairo_reset_clip(cr);

    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, "DejaVu Sans");
    pango_font_description_set_absolute_size(font, h * corner_font_ratio * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
    pango_layout_set_text(layout, "K\n\u2665", -1);
    const double offset = radius * corner_offset_ratio;
    cairo_set_source_rgb(cr, red_ink[0], red_ink[1], red_ink[2]);
    cairo_move_to(cr, offset, offset);
    pango_cairo_show_layout(cr, layout);
    cairo_translate(cr, w - offset, h - offset);
    cairo_rotate(cr, M_PI);
    cairo_move_to(cr, 0, 0);
    pango_cairo_show_layout(cr, layout);
    g_object_unref(layout);
    cairo_destroy(cr);
    cairo_surface_flush(card);
    return card;
}

// The status line, drawn once into an image the window's width; `*top` is where it goes.
static cairo_surface_t *draw_status(double *top) {
    const double height = round(window_height * status_height_ratio);
    cairo_surface_t *status = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, window_width, (int)height);
    cairo_t *cr = cairo_create(status);
    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, "DejaVu Sans");
    pango_font_description_set_absolute_size(font, fmin(height * status_font_ratio, status_font_largest) * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    pango_layout_set_text(layout, "K\u2665 \u00b7 51 cards left", -1);
    int width = 0, text_height = 0;
    pango_layout_get_pixel_size(layout, &width, &text_height);
    cairo_set_source_rgba(cr, 1, 1, 1, status_alpha);
    cairo_move_to(cr, (window_width - width) / 2.0, (height - text_height) / 2);
    pango_cairo_show_layout(cr, layout);
    g_object_unref(layout);
    cairo_destroy(cr);
    cairo_surface_flush(status);
    *top = window_height - height;
    return status;
}

// What presenting needs: the window, its MIT-SHM image and the Cairo surface over it, and
// the card and where it is.
struct screen {
    Display *display;
    Window window;
    GC gc;
    XImage *image;
    cairo_surface_t *frame;
    cairo_t *cr;
    cairo_surface_t *card, *status;
    double card_x, card_y, status_y;
};

// Repaints (x, y, w, h) of the window from the felt and the card, sends it, and waits for the
// server to have read it.
static void present(struct screen *s, int x, int y, int w, int h) {
    cairo_t *cr = s->cr;
    cairo_save(cr);
    cairo_rectangle(cr, x, y, w, h);
    cairo_clip(cr);
    cairo_set_source_rgb(cr, felt[0], felt[1], felt[2]);
    cairo_paint(cr);
    cairo_set_source_surface(cr, s->status, 0, s->status_y);
    cairo_paint(cr);
    cairo_set_source_surface(cr, s->card, s->card_x, s->card_y);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_surface_flush(s->frame);
    XShmPutImage(s->display, s->window, s->gc, s->image, x, y, x, y, (unsigned)w, (unsigned)h, False);
    XSync(s->display, False);
}

int main(int argc, char **argv) {
    Display *display = XOpenDisplay(NULL);
    if (!display) return 1;
    const int screen = DefaultScreen(display);
    Visual *visual = DefaultVisual(display, screen);
    const int depth = DefaultDepth(display, screen);
    if (!XShmQueryExtension(display)) return 1;
    Window window = XCreateSimpleWindow(display, RootWindow(display, screen), 0, 0, window_width, window_height, 0, 0, 0);
    XStoreName(display, window, "floor");
    XSelectInput(display, window, ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask);
    XMapWindow(display, window);

    // The window's pixels: one shared-memory segment, the server reads it in place.
    XShmSegmentInfo segment = {0};
    XImage *image = XShmCreateImage(display, visual, (unsigned)depth, ZPixmap, NULL, &segment, window_width, window_height);
    if (!image) return 1;
    segment.shmid = shmget(IPC_PRIVATE, (size_t)image->bytes_per_line * window_height, IPC_CREAT | 0600);
    if (segment.shmid < 0) return 1;
    segment.shmaddr = image->data = shmat(segment.shmid, NULL, 0);
    segment.readOnly = False;
    if (!XShmAttach(display, &segment)) return 1;
    XSync(display, False);
    shmctl(segment.shmid, IPC_RMID, NULL);
    cairo_surface_t *frame = cairo_image_surface_create_for_data((unsigned char *)segment.shmaddr, CAIRO_FORMAT_RGB24,
                                                                 window_width, window_height, image->bytes_per_line);
    cairo_t *cr = cairo_create(frame);
    GC gc = XCreateGC(display, window, 0, NULL);

    double status_y = 0;
    cairo_surface_t *status = draw_status(&status_y);
    struct screen screen_state = {
        .display = display, .window = window, .gc = gc, .image = image, .frame = frame, .cr = cr,
        .card = draw_card(argc > 1 ? argv[1] : NULL), .status = status, .status_y = status_y,
        .card_x = (window_width - card_width) / 2, .card_y = (window_height - card_height) / 2,
    };

    int shown = 0, dragging = 0, frames = 0;
    int last_x = 0, last_y = 0;
    XEvent event;
    for (;;) {
        XNextEvent(display, &event);
        const double start = now_seconds();
        switch (event.type) {
        case Expose:
            if (event.xexpose.count > 0) break;
            present(&screen_state, 0, 0, window_width, window_height);
            if (!shown) {
                shown = 1;
                printf("first-frame\n");
                fflush(stdout);
            }
            break;
        case ButtonPress:
            dragging = 1;
            last_x = event.xbutton.x;
            last_y = event.xbutton.y;
            break;
        case ButtonRelease:
            dragging = 0;
            break;
        case MotionNotify: {
            if (!dragging) break;
            const double old_x = screen_state.card_x, old_y = screen_state.card_y;
            const double card_x = screen_state.card_x += event.xmotion.x - last_x;
            const double card_y = screen_state.card_y += event.xmotion.y - last_y;
            last_x = event.xmotion.x;
            last_y = event.xmotion.y;
            // The old and new card rectangles' union, in whole pixels, inside the window.
            int x0 = (int)floor(fmin(old_x, card_x)), y0 = (int)floor(fmin(old_y, card_y));
            int x1 = (int)ceil(fmax(old_x, card_x) + card_width), y1 = (int)ceil(fmax(old_y, card_y) + card_height);
            x0 = x0 < 0 ? 0 : x0;
            y0 = y0 < 0 ? 0 : y0;
            x1 = x1 > window_width ? window_width : x1;
            y1 = y1 > window_height ? window_height : y1;
            if (x1 <= x0 || y1 <= y0) break;
            present(&screen_state, x0, y0, x1 - x0, y1 - y0);
            frames += 1;
            printf("frame %d latency=%.6f\n", frames, now_seconds() - start);
            fflush(stdout);
            break;
        }
        default:
            break;
        }
    }
}
