import Foundation
import Rx
import XCTest

/// A value read and written from many threads.
final class SharedSlot<Value>: @unchecked Sendable { // Sendable: `stored` guarded by `lock`.
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Changes the value in one step (no other thread's change lost in between).
    func modify(_ change: (inout Value?) -> Void) {
        lock.withLock { change(&stored) }
    }
}

/// A counter bumped from many threads.
final class RoundCounter: @unchecked Sendable { // Sendable: `count` guarded by `lock`.
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

extension XCTestCase {
    /// One thread sends increasing integers through `emit` until the deadline; the others each subscribe a
    /// `ContractChecker` (tracked in `log`) to `source`, let a little time pass (`pause × worker`) and dispose, over
    /// and over.
    func churnWhileEmitting(
        source: Observable<Int>, log: ContractLog, pause: Int, emit: @escaping @Sendable (Int) -> Void,
        afterEmitting: @escaping @Sendable () -> Void = {}
    ) {
        nonisolated(unsafe) let source = source
        stress(threads: 4) { worker, deadline in
            if worker == 0 {
                var next = 0
                while !deadline.hasPassed {
                    emit(next)
                    next += 1
                }
                afterEmitting()
                return
            }
            while !deadline.hasPassed {
                let checker = ContractChecker()
                log.track(checker)
                let subscription = source.subscribe(checker)
                stressPause(worker * pause)
                subscription.dispose()
            }
        }
    }
}

/// A little work the optimizer keeps: spacing between a subscription and its disposal, without sleeping.
@inline(never)
func stressPause(_ iterations: Int) {
    var total = 0
    for index in 0..<iterations { total &+= index }
    keep(total)
}

@inline(never)
private func keep(_ value: Int) {}
