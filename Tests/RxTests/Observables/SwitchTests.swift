import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "SwitchTests", code: -1)

final class SwitchTests: RxTestCase {
    func testSwitchLatestDisposesThePreviousInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let xs = scheduler.createHotObservable([
            .next(300, ys1.asObservable()), .next(400, ys2.asObservable()), .completed(500),
        ])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .completed(500),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    }

    func testSwitchLatestWaitsForTheCurrentInnerAfterTheOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(50, 102), .completed(80)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable()), .completed(320)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 101), .next(350, 102), .completed(380)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 380)])
    }

    func testSwitchLatestInnerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .error(30, testError)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable())])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 101), .error(330, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 330)])
    }

    func testSwitchLatestOuterErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(100, 102)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable()), .error(350, testError)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 101), .error(350, testError)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 350)])
    }

    func testFlatMapLatestSwitchesOnEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(280, 3), .completed(290)])
        let inners = (0...3).map { value in
            scheduler.createColdObservable([.next(5, value * 10), .next(15, value * 10 + 1), .completed(25)])
        }

        let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

        XCTAssertEqual(
            res.events,
            [
                .next(215, 10), .next(225, 11), .next(245, 20), .next(255, 21), .next(285, 30), .next(295, 31),
                .completed(305),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(210, 235)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(240, 265)])
        XCTAssertEqual(inners[3].subscriptions, [Subscription(280, 305)])
    }

    func testFlatMapLatestCompletesWhenOuterCompletesAfterTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])

        let res = scheduler.start { xs.flatMapLatest { _ in inner } }

        XCTAssertEqual(res.events, [.next(215, 1), .completed(400)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapLatestSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(5, 1), .next(50, 2)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1)])

        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                if value == 1 { throw testError }
                return inner
            }
        }

        XCTAssertEqual(res.events, [.next(215, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapLatestDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(5, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(210, 0)])

        let res = scheduler.start(disposed: 250) { xs.flatMapLatest { _ in inner } }

        XCTAssertEqual(res.events, [.next(215, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapLatestOfSynchronousSource() {
        var received: [Int] = []
        var completed = false
        _ = Observable.of(1, 2).flatMapLatest { Observable.of($0 * 10, $0 * 10 + 1) }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [10, 20, 21])
        XCTAssertTrue(completed)
    }

    // The inner observer is reused once its sequence has finished: these pin the windows around that reuse.

    func testFlatMapLatestAfterAFinishedInnerTheNextInnerLivesUntilDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let finished = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let endless = scheduler.createColdObservable([.next(5, 2), .next(30, 3)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(250, 1)])

        let res = scheduler.start(disposed: 300) { xs.flatMapLatest { $0 == 0 ? finished : endless } }

        XCTAssertEqual(res.events, [.next(215, 1), .next(255, 2), .next(280, 3)])
        XCTAssertEqual(finished.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(endless.subscriptions, [Subscription(250, 300)])
    }

    func testFlatMapLatestInnerErrorAfterAFinishedInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let finished = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let failing = scheduler.createColdObservable([.next(5, 2), .error(20, testError)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(250, 1), .next(300, 0)])

        let res = scheduler.start { xs.flatMapLatest { $0 == 0 ? finished : failing } }

        XCTAssertEqual(res.events, [.next(215, 1), .next(255, 2), .error(270, testError)])
        XCTAssertEqual(finished.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(failing.subscriptions, [Subscription(250, 270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testFlatMapLatestSynchronousInnersThenOuterCompletion() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completed = 0
        let subscription = subject.flatMapLatest { Observable.just($0 * 10) }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed += 1 })
        for value in 1...5 { subject.onNext(value) }
        subject.onCompleted()
        XCTAssertEqual(received, [10, 20, 30, 40, 50])
        XCTAssertEqual(completed, 1)
        subscription.dispose()
    }

    func testFlatMapLatestDisposedFromInsideOnNextOfASynchronousInner() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let holder = SingleAssignmentDisposable()
        holder.setDisposable(
            subject.flatMapLatest { Observable.of($0, $0 + 100) }.subscribe(onNext: { value in
                received.append(value)
                if value == 2 { holder.dispose() }
            }))
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(received, [1, 101, 2])
        XCTAssertFalse(subject.hasObservers)
    }

    func testFlatMapLatestReentrantElementWhileTheInnerIsStillSubscribing() {
        // The first inner completes, then (before its `subscribe` returns) makes the source send the next element:
        // the finished observer must not be reused while its subscription is not stored yet.
        let subject = PublishSubject<Int>()
        var disposed: [Int] = []
        var received: [Int] = []
        let subscription = subject.flatMapLatest { value -> Observable<Int> in
            Observable.create { observer in
                observer.onNext(value)
                if value == 1 {
                    observer.onCompleted()
                    subject.onNext(2)
                }
                return Disposables.create { disposed.append(value) }
            }
        }
        .subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(disposed, [1])
        subscription.dispose()
        XCTAssertEqual(disposed, [1, 2])
    }

    func testFlatMapLatestReentrantElementFromTheDownstream() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.flatMapLatest { Observable.of($0, $0 + 100) }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 1 { subject.onNext(2) }
            })
        subject.onNext(1)
        subject.onNext(3)
        XCTAssertEqual(received, [1, 2, 102, 3, 103])
        subscription.dispose()
    }

    func testFlatMapLatestWithInnersFinishingOnOtherThreads() {
        // Inners alternate between completing synchronously (their observer is reused) and completing on another
        // thread while newer elements arrive: delivery stays serialized, the last inner always delivers, nothing
        // leaks (RxTestCase).
        let subject = PublishSubject<Int>()
        let observer = SerialityCheckingObserver<Int>()
        let done = expectation(description: "completed")
        observer.onCompleted = { done.fulfill() }
        var last: Int?
        let subscription = subject.flatMapLatest { value -> Observable<Int> in
            if value % 2 == 0 { return Observable.just(value) }
            return Observable.create { inner in
                DispatchQueue.global().async {
                    inner.onNext(value)
                    inner.onCompleted()
                }
                return Disposables.create()
            }
        }
        .do(onNext: { last = $0 })
        .subscribe(observer)
        for value in 0..<2_000 { subject.onNext(value) }
        subject.onCompleted()
        wait(for: [done], timeout: 20)
        XCTAssertEqual(last, 1_999)
        XCTAssertFalse(observer.overlapped)
        subscription.dispose()
    }

    // A `just` inner is taken without a subscription when no other inner is live; these pin what that must keep.

    func testFlatMapLatestJustAfterALiveInnerDisposesItFirst() {
        let inner = PublishSubject<Int>()
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.flatMapLatest { value -> Observable<Int> in
            value == 1 ? inner.do(onDispose: { log.append("inner disposed") }) : Observable.just(value)
        }
        .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        subject.onNext(1)
        inner.onNext(100)
        subject.onNext(2)
        inner.onNext(101)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(log, ["next 100", "inner disposed", "next 2", "next 3", "completed"])
        XCTAssertFalse(inner.hasObservers)
        subscription.dispose()
    }

    func testFlatMapLatestJustThenALiveInnerThenJust() {
        let inner = PublishSubject<Int>()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completed = false
        let subscription = subject.flatMapLatest { value in value == 2 ? inner.asObservable() : Observable.just(value) }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        subject.onNext(1)
        subject.onNext(2)
        inner.onNext(20)
        subject.onCompleted()
        XCTAssertFalse(completed, "the live inner has not completed")
        inner.onNext(21)
        inner.onCompleted()
        XCTAssertEqual(received, [1, 20, 21])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testFlatMapLatestReentrantElementFromTheDownstreamOfAJust() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completed = 0
        let subscription = subject.flatMapLatest { Observable.just($0) }
            .subscribe(
                onNext: { value in
                    received.append(value)
                    if value < 3 { subject.onNext(value + 1) }
                    if value == 3 { subject.onCompleted() }
                }, onCompleted: { completed += 1 })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(completed, 1)
        subscription.dispose()
    }

    func testFlatMapLatestDisposedFromInsideTheOnNextOfAJust() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var disposed = 0
        let holder = SingleAssignmentDisposable()
        holder.setDisposable(
            subject.flatMapLatest { Observable.just($0) }.subscribe(
                onNext: { value in
                    received.append(value)
                    if value == 2 { holder.dispose() }
                }, onDisposed: { disposed += 1 }))
        for value in 1...4 { subject.onNext(value) }
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(disposed, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testFlatMapLatestALiveInnerStartedFromTheDownstreamOfAJustStaysTheLatest() {
        let inner = PublishSubject<Int>()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completed = false
        let subscription = subject.flatMapLatest { value in value == 2 ? inner.asObservable() : Observable.just(value) }
            .subscribe(
                onNext: { value in
                    received.append(value)
                    if value == 1 { subject.onNext(2) }
                }, onCompleted: { completed = true })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertFalse(completed, "inner 2 is live and the latest")
        inner.onNext(20)
        inner.onCompleted()
        XCTAssertEqual(received, [1, 20])
        XCTAssertTrue(completed)
        subscription.dispose()
    }
}
