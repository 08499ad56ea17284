import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "PublishSubjectTests", code: 1)

final class PublishSubjectTests: RxTestCase {
    func testSubscribersSeeOnlyLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(220, 3), .next(340, 5), .next(410, 6), .next(520, 7), .error(630, testError),
            .next(640, 9),
        ])
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        var subscription1: Disposable?
        var subscription2: Disposable?
        let results1 = scheduler.createObserver(Int.self)
        let results2 = scheduler.createObserver(Int.self)
        let results3 = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { subscription = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.scheduleAt(300) { subscription1 = subject.subscribe(results1) }
        scheduler.scheduleAt(400) { subscription2 = subject.subscribe(results2) }
        scheduler.scheduleAt(900) { _ = subject.subscribe(results3) }
        scheduler.scheduleAt(500) { subscription1?.dispose() }
        scheduler.scheduleAt(700) { subscription2?.dispose() }
        scheduler.start()

        XCTAssertEqual(results1.events, [.next(340, 5), .next(410, 6)])
        XCTAssertEqual(results2.events, [.next(410, 6), .next(520, 7), .error(630, testError)])
        XCTAssertEqual(results3.events, [.error(900, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposeFailsLaterSubscriptions() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        guard events.count == 1, case .error(RxError.disposed)? = events.first else {
            return XCTFail("expected only error(disposed), got \(events)")
        }
    }
}

extension PublishSubjectTests {
    func testASubscriberNeverDisposedDoesNotKeepTheSubjectAlive() {
        weak var weakSubject: PublishSubject<Int>?
        var received: [Int] = []
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            _ = subject.subscribe(onNext: { received.append($0) })
            subject.onNext(1)
        }
        XCTAssertNil(weakSubject)
        XCTAssertEqual(received, [1])
    }

    func testDisposingAfterTheSubjectIsGoneDoesNothing() {
        var subscription: Disposable?
        do {
            let subject = PublishSubject<Int>()
            subscription = subject.subscribe { _ in }
        }
        subscription?.dispose()
    }
}
