import Rx
import RxTesting
import XCTest

final class ShareTests: RxTestCase {
    private func hotSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6), .next(550, 7),
        ])
    }

    /// Subscribes three observers at 200/300/500, disposing at 350/400/600, as RxSwift's share tests do.
    private func runScenario(
        _ scheduler: TestScheduler, _ ys: @escaping () -> Observable<Int>
    ) -> (TestableObserver<Int>, TestableObserver<Int>, TestableObserver<Int>) {
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        let res3 = scheduler.createObserver(Int.self)
        var shared: Observable<Int>?
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { shared = ys() }
        scheduler.scheduleAt(200) { shared.map { subscriptions.append($0.subscribe(res1)) } }
        scheduler.scheduleAt(300) { shared.map { subscriptions.append($0.subscribe(res2)) } }
        scheduler.scheduleAt(350) { subscriptions[0].dispose() }
        scheduler.scheduleAt(400) { subscriptions[1].dispose() }
        scheduler.scheduleAt(500) { shared.map { subscriptions.append($0.subscribe(res3)) } }
        scheduler.scheduleAt(600) { subscriptions[2].dispose() }
        scheduler.start()
        return (res1, res2, res3)
    }

    func testShareWithDefaultsReplaysNothingAndReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let (res1, res2, res3) = runScenario(scheduler) { xs.share() }
        XCTAssertEqual(
            res1.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6)])
        XCTAssertEqual(res2.events, [.next(320, 6)])
        XCTAssertEqual(res3.events, [.next(550, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testShareReplay1WhileConnectedReplaysLatestButNotAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let (res1, res2, res3) = runScenario(scheduler) { xs.share(replay: 1) }
        XCTAssertEqual(
            res1.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6)])
        XCTAssertEqual(res2.events, [.next(300, 5), .next(320, 6)])
        XCTAssertEqual(res3.events, [.next(550, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testShareReplayNWhileConnected() {
        for replay in 0..<5 {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let (_, res2, res3) = runScenario(scheduler) { xs.share(replay: replay, scope: .whileConnected) }
            let replayed = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
            XCTAssertEqual(res2.events, replayed + [.next(320, 6)], "replay \(replay)")
            XCTAssertEqual(res3.events, [.next(550, 7)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
        }
    }

    func testShareForeverKeepsTheReplayBufferAcrossConnections() {
        for replay in 0..<5 {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let (_, res2, res3) = runScenario(scheduler) { xs.share(replay: replay, scope: .forever) }
            let replayed2 = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
            let replayed3 = (0..<replay).map { Recorded.next(500, 7 - replay + $0) }
            XCTAssertEqual(res2.events, replayed2 + [.next(320, 6)], "replay \(replay)")
            XCTAssertEqual(res3.events, replayed3 + [.next(550, 7)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
        }
    }

    func testThreeReplay1SubscribersShareOneUpstreamSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = xs.share(replay: 1)
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(observers[0])) }
        scheduler.scheduleAt(205) { subscriptions.append(ys.subscribe(observers[1])) }
        scheduler.scheduleAt(215) { subscriptions.append(ys.subscribe(observers[2])) }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(observers[2].events, [.next(215, 1), .next(220, 2), .completed(230)])
        subscriptions.forEach { $0.dispose() }
    }

    func testWhileConnectedResubscribesAfterCompletionAndDoesNotReplayTheTerminal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = ys.subscribe(first) }
        scheduler.scheduleAt(300) { _ = ys.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testForeverReplaysTheTerminalWithoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = ys.subscribe(first) }
        scheduler.scheduleAt(300) { _ = ys.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testShareForwardsErrorsToAllSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = TraitsTestError.failed
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, error)])
        let ys = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = ys.subscribe(first) }
        scheduler.scheduleAt(220) { _ = ys.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(230, error)])
        XCTAssertEqual(second.events, [.next(220, 1), .error(230, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingAllSubscribersDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let res = scheduler.start(disposed: 235) { xs.share(replay: 1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }
}

enum TraitsTestError: Error, Equatable {
    case failed
    case other

    func testReplay1SubscribeDisposeChurnKeepsTheLongLivedSubscriberAndReplaysTheLatest() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var longLived: [Int] = []
        let keepAlive = shared.subscribe(onNext: { longLived.append($0) })
        var replayed: [Int] = []
        for value in 1...50 {
            subject.onNext(value)
            let subscription = shared.subscribe(onNext: { replayed.append($0) })
            subscription.dispose()
            subscription.dispose()
        }
        let late = shared.subscribe(onNext: { replayed.append($0 * 100) })
        subject.onNext(51)
        XCTAssertEqual(longLived, Array(1...51))
        XCTAssertEqual(replayed, Array(1...50) + [5_000, 5_100])
        late.dispose()
        keepAlive.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReplay1ReleasesTheLatestElementWhenTheConnectionEnds() {
        final class Token {
            let onDeinit: () -> Void
            init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        var released = 0
        let subject = PublishSubject<Token>()
        let shared = subject.share(replay: 1)
        let first = shared.subscribe(onNext: { _ in })
        subject.onNext(Token { released += 1 })
        subject.onNext(Token { released += 1 })
        XCTAssertEqual(released, 1, "replacing the latest element releases the previous one")
        var replays = 0
        let second = shared.subscribe(onNext: { _ in replays += 1 })
        XCTAssertEqual(replays, 1)
        first.dispose()
        XCTAssertEqual(released, 1, "the connection lives while a subscriber is left")
        second.dispose()
        XCTAssertEqual(released, 2, "the last subscriber leaving ends the connection and its replay buffer")
    }

    func testReplay1SubscriptionHeldAfterTheSourceCompletedIsHarmless() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var completed = 0
        let subscription = shared.subscribe(onCompleted: { completed += 1 })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(completed, 1)
        var events: [Event<Int>] = []
        let next = shared.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1, "a new subscriber resubscribes and gets the completed subject's completion")
        subscription.dispose()
        next.dispose()
    }
}
