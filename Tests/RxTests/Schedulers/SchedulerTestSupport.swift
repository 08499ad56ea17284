import Foundation
import Rx

/// A thread-safe list of labels that test actions append to, from any thread.
final class ScheduledLog: @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let lock = NSLock()
    private var entries: [String] = []
    private var running = 0
    private var sawOverlap = false

    func append(_ entry: String) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    /// Marks the start of a run and records whether another run was still going.
    func begin() {
        lock.lock()
        running += 1
        if running > 1 { sawOverlap = true }
        lock.unlock()
    }

    func end() {
        lock.lock()
        running -= 1
        lock.unlock()
    }

    var overlapped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return sawOverlap
    }
}
