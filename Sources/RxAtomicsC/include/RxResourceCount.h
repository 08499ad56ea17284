#ifndef RX_RESOURCE_COUNT_H
#define RX_RESOURCE_COUNT_H

// The count behind the Rx module's `Resources.total`, kept per thread: each thread adds to a counter of its own (a
// plain load and store, no atomic read-modify-write and no cache line shared between threads), and the total is
// the sum over every thread's counter plus what exited threads left. An object made on one thread and freed on
// another leaves +1 on the first and -1 on the second: the sum is right all the same.

#include <stdatomic.h>
#include <stdint.h>

/// One thread's counter (written by its thread only; read by `rx_resource_total`).
typedef struct rx_resource_slot {
    _Atomic(intptr_t) count;
    struct rx_resource_slot *_Nullable next;
    struct rx_resource_slot *_Nullable previous;
} rx_resource_slot;

// On Linux the counter's pointer is initial-exec TLS: one load relative to the thread pointer, no `__tls_get_addr`
// call (the word fits the surplus glibc keeps for libraries loaded later). Elsewhere the platform's default model.
#if defined(__linux__)
#define RX_RESOURCE_TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define RX_RESOURCE_TLS_MODEL
#endif

/// The calling thread's counter, or NULL before its first count.
extern _Thread_local rx_resource_slot *_Nullable rx_resource_current_slot RX_RESOURCE_TLS_MODEL;

/// Makes and registers the calling thread's counter (see RxResourceCount.c).
rx_resource_slot *_Nonnull rx_resource_register_slot(void);

/// Adds `delta` (+1 or -1) to the calling thread's counter.
static inline void rx_resource_add(intptr_t delta) {
    rx_resource_slot *slot = rx_resource_current_slot;
    if (__builtin_expect(slot == NULL, 0)) {
        slot = rx_resource_register_slot();
    }
    // Only this thread writes its counter: a relaxed load and store is enough, and readers see whole values.
    intptr_t count = atomic_load_explicit(&slot->count, memory_order_relaxed);
    atomic_store_explicit(&slot->count, count + delta, memory_order_relaxed);
}

/// The sum over every counter, live threads' and exited threads'.
intptr_t rx_resource_total(void);

#endif
