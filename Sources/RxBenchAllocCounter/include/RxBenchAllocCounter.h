#ifndef RX_BENCH_ALLOC_COUNTER_H
#define RX_BENCH_ALLOC_COUNTER_H

/// Heap allocations counted so far while counting was on; `-1` when this platform cannot count them.
long rx_bench_allocations(void);

/// Turns counting on (non-zero) or off. Counting costs one predictable branch per allocation while off.
void rx_bench_count_allocations(int enabled);

/// Bytes in the heap's in-use chunks (glibc's `mallinfo2().uordblks`, chunk headers included); `-1` where unknown.
long rx_bench_heap_bytes_in_use(void);

#endif
