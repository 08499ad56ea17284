import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "FlatMapTests", code: -1)

final class FlatMapTests: RxTestCase {
    private func makeInners(_ scheduler: TestScheduler) -> [TestableObservable<Int>] {
        [
            scheduler.createColdObservable([.next(10, 11), .next(30, 12), .completed(40)]),
            scheduler.createColdObservable([.next(5, 21), .next(50, 22), .completed(60)]),
        ]
    }

    func testFlatMapRunsInnersConcurrentlyAndCompletesAfterAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler)
        let xs = scheduler.createHotObservable([.next(150, 9), .next(210, 0), .next(220, 1), .completed(230)])

        let res = scheduler.start { xs.flatMap { inners[$0] } }

        XCTAssertEqual(
            res.events,
            [
                .next(220, 11), .next(225, 21), .next(240, 12), .next(270, 22), .completed(280),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(220, 280)])
    }

    func testFlatMapCompletesWithTheOuterWhenNoInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])

        let res = scheduler.start { xs.flatMap { inners[$0] } }

        XCTAssertEqual(res.events, [.next(220, 11), .next(240, 12), .completed(300)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapSelectorErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 0), .next(225, 1), .completed(300)])

        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                if value == 1 { throw testError }
                return inners[value]
            }
        }

        XCTAssertEqual(res.events, [.next(220, 11), .error(225, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 225)])
        XCTAssertEqual(inners[1].subscriptions, [])
    }

    func testFlatMapInnerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.next(5, 1), .error(15, testError)])
        let running = scheduler.createColdObservable([.next(100, 2)])
        let xs = scheduler.createHotObservable([
            .next(210, running.asObservable()), .next(220, failing.asObservable()),
        ])

        let res = scheduler.start { xs.flatMap { $0 } }

        XCTAssertEqual(res.events, [.next(225, 1), .error(235, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(running.subscriptions, [Subscription(210, 235)])
        XCTAssertEqual(failing.subscriptions, [Subscription(220, 235)])
    }

    func testFlatMapDisposeUnsubscribesOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = makeInners(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1)])

        let res = scheduler.start(disposed: 245) { xs.flatMap { inners[$0] } }

        XCTAssertEqual(res.events, [.next(220, 11), .next(225, 21), .next(240, 12)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 245)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(220, 245)])
    }

    func testFlatMapOfSynchronousInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .completed(230)])

        let res = scheduler.start { xs.flatMap { Observable.of($0, $0 + 1) } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .next(220, 3), .next(220, 4), .completed(230)])
    }

    func testFlatMapOfSynchronousSourceInterleavesThroughTheTrampoline() {
        var received: [Int] = []
        _ = Observable.of(1, 2).flatMap { Observable.of($0 * 10, $0 * 10 + 1) }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [10, 11, 20, 21])
    }

    func testInnerSubscriptionIsDisposedWhenTheSinkIsDisposedWhileItSubscribes() {
        let subject = PublishSubject<Int>()
        var innerDisposed = 0
        let holder = SingleAssignmentDisposable()
        holder.setDisposable(
            subject.flatMap { _ in
                Observable<Int>.create { _ in
                    holder.dispose()
                    return Disposables.create { innerDisposed += 1 }
                }
            }.subscribe())
        subject.onNext(1)
        XCTAssertEqual(innerDisposed, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testSynchronousInnersAndDisposalFromInsideOnNext() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let holder = SingleAssignmentDisposable()
        holder.setDisposable(
            subject.flatMap { Observable.of($0, $0 * 10) }.subscribe(onNext: { value in
                received.append(value)
                if value == 2 { holder.dispose() }
            }))
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(received, [1, 10, 2])
        XCTAssertFalse(subject.hasObservers)
    }
}
