import RxAtomicsC

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The per-thread work queue behind `CurrentThreadScheduler` and every `subscribe`.
///
/// The outermost `runActivated` on a thread runs its body, then drains work enqueued meanwhile, in order. Found
/// through a C thread-local pointer (one load per subscription, no dictionaries); a pthread key holds it and
/// releases it when the thread exits.
final class Trampoline {
    @exclusivity(unchecked) private(set) var isRunning = false
    @exclusivity(unchecked) private var queue: [TrampolineItem] = []
    @exclusivity(unchecked) private var head = 0

    /// `true` when work is waiting behind the item running now.
    var hasPendingWork: Bool { head < queue.count }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            // The thread is exiting: a later use on it (another key's destructor) makes a new trampoline.
            rx_current_trampoline_set(nil)
            #if canImport(Darwin)
            Unmanaged<Trampoline>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// Makes this thread's trampoline, held by the pthread key (which releases it at thread exit).
    @inline(never)
    private static func makeCurrent() -> Trampoline {
        let trampoline = Trampoline()
        let pointer = Unmanaged.passRetained(trampoline).toOpaque()
        pthread_setspecific(key, pointer)
        rx_current_trampoline_set(pointer)
        return trampoline
    }

    /// Runs `body` in this thread's trampoline: at once when the trampoline is running already (the outer run
    /// drains what `body` queues), otherwise activated, draining the queue afterwards. Every subscription to a
    /// `Producer` goes through here.
    @inline(__always)
    static func runCurrent<Result>(_ body: () -> Result) -> Result {
        // `withCurrent`, written out: through it the optimizer outlines `body` (a call and 28 instructions more
        // per subscription).
        guard let pointer = rx_current_trampoline_get() else {
            return makeCurrent().runActivated(body)
        }
        return Unmanaged<Trampoline>.fromOpaque(pointer)._withUnsafeGuaranteedRef { trampoline in
            if trampoline.isRunning {
                return body()
            }
            return trampoline.runActivated(body)
        }
    }

    /// Calls `body` with this thread's trampoline, borrowed rather than retained: the thread's key holds it until
    /// the thread exits, so it outlives the call (a retain and a release, two atomic operations, on every
    /// subscription otherwise).
    @inline(__always)
    static func withCurrent<Result>(_ body: (Trampoline) -> Result) -> Result {
        guard let pointer = rx_current_trampoline_get() else {
            return body(makeCurrent())
        }
        return Unmanaged<Trampoline>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// Runs `body` with the trampoline active, then runs queued work until none is left.
    func runActivated<Result>(_ body: () -> Result) -> Result {
        isRunning = true
        defer {
            isRunning = false
            // Most runs queue nothing: leave the empty queue alone (clearing it is a generic call).
            if !queue.isEmpty {
                queue.removeAll(keepingCapacity: queue.capacity <= 64)
                head = 0
            }
        }
        let result = body()
        drain()
        return result
    }

    /// Queues `item` behind the work already waiting. Only valid while running.
    func enqueue(_ item: TrampolineItem) {
        queue.append(item)
    }

    private func drain() {
        while head < queue.count {
            let item = queue[head]
            head += 1
            if head > 256, head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
            item.run()
        }
    }
}

/// Work queued on a trampoline.
class TrampolineItem {
    func run() { rxAbstractMethod() }
}

/// A trampoline item that runs a closure with a state; skipped when disposed before its turn (from any thread).
final class ScheduledTrampolineItem<State>: TrampolineItem, Cancelable {
    private let inner = SingleAssignmentDisposable()
    private let state: State
    private let action: (State) -> Disposable

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    var isDisposed: Bool { inner.isDisposed }

    override func run() {
        if !inner.isDisposed {
            inner.setDisposable(action(state))
        }
    }

    func dispose() {
        inner.dispose()
    }
}
