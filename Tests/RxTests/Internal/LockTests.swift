import Dispatch
import Rx
import XCTest

/// `RxLock`, plain and recursive: mutual exclusion under contention (long enough critical sections that waiters
/// sleep, not only spin) and re-entry on the owning thread.
final class LockTests: XCTestCase {
    func testPlainLockExcludesUnderContention() {
        let lock = RxLock()
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 {
                lock.lock()
                counter.value += 1
                lock.unlock()
            }
        }
        XCTAssertEqual(counter.value, 160_000)
    }

    func testPlainLockExcludesLongCriticalSections() {
        // Holding the lock for a while makes the other threads give up spinning and sleep in the kernel.
        let lock = RxLock()
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            for _ in 0..<200 {
                lock.withLock {
                    for _ in 0..<2_000 {
                        counter.value &+= 1
                    }
                }
            }
        }
        XCTAssertEqual(counter.value, 6 * 200 * 2_000)
    }

    func testRecursiveLockReentersOnTheOwningThread() {
        let lock = RxLock(recursive: true)
        var depths: [Int] = []
        lock.withLock {
            depths.append(1)
            lock.withLock {
                depths.append(2)
                lock.withLock { depths.append(3) }
            }
        }
        XCTAssertEqual(depths, [1, 2, 3])
        let otherThreadTookIt = DispatchGroup()
        otherThreadTookIt.enter()
        DispatchQueue.global().async {
            lock.withLock { otherThreadTookIt.leave() }
        }
        otherThreadTookIt.wait()
    }

    func testRecursiveLockExcludesOtherThreadsAcrossItsDepth() {
        let lock = RxLock(recursive: true)
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            for _ in 0..<10_000 {
                lock.withLock {
                    let before = counter.value
                    lock.withLock { counter.value = before + 1 }
                }
            }
        }
        XCTAssertEqual(counter.value, 60_000)
    }
}

/// A plain counter; the lock under test is its only synchronisation.
private final class Counter: @unchecked Sendable { // Sendable: touched only with the lock under test held.
    var value = 0
}
