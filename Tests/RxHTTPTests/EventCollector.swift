import Foundation
import Rx
import XCTest

/// Records what a real-thread observable delivers and lets a test wait, with a timeout, for its end.
final class EventCollector<Element>: @unchecked Sendable { // Sendable: `lock` guards `events`.
    private let lock = NSLock()
    private var events: [Event<Element>] = []
    private let expectsNothing: Bool
    /// Fulfilled by the terminal event, or (when expecting nothing) inverted and fulfilled by any event.
    let finished: XCTestExpectation

    init(_ test: XCTestCase, expectsNothing: Bool = false) {
        self.expectsNothing = expectsNothing
        finished = test.expectation(description: expectsNothing ? "delivered something" : "terminated")
        finished.isInverted = expectsNothing
        finished.assertForOverFulfill = false
    }

    func subscribe(_ source: Observable<Element>) -> Disposable {
        source.subscribe { [self] event in
            lock.withLock { events.append(event) }
            if expectsNothing || event.isStopEvent { finished.fulfill() }
        }
    }

    var elements: [Element] { lock.withLock { events.compactMap(\.element) } }
    var error: Error? { lock.withLock { events.lazy.compactMap(\.error).first } }
    var completed: Bool { lock.withLock { events.contains { $0.isCompleted } } }
    var count: Int { lock.withLock { events.count } }
}

extension Event {
    var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }
}
