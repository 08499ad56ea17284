/// The count of live Rx resources (sinks, subscriptions, subjects, scheduled work), for leak checks in tests.
///
/// Always on and cheap: one relaxed atomic add per resource created and destroyed. A test that leaves nothing
/// running sees `total` return to the value it had before.
public enum Resources {
    // Mutable and unchecked, but only C11 atomic operations (RxAtomic) touch it.
    @exclusivity(unchecked) nonisolated(unsafe) static var counter = RxAtomic<Int32>(0)

    /// The number of live resources now.
    public static var total: Int32 {
        counter.load(ordering: .sequentiallyConsistent)
    }

    /// Counts one more live resource and returns the new total.
    ///
    /// For tests and for types outside Rx that want their instances in the leak count (pair each call with
    /// `decrementTotal()`); public as in RxSwift, whose own test suite and RxCocoa call it. Unpaired calls make
    /// every leak check after them fail.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Counts one fewer live resource and returns the new total.
    ///
    /// The other half of `incrementTotal()`: for tests and for types outside Rx that count their instances.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        counter.wrappingSubtract(1, ordering: .relaxed).newValue
    }
}
