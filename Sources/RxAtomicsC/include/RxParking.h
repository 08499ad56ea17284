#ifndef RX_PARKING_H
#define RX_PARKING_H

// Waiting for an atomic word to change, by sleeping rather than spinning: the Rx module's `RxAtomic.wait(whileEquals:)`
// and `RxAtomic.wakeAll()`. On Linux a futex on the word's low 32 bits (the values waited on fit in them); elsewhere one
// of 64 mutex-and-condition pairs picked by the word's address. A waker first changes the word, then wakes; a waiter
// sleeps only while the word still holds the value it saw, so no wake-up is lost.

#include <stdatomic.h>
#include <stdint.h>

/// Sleeps until the word at `word` no longer equals `value` (it may return early; callers re-check and loop).
void rx_park_while_equal(intptr_t *_Nonnull word, intptr_t value);

/// Wakes every thread sleeping in `rx_park_while_equal` on `word`; call after changing the word.
void rx_unpark_all(intptr_t *_Nonnull word);

/// Sets `bits` in the word; when the word held `waitedBit` before, wakes its waiters. The word's address is all the
/// wake-up needs, so the memory may already be gone by then (a waiter that saw the change may have freed it).
static inline intptr_t rx_atomic_fetch_or_and_wake(intptr_t *_Nonnull word, intptr_t bits, intptr_t waitedBit) {
    intptr_t previous = atomic_fetch_or_explicit((_Atomic(intptr_t) *)word, bits, memory_order_acq_rel);
    if (previous & waitedBit) {
        rx_unpark_all(word);
    }
    return previous;
}

/// Stores `value` in the word; when it held `waitedValue` before, wakes its waiters (see above).
static inline intptr_t rx_atomic_exchange_and_wake(intptr_t *_Nonnull word, intptr_t value, intptr_t waitedValue) {
    intptr_t previous = atomic_exchange_explicit((_Atomic(intptr_t) *)word, value, memory_order_acq_rel);
    if (previous == waitedValue) {
        rx_unpark_all(word);
    }
    return previous;
}

#endif
