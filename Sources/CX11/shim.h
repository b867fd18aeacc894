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
#endif
