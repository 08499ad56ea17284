import Rx
import RxTesting
import XCTest

private enum GroupByTestError: Error {
    case boom
}

final class GroupByTests: RxTestCase {
    private func parity(_ value: Int) -> String {
        value % 2 == 0 ? "even" : "odd"
    }

    func testEmitsEachKeyOnceInOrderOfFirstAppearance() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0),
            .next(210, 1),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(300),
        ])
        let res = scheduler.start { xs.groupBy { self.parity($0) }.map(\.key) }
        XCTAssertEqual(res.events, [.next(210, "odd"), .next(230, "even"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testRoutesEachElementToItsGroupAndEndsGroupsWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(240, 4),
            .completed(300),
        ])
        let odd = scheduler.createObserver(Int.self)
        let even = scheduler.createObserver(Int.self)
        let keys = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                xs.groupBy { self.parity($0) }.subscribe(
                    onNext: { group in
                        keys.onNext(group.key)
                        subscriptions.append(group.subscribe(group.key == "odd" ? odd : even))
                    }, onCompleted: { keys.onCompleted() }))
        }
        scheduler.start()

        XCTAssertEqual(keys.events, [.next(210, "odd"), .next(220, "even"), .completed(300)])
        XCTAssertEqual(odd.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(even.events, [.next(220, 2), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        subscriptions.forEach { $0.dispose() }
        subscriptions.removeAll()
    }

    func testSourceErrorEndsEveryGroupAndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .error(250, GroupByTestError.boom),
        ])
        let odd = scheduler.createObserver(Int.self)
        let keys = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(xs.groupBy { self.parity($0) }.map(\.key).subscribe(keys))
            subscriptions.append(
                xs.groupBy { self.parity($0) }.subscribe(
                    onNext: { group in
                        if group.key == "odd" { subscriptions.append(group.subscribe(odd)) }
                    }, onError: { _ in }))
        }
        scheduler.start()

        XCTAssertEqual(keys.events, [.next(210, "odd"), .next(220, "even"), .error(250, GroupByTestError.boom)])
        XCTAssertEqual(odd.events, [.next(210, 1), .error(250, GroupByTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(200, 250)])
        subscriptions.forEach { $0.dispose() }
        subscriptions.removeAll()
    }

    func testKeySelectorErrorEndsEveryGroupAndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, -1),
            .next(240, 3),
        ])
        let odd = scheduler.createObserver(Int.self)
        let keys = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            let groups = xs.groupBy { value -> String in
                if value < 0 { throw GroupByTestError.boom }
                return self.parity(value)
            }
            subscriptions.append(
                groups.subscribe(
                    onNext: { group in
                        keys.onNext(group.key)
                        if group.key == "odd" { subscriptions.append(group.subscribe(odd)) }
                    }, onError: keys.onError))
        }
        scheduler.start()

        XCTAssertEqual(keys.events, [.next(210, "odd"), .next(220, "even"), .error(230, GroupByTestError.boom)])
        XCTAssertEqual(odd.events, [.next(210, 1), .error(230, GroupByTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        subscriptions.forEach { $0.dispose() }
        subscriptions.removeAll()
    }

    func testDisposingTheResultKeepsTheSourceWhileAGroupIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(310, 3),
            .next(320, 4),
            .next(330, 5),
            .next(420, 7),
        ])
        let odd = scheduler.createObserver(Int.self)
        let keys = scheduler.createObserver(String.self)
        var outer: Disposable?
        var group: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { self.parity($0) }.subscribe(onNext: { grouped in
                keys.onNext(grouped.key)
                if grouped.key == "odd" { group = grouped.subscribe(odd) }
            })
        }
        scheduler.scheduleAt(300) { outer?.dispose() }
        scheduler.scheduleAt(400) { group?.dispose() }
        scheduler.start()

        XCTAssertEqual(keys.events, [.next(210, "odd"), .next(220, "even")])
        XCTAssertEqual(odd.events, [.next(210, 1), .next(310, 3), .next(330, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDisposingTheResultWithNoGroupSubscribedDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(310, 3),
        ])
        let res = scheduler.start(disposed: 250) { xs.groupBy { self.parity($0) }.map(\.key) }
        XCTAssertEqual(res.events, [.next(210, "odd"), .next(220, "even")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testLateSubscriberToAnEndedGroupSeesOnlyTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .completed(250),
        ])
        let late = scheduler.createObserver(Int.self)
        var groups: [GroupedObservable<String, Int>] = []
        var outer: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { self.parity($0) }.subscribe(onNext: { groups.append($0) })
        }
        scheduler.scheduleAt(300) { _ = groups.first?.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(groups.map(\.key), ["odd"])
        XCTAssertEqual(late.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        outer?.dispose()
    }
}
