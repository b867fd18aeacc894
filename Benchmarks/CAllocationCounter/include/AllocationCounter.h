#ifndef OPENUIKIT_ALLOCATION_COUNTER_H
#define OPENUIKIT_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Counts the heap allocations the calling thread makes between
/// `allocation_counter_start()` and `allocation_counter_stop()`.
///
/// The benchmark executable that links this target replaces malloc and its siblings with
/// thin wrappers that forward to glibc's own allocator (`__libc_malloc` and friends, which
/// glibc exports for exactly this), so every allocation in the process still comes from
/// glibc; only the calling thread's allocations made while counting are tallied. glibc 2.34
/// removed the malloc hooks, so interposition is the way to count in-process.
///
/// malloc, calloc, realloc, memalign, posix_memalign, aligned_alloc, valloc and pvalloc each
/// count as one allocation; free is not counted.

/// Starts counting on the calling thread, from zero.
void allocation_counter_start(void);

/// Stops counting on the calling thread and returns the allocations made since the start.
uint64_t allocation_counter_stop(void);

#endif
