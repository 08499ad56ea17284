import RxAtomicsC

/// The memory order of an atomic operation; the names are those of Swift's `Synchronization` module.
///
/// Loads take `.relaxed`, `.acquiring` or `.sequentiallyConsistent`; stores take `.relaxed`, `.releasing` or
/// `.sequentiallyConsistent`; read-modify-write operations take any.
package enum RxAtomicOrdering {
    case relaxed
    case acquiring
    case releasing
    case acquiringAndReleasing
    case sequentiallyConsistent

    @inline(__always)
    var order: memory_order {
        switch self {
        case .relaxed: memory_order_relaxed
        case .acquiring: memory_order_acquire
        case .releasing: memory_order_release
        case .acquiringAndReleasing: memory_order_acq_rel
        case .sequentiallyConsistent: memory_order_seq_cst
        }
    }

    /// The order a failed compare-exchange loads with: the strongest load order this order allows.
    @inline(__always)
    var failureOrder: memory_order {
        switch self {
        case .relaxed, .releasing: memory_order_relaxed
        case .acquiring, .acquiringAndReleasing: memory_order_acquire
        case .sequentiallyConsistent: memory_order_seq_cst
        }
    }
}

/// A value that fits in one atomic machine word.
package protocol RxAtomicValue {
    /// The word that stands for this value.
    var atomicWord: Int { get }
    /// The value a word stands for.
    init(atomicWord: Int)
}

extension Int: RxAtomicValue {
    /// The word that stands for this value: the value itself.
    @inline(__always) package var atomicWord: Int { self }
    /// The value a word stands for: the word itself.
    @inline(__always) package init(atomicWord: Int) { self = atomicWord }
}

extension Int32: RxAtomicValue {
    /// The word that stands for this value, sign-extended.
    @inline(__always) package var atomicWord: Int { Int(self) }
    /// The low 32 bits of the word, so arithmetic on the word wraps as `Int32` arithmetic does (the word itself
    /// may leave the `Int32` range then; only loads, stores and arithmetic are used on `Int32` atomics).
    @inline(__always) package init(atomicWord: Int) { self = Int32(truncatingIfNeeded: atomicWord) }
}

extension Bool: RxAtomicValue {
    /// 1 for `true`, 0 for `false`.
    @inline(__always) package var atomicWord: Int { self ? 1 : 0 }
    /// `true` for any word but 0.
    @inline(__always) package init(atomicWord: Int) { self = atomicWord != 0 }
}

/// The one atomic primitive of the package: a C11 atomic word, stored inline where it is declared.
///
/// Available on every supported OS (it needs only a C11 compiler, no OS library), unlike `Synchronization.Atomic`
/// (macOS 15 / iOS 18). The operations are `mutating` because they work on the word in place: declare the atomic as
/// `@exclusivity(unchecked) private var` of a class (or a `static`/global `var`), whose storage never moves, and
/// never copy it. `@exclusivity(unchecked)` is right here because concurrent access is the point: the C11 operations,
/// not Swift's access rules, make it safe. The owning class is `@unchecked Sendable` with a comment naming the atomic.
/// A stored property without observers (of a class, or a global) is accessed in place, so the C functions get the
/// word's own address; the word costs 8 bytes in its owner and no allocation, as `Synchronization.Atomic` did.
#if !RX_TSAN_ATOMICS
package struct RxAtomic<Value: RxAtomicValue> {
    private var word: Int

    /// An atomic holding `value`. Not itself atomic: the atomic is not shared before it is initialised.
    @inline(__always)
    package init(_ value: Value) {
        word = value.atomicWord
    }

    /// The current value.
    @inline(__always)
    package mutating func load(ordering: RxAtomicOrdering) -> Value {
        Value(atomicWord: rx_atomic_load(&word, ordering.order))
    }

    /// Replaces the value.
    @inline(__always)
    package mutating func store(_ value: Value, ordering: RxAtomicOrdering) {
        rx_atomic_store(&word, value.atomicWord, ordering.order)
    }

    /// Replaces the value and returns the one it replaced.
    @inline(__always) @discardableResult
    package mutating func exchange(_ value: Value, ordering: RxAtomicOrdering) -> Value {
        Value(atomicWord: rx_atomic_exchange(&word, value.atomicWord, ordering.order))
    }

    /// Replaces the value with `desired` if it is `expected`; returns whether it did and the value found.
    @inline(__always) @discardableResult
    package mutating func compareExchange(
        expected: Value, desired: Value, ordering: RxAtomicOrdering
    ) -> (exchanged: Bool, original: Value) {
        var found = expected.atomicWord
        let exchanged = rx_atomic_compare_exchange(
            &word, &found, desired.atomicWord, ordering.order, ordering.failureOrder)
        return (exchanged, Value(atomicWord: found))
    }
}

extension RxAtomic {
    /// Sleeps (never spins) until the value is no longer `value`; it may return early, so call it in a loop that
    /// re-checks. Only for values whose word fits in 32 bits (the futex compares those).
    package mutating func wait(whileEquals value: Value) {
        rx_park_while_equal(&word, value.atomicWord)
    }

    /// Sets the bits of `operand` (acquiring and releasing); when `waitedBit` was set before, wakes every thread
    /// in `wait(whileEquals:)` on this atomic. Returns the value before. The atomic may be freed by a woken waiter
    /// as soon as the bits are set: only the word's address is used after that.
    @discardableResult
    package mutating func bitwiseOrWaking(_ operand: Int, ifSet waitedBit: Int) -> Int {
        rx_atomic_fetch_or_and_wake(&word, operand, waitedBit)
    }

    /// Replaces the value (acquiring and releasing); when it was `waitedValue`, wakes every thread in
    /// `wait(whileEquals:)` on this atomic. Returns the value before.
    @discardableResult
    package mutating func exchangeWaking(_ value: Value, ifWas waitedValue: Value) -> Value {
        Value(atomicWord: rx_atomic_exchange_and_wake(&word, value.atomicWord, waitedValue.atomicWord))
    }
}

extension RxAtomic where Value: FixedWidthInteger {
    /// Adds `operand`, wrapping on overflow; returns the values before and after.
    @inline(__always) @discardableResult
    package mutating func wrappingAdd(
        _ operand: Value, ordering: RxAtomicOrdering
    ) -> (oldValue: Value, newValue: Value) {
        let old = Value(atomicWord: rx_atomic_fetch_add(&word, operand.atomicWord, ordering.order))
        return (old, old &+ operand)
    }

    /// Subtracts `operand`, wrapping on overflow; returns the values before and after.
    @inline(__always) @discardableResult
    package mutating func wrappingSubtract(
        _ operand: Value, ordering: RxAtomicOrdering
    ) -> (oldValue: Value, newValue: Value) {
        let old = Value(atomicWord: rx_atomic_fetch_sub(&word, operand.atomicWord, ordering.order))
        return (old, old &- operand)
    }

    /// Sets the bits of `operand`; returns the values before and after.
    @inline(__always) @discardableResult
    package mutating func bitwiseOr(
        _ operand: Value, ordering: RxAtomicOrdering
    ) -> (oldValue: Value, newValue: Value) {
        let old = Value(atomicWord: rx_atomic_fetch_or(&word, operand.atomicWord, ordering.order))
        return (old, old | operand)
    }

    /// Raises the value to `operand` if it is lower; returns the values before and after.
    @inline(__always) @discardableResult
    package mutating func max(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        var current = load(ordering: .relaxed)
        while current < operand {
            let attempt = compareExchange(expected: current, desired: operand, ordering: ordering)
            if attempt.exchanged { return (current, operand) }
            current = attempt.original
        }
        return (current, current)
    }
}
#else
// The thread sanitizer build (`-DRX_TSAN_ATOMICS`, see .ci/run). A C11 operation on an inline word is atomic, but
// the `inout` access a mutating method takes of the word is Swift-level instrumented, and the sanitizer reports two
// threads making it at once as an access race. Here the word lives in memory of its own, reached through a constant
// pointer, so the same C11 operations run with no Swift access to instrument; only the word's storage differs.
package final class RxAtomic<Value: RxAtomicValue>: @unchecked Sendable { // Sendable: `word` is C11-atomic only.
    private let word: UnsafeMutablePointer<Int>

    /// An atomic holding `value`.
    package init(_ value: Value) {
        word = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        word.initialize(to: value.atomicWord)
    }

    deinit {
        word.deallocate()
    }

    /// The current value.
    package func load(ordering: RxAtomicOrdering) -> Value {
        Value(atomicWord: rx_atomic_load(word, ordering.order))
    }

    /// Replaces the value.
    package func store(_ value: Value, ordering: RxAtomicOrdering) {
        rx_atomic_store(word, value.atomicWord, ordering.order)
    }

    /// Replaces the value and returns the one it replaced.
    @discardableResult
    package func exchange(_ value: Value, ordering: RxAtomicOrdering) -> Value {
        Value(atomicWord: rx_atomic_exchange(word, value.atomicWord, ordering.order))
    }

    /// Replaces the value with `desired` if it is `expected`; returns whether it did and the value found.
    @discardableResult
    package func compareExchange(
        expected: Value, desired: Value, ordering: RxAtomicOrdering
    ) -> (exchanged: Bool, original: Value) {
        var found = expected.atomicWord
        let exchanged = rx_atomic_compare_exchange(
            word, &found, desired.atomicWord, ordering.order, ordering.failureOrder)
        return (exchanged, Value(atomicWord: found))
    }
}

extension RxAtomic {
    /// Sleeps (never spins) until the value is no longer `value`; it may return early, so call it in a loop that
    /// re-checks.
    package func wait(whileEquals value: Value) {
        rx_park_while_equal(word, value.atomicWord)
    }

    /// Sets the bits of `operand`; when `waitedBit` was set before, wakes the threads waiting on this atomic.
    @discardableResult
    package func bitwiseOrWaking(_ operand: Int, ifSet waitedBit: Int) -> Int {
        rx_atomic_fetch_or_and_wake(word, operand, waitedBit)
    }

    /// Replaces the value; when it was `waitedValue`, wakes the threads waiting on this atomic.
    @discardableResult
    package func exchangeWaking(_ value: Value, ifWas waitedValue: Value) -> Value {
        Value(atomicWord: rx_atomic_exchange_and_wake(word, value.atomicWord, waitedValue.atomicWord))
    }
}

extension RxAtomic where Value: FixedWidthInteger {
    /// Adds `operand`, wrapping on overflow; returns the values before and after.
    @discardableResult
    package func wrappingAdd(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value(atomicWord: rx_atomic_fetch_add(word, operand.atomicWord, ordering.order))
        return (old, old &+ operand)
    }

    /// Subtracts `operand`, wrapping on overflow; returns the values before and after.
    @discardableResult
    package func wrappingSubtract(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value(atomicWord: rx_atomic_fetch_sub(word, operand.atomicWord, ordering.order))
        return (old, old &- operand)
    }

    /// Sets the bits of `operand`; returns the values before and after.
    @discardableResult
    package func bitwiseOr(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value(atomicWord: rx_atomic_fetch_or(word, operand.atomicWord, ordering.order))
        return (old, old | operand)
    }

    /// Raises the value to `operand` if it is lower; returns the values before and after.
    @discardableResult
    package func max(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        var current = load(ordering: .relaxed)
        while current < operand {
            let attempt = compareExchange(expected: current, desired: operand, ordering: ordering)
            if attempt.exchanged { return (current, operand) }
            current = attempt.original
        }
        return (current, current)
    }
}
#endif

/// An `RxAtomic` in a class of its own, for atomics that a closure captures or a `static let` holds.
///
/// Costs an allocation and an indirection; per-object flags on hot paths use `RxAtomic` inline instead.
package final class RxAtomicBox<Value: RxAtomicValue>: @unchecked Sendable { // Sendable: `atomic` is C11-atomic only.
    @exclusivity(unchecked) private var atomic: RxAtomic<Value>

    /// A box holding `value`.
    package init(_ value: Value) {
        atomic = RxAtomic(value)
    }

    /// The current value.
    @inline(__always)
    package func load(ordering: RxAtomicOrdering) -> Value {
        atomic.load(ordering: ordering)
    }

    /// Replaces the value.
    @inline(__always)
    package func store(_ value: Value, ordering: RxAtomicOrdering) {
        atomic.store(value, ordering: ordering)
    }

    /// Replaces the value and returns the one it replaced.
    @inline(__always) @discardableResult
    package func exchange(_ value: Value, ordering: RxAtomicOrdering) -> Value {
        atomic.exchange(value, ordering: ordering)
    }

    /// Replaces the value with `desired` if it is `expected`; returns whether it did and the value found.
    @inline(__always) @discardableResult
    package func compareExchange(
        expected: Value, desired: Value, ordering: RxAtomicOrdering
    ) -> (exchanged: Bool, original: Value) {
        atomic.compareExchange(expected: expected, desired: desired, ordering: ordering)
    }
}

extension RxAtomicBox where Value: FixedWidthInteger {
    /// Adds `operand`, wrapping on overflow; returns the values before and after.
    @inline(__always) @discardableResult
    package func wrappingAdd(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        atomic.wrappingAdd(operand, ordering: ordering)
    }

    /// Subtracts `operand`, wrapping on overflow; returns the values before and after.
    @inline(__always) @discardableResult
    package func wrappingSubtract(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        atomic.wrappingSubtract(operand, ordering: ordering)
    }

    /// Sets the bits of `operand`; returns the values before and after.
    @inline(__always) @discardableResult
    package func bitwiseOr(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        atomic.bitwiseOr(operand, ordering: ordering)
    }

    /// Raises the value to `operand` if it is lower; returns the values before and after.
    @inline(__always) @discardableResult
    package func max(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        atomic.max(operand, ordering: ordering)
    }
}
