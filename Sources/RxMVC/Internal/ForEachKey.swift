import Rx

/// Runs one stream per key for as long as the key is present, merging their elements.
///
///     keys:    [a]------[a, b]------[b]------
///     a:       -start--------------dispose
///     b:       -----------start--------------
///
/// A key that appears subscribes `start(key)`; a key that disappears disposes that subscription at once (at the
/// tick of the keys that dropped it), cancelling whatever it had in flight. Errors end the whole stream; the
/// children's completions do not. Disposing the result disposes every child.
func forEachKey<Key: Hashable, Output>(
    _ keys: Observable<[Key]>, _ start: @escaping (Key) -> Observable<Output>
) -> Observable<Output> {
    Observable.create { observer in
        let running = KeyedSubscriptions<Key>()
        let keysSubscription = keys.subscribe { event in
            switch event {
            case .next(let present):
                let (removed, added) = running.update(present)
                for subscription in removed {
                    subscription.dispose()
                }
                for (key, slot) in added {
                    slot.setDisposable(
                        start(key).subscribe { child in
                            switch child {
                            case .next(let element): observer.onNext(element)
                            case .error(let error): observer.onError(error)
                            case .completed: break
                            }
                        })
                }
            case .error(let error):
                observer.onError(error)
            case .completed:
                break
            }
        }
        return Disposables.create {
            keysSubscription.dispose()
            running.disposeAll()
        }
    }
}

/// The subscriptions of the keys present, one slot per key.
// Sendable: `slots` and `isDisposed` guarded by `lock`.
private final class KeyedSubscriptions<Key: Hashable>: @unchecked Sendable {
    private let lock = RxLock()
    private var slots: [Key: SingleAssignmentDisposable] = [:]
    private var isDisposed = false

    /// Makes `present` the set of keys: returns the slots of the keys that left and new slots for the keys that came.
    func update(_ present: [Key]) -> (removed: [Disposable], added: [(Key, SingleAssignmentDisposable)]) {
        lock.withLock {
            guard !isDisposed else { return ([], []) }
            let keep = Set(present)
            var removed: [Disposable] = []
            for (key, slot) in slots where !keep.contains(key) {
                removed.append(slot)
                slots[key] = nil
            }
            var added: [(Key, SingleAssignmentDisposable)] = []
            for key in present where slots[key] == nil {
                let slot = SingleAssignmentDisposable()
                slots[key] = slot
                added.append((key, slot))
            }
            return (removed, added)
        }
    }

    /// Disposes every slot; later updates do nothing.
    func disposeAll() {
        let all: [SingleAssignmentDisposable] = lock.withLock {
            isDisposed = true
            defer { slots = [:] }
            return Array(slots.values)
        }
        for slot in all {
            slot.dispose()
        }
    }
}
