import Synchronization

/// A subscriber's registration in a subject; disposing it removes the subscriber (once).
final class SubjectSubscription: Disposable, @unchecked Sendable { // Sendable: `remove` is taken by the one caller that flips `disposed`.
    private let disposed = Atomic<Bool>(false)
    private let key: UInt64
    private var remove: ((UInt64) -> Void)?

    init(key: UInt64, remove: @escaping (UInt64) -> Void) {
        self.key = key
        self.remove = remove
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing), let remove {
            self.remove = nil
            remove(key)
        }
    }
}
