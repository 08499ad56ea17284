import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "ReplaySubjectTests", code: 1)

final class ReplaySubjectTests: RxTestCase {
    /// Feeds `subject` from a hot source at 200 and subscribes three observers at 300, 400 and 900.
    private func run(
        _ makeSubject: @escaping () -> ReplaySubject<Int>, terminal: Recorded<Event<Int>>
    ) -> (TestableObserver<Int>, TestableObserver<Int>, TestableObserver<Int>, TestableObservable<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6), .next(520, 7),
            terminal, .next(640, 9),
        ])
        var subject: ReplaySubject<Int>?
        var subscription: Disposable?
        var subscriptions: [Disposable?] = [nil, nil, nil]
        let results = (0..<3).map { _ in scheduler.createObserver(Int.self) }

        scheduler.scheduleAt(100) { subject = makeSubject() }
        scheduler.scheduleAt(200) { subscription = xs.subscribe(subject!) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.scheduleAt(300) { subscriptions[0] = subject!.subscribe(results[0]) }
        scheduler.scheduleAt(400) { subscriptions[1] = subject!.subscribe(results[1]) }
        scheduler.scheduleAt(900) { subscriptions[2] = subject!.subscribe(results[2]) }
        scheduler.scheduleAt(600) { subscriptions[0]?.dispose() }
        scheduler.scheduleAt(700) { subscriptions[1]?.dispose() }
        scheduler.scheduleAt(950) { subscriptions[2]?.dispose() }
        scheduler.start()
        return (results[0], results[1], results[2], xs)
    }

    func testBufferSizeThreeReplaysTheLastThree() {
        let (r1, r2, r3, xs) = run({ ReplaySubject.create(bufferSize: 3) }, terminal: .completed(630))
        XCTAssertEqual(r1.events, [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(
            r2.events,
            [
                .next(400, 3), .next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .completed(630),
            ])
        XCTAssertEqual(r3.events, [.next(900, 5), .next(900, 6), .next(900, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testBufferSizeOneReplaysTheLatest() {
        let (r1, r2, r3, _) = run({ ReplaySubject.create(bufferSize: 1) }, terminal: .error(630, testError))
        XCTAssertEqual(r1.events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(r2.events, [.next(400, 5), .next(410, 6), .next(520, 7), .error(630, testError)])
        XCTAssertEqual(r3.events, [.next(900, 7), .error(900, testError)])
    }

    func testUnboundedReplaysEverything() {
        let (r1, _, r3, _) = run({ ReplaySubject.createUnbounded() }, terminal: .completed(630))
        XCTAssertEqual(r1.events, [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(
            r3.events,
            [
                .next(900, 3), .next(900, 4), .next(900, 5), .next(900, 6), .next(900, 7), .completed(900),
            ])
    }

    func testBufferSizeZeroReplaysOnlyTheTerminalEvent() {
        let (r1, _, r3, _) = run({ ReplaySubject.create(bufferSize: 0) }, terminal: .completed(630))
        XCTAssertEqual(r1.events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(r3.events, [.completed(900)])
    }

    func testRingBufferKeepsOrderAfterWrapping() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        (1...8).forEach(subject.onNext)
        var elements: [Int] = []
        let subscription = subject.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [6, 7, 8])
        subscription.dispose()
    }

    func testDisposeReleasesSubscribersAndFailsLaterSubscriptions() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subject.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(events, [.next(1)])

        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        guard late.count == 1, case .error(RxError.disposed)? = late.first else {
            return XCTFail("expected only error(disposed), got \(late)")
        }
    }

    func testEventSentDuringReplayComesAfterTheBuffer() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        var first: [Int] = []
        var second: [Int] = []
        let subscription1 = subject.subscribe(onNext: { element in
            first.append(element)
            if element == 1 { subject.onNext(3) }
        })
        let subscription2 = subject.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [1, 2, 3])
        XCTAssertEqual(second, [2, 3])
        subscription1.dispose()
        subscription2.dispose()
    }

    func testDisposedSubscriptionReceivesNothingMore() {
        let subject = ReplaySubject<Int>.createUnbounded()
        var elements: [Int] = []
        let subscription = subject.subscribe(onNext: { elements.append($0) })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(elements, [1])
    }
}
