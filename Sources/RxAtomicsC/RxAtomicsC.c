// The functions are all `static inline` in include/RxAtomicsC.h; this file only gives the C target a source.
#include "RxAtomicsC.h"
