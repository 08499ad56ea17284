// Counts heap allocations for rx-bench, in the bench executable only.
//
// On Linux with glibc, an executable may replace the allocator's entry points (glibc manual, "Replacing malloc"):
// the definitions below take precedence over libc's for every library in the process, including the Swift runtime,
// and forward to glibc's own implementation through its exported `__libc_*` names, so memory still comes from and
// returns to the same allocator and `free` needs no replacement. Elsewhere nothing is replaced and the count is -1.
#include "RxBenchAllocCounter.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static volatile int counting;
static long allocations;

static inline void note(void) {
    if (counting) {
        __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    }
}

void *malloc(size_t size) {
    note();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    note();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) {
        note();
    }
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    note();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    note();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    note();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

long rx_bench_heap_bytes_in_use(void) {
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33)
    return (long)mallinfo2().uordblks;
#else
    return -1;
#endif
}

long rx_bench_allocations(void) {
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

void rx_bench_count_allocations(int enabled) {
    counting = enabled;
}
#else
long rx_bench_heap_bytes_in_use(void) {
    return -1;
}

long rx_bench_allocations(void) {
    return -1;
}

void rx_bench_count_allocations(int enabled) {
    (void)enabled;
}
#endif
