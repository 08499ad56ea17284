import Rx
import RxTesting
import XCTest

final class SingleTests: RxTestCase {
    func testCreateSuccessIsNextThenCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { single in
                single(.success(1))
                single(.success(2))
                return Disposables.create()
            }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testCreateFailureIsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { single in
                single(.failure(TraitsTestError.failed))
                return Disposables.create()
            }.asObservable()
        }
        XCTAssertEqual(res.events, [.error(200, TraitsTestError.failed)])
    }

    func testCreateDisposesWhatTheClosureReturns() {
        var disposed = false
        let subscription = Single<Int>.create { _ in Disposables.create { disposed = true } }.subscribe { _ in }
        XCTAssertFalse(disposed)
        subscription.dispose()
        XCTAssertTrue(disposed)
    }

    func testSubscribeCallbackOrderOnSuccess() {
        var log: [String] = []
        _ = Single.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["success 1", "disposed"])
    }

    func testSubscribeCallbackOrderOnFailure() {
        var log: [String] = []
        _ = Single<Int>.error(TraitsTestError.failed).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["failure failed", "disposed"])
    }

    func testDisposeBeforeOutcomeRunsOnlyOnDisposed() {
        var log: [String] = []
        let subscription = Single<Int>.never().subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, [])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testEventSubscribeGetsResult() {
        var results: [SingleEvent<Int>] = []
        _ = Single.just(3).subscribe { results.append($0) }
        _ = Single<Int>.error(TraitsTestError.other).subscribe { results.append($0) }
        XCTAssertEqual(results.count, 2)
        XCTAssertEqual(try results[0].get(), 3)
        XCTAssertThrowsError(try results[1].get()) { XCTAssertEqual($0 as? TraitsTestError, .other) }
    }

    func testUnhandledFailureGoesToTheHook() {
        var seen: [String] = []
        let original = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in seen.append("\(error)") }
        defer { Hooks.defaultErrorHandler = original }
        _ = Single<Int>.error(TraitsTestError.failed).subscribe(onSuccess: { _ in })
        XCTAssertEqual(seen, ["failed"])
    }

    func testSubscribeWithObjectHoldsItWeakly() {
        final class Owner {}
        var owner: Owner? = Owner()
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.asSingle().subscribe(with: owner!, onSuccess: { _, value in log.append("\(value)") })
        owner = nil
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, [])
        subscription.dispose()
    }

    func testMapAndAsMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(2).map { $0 * 10 }.asMaybe().asObservable() }
        XCTAssertEqual(res.events, [.next(200, 20), .completed(200)])
    }

    func testZipOfSinglesWithSelectorAndTuple() {
        var results: [String] = []
        _ = Single.zip(Single.just(1), Single.just("a"), Single.just(true)) { number, letter, flag in
            "\(number)\(letter)\(flag)"
        }.subscribe(onSuccess: { results.append($0) })
        let pair: Single<(Int, String)> = Single.zip(Single.just(2), Single.just("b"))
        _ = pair.subscribe(onSuccess: { results.append("\($0.0)\($0.1)") })
        _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { results.append("\($0)") })
        _ = Single<Int>.zip([Single<Int>]()).subscribe(onSuccess: { results.append("\($0)") })
        XCTAssertEqual(results, ["1atrue", "2b", "[1, 2]", "[]"])
    }

    func testZipFailsWithTheFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(30, 1), .completed(30)])
        let ys = scheduler.createColdObservable([.error(20, TraitsTestError.failed)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 }.asObservable() }
        XCTAssertEqual(res.events, [.error(220, TraitsTestError.failed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }
}

private final class SingleSubscriptionOwner {
    var subscription: Disposable?
}

extension SingleTests {
    func testClosuresHoldingTheirOwnSubscriptionAreReleasedAfterSuccess() {
        let subject = PublishSubject<Int>()
        weak var weakFuture: SingleAssignmentDisposable?
        var received: [Int] = []
        do {
            let future = SingleAssignmentDisposable()
            weakFuture = future
            future.setDisposable(
                subject.asSingle().subscribe(onSuccess: { element in
                    received.append(element)
                    _ = future
                }))
        }
        subject.onNext(5)
        subject.onCompleted()
        XCTAssertNil(weakFuture)
        XCTAssertEqual(received, [5])
    }

    func testDisposingLetsGoOfClosuresThatCaptureTheSubscriptionsHolder() {
        let subject = PublishSubject<Int>()
        weak var weakOwner: SingleSubscriptionOwner?
        do {
            let owner = SingleSubscriptionOwner()
            weakOwner = owner
            owner.subscription = subject.asSingle().subscribe(onSuccess: { _ in _ = owner })
            owner.subscription?.dispose()
        }
        XCTAssertNil(weakOwner)
    }
}
