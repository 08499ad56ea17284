// The subscription-tracking switch (include/RxTracking.h).
#include "RxTracking.h"

#include <stdlib.h>
#include <string.h>

_Atomic(int) rx_tracking_flag = 0;

// Runs when the program (or the library) is loaded, before any Swift code: `RX_TRACK_SUBSCRIPTIONS=1` (or `true`,
// `yes`) turns tracking on from the first subscription.
__attribute__((constructor)) static void rx_tracking_read_environment(void) {
    const char *value = getenv("RX_TRACK_SUBSCRIPTIONS");
    if (value != NULL && (strcmp(value, "1") == 0 || strcmp(value, "true") == 0 || strcmp(value, "yes") == 0)) {
        rx_tracking_set(1);
    }
}
