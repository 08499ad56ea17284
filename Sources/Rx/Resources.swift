import RxAtomicsC

/// The count of live Rx resources (sinks, subscriptions, subjects, scheduled work), for leak checks in tests.
///
/// Always on and cheap: each thread counts into a counter of its own (a plain load and store, no atomic
/// read-modify-write, no cache line shared between threads); `total` sums them. A test that leaves nothing running
/// sees `total` return to the value it had before.
public enum Resources {
    /// The number of live resources now: the sum over every thread's count.
    public static var total: Int32 {
        Int32(truncatingIfNeeded: rx_resource_total())
    }

    /// Counts one more live resource and returns the new total.
    ///
    /// For tests and for types outside Rx that want their instances in the leak count (pair each call with
    /// `decrementTotal()`); public as in RxSwift, whose own test suite and RxCocoa call it. Unpaired calls make
    /// every leak check after them fail.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        countCreated()
        return total
    }

    /// Counts one fewer live resource and returns the new total.
    ///
    /// The other half of `incrementTotal()`: for tests and for types outside Rx that count their instances.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        countDestroyed()
        return total
    }

    /// Counts one more live resource, without computing the total (what Rx's own types call).
    @inline(__always)
    static func countCreated() {
        rx_resource_add(1)
    }

    /// Counts one fewer live resource, without computing the total.
    @inline(__always)
    static func countDestroyed() {
        rx_resource_add(-1)
    }
}
