#ifndef RX_TRY_RETAIN_H
#define RX_TRY_RETAIN_H

#include <stdbool.h>

/// Retains the Swift object at `object` unless its deinitialization has begun (its last strong reference was
/// released, possibly on another thread); returns whether it did. The caller then owns one strong reference.
bool rx_try_retain(void *_Nonnull object);

#endif
