import Dispatch
import Foundation

/// A value read and changed from several threads.
final class LockedTestBox<Value>: @unchecked Sendable { // Sendable: `stored` is guarded by `lock`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value { lock.withLock { stored } }

    func set(_ value: Value) {
        lock.withLock { stored = value }
    }

    func modify(_ change: (inout Value) -> Void) {
        lock.withLock { change(&stored) }
    }
}

/// Runs `work` on another thread and waits for it to return, up to `seconds`: `false` when it did not return in
/// time (it waits for a lock the calling thread holds, or for one it holds itself). A test that makes a callee of a
/// lock-holding method wait for this fails this way instead of hanging.
func returnsOnAnotherThread(within seconds: Double = 5, _ work: @escaping () -> Void) -> Bool {
    let handed = HandedWork(work)
    let returned = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        handed.work()
        returned.signal()
    }
    return returned.wait(timeout: .now() + seconds) == .success
}

/// Work handed to the one thread that runs it.
private final class HandedWork: @unchecked Sendable { // Sendable: `work` is run by that one thread only.
    let work: () -> Void

    init(_ work: @escaping () -> Void) {
        self.work = work
    }
}
