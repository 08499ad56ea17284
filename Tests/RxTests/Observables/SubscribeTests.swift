import Rx
import RxTesting
import XCTest

final class SubscribeTests: RxTestCase {
    func testSubscribeClosures_normalOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var log: [String] = []
        scheduler.scheduleAt(200) {
            _ = xs.subscribe(
                onNext: { log.append("next \($0) at \(scheduler.clock)") },
                onError: { _ in log.append("error") },
                onCompleted: { log.append("completed at \(scheduler.clock)") },
                onDisposed: { log.append("disposed at \(scheduler.clock)") })
        }
        scheduler.start()
        XCTAssertEqual(log, ["next 1 at 210", "next 2 at 220", "completed at 230", "disposed at 230"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSubscribeClosures_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorTestError.boom), .next(230, 2)])
        var log: [String] = []
        scheduler.scheduleAt(200) {
            _ = xs.subscribe(
                onNext: { log.append("next \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") })
        }
        scheduler.start()
        XCTAssertEqual(log, ["next 1", "error boom", "disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSubscribeClosures_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.subscribe(
                onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed at \(scheduler.clock)") })
        }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(270) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(log, ["next 1", "disposed at 250"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        subscription = nil
    }

    func testSubscribeClosures_unhandledErrorGoesToDefaultHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        _ = Observable<Int>.error(OperatorTestError.boom).subscribe()
        _ = Observable<Int>.error(OperatorTestError.other).subscribe(onError: { _ in })
        XCTAssertEqual(handled, ["boom"])
    }

    func testSubscribeWith_passesObjectAndStopsWhenItIsGone() {
        final class Owner {
            var values: [Int] = []
            var completed = false
            var disposed = false
        }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let subscription = subject.subscribe(
            with: owner!,
            onNext: { object, value in object.values.append(value) },
            onCompleted: { object in object.completed = true },
            onDisposed: { object in object.disposed = true })
        subject.onNext(1)
        XCTAssertEqual(owner?.values, [1])
        XCTAssertFalse(owner?.disposed ?? true)
        owner = nil
        XCTAssertNil(weakOwner, "the subscription must not keep the object alive")
        subject.onNext(2)
        subject.onCompleted()
        subscription.dispose()
    }

    func testSubscribeWith_completedAndDisposed() {
        final class Owner {
            var log: [String] = []
        }
        let owner = Owner()
        _ = Observable.of(1, 2).subscribe(
            with: owner,
            onNext: { $0.log.append("next \($1)") },
            onError: { object, _ in object.log.append("error") },
            onCompleted: { $0.log.append("completed") },
            onDisposed: { $0.log.append("disposed") })
        XCTAssertEqual(owner.log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testSubscribeWith_errorWithoutHandlerIsSwallowed() {
        final class Owner {}
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var handled = 0
        Hooks.defaultErrorHandler = { _, _ in handled += 1 }
        let owner = Owner()
        _ = Observable<Int>.error(OperatorTestError.boom).subscribe(with: owner, onNext: { _, _ in })
        XCTAssertEqual(handled, 0)
    }

    func testSubscribeEventClosure_receivesEveryEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.subscribe { event in res.on(event) }
        }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSubscribeEventClosure_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.subscribe { res.on($0) } }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        subscription = nil
    }

    func testSubscribeObserver_anyObserver() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).subscribe(AnyObserver { events.append($0) })
        XCTAssertEqual(events.count, 3)
        XCTAssertEqual(events.compactMap(\.element), [1, 2])
        XCTAssertTrue(events.last?.isCompleted ?? false)
    }
}

extension SubscribeTests {
    func testClosuresHoldingTheirOwnSubscriptionAreReleasedAtCompletion() {
        let subject = PublishSubject<Int>()
        weak var weakFuture: SingleAssignmentDisposable?
        var received: [Int] = []
        do {
            let future = SingleAssignmentDisposable()
            weakFuture = future
            future.setDisposable(
                subject.subscribe(onNext: { element in
                    received.append(element)
                    if element < 0 { future.dispose() }
                }))
        }
        subject.onNext(1)
        XCTAssertNotNil(weakFuture, "alive while subscribed: the subject holds the observer")
        subject.onCompleted()
        XCTAssertNil(weakFuture)
        XCTAssertEqual(received, [1])
    }

    func testEventClosureHoldingItsOwnSubscriptionIsReleasedAtError() {
        let subject = PublishSubject<Int>()
        weak var weakFuture: SingleAssignmentDisposable?
        var events: [Event<Int>] = []
        do {
            let future = SingleAssignmentDisposable()
            weakFuture = future
            future.setDisposable(
                subject.subscribe { event in
                    events.append(event)
                    _ = future
                })
        }
        subject.onError(TraitsTestError.failed)
        XCTAssertNil(weakFuture)
        XCTAssertEqual(events.count, 1)
    }
}

private final class SubscriptionOwner {
    var subscription: Disposable?
    var received: [Int] = []
}

extension SubscribeTests {
    func testDisposingLetsGoOfClosuresThatCaptureTheSubscriptionsHolder() {
        let subject = PublishSubject<Int>()
        weak var weakOwner: SubscriptionOwner?
        do {
            let owner = SubscriptionOwner()
            weakOwner = owner
            owner.subscription = subject.subscribe(onNext: { owner.received.append($0) })
            subject.onNext(1)
            owner.subscription?.dispose()
            subject.onNext(2)
            XCTAssertEqual(owner.received, [1])
        }
        XCTAssertNil(weakOwner)
    }

    func testIsDisposedOnlyAfterDispose() {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe()
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, false)
        subscription.dispose()
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
    }
}
