import Dispatch
import Foundation
import Rx
import XCTest

/// `RxAtomic` and `RxAtomicBox`: the values each operation returns, wrapping, and no lost update under contention.
final class AtomicTests: XCTestCase {
    func testOperationsReturnTheValuesBeforeAndAfter() {
        var atomic = RxAtomic<Int>(5)
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
        var atomic = RxAtomic<Bool>(false)
        let miss = atomic.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent)
        XCTAssertFalse(miss.exchanged)
        let attempt = atomic.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
        XCTAssertTrue(attempt.exchanged)
        XCTAssertFalse(attempt.original)
        XCTAssertTrue(atomic.load(ordering: .sequentiallyConsistent))
    }

    func testInt32ArithmeticWrapsAsInt32Does() {
        var atomic = RxAtomic<Int32>(.max)
        XCTAssertEqual(atomic.wrappingAdd(1, ordering: .relaxed).newValue, .min)
        XCTAssertEqual(atomic.load(ordering: .relaxed), .min)
        XCTAssertEqual(atomic.wrappingSubtract(1, ordering: .relaxed).newValue, .max)
        XCTAssertEqual(atomic.load(ordering: .relaxed), .max)
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

/// An atomic in a class (its storage never moves), waited on from other threads.
private final class AtomicWaitBox: @unchecked Sendable { // Sendable: `value` is atomic.
    @exclusivity(unchecked) private var value = RxAtomic<Int>(1)

    func waitWhileOne() {
        while value.load(ordering: .acquiring) == 1 {
            value.wait(whileEquals: 1)
        }
    }

    func setTwoWaking() {
        value.exchangeWaking(2, ifWas: 1)
    }
}
