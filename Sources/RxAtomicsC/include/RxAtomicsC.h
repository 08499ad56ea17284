#ifndef RX_ATOMICS_C_H
#define RX_ATOMICS_C_H

// C11 atomics on one machine word, for the Rx module's `RxAtomic` (Sources/Rx/Internal/Atomic.swift).
// Every function is `static inline`, so the optimizer sees through the calls; the memory order is an argument that
// is a constant at every call site, so each call compiles to the one instruction the order asks for.
// Available wherever a C11 compiler is: every Apple OS version (no deployment-target floor), glibc and musl.

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

// The word is a plain `intptr_t` that only these functions touch, viewed as `_Atomic(intptr_t)` (same size, alignment
// and representation on every supported platform, where the type is lock-free). A plain integer lets Swift store the
// word inline and initialise it statically (`RxAtomic(0)` in a global costs no lazy-initialisation check).

#define RX_ATOMIC(word) ((_Atomic(intptr_t) *)(word))

_Static_assert(sizeof(_Atomic(intptr_t)) == sizeof(intptr_t), "an atomic word must be a plain word");

static inline intptr_t rx_atomic_load(intptr_t *_Nonnull word, memory_order order) {
    return atomic_load_explicit(RX_ATOMIC(word), order);
}

static inline void rx_atomic_store(intptr_t *_Nonnull word, intptr_t value, memory_order order) {
    atomic_store_explicit(RX_ATOMIC(word), value, order);
}

static inline intptr_t rx_atomic_exchange(intptr_t *_Nonnull word, intptr_t value, memory_order order) {
    return atomic_exchange_explicit(RX_ATOMIC(word), value, order);
}

/// Replaces the word with `desired` if it is `expected`; returns the value found (equal to `expected` when the
/// exchange happened). `expected` goes by value: no address of the caller's leaves it, so Swift adds no stack
/// protector to its callers.
static inline intptr_t rx_atomic_compare_exchange_value(intptr_t *_Nonnull word, intptr_t expected, intptr_t desired,
                                                        memory_order success, memory_order failure) {
    atomic_compare_exchange_strong_explicit(RX_ATOMIC(word), &expected, desired, success, failure);
    return expected;
}

static inline intptr_t rx_atomic_fetch_add(intptr_t *_Nonnull word, intptr_t value, memory_order order) {
    return atomic_fetch_add_explicit(RX_ATOMIC(word), value, order);
}

static inline intptr_t rx_atomic_fetch_sub(intptr_t *_Nonnull word, intptr_t value, memory_order order) {
    return atomic_fetch_sub_explicit(RX_ATOMIC(word), value, order);
}

static inline intptr_t rx_atomic_fetch_or(intptr_t *_Nonnull word, intptr_t value, memory_order order) {
    return atomic_fetch_or_explicit(RX_ATOMIC(word), value, order);
}

#undef RX_ATOMIC

// The futex mutex behind `RxLock` on Linux.
#include "RxFutexLock.h"
#include "RxParking.h"
#include "RxResourceCount.h"
#include "RxThreadLocal.h"
#include "RxTracking.h"
#include "RxTryRetain.h"

#endif
