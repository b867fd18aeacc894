#ifndef OPENUIKIT_CCAIROSVG_SHIM_H
#define OPENUIKIT_CCAIROSVG_SHIM_H
/* Cairo's SVG backend, for the demo apps' scalable icons. */
#include <cairo-svg.h>
#endif
