import Rx

/// The actions a loop reduced, each with the states before and after it, waiting to be asserted.
final class ActionLog<Action, State>: @unchecked Sendable { // Sendable: `entries` guarded by `lock`.
    struct Entry {
        let action: Action
        let before: State
        let after: State
    }

    private let lock = RxLock()
    private var entries: [Entry] = []

    func append(_ entry: Entry) {
        lock.withLock { entries.append(entry) }
    }

    func takeAll() -> [Entry] {
        lock.withLock {
            defer { entries = [] }
            return entries
        }
    }

    func takeFirst() -> Entry? {
        lock.withLock { entries.isEmpty ? nil : entries.removeFirst() }
    }
}
