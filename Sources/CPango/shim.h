#ifndef OPENUIKIT_CPANGO_SHIM_H
#define OPENUIKIT_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#endif
