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

/// The memory of an object's atomic words: one word, or two (`RxAtomicWordPair`).
///
/// Declare it as the **first stored property** of a class whose superclasses have no stored properties, as
/// `private var atomicWords = RxAtomicWord(0)`, and never touch it again from Swift: every access goes through an
/// `RxAtomic` made by `RxAtomic(wordOf: self)`, which computes the word's address from the object's own address
/// (`_getUnsafePointerToStoredProperties`, the start of the object's stored properties, where the first one lives).
/// An object never moves, so the address is stable, and no Swift access to the word ever happens after `init`, so
/// no temporary copy can stand in for it and the thread sanitizer sees C11 atomic operations only. Call
/// `checkIsFirstStoredProperty(of:)` in the owner's `init`: debug builds check the layout there.
package struct RxAtomicWord {
    private var word: Int

    /// Storage holding `value`.
    @inline(__always)
    package init<Value: RxAtomicValue>(_ value: Value) {
        word = value.atomicWord
    }

    /// Checks (in debug builds) that this storage is where `RxAtomic(wordOf: owner)` looks for it.
    @inline(__always)
    package mutating func checkIsFirstStoredProperty(of owner: AnyObject) {
        assert(
            withUnsafeMutablePointer(to: &word) { UnsafeMutableRawPointer($0) }
                == _getUnsafePointerToStoredProperties(owner),
            "RxAtomicWord must be the first stored property of \(type(of: owner)), whose superclasses have none")
    }
}

/// Two atomic words (see `RxAtomicWord`): `RxAtomic(wordOf: self)` is the first, `RxAtomic(wordOf: self, at: 1)`
/// the second.
package struct RxAtomicWordPair {
    private var words: (Int, Int)

    /// Storage holding `first` and `second`.
    @inline(__always)
    package init<First: RxAtomicValue, Second: RxAtomicValue>(_ first: First, _ second: Second) {
        words = (first.atomicWord, second.atomicWord)
    }

    /// Checks (in debug builds) that this storage is where `RxAtomic(wordOf: owner)` looks for it.
    @inline(__always)
    package mutating func checkIsFirstStoredProperty(of owner: AnyObject) {
        assert(
            withUnsafeMutablePointer(to: &words) { UnsafeMutableRawPointer($0) }
                == _getUnsafePointerToStoredProperties(owner),
            "RxAtomicWordPair must be the first stored property of \(type(of: owner)), whose superclasses have none")
    }
}

/// The one atomic primitive of the package: C11 atomic operations on a word at a stable address.
///
/// Available on every supported OS (it needs only a C11 compiler, no OS library), unlike `Synchronization.Atomic`
/// (macOS 15 / iOS 18). An `RxAtomic` is a view, not storage: the word lives in an object's `RxAtomicWord` (no
/// allocation of its own; reach it with `RxAtomic(wordOf:)`) or in an `RxAtomicBox`. The owning class is
/// `@unchecked Sendable` with a comment naming the atomic.
package struct RxAtomic<Value: RxAtomicValue> {
    /// The word's address.
    package let word: UnsafeMutablePointer<Int>

    /// The atomic in word `index` (0, or 1 of an `RxAtomicWordPair`) of `owner`'s first stored property.
    @inline(__always)
    package init(wordOf owner: AnyObject, at index: Int = 0) {
        word = _getUnsafePointerToStoredProperties(owner).assumingMemoryBound(to: Int.self) + index
    }

    /// The atomic at `word`, memory that stays allocated as long as the atomic is used.
    @inline(__always)
    package init(word: UnsafeMutablePointer<Int>) {
        self.word = word
    }

    /// The current value.
    @inline(__always)
    package func load(ordering: RxAtomicOrdering) -> Value {
        Value(atomicWord: rx_atomic_load(word, ordering.order))
    }

    /// Replaces the value.
    @inline(__always)
    package func store(_ value: Value, ordering: RxAtomicOrdering) {
        rx_atomic_store(word, value.atomicWord, ordering.order)
    }

    /// Replaces the value and returns the one it replaced.
    @inline(__always) @discardableResult
    package func exchange(_ value: Value, ordering: RxAtomicOrdering) -> Value {
        Value(atomicWord: rx_atomic_exchange(word, value.atomicWord, ordering.order))
    }

    /// Replaces the value with `desired` if it is `expected`; returns whether it did and the value found.
    @inline(__always) @discardableResult
    package func compareExchange(
        expected: Value, desired: Value, ordering: RxAtomicOrdering
    ) -> (exchanged: Bool, original: Value) {
        // `expected` goes by value: an address of a local here would make Swift add a stack protector to every
        // caller.
        let found = rx_atomic_compare_exchange_value(
            word, expected.atomicWord, desired.atomicWord, ordering.order, ordering.failureOrder)
        return (found == expected.atomicWord, Value(atomicWord: found))
    }
}

extension RxAtomic {
    /// Sleeps (never spins) until the value is no longer `value`; it may return early, so call it in a loop that
    /// re-checks. Only for values whose word fits in 32 bits (the futex compares those).
    package func wait(whileEquals value: Value) {
        rx_park_while_equal(word, value.atomicWord)
    }

    /// Sets the bits of `operand` (acquiring and releasing); when `waitedBit` was set before, wakes every thread
    /// in `wait(whileEquals:)` on this atomic. Returns the value before. The atomic may be freed by a woken waiter
    /// as soon as the bits are set: only the word's address is used after that.
    @discardableResult
    package func bitwiseOrWaking(_ operand: Int, ifSet waitedBit: Int) -> Int {
        rx_atomic_fetch_or_and_wake(word, operand, waitedBit)
    }

    /// Replaces the value (acquiring and releasing); when it was `waitedValue`, wakes every thread in
    /// `wait(whileEquals:)` on this atomic. Returns the value before.
    @discardableResult
    package func exchangeWaking(_ value: Value, ifWas waitedValue: Value) -> Value {
        Value(atomicWord: rx_atomic_exchange_and_wake(word, value.atomicWord, waitedValue.atomicWord))
    }
}

extension RxAtomic where Value: FixedWidthInteger {
    /// Adds `operand`, wrapping on overflow; returns the values before and after.
    @inline(__always) @discardableResult
    package func wrappingAdd(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value(atomicWord: rx_atomic_fetch_add(word, operand.atomicWord, ordering.order))
        return (old, old &+ operand)
    }

    /// Subtracts `operand`, wrapping on overflow; returns the values before and after.
    @inline(__always) @discardableResult
    package func wrappingSubtract(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value(atomicWord: rx_atomic_fetch_sub(word, operand.atomicWord, ordering.order))
        return (old, old &- operand)
    }

    /// Sets the bits of `operand`; returns the values before and after.
    @inline(__always) @discardableResult
    package func bitwiseOr(_ operand: Value, ordering: RxAtomicOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value(atomicWord: rx_atomic_fetch_or(word, operand.atomicWord, ordering.order))
        return (old, old | operand)
    }

    /// Raises the value to `operand` if it is lower; returns the values before and after.
    @inline(__always) @discardableResult
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

/// An `RxAtomic` in a class of its own, for atomics that a closure captures or a `static let` holds.
///
/// Costs an allocation and an indirection; per-object flags on hot paths keep an `RxAtomicWord` in their object
/// instead.
// Sendable: `storage` is reached through C11 atomic operations only.
package final class RxAtomicBox<Value: RxAtomicValue>: @unchecked Sendable {
    private var storage: RxAtomicWord

    @inline(__always)
    private var atomic: RxAtomic<Value> { RxAtomic(wordOf: self) }

    /// A box holding `value`.
    package init(_ value: Value) {
        storage = RxAtomicWord(value)
        storage.checkIsFirstStoredProperty(of: self)
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
