import Foundation
import Rx

/// An observer that checks the Rx contract on every call, from any thread: calls never overlap, nothing follows a
/// terminal event, and (when asked) elements arrive in increasing order.
///
/// Overlap is detected with `try()` on a lock held for the whole call (`callLock`, taken by nothing else): a second
/// call that finds it taken is a second call in flight on this observer. The recorded state has a lock of its own,
/// so reading the report while events arrive is no overlap.
final class ContractChecker: ObserverType, @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let callLock = NSLock()
    private let lock = NSLock()
    private let expectsIncreasing: Bool
    private let terminated: (() -> Void)?
    private var last: Int?
    private(set) var elements = 0
    private(set) var terminals = 0
    private(set) var violations: [String] = []

    /// A checker; `expectsIncreasing` adds the order check (for sources that emit increasing integers), and
    /// `terminated` is called after each terminal event (to fulfil an expectation).
    init(expectsIncreasing: Bool = true, terminated: (() -> Void)? = nil) {
        self.expectsIncreasing = expectsIncreasing
        self.terminated = terminated
    }

    func on(_ event: Event<Int>) {
        var overlapped = false
        if !callLock.try() {
            callLock.lock()
            overlapped = true
        }
        defer { callLock.unlock() }
        lock.lock()
        defer { lock.unlock() }
        if overlapped {
            record("overlapping calls")
        }
        if terminals > 0 {
            record("\(event) after the terminal event")
        }
        switch event {
        case .next(let element):
            if expectsIncreasing, let last, element <= last {
                record("\(element) after \(last)")
            }
            last = element
            elements += 1
        case .error, .completed:
            terminals += 1
            terminated?()
        }
    }

    private func record(_ violation: String) {
        if violations.count < 5 { violations.append(violation) }
    }

    /// What was received, read once the run is over.
    var report: (elements: Int, terminals: Int, violations: [String]) {
        lock.lock()
        defer { lock.unlock() }
        return (elements, terminals, violations)
    }
}

/// The checkers of a run, checked once every thread is done (a call may still be in flight when a subscription
/// is disposed on another thread).
final class ContractLog: @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let lock = NSLock()
    private var checkers: [(checker: ContractChecker, terminals: ClosedRange<Int>)] = []

    /// Keeps `checker` for the summary; it must end with a number of terminal events in `terminals`.
    func track(_ checker: ContractChecker, terminals: ClosedRange<Int> = 0...1) {
        lock.lock()
        checkers.append((checker, terminals))
        lock.unlock()
    }

    /// The violations found, with how many there were in all and how many checkers saw at least one element.
    var summary: (count: Int, examples: [String], subscriptions: Int, delivered: Int) {
        lock.lock()
        let all = checkers
        lock.unlock()
        var count = 0
        var examples: [String] = []
        var delivered = 0
        for (checker, terminals) in all {
            let report = checker.report
            var found = report.violations
            if !terminals.contains(report.terminals) {
                found.append("\(report.terminals) terminal events, expected \(terminals)")
            }
            if report.elements > 0 { delivered += 1 }
            count += found.count
            examples.append(contentsOf: found.prefix(max(0, 6 - examples.count)))
        }
        return (count, examples, all.count, delivered)
    }
}
