import Rx
import RxTesting
import XCTest

final class MulticastTests: RxTestCase {
    func testPublishDeliversOnlyAfterConnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3), .completed(300)])
        let connectable = xs.publish()
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var connection: Disposable?
        scheduler.scheduleAt(200) { subscription = connectable.subscribe(res) }
        scheduler.scheduleAt(230) { connection = connectable.connect() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(240, 2), .next(270, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
        subscription?.dispose()
        connection?.dispose()
    }

    func testConnectTwiceReturnsTheSameConnectionAndDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3)])
        let connectable = xs.publish()
        let res = scheduler.createObserver(Int.self)
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) { _ = connectable.subscribe(res) }
        scheduler.scheduleAt(205) { connections.append(connectable.connect()) }
        scheduler.scheduleAt(206) { connections.append(connectable.connect()) }
        scheduler.scheduleAt(250) { connections[1].dispose() }
        scheduler.scheduleAt(260) { connections.append(connectable.connect()) }
        scheduler.scheduleAt(280) { connections[2].dispose() }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 250), Subscription(260, 280)])
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2)])
    }

    func testReplayReplaysToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4)])
        let connectable = xs.replay(2)
        let res = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(250) { _ = connectable.subscribe(res) }
        scheduler.scheduleAt(300) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(250, 2), .next(250, 3), .next(260, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplayAllReplaysEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let connectable = xs.replayAll()
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(225) { _ = connectable.subscribe(res) }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(225, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMulticastWithFixedSubjectKeepsItsTerminal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let connectable = xs.multicast(PublishSubject<Int>())
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.completed(300)])
    }

    func testMulticastWithMakeSubjectStartsCleanAfterTermination() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(310, 2)])
        let connectable = xs.multicast(makeSubject: { PublishSubject<Int>() })
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        var subscription: Disposable?
        var connection: Disposable?
        scheduler.scheduleAt(300) {
            subscription = connectable.subscribe(late)
            connection = connectable.connect()
        }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(310, 2)])
        subscription?.dispose()
        connection?.dispose()
    }

    func testMulticastSelectorConnectsPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { shared in shared.map { $0 * 10 } })
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(240, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMulticastSelectorErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            xs.multicast(
                { () throws -> PublishSubject<Int> in throw TraitsTestError.failed },
                selector: { $0 })
        }
        XCTAssertEqual(res.events, [.error(200, TraitsTestError.failed)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRefCountConnectsOnFirstAndDisconnectsOnLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        let ys = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(first)) }
        scheduler.scheduleAt(215) { subscriptions.append(ys.subscribe(second)) }
        scheduler.scheduleAt(225) { subscriptions[0].dispose() }
        scheduler.scheduleAt(235) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(second.events, [.next(220, 2), .next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testRefCountReconnectsAfterTermination() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = ys.subscribe(first) }
        scheduler.scheduleAt(300) { _ = ys.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }
}
