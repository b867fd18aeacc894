#ifndef OPENUIKIT_CX11_SHIM_H
#define OPENUIKIT_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/Xrandr.h>
#include <sys/ipc.h>
#include <sys/shm.h>

/* XISetMask / XIMaskIsSet are macros, which Swift cannot import. */
static inline void openuikit_xi_set_mask(unsigned char *mask, int event) {
    mask[event >> 3] |= (unsigned char)(1 << (event & 7));
}
static inline int openuikit_xi_mask_is_set(const unsigned char *mask, int event) {
    return (mask[event >> 3] & (1 << (event & 7))) != 0;
}
/* Input methods. XCreateIC, XSetICValues, XGetIMValues, XSetIMValues and XVaCreateNestedList
   are variadic, which Swift cannot call; these take the few arguments the library uses. */

/* Copies up to `capacity` of the input styles `im` offers into `styles`; returns how many it
   offers (0 when it answers nothing). */
static inline int openuikit_im_input_styles(XIM im, XIMStyle *styles, int capacity) {
    XIMStyles *offered = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &offered, NULL) != NULL || offered == NULL) return 0;
    int count = offered->count_styles;
    for (int i = 0; i < count && i < capacity; i++) styles[i] = offered->supported_styles[i];
    XFree(offered);
    return count;
}

/* Asks `im` to call `callback` when its server goes away (XNDestroyCallback); 1 on success. */
static inline int openuikit_im_set_destroy_callback(XIM im, XIMCallback *callback) {
    return XSetIMValues(im, XNDestroyCallback, callback, NULL) == NULL;
}

/* An input context for `window` in `style`; the four preedit callbacks are passed only when
   the style draws the preedit through callbacks (XIMPreeditCallbacks). */
static inline XIC openuikit_create_ic(XIM im, Window window, XIMStyle style, XICCallback *start,
                                      XIMCallback *draw, XIMCallback *done, XIMCallback *caret) {
    if (!(style & XIMPreeditCallbacks)) {
        return XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window, NULL);
    }
    XVaNestedList preedit = XVaCreateNestedList(0, XNPreeditStartCallback, start, XNPreeditDrawCallback, draw,
                                                XNPreeditDoneCallback, done, XNPreeditCaretCallback, caret, NULL);
    if (preedit == NULL) return NULL;
    XIC ic = XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window,
                       XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
    return ic;
}

/* Tells the input method where the caret is (XNSpotLocation, window pixels, the baseline);
   1 when it took the value. */
static inline int openuikit_ic_set_spot(XIC ic, short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    if (preedit == NULL) return 0;
    char *failed = XSetICValues(ic, XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
    return failed == NULL;
}

/* The events the input method needs the window to select (XNFilterEvents). */
static inline long openuikit_ic_filter_events(XIC ic) {
    unsigned long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, NULL) != NULL) return 0;
    return (long)mask;
}
#endif
