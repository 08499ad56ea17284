// The slow paths of the futex mutex in include/RxFutexLock.h (Linux only).
#if defined(__linux__)

#include "RxFutexLock.h"

#include <linux/futex.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <unistd.h>

static inline void rx_cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

void rx_futex_lock_contended(uint32_t *_Nonnull word) {
    _Atomic(uint32_t) *atomic = (_Atomic(uint32_t) *)word;
    // Critical sections here are short: spin a little before sleeping.
    for (int spin = 0; spin < 64; spin++) {
        uint32_t expected = 0;
        if (atomic_load_explicit(atomic, memory_order_relaxed) == 0 &&
            atomic_compare_exchange_weak_explicit(atomic, &expected, 1, memory_order_acquire, memory_order_relaxed)) {
            return;
        }
        rx_cpu_relax();
    }
    // Mark the lock as waited for (2) and sleep while it is held. A thread that gets the lock this way leaves it at
    // 2, so its unlock wakes the next sleeper (at worst one wake-up too many, never one too few).
    while (atomic_exchange_explicit(atomic, 2, memory_order_acquire) != 0) {
        syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
    }
}

void rx_futex_wake_one(uint32_t *_Nonnull word) {
    syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

#endif
