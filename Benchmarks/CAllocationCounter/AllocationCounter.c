// Replaces the C allocator's entry points in the benchmark executable with wrappers that
// count, then forward to glibc's implementation. Definitions in the executable take
// precedence over libc's for every library in the process (Swift's runtime, Foundation,
// Cairo), which is what makes the count complete.

#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

// Per thread, so that allocations other threads make while one thread measures are not
// charged to it. initial-exec: the variables live in the executable's static TLS block,
// whose access never allocates (a dynamic TLS access could call malloc, and recurse).
static __thread int counting __attribute__((tls_model("initial-exec")));
static __thread uint64_t allocations __attribute__((tls_model("initial-exec")));

static inline void count_one(void) {
    if (counting) allocations += 1;
}

void allocation_counter_start(void) {
    allocations = 0;
    counting = 1;
}

uint64_t allocation_counter_stop(void) {
    counting = 0;
    return allocations;
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // The checks posix_memalign makes and memalign does not: a power of two that is a
    // multiple of the pointer size.
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    count_one();
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    count_one();
    return __libc_pvalloc(size);
}
