import Rx
import RxTesting
import XCTest

final class DeferredTests: RxTestCase {
    func testDeferred_callsFactoryAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable<Int>.deferred {
                invoked += 1
                let source = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(200)])
                xs = source
                return source.asObservable()
            }
        }
        XCTAssertEqual(invoked, 1)
        XCTAssertEqual(res.events, [.next(300, 200), .completed(400)])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 400)])
    }

    func testDeferred_error() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable<Int>.deferred {
                let source = scheduler.createColdObservable([
                    .next(100, scheduler.clock), .error(200, OperatorTestError.boom),
                ])
                xs = source
                return source.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(300, 200), .error(400, OperatorTestError.boom)])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 400)])
    }

    func testDeferred_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable<Int>.deferred {
                let source = scheduler.createColdObservable([
                    .next(100, scheduler.clock), .next(200, -1), .completed(400),
                ])
                xs = source
                return source.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(300, 200), .next(400, -1), .completed(600)])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 600)])

        let scheduler2 = TestScheduler(initialClock: 0)
        var ys: TestableObservable<Int>?
        let res2 = scheduler2.start(disposed: 350) {
            Observable<Int>.deferred {
                let source = scheduler2.createColdObservable([.next(100, 1), .next(200, 2)])
                ys = source
                return source.asObservable()
            }
        }
        XCTAssertEqual(res2.events, [.next(300, 1)])
        XCTAssertEqual(ys?.subscriptions, [Subscription(200, 350)])
    }

    func testDeferred_factoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let res = scheduler.start {
            Observable<Int>.deferred {
                invoked += 1
                throw OperatorTestError.boom
            }
        }
        XCTAssertEqual(res.events, [.error(200, OperatorTestError.boom)])
        XCTAssertEqual(invoked, 1)
    }

    func testDeferred_factoryRunsOncePerSubscriber() {
        var invoked = 0
        let source = Observable<Int>.deferred {
            invoked += 1
            return .just(invoked)
        }
        XCTAssertEqual(invoked, 0)
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }
}
