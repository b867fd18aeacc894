#ifndef OPENUIKIT_CCAIROXLIB_SHIM_H
#define OPENUIKIT_CCAIROXLIB_SHIM_H
/* Cairo's Xlib backend, only for the benchmark that compares it with our presenter. */
#include <cairo-xlib.h>
#endif
