// Sleeping until an atomic word changes (include/RxParking.h).
#include "RxParking.h"

#include <stdatomic.h>

#if defined(__linux__)

#include <linux/futex.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <unistd.h>

#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the futex waits on the low half of a word, which is at its address only on little-endian machines"
#endif

void rx_park_while_equal(intptr_t *_Nonnull word, intptr_t value) {
    if (atomic_load_explicit((_Atomic(intptr_t) *)word, memory_order_acquire) != value) {
        return;
    }
    // The kernel compares the low 32 bits with `value`'s and sleeps only if they are equal.
    syscall(SYS_futex, (uint32_t *)word, FUTEX_WAIT_PRIVATE, (uint32_t)value, NULL, NULL, 0);
}

void rx_unpark_all(intptr_t *_Nonnull word) {
    syscall(SYS_futex, (uint32_t *)word, FUTEX_WAKE_PRIVATE, INT32_MAX, NULL, NULL, 0);
}

#else

#include <pthread.h>

#define RX_PARKING_STRIPES 64

static struct {
    pthread_mutex_t mutex;
    pthread_cond_t condition;
} rx_parking_stripes[RX_PARKING_STRIPES] = {
    [0 ... RX_PARKING_STRIPES - 1] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER},
};

static inline unsigned rx_parking_stripe(intptr_t *word) {
    return (unsigned)(((uintptr_t)word >> 4) % RX_PARKING_STRIPES);
}

void rx_park_while_equal(intptr_t *_Nonnull word, intptr_t value) {
    unsigned stripe = rx_parking_stripe(word);
    pthread_mutex_lock(&rx_parking_stripes[stripe].mutex);
    while (atomic_load_explicit((_Atomic(intptr_t) *)word, memory_order_acquire) == value) {
        pthread_cond_wait(&rx_parking_stripes[stripe].condition, &rx_parking_stripes[stripe].mutex);
    }
    pthread_mutex_unlock(&rx_parking_stripes[stripe].mutex);
}

void rx_unpark_all(intptr_t *_Nonnull word) {
    unsigned stripe = rx_parking_stripe(word);
    pthread_mutex_lock(&rx_parking_stripes[stripe].mutex);
    pthread_cond_broadcast(&rx_parking_stripes[stripe].condition);
    pthread_mutex_unlock(&rx_parking_stripes[stripe].mutex);
}

#endif
