import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "AsyncSubjectTests", code: 1)

final class AsyncSubjectTests: RxTestCase {
    private func run(terminal: Recorded<Event<Int>>?)
        -> (TestableObserver<Int>, TestableObserver<Int>, TestableObserver<Int>)
    {
        let scheduler = TestScheduler(initialClock: 0)
        var recorded: [Recorded<Event<Int>>] = [
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6), .next(520, 7),
        ]
        if let terminal { recorded += [terminal, .next(640, 9)] }
        let xs = scheduler.createHotObservable(recorded)
        let subject = AsyncSubject<Int>()
        var subscription: Disposable?
        var subscriptions: [Disposable?] = [nil, nil, nil]
        let results = (0..<3).map { _ in scheduler.createObserver(Int.self) }

        scheduler.scheduleAt(200) { subscription = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.scheduleAt(300) { subscriptions[0] = subject.subscribe(results[0]) }
        scheduler.scheduleAt(400) { subscriptions[1] = subject.subscribe(results[1]) }
        scheduler.scheduleAt(900) { subscriptions[2] = subject.subscribe(results[2]) }
        scheduler.scheduleAt(600) { subscriptions[0]?.dispose() }
        scheduler.scheduleAt(700) { subscriptions[1]?.dispose() }
        scheduler.scheduleAt(950) { subscriptions[2]?.dispose() }
        scheduler.start()
        return (results[0], results[1], results[2])
    }

    func testEmitsTheLastElementOnCompletion() {
        let (r1, r2, r3) = run(terminal: .completed(630))
        XCTAssertEqual(r1.events, [])
        XCTAssertEqual(r2.events, [.next(630, 7), .completed(630)])
        XCTAssertEqual(r3.events, [.next(900, 7), .completed(900)])
    }

    func testErrorPassesThroughWithoutTheElement() {
        let (r1, r2, r3) = run(terminal: .error(630, testError))
        XCTAssertEqual(r1.events, [])
        XCTAssertEqual(r2.events, [.error(630, testError)])
        XCTAssertEqual(r3.events, [.error(900, testError)])
    }

    func testNothingBeforeCompletion() {
        let (r1, r2, r3) = run(terminal: nil)
        XCTAssertEqual(r1.events, [])
        XCTAssertEqual(r2.events, [])
        XCTAssertEqual(r3.events, [])
    }

    func testCompletionWithoutElements() {
        let subject = AsyncSubject<Int>()
        var early: [Event<Int>] = []
        var late: [Event<Int>] = []
        _ = subject.subscribe { early.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(early, [.completed])
        XCTAssertEqual(late, [.completed])
    }

    func testEventsAfterTheTerminalAreIgnored() {
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        subject.onError(testError)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
    }
}
