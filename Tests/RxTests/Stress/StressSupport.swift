import Foundation

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

/// A little work the optimizer keeps: spacing between a subscription and its disposal, without sleeping.
@inline(never)
func stressPause(_ iterations: Int) {
    var total = 0
    for index in 0..<iterations { total &+= index }
    keep(total)
}

@inline(never)
private func keep(_ value: Int) {}
