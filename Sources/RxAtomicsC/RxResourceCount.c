// Per-thread resource counters (include/RxResourceCount.h).
#include "RxResourceCount.h"
#include "RxThreadLocal.h"

#include <pthread.h>
#include <stdlib.h>

_Thread_local rx_resource_slot *_Nullable rx_resource_current_slot RX_RESOURCE_TLS_MODEL = NULL;

static pthread_mutex_t rx_resource_lock = PTHREAD_MUTEX_INITIALIZER;
static rx_resource_slot *_Nullable rx_resource_slots = NULL;  // guarded by rx_resource_lock
static intptr_t rx_resource_retired = 0;                       // what exited threads counted; guarded likewise
static pthread_key_t rx_resource_key;
static pthread_once_t rx_resource_key_once = PTHREAD_ONCE_INIT;

// At thread exit: fold the thread's count into `rx_resource_retired` and forget its counter. A later count on this
// thread (a destructor that runs after this one frees an Rx object) registers a new counter, and pthread runs this
// destructor again for it.
static void rx_resource_retire(void *value) {
    rx_resource_slot *slot = value;
    pthread_mutex_lock(&rx_resource_lock);
    rx_resource_retired += atomic_load_explicit(&slot->count, memory_order_relaxed);
    if (slot->previous) {
        slot->previous->next = slot->next;
    } else {
        rx_resource_slots = slot->next;
    }
    if (slot->next) {
        slot->next->previous = slot->previous;
    }
    pthread_mutex_unlock(&rx_resource_lock);
    if (rx_resource_current_slot == slot) {
        rx_resource_current_slot = NULL;
    }
    free(slot);
}

static void rx_resource_make_key(void) {
    pthread_key_create(&rx_resource_key, rx_resource_retire);
}

rx_resource_slot *_Nonnull rx_resource_register_slot(void) {
    pthread_once(&rx_resource_key_once, rx_resource_make_key);
    rx_resource_slot *slot = calloc(1, sizeof(rx_resource_slot));
    if (slot == NULL) {
        abort();
    }
    pthread_mutex_lock(&rx_resource_lock);
    slot->next = rx_resource_slots;
    if (rx_resource_slots) {
        rx_resource_slots->previous = slot;
    }
    rx_resource_slots = slot;
    pthread_mutex_unlock(&rx_resource_lock);
    pthread_setspecific(rx_resource_key, slot);
    rx_resource_current_slot = slot;
    return slot;
}

intptr_t rx_resource_total(void) {
    pthread_mutex_lock(&rx_resource_lock);
    intptr_t total = rx_resource_retired;
    for (rx_resource_slot *slot = rx_resource_slots; slot; slot = slot->next) {
        total += atomic_load_explicit(&slot->count, memory_order_relaxed);
    }
    pthread_mutex_unlock(&rx_resource_lock);
    return total;
}

// The trampoline's thread-local pointer (RxThreadLocal.h), defined here beside the counter's.
_Thread_local void *_Nullable rx_current_trampoline RX_RESOURCE_TLS_MODEL = NULL;
