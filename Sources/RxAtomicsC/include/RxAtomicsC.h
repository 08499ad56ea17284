#ifndef RX_ATOMICS_C_H
#define RX_ATOMICS_C_H

// C11 atomics on one machine word, for the Rx module's `RxAtomic` (Sources/Rx/Internal/Atomic.swift).
// Every function is `static inline`, so the optimizer sees through the calls; the memory order is an argument that
// is a constant at every call site, so each call compiles to the one instruction the order asks for.
// Available wherever a C11 compiler is: every Apple OS version (no deployment-target floor), glibc and musl.

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/// One atomic machine word. Lives inline in the Swift object that owns it; never copied after initialisation.
typedef struct {
    _Atomic(intptr_t) value;
} rx_atomic_word;

static inline void rx_atomic_word_init(rx_atomic_word *_Nonnull word, intptr_t value) {
    atomic_init(&word->value, value);
}

static inline intptr_t rx_atomic_word_load(rx_atomic_word *_Nonnull word, memory_order order) {
    return atomic_load_explicit(&word->value, order);
}

static inline void rx_atomic_word_store(rx_atomic_word *_Nonnull word, intptr_t value, memory_order order) {
    atomic_store_explicit(&word->value, value, order);
}

static inline intptr_t rx_atomic_word_exchange(rx_atomic_word *_Nonnull word, intptr_t value, memory_order order) {
    return atomic_exchange_explicit(&word->value, value, order);
}

static inline bool rx_atomic_word_compare_exchange(rx_atomic_word *_Nonnull word, intptr_t *_Nonnull expected,
                                                   intptr_t desired, memory_order success, memory_order failure) {
    return atomic_compare_exchange_strong_explicit(&word->value, expected, desired, success, failure);
}

static inline intptr_t rx_atomic_word_fetch_add(rx_atomic_word *_Nonnull word, intptr_t value, memory_order order) {
    return atomic_fetch_add_explicit(&word->value, value, order);
}

static inline intptr_t rx_atomic_word_fetch_sub(rx_atomic_word *_Nonnull word, intptr_t value, memory_order order) {
    return atomic_fetch_sub_explicit(&word->value, value, order);
}

static inline intptr_t rx_atomic_word_fetch_or(rx_atomic_word *_Nonnull word, intptr_t value, memory_order order) {
    return atomic_fetch_or_explicit(&word->value, value, order);
}

#endif
