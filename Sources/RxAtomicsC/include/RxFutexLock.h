#ifndef RX_FUTEX_LOCK_H
#define RX_FUTEX_LOCK_H

// A mutex on one 32-bit word, for the Rx module's `RxLock` on Linux: 0 unlocked, 1 locked, 2 locked and maybe
// waited for (the classic futex mutex). Taking and releasing an uncontended lock is one atomic instruction each,
// inlined at the call site; a contended lock spins briefly, then sleeps in the kernel until released. The recursive
// variant adds the owning thread and a depth, touched only by the owner (the owner word is read by others, hence
// atomic, relaxed: a thread finds its own identity there only if it stored it).

#if defined(__linux__)

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

#define RX_FUTEX_WORD(word) ((_Atomic(uint32_t) *)(word))

_Static_assert(sizeof(_Atomic(uint32_t)) == sizeof(uint32_t), "a futex word must be a plain 32-bit word");

/// Takes the lock after a failed fast attempt (see RxFutexLock.c).
void rx_futex_lock_contended(uint32_t *_Nonnull word);

/// Wakes one thread sleeping on the lock.
void rx_futex_wake_one(uint32_t *_Nonnull word);

static inline void rx_futex_lock(uint32_t *_Nonnull word) {
    uint32_t expected = 0;
    if (!atomic_compare_exchange_strong_explicit(RX_FUTEX_WORD(word), &expected, 1, memory_order_acquire,
                                                 memory_order_relaxed)) {
        rx_futex_lock_contended(word);
    }
}

static inline void rx_futex_unlock(uint32_t *_Nonnull word) {
    if (atomic_exchange_explicit(RX_FUTEX_WORD(word), 0, memory_order_release) == 2) {
        rx_futex_wake_one(word);
    }
}

/// A recursive lock: the futex word, the owning thread and how many times it took the lock.
typedef struct {
    uint32_t word;
    uint32_t depth;
    _Atomic(uintptr_t) owner;
} rx_recursive_futex_lock;

static inline void rx_recursive_futex_lock_take(rx_recursive_futex_lock *_Nonnull lock) {
    uintptr_t self = (uintptr_t)pthread_self();
    // Only the owner can see its own identity here; other threads see 0 or another owner.
    if (atomic_load_explicit(&lock->owner, memory_order_relaxed) == self) {
        lock->depth += 1;
        return;
    }
    rx_futex_lock(&lock->word);
    atomic_store_explicit(&lock->owner, self, memory_order_relaxed);
    lock->depth = 1;
}

static inline void rx_recursive_futex_lock_release(rx_recursive_futex_lock *_Nonnull lock) {
    lock->depth -= 1;
    if (lock->depth == 0) {
        atomic_store_explicit(&lock->owner, 0, memory_order_relaxed);
        rx_futex_unlock(&lock->word);
    }
}

#undef RX_FUTEX_WORD

#endif

#endif
