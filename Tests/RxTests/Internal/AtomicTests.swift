import Dispatch
import Foundation
import ProcessChecks
import Rx
import XCTest

/// `RxAtomic` and `RxAtomicBox`: the values each operation returns, wrapping, and no lost update under contention.
final class AtomicTests: XCTestCase {
    func testOperationsReturnTheValuesBeforeAndAfter() {
        let owner = AtomicOwner(5)
        let atomic = owner.first
        XCTAssertEqual(atomic.load(ordering: .relaxed), 5)
        XCTAssertEqual(atomic.wrappingAdd(3, ordering: .relaxed).oldValue, 5)
        XCTAssertEqual(atomic.wrappingSubtract(1, ordering: .relaxed).newValue, 7)
        XCTAssertEqual(atomic.bitwiseOr(8, ordering: .acquiringAndReleasing).newValue, 15)
        XCTAssertEqual(atomic.exchange(2, ordering: .acquiringAndReleasing), 15)
        atomic.store(4, ordering: .releasing)
        XCTAssertEqual(atomic.max(3, ordering: .relaxed).newValue, 4)
        XCTAssertEqual(atomic.max(9, ordering: .relaxed).newValue, 9)
        XCTAssertEqual(atomic.load(ordering: .acquiring), 9)
    }

    func testCompareExchangeReplacesOnlyTheExpectedValue() {
        let owner = AtomicOwner(0)
        let atomic = RxAtomic<Bool>(word: owner.first.word)
        let miss = atomic.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent)
        XCTAssertFalse(miss.exchanged)
        let attempt = atomic.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
        XCTAssertTrue(attempt.exchanged)
        XCTAssertFalse(attempt.original)
        XCTAssertTrue(atomic.load(ordering: .sequentiallyConsistent))
    }

    func testInt32ArithmeticWrapsAsInt32Does() {
        let owner = AtomicOwner(Int(Int32.max))
        let atomic = RxAtomic<Int32>(word: owner.first.word)
        XCTAssertEqual(atomic.wrappingAdd(1, ordering: .relaxed).newValue, .min)
        XCTAssertEqual(atomic.load(ordering: .relaxed), .min)
        XCTAssertEqual(atomic.wrappingSubtract(1, ordering: .relaxed).newValue, .max)
        XCTAssertEqual(atomic.load(ordering: .relaxed), .max)
    }

    /// `RxAtomic(wordOf:)` reaches the object's own storage: the words hold what `init` put there, the two words of
    /// a pair are distinct, and a subclass's stored properties do not overlap them.
    func testWordsOfAnObjectAreItsFirstStoredProperty() {
        let owner = AtomicPairOwnerSubclass()
        XCTAssertEqual(owner.first.load(ordering: .relaxed), 7)
        XCTAssertEqual(owner.second.load(ordering: .relaxed), -3)
        owner.second.store(11, ordering: .relaxed)
        XCTAssertEqual(owner.first.load(ordering: .relaxed), 7)
        XCTAssertEqual(owner.tail, 99)
        owner.tail = 5
        XCTAssertEqual(owner.second.load(ordering: .relaxed), 11)
        XCTAssertEqual(owner.first.load(ordering: .relaxed), 7)
    }

    /// Debug builds stop with a message when an object's atomic word is not where `RxAtomic(wordOf:)` looks.
    func testAWordThatIsNotTheFirstStoredPropertyStops() throws {
        if ProcessInfo.processInfo.environment["RX_MISPLACED_ATOMIC_WORD"] == "1" {
            _ = MisplacedAtomicOwner()
            return
        }
        #if DEBUG
        try assertChildStops(
            running: "RxTests.AtomicTests/testAWordThatIsNotTheFirstStoredPropertyStops",
            variable: "RX_MISPLACED_ATOMIC_WORD",
            withMessage: "RxAtomicWord must be the first stored property of MisplacedAtomicOwner")
        #else
        throw XCTSkip("the layout check is an assert: debug builds only")
        #endif
    }

    func testConcurrentIncrementsAreNeverLost() {
        let counter = RxAtomicBox<Int>(0)
        let highest = RxAtomicBox<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 {
                let now = counter.wrappingAdd(1, ordering: .relaxed).newValue
                highest.max(now, ordering: .relaxed)
            }
        }
        XCTAssertEqual(counter.load(ordering: .sequentiallyConsistent), 80_000)
        XCTAssertEqual(highest.load(ordering: .sequentiallyConsistent), 80_000)
    }

    /// A thread that waits for a value to change sleeps until another changes it and wakes it; a wake-up for a
    /// change made before the wait began is not needed (the waiter sees the new value and does not sleep).
    func testWaitSleepsUntilTheValueChangesAndIsWoken() {
        let box = AtomicWaitBox()
        let woke = expectation(description: "the waiter woke")
        let started = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            started.signal()
            box.waitWhileOne()
            woke.fulfill()
        }
        started.wait()
        box.setTwoWaking()
        wait(for: [woke], timeout: 10)
        box.waitWhileOne() // already changed: returns at once
    }

    func testManyWaitersAreAllWoken() {
        let box = AtomicWaitBox()
        let group = DispatchGroup()
        for _ in 0..<8 {
            group.enter()
            Thread.detachNewThread {
                box.waitWhileOne()
                group.leave()
            }
        }
        box.setTwoWaking()
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
    }
}

/// An object with one atomic word.
private final class AtomicOwner {
    private var atomicWord: RxAtomicWord

    var first: RxAtomic<Int> { RxAtomic(wordOf: self) }

    init(_ value: Int) {
        atomicWord = RxAtomicWord(value)
        atomicWord.checkIsFirstStoredProperty(of: self)
    }
}

/// An object with two atomic words, and a subclass with a stored property of its own after them.
private class AtomicPairOwner {
    private var atomicWords = RxAtomicWordPair(7, -3)

    final var first: RxAtomic<Int> { RxAtomic(wordOf: self) }
    final var second: RxAtomic<Int> { RxAtomic(wordOf: self, at: 1) }

    init() {
        atomicWords.checkIsFirstStoredProperty(of: self)
    }
}

private final class AtomicPairOwnerSubclass: AtomicPairOwner {
    var tail = 99
}

/// The mistake the layout check is for: the atomic word after another stored property.
private final class MisplacedAtomicOwner {
    private let name = "misplaced"
    private var atomicWord = RxAtomicWord(0)

    init() {
        atomicWord.checkIsFirstStoredProperty(of: self)
    }
}

/// An atomic in a class (its storage never moves), waited on from other threads.
private final class AtomicWaitBox: @unchecked Sendable { // Sendable: `value` is atomic.
    private var atomicWord = RxAtomicWord(1)

    private var value: RxAtomic<Int> { RxAtomic(wordOf: self) }

    init() {
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    func waitWhileOne() {
        while value.load(ordering: .acquiring) == 1 {
            value.wait(whileEquals: 1)
        }
    }

    func setTwoWaking() {
        value.exchangeWaking(2, ifWas: 1)
    }
}
