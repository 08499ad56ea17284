#ifndef RX_TRACKING_H
#define RX_TRACKING_H

// The switch behind the Rx module's `Resources.isTracking`: one word, read with a relaxed load on every subscribe
// (so tracking off costs a load and a branch), set from `RX_TRACK_SUBSCRIPTIONS=1` when the program starts.

#include <stdatomic.h>

extern _Atomic(int) rx_tracking_flag;

/// Whether subscriptions are being tracked.
static inline int rx_tracking_is_on(void) {
    return atomic_load_explicit(&rx_tracking_flag, memory_order_relaxed);
}

/// Turns tracking on (non-zero) or off.
static inline void rx_tracking_set(int on) {
    atomic_store_explicit(&rx_tracking_flag, on ? 1 : 0, memory_order_relaxed);
}

#endif
