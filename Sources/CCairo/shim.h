#ifndef OPENUIKIT_CCAIRO_SHIM_H
#define OPENUIKIT_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
// Turned stores are composited with pixman itself, which Cairo draws through.
#include <pixman.h>
#endif
