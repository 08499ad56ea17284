#ifndef RX_THREAD_LOCAL_H
#define RX_THREAD_LOCAL_H

// The calling thread's trampoline (the Rx module's `Trampoline`), read on every subscription. On Linux it is
// initial-exec TLS, as the resource counter's pointer (RxResourceCount.h): one load relative to the thread pointer
// instead of a `pthread_getspecific` call. The pthread key that releases the trampoline at thread exit stays in
// Swift; its destructor clears this pointer too, so a later use on the exiting thread makes a new trampoline.

#include "RxResourceCount.h"

/// The calling thread's trampoline, unretained (its pthread key holds it), or NULL before its first use.
extern _Thread_local void *_Nullable rx_current_trampoline RX_RESOURCE_TLS_MODEL;

static inline void *_Nullable rx_current_trampoline_get(void) {
    return rx_current_trampoline;
}

static inline void rx_current_trampoline_set(void *_Nullable trampoline) {
    rx_current_trampoline = trampoline;
}

#endif
