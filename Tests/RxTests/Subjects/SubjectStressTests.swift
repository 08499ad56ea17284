import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

private let stressError = NSError(domain: "SubjectStressTests", code: 1)

/// Records what one subscriber received, from any thread.
private final class StressObserver: ObserverType, @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let lock = NSLock()
    private var elements: [Int] = []
    private var terminals = 0
    private var eventAfterTerminal = false

    func on(_ event: Event<Int>) {
        lock.lock()
        defer { lock.unlock() }
        if terminals > 0 { eventAfterTerminal = true }
        switch event {
        case .next(let element): elements.append(element)
        case .error, .completed: terminals += 1
        }
    }

    var snapshot: (elements: [Int], terminals: Int, eventAfterTerminal: Bool) {
        lock.lock()
        defer { lock.unlock() }
        return (elements, terminals, eventAfterTerminal)
    }
}

/// Subscriptions made during a stress run, with whether each was disposed right away.
private final class StressLog: @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let lock = NSLock()
    private(set) var entries: [(observer: StressObserver, subscription: Disposable, disposed: Bool)] = []

    func append(_ observer: StressObserver, _ subscription: Disposable, disposed: Bool) {
        lock.lock()
        entries.append((observer, subscription, disposed))
        lock.unlock()
    }
}

final class SubjectStressTests: RxTestCase {
    private let emitted = 2_000
    private let workers = 6
    private let subscriptionsPerWorker = 200

    /// Runs `body` on a background queue and fails (instead of hanging) when it takes longer than `timeout`.
    private func bounded(timeout: TimeInterval = 30, _ body: @escaping @Sendable () -> Void) {
        let done = expectation(description: "stress run finished")
        DispatchQueue.global().async {
            body()
            done.fulfill()
        }
        wait(for: [done], timeout: timeout)
    }

    /// One thread emits `0..<emitted` then completes; the others subscribe at the same time and dispose every other
    /// subscription at once. The subscriptions kept must then see a gap-free run of elements ending at the last one,
    /// and exactly one terminal event.
    private func subscribeWhileEmitting<Subject: ObservableType & ObserverType & Sendable>(
        _ subject: Subject, check: (_ elements: [Int], _ disposed: Bool) -> Void
    ) where Subject.Element == Int {
        let log = StressLog()
        let (emitted, workers, perWorker) = (emitted, workers, subscriptionsPerWorker)
        bounded {
            DispatchQueue.concurrentPerform(iterations: workers + 1) { worker in
                if worker == 0 {
                    for element in 0..<emitted { subject.onNext(element) }
                    subject.onCompleted()
                    return
                }
                for index in 0..<perWorker {
                    let observer = StressObserver()
                    let subscription = subject.subscribe(observer)
                    let disposeNow = index % 2 == 0
                    if disposeNow { subscription.dispose() }
                    log.append(observer, subscription, disposed: disposeNow)
                }
            }
        }
        XCTAssertEqual(log.entries.count, workers * subscriptionsPerWorker)
        for (observer, subscription, disposed) in log.entries {
            let (elements, terminals, eventAfterTerminal) = observer.snapshot
            XCTAssertLessThanOrEqual(terminals, 1, "duplicated terminal event")
            XCTAssertFalse(eventAfterTerminal, "event after the terminal event")
            if !disposed {
                XCTAssertEqual(terminals, 1, "lost terminal event")
            }
            check(elements, disposed)
            subscription.dispose()
        }
        // Whoever subscribes after the end gets exactly one terminal event.
        let late = StressObserver()
        _ = subject.subscribe(late)
        XCTAssertEqual(late.snapshot.terminals, 1)
    }

    private func assertIncreasing(_ elements: [Int], file: StaticString = #filePath, line: UInt = #line) {
        if zip(elements, elements.dropFirst()).contains(where: { $0 >= $1 }) {
            XCTFail("elements out of order or duplicated: \(elements.prefix(20))…", file: file, line: line)
        }
    }

    /// A kept subscription sees consecutive elements up to the last one emitted (or none, when it came too late).
    private func assertGapFreeToTheEnd(_ elements: [Int], file: StaticString = #filePath, line: UInt = #line) {
        guard let first = elements.first else { return }
        if elements != Array(first..<emitted) {
            XCTFail("elements lost, duplicated or out of order: \(elements.prefix(20))…", file: file, line: line)
        }
    }

    func testPublishSubjectSubscribeDisposeWhileEmitting() {
        subscribeWhileEmitting(PublishSubject<Int>()) { elements, disposed in
            disposed ? assertIncreasing(elements) : assertGapFreeToTheEnd(elements)
        }
    }

    func testBehaviorSubjectSubscribeDisposeWhileEmitting() {
        subscribeWhileEmitting(BehaviorSubject(value: -1)) { elements, disposed in
            disposed ? assertIncreasing(elements) : assertGapFreeToTheEnd(elements)
        }
    }

    func testReplaySubjectSubscribeDisposeWhileEmitting() {
        for subject in [ReplaySubject<Int>.create(bufferSize: 4), .create(bufferSize: 1)] {
            subscribeWhileEmitting(subject) { elements, disposed in
                disposed ? assertIncreasing(elements) : assertGapFreeToTheEnd(elements)
            }
        }
        let all = Array(0..<emitted)
        subscribeWhileEmitting(ReplaySubject<Int>.createUnbounded()) { elements, disposed in
            assertIncreasing(elements)
            if !disposed { XCTAssertEqual(elements, all, "an unbounded replay lost or reordered elements") }
        }
    }

    func testAsyncSubjectSubscribeDisposeWhileEmitting() {
        let last = emitted - 1
        subscribeWhileEmitting(AsyncSubject<Int>()) { elements, disposed in
            XCTAssertLessThanOrEqual(elements.count, 1)
            if !disposed { XCTAssertEqual(elements, [last]) }
        }
    }

    /// Many threads end the subject at once: each subscriber gets exactly one terminal event.
    private func racingTerminals<Subject: ObservableType & ObserverType & Sendable>(_ makeSubject: () -> Subject)
    where Subject.Element == Int {
        for _ in 0..<20 {
            let subject = makeSubject()
            let observers = (0..<20).map { _ in StressObserver() }
            let subscriptions = observers.map { subject.subscribe($0) }
            bounded {
                DispatchQueue.concurrentPerform(iterations: 8) { index in
                    if index % 2 == 0 { subject.onCompleted() } else { subject.onError(stressError) }
                }
            }
            for observer in observers {
                XCTAssertEqual(observer.snapshot.terminals, 1)
            }
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testRacingTerminalEventsDeliverExactlyOne() {
        racingTerminals { PublishSubject<Int>() }
        racingTerminals { BehaviorSubject(value: 0) }
        racingTerminals { ReplaySubject<Int>.create(bufferSize: 2) }
        racingTerminals { AsyncSubject<Int>() }
    }

    func testDisposeRacingSubscribeAndSend() {
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 3)
        let publish = PublishSubject<Int>()
        bounded {
            DispatchQueue.concurrentPerform(iterations: 8) { worker in
                for index in 0..<300 {
                    switch (worker + index) % 4 {
                    case 0:
                        behavior.onNext(index)
                        replay.onNext(index)
                        publish.onNext(index)
                    case 1:
                        behavior.subscribe(StressObserver()).dispose()
                        replay.subscribe(StressObserver()).dispose()
                        publish.subscribe(StressObserver()).dispose()
                    case 2:
                        _ = try? behavior.value()
                        _ = behavior.hasObservers
                        _ = replay.hasObservers
                    default:
                        if index == 150 {
                            behavior.dispose()
                            replay.dispose()
                            publish.dispose()
                        }
                    }
                }
            }
        }
        XCTAssertTrue(behavior.isDisposed)
        XCTAssertTrue(publish.isDisposed)
        XCTAssertFalse(replay.hasObservers)
    }
}
