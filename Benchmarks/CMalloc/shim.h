#ifndef OPENUIKIT_CMALLOC_SHIM_H
#define OPENUIKIT_CMALLOC_SHIM_H
/* glibc's allocator statistics (mallinfo2), which the Glibc module does not export. */
#include <malloc.h>
#endif
