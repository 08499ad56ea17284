#include "RxTryRetain.h"

// The Swift runtime's own entry point (the one weak references load through): it returns the object, retained, or
// NULL instead of retaining an object whose deinitialization has begun.
extern void *swift_tryRetain(void *object);

bool rx_try_retain(void *_Nonnull object) {
    return swift_tryRetain(object) != 0;
}
